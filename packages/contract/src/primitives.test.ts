import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './test-utils.ts';
import { localeSchema, parseCommaIds, queryIdSchema, queryInt } from './primitives.ts';

describe('query integers', () => {
  it('take numbers from typed callers and digit strings from the wire', () => {
    expect(queryIdSchema.parse(12)).toBe(12);
    expect(queryIdSchema.parse('12')).toBe(12);
    expect(queryInt(z.int().min(0)).parse('0')).toBe(0);
  });

  it('reject other text with one clear message', () => {
    expect(fieldsOf(queryIdSchema, 'abc')).toEqual([{ path: '', message: 'Expected an integer.' }]);
    expect(fieldsOf(queryIdSchema, '1.5')).toEqual([{ path: '', message: 'Expected an integer.' }]);
    expect(queryIdSchema.safeParse('0').success).toBe(false);
  });
});

describe('parseCommaIds', () => {
  it('reads comma lists of ids, dropping anything else', () => {
    expect(parseCommaIds('12, 13,,14 ,x,0,-1')).toEqual([12, 13, 14]);
    expect(parseCommaIds('')).toEqual([]);
    expect(parseCommaIds(null)).toEqual([]);
  });
});

describe('locale', () => {
  it('accepts language_COUNTRY', () => {
    for (const locale of ['de_DE', 'de_AT', 'ro_RO', 'en_US']) expect(localeSchema.parse(locale)).toBe(locale);
    for (const locale of ['de', 'de-DE', 'DE_de']) expect(localeSchema.safeParse(locale).success).toBe(false);
  });
});
