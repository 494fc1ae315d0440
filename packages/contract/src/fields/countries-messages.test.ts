import { describe, expect, it } from 'vitest';
import { countryIdByIso, countryIdOf, countryIdSchema, countryIsoById, countryIsoOf, DEFAULT_COUNTRY_ID } from './countries.ts';
import { fieldMessageCode, fieldMessages, type FieldMessageCode } from './messages.ts';
import { customerTitleKind, isCompanyTitle } from './title.ts';

describe('countries', () => {
  it('maps Germany 5, Austria 13, Romania 146 both ways', () => {
    expect(countryIdByIso).toEqual({ DE: 5, AT: 13, RO: 146 });
    expect(countryIsoById).toEqual({ 5: 'DE', 13: 'AT', 146: 'RO' });
    expect(countryIsoOf(146)).toBe('RO');
    expect(countryIsoOf(64)).toBeUndefined();
    expect(countryIdOf('at')).toBe(13);
    expect(countryIdOf('FR')).toBeUndefined();
    expect(DEFAULT_COUNTRY_ID).toBe(13);
  });

  it('countryIdSchema accepts only the shop countries', () => {
    expect(countryIdSchema.parse(5)).toBe(5);
    expect(countryIdSchema.safeParse(6).error?.issues[0]?.message).toBe(fieldMessages.country_unsupported);
  });
});

describe('field messages', () => {
  it('every message is unique, so it maps back to one code', () => {
    const codes = Object.keys(fieldMessages) as FieldMessageCode[];
    expect(new Set(codes.map((code) => fieldMessages[code])).size).toBe(codes.length);
    for (const code of codes) expect(fieldMessageCode(fieldMessages[code])).toBe(code);
    expect(fieldMessageCode('something else')).toBeUndefined();
  });

  it("uses the spec's texts", () => {
    expect(fieldMessages.search_too_short).toBe('Please enter more than three characters.');
    expect(fieldMessages.token_refresh_identity_missing).toBe('Missing customer_id or email in local storage');
  });
});

describe('customer titles', () => {
  it('1 Mr, 2 Miss, 5 Association, anything else Company', () => {
    expect([1, 2, 5, 3, 4, 9].map(customerTitleKind)).toEqual(['mr', 'miss', 'association', 'company', 'company', 'company']);
    expect(isCompanyTitle(5)).toBe(false);
    expect(isCompanyTitle(3)).toBe(true);
  });
});
