import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit, ibanFrom, isValidEan13, isValidIban } from './check-digits.ts';

describe('EAN-13', () => {
  it('computes the check digit printed on real barcodes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13('590123412345')).toBe('5901234123457');
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(() => ean13CheckDigit('12')).toThrow();
  });
});

describe('IBAN', () => {
  it('computes check digits that banks accept', () => {
    expect(ibanFrom('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban(ibanFrom('RO', 'BTRLRONCRT0412345601'))).toBe(true);
    expect(isValidIban(ibanFrom('AT', '2032032145678901'))).toBe(true);
  });
});
