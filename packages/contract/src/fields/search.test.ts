import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../test-utils.ts';
import { escapeSearchTerm, isSearchTermLongEnough, searchTermSchema, unescapeSearchTerm } from './search.ts';

const tooShort = 'Please enter more than three characters.';

describe('search term', () => {
  it('needs more than three characters, with the spec message', () => {
    expect(searchTermSchema.parse(' wasc ')).toBe('wasc');
    expect(fieldsOf(searchTermSchema, 'wc ')).toEqual([{ path: '', message: tooShort }]);
    expect(fieldsOf(searchTermSchema, 'abc')).toEqual([{ path: '', message: tooShort }]);
    expect(fieldsOf(searchTermSchema, undefined)).toEqual([{ path: '', message: tooShort }]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isSearchTermLongEnough('🛁🛁🛁')).toBe(false);
    expect(isSearchTermLongEnough('🛁🛁🛁🛁')).toBe(true);
  });

  it('escapes special characters with a backslash and collapses whitespace', () => {
    expect(escapeSearchTerm('  WC-Sitz   40*40 ')).toBe('WC\\-Sitz 40\\*40');
    expect(escapeSearchTerm('"Dusche" (rund)?')).toBe('\\"Dusche\\" \\(rund\\)\\?');
    expect(escapeSearchTerm('a\\b')).toBe('a\\\\b');
    expect(escapeSearchTerm('Waschbecken')).toBe('Waschbecken');
  });

  it('unescape reverses escape for any normalised term', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const normalised = raw.trim().replace(/\s+/g, ' ');
        expect(unescapeSearchTerm(escapeSearchTerm(raw))).toBe(normalised);
      }),
    );
  });
});
