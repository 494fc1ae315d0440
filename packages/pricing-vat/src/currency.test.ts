import { describe, expect, it } from 'vitest';
import { convertFromEuro, currencyFromConfig, DEFAULT_CURRENCY } from './currency.ts';

const lei = currencyFromConfig({ currencySymbol: 'Lei', currencyName: 'RON', currencyRate: '4.9763' });

describe('currencyFromConfig', () => {
  it('defaults to euro with rate 1', () => {
    expect(currencyFromConfig({})).toEqual({ symbol: '€', name: 'EUR', rate: 1 });
    expect(currencyFromConfig({ currencySymbol: ' ', currencyName: null, currencyRate: null })).toEqual(DEFAULT_CURRENCY);
  });

  it('keeps a configured currency', () => {
    expect(lei).toEqual({ symbol: 'Lei', name: 'RON', rate: '4.9763' });
  });

  it('refuses a rate that is zero, negative or not a number', () => {
    for (const currencyRate of [0, -1, '0.000', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => currencyFromConfig({ currencyRate }), String(currencyRate)).toThrow(RangeError);
    }
  });
});

describe('convertFromEuro', () => {
  it('converts euro cents at the rate, rounding to the cent', () => {
    // 1999 x 4.9763 = 9947.6237 -> 9948
    expect(convertFromEuro(1999, lei)).toBe(9948);
    // 123456 x 4.9763 = 614354.0928 -> 614354
    expect(convertFromEuro(123456, lei)).toBe(614354);
  });

  it('rounds half a cent away from zero', () => {
    // 1 x 0.5 = 0.5 -> 1; 3 x 0.5 = 1.5 -> 2
    const half = currencyFromConfig({ currencyRate: 0.5 });
    expect(convertFromEuro(1, half)).toBe(1);
    expect(convertFromEuro(3, half)).toBe(2);
  });

  it('leaves euro amounts unchanged', () => {
    expect(convertFromEuro(123456, DEFAULT_CURRENCY)).toBe(123456);
  });
});
