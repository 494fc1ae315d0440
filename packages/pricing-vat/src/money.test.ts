import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalAmount, multiplyCents, sumCents, toCents } from './money.ts';

describe('toCents', () => {
  it('reads API amounts given as text or numbers', () => {
    expect(toCents('12.99')).toBe(1299);
    expect(toCents(12.99)).toBe(1299);
    expect(toCents('12')).toBe(1200);
    expect(toCents(' 7.5 ')).toBe(750);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-3.10')).toBe(-310);
  });

  it('rounds half a cent away from zero on the decimal value, not the float', () => {
    // 1.005 as a float is 1.00499999999999989..., so Math.round(1.005 * 100) gives 100.
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('2.135')).toBe(214);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('0.125')).toBe(13);
    expect(toCents('0.1249')).toBe(12);
  });

  it('absorbs float noise from upstream arithmetic', () => {
    expect(toCents(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(toCents(1e-7)).toBe(0);
  });

  it('throws on values that are not finite decimal amounts', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
    for (const bad of ['', ' ', 'abc', '12,99', '1.2.3', '12.99 €', '-', '1e999999']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
  });

  it('throws when the amount cannot be held exactly in cents', () => {
    expect(() => toCents('1e20')).toThrow(RangeError);
  });

  it('reads back any two-decimal amount to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
        expect(toCents(text)).toBe(cents);
        expect(toCents(cents / 100)).toBe(cents);
      }),
    );
  });
});

describe('multiplyCents', () => {
  it('multiplies a unit price by a quantity', () => {
    expect(multiplyCents(1299, 3)).toBe(3897);
    expect(multiplyCents(1299, 0)).toBe(0);
  });

  it('refuses fractional quantities and fractional cents', () => {
    expect(() => multiplyCents(1299, 1.5)).toThrow(RangeError);
    expect(() => multiplyCents(12.99, 3)).toThrow(RangeError);
  });

  it('refuses results beyond exact integers', () => {
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds amounts, including credits', () => {
    expect(sumCents([1299, 1, -300])).toBe(1000);
    expect(sumCents([])).toBe(0);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => sumCents([100, 12.5])).toThrow(RangeError);
  });
});

describe('decimalAmount', () => {
  it('writes cents with a point and two decimals, no float involved', () => {
    expect(decimalAmount(123_456)).toBe('1234.56');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(-5)).toBe('-0.05');
    expect(() => decimalAmount(1.5)).toThrow(RangeError);
  });
});
