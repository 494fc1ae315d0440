import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../test-utils.ts';
import { fieldMessages } from './messages.ts';
import {
  austrianVatCheckDigit,
  checkVatId,
  germanVatCheckDigit,
  isValidVatId,
  normalizeVatId,
  romanianVatCheckDigit,
  vatIdSchemaFor,
} from './vat.ts';

describe('German VAT id (ISO 7064 MOD 11,10)', () => {
  // Worked example DE136695976, by hand. Start with product = 10; for each of the first 8 digits:
  //   sum = (digit + product) mod 10 (0 -> 10), product = (2 * sum) mod 11.
  //   1: (1+10)%10=1 -> p=2 | 3: (3+2)=5 -> p=10 | 6: (6+10)%10=6 -> p=12%11=1 | 6: 7 -> p=14%11=3
  //   9: (9+3)%10=2 -> p=4  | 5: 9 -> p=18%11=7  | 9: (9+7)%10=6 -> p=12%11=1 | 7: 8 -> p=16%11=5
  //   check = 11 - 5 = 6, the 9th digit: valid.
  it('DE136695976 is valid (hand-computed check digit 6)', () => {
    expect(germanVatCheckDigit('13669597')).toBe(6);
    expect(isValidVatId('DE136695976', 'DE')).toBe(true);
  });

  // Second example DE123456788, by hand:
  //   1: 1 -> p=2 | 2: 4 -> p=8 | 3: (3+8)%10=1 -> p=2 | 4: 6 -> p=12%11=1
  //   5: 6 -> p=1 | 6: 7 -> p=14%11=3 | 7: (7+3)%10=0 -> 10 -> p=20%11=9 | 8: (8+9)%10=7 -> p=14%11=3
  //   check = 11 - 3 = 8.
  it('DE123456788 is valid (hand-computed check digit 8)', () => {
    expect(germanVatCheckDigit('12345678')).toBe(8);
    expect(isValidVatId('DE123456788', 'DE')).toBe(true);
  });

  it('rejects a wrong check digit with the check-digit message', () => {
    expect(checkVatId('DE136695975', 'DE')).toEqual({ ok: false, message: fieldMessages.vat_id_check_digit });
  });

  it('rejects a wrong format with the German format message', () => {
    for (const value of ['DE13669597', 'DE1366959760', 'DE12345678X', 'DE036695976', 'AT136695976', '']) {
      expect(checkVatId(value, 'DE')).toEqual({ ok: false, message: fieldMessages.vat_id_format_de });
    }
  });

  it('accepts lower case, spaces, dots, dashes and a missing prefix', () => {
    for (const value of ['de136695976', 'DE 136 695 976', '136695976', '136.695.976', 'DE-136695976']) {
      expect(normalizeVatId(value, 'DE')).toBe('DE136695976');
      expect(isValidVatId(value, 'DE')).toBe(true);
    }
  });

  it('any 8 digits plus the computed check digit is valid, and every other last digit is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 99_999_999 }), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const first8 = String(body);
        const check = germanVatCheckDigit(first8);
        expect(isValidVatId(`DE${first8}${check}`, 'DE')).toBe(true);
        expect(isValidVatId(`DE${first8}${(check + shift) % 10}`, 'DE')).toBe(false);
      }),
    );
  });
});

describe('Austrian VAT id (ATU + 8 digits)', () => {
  // Worked example ATU13585627, by hand. Digits c1..c7 = 1 3 5 8 5 6 2, check c8 = 7.
  //   S = c1 + ds(2*c2) + c3 + ds(2*c4) + c5 + ds(2*c6) + c7   (ds = digit sum)
  //     = 1 + 6 + 5 + ds(16)=7 + 5 + ds(12)=3 + 2 = 29
  //   check = (10 - (S + 4) mod 10) mod 10 = (10 - 33 mod 10) mod 10 = (10 - 3) = 7: valid.
  it('ATU13585627 is valid (hand-computed check digit 7)', () => {
    expect(austrianVatCheckDigit('1358562')).toBe(7);
    expect(isValidVatId('ATU13585627', 'AT')).toBe(true);
  });

  // Second example ATU12345675: S = 1 + 4 + 3 + 8 + 5 + ds(12)=3 + 7 = 31; (10 - 35 mod 10) mod 10 = 5.
  it('ATU12345675 is valid (hand-computed check digit 5)', () => {
    expect(austrianVatCheckDigit('1234567')).toBe(5);
    expect(isValidVatId('ATU12345675', 'AT')).toBe(true);
  });

  it('rejects a wrong check digit and a wrong format', () => {
    expect(checkVatId('ATU13585626', 'AT')).toEqual({ ok: false, message: fieldMessages.vat_id_check_digit });
    for (const value of ['ATU1358562', 'ATU135856270', 'ATX13585627', 'DE13585627']) {
      expect(checkVatId(value, 'AT')).toEqual({ ok: false, message: fieldMessages.vat_id_format_at });
    }
  });

  it('accepts ATU, AT, U or no prefix, any case and spacing', () => {
    for (const value of ['atu13585627', 'ATU 1358 5627', 'AT13585627', 'U13585627', '13585627']) {
      expect(normalizeVatId(value, 'AT')).toBe('ATU13585627');
      expect(isValidVatId(value, 'AT')).toBe(true);
    }
  });

  it('any 7 digits plus the computed check digit is valid, and every other last digit is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const first7 = String(body).padStart(7, '0');
        const check = austrianVatCheckDigit(first7);
        expect(isValidVatId(`ATU${first7}${check}`, 'AT')).toBe(true);
        expect(isValidVatId(`ATU${first7}${(check + shift) % 10}`, 'AT')).toBe(false);
      }),
    );
  });
});

describe('Romanian VAT id (RO + 2 to 10 digits, key 753217532)', () => {
  // Worked example RO18547290, by hand. Body 1854729, check 0. Body padded to 9 digits: 001854729.
  //   key        7 5 3 2 1 7 5 3 2
  //   digits     0 0 1 8 5 4 7 2 9
  //   products   0 0 3 16 5 28 35 6 18  -> S = 111
  //   check = (10 * S) mod 11 = 1110 mod 11 = 10 -> 10 becomes 0: valid.
  it('RO18547290 is valid (hand-computed, 10 -> 0)', () => {
    expect(romanianVatCheckDigit('1854729')).toBe(0);
    expect(isValidVatId('RO18547290', 'RO')).toBe(true);
  });

  // Second example RO1234565: body 123456 -> 000123456; products 0 0 0 2 2 21 20 15 12 -> S = 72;
  //   720 mod 11 = 720 - 715 = 5.
  it('RO1234565 is valid (hand-computed check digit 5)', () => {
    expect(romanianVatCheckDigit('123456')).toBe(5);
    expect(isValidVatId('RO1234565', 'RO')).toBe(true);
  });

  // Shortest form, 2 digits: body 1 -> 000000001; S = 1 * 2 = 2; 20 mod 11 = 9 -> RO19.
  it('RO19 is valid (2 digits, hand-computed check digit 9)', () => {
    expect(romanianVatCheckDigit('1')).toBe(9);
    expect(isValidVatId('RO19', 'RO')).toBe(true);
  });

  it('rejects a wrong check digit and a wrong format', () => {
    expect(checkVatId('RO18547291', 'RO')).toEqual({ ok: false, message: fieldMessages.vat_id_check_digit });
    for (const value of ['RO1', 'RO12345678901', 'RO0123456', 'ROX1234565', 'DE1234565']) {
      expect(checkVatId(value, 'RO')).toEqual({ ok: false, message: fieldMessages.vat_id_format_ro });
    }
  });

  it('accepts the number with or without RO, any case and spacing', () => {
    for (const value of ['ro18547290', 'RO 18547290', '18547290', '18 547 290']) {
      expect(normalizeVatId(value, 'RO')).toBe('RO18547290');
      expect(isValidVatId(value, 'RO')).toBe(true);
    }
  });

  it('any body of 1 to 9 digits plus the computed check digit is valid, and every other last digit is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const check = romanianVatCheckDigit(String(body));
        expect(isValidVatId(`RO${body}${check}`, 'RO')).toBe(true);
        expect(isValidVatId(`RO${body}${(check + shift) % 10}`, 'RO')).toBe(false);
      }),
    );
  });
});

describe('vatIdSchemaFor', () => {
  it('outputs the canonical id, which parses again to itself', () => {
    const schema = vatIdSchemaFor('AT');
    const first = schema.parse(' u 1358 5627 ');
    expect(first).toBe('ATU13585627');
    expect(schema.parse(first)).toBe(first);
  });

  it('reports required, format and check digit with the field messages', () => {
    const schema = vatIdSchemaFor('DE');
    expect(fieldsOf(schema, '  ')).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(schema, undefined)).toEqual([{ path: '', message: fieldMessages.required }]);
    expect(fieldsOf(schema, 'DE1234')).toEqual([{ path: '', message: fieldMessages.vat_id_format_de }]);
    expect(fieldsOf(schema, 'DE136695975')).toEqual([{ path: '', message: fieldMessages.vat_id_check_digit }]);
  });
});
