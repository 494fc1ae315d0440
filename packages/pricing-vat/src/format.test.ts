// Intl puts a no-break space (U+00A0) between amount and symbol; the expected strings spell it out.
import { describe, expect, it } from 'vitest';
import { countryFacts } from '@shop/contract';
import { formatMoney } from './format.ts';

const NBSP = '\u00a0';
const lei = countryFacts.RO.currency;

describe('formatMoney', () => {
  it('formats euros the German way', () => {
    expect(formatMoney(123456, 'de-DE')).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(123456789, 'de-DE')).toBe(`1.234.567,89${NBSP}€`);
    expect(formatMoney(5, 'de-DE')).toBe(`0,05${NBSP}€`);
    expect(formatMoney(0, 'de-DE')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-500, 'de-DE')).toBe(`-5,00${NBSP}€`);
  });

  it('separates amount and symbol with a no-break space, so the price never wraps', () => {
    expect(formatMoney(1000, 'de-DE')).not.toContain(' ');
  });

  it('formats Romanian amounts with Lei, not RON', () => {
    expect(formatMoney(123456, 'ro-RO', lei)).toBe(`1.234,56${NBSP}Lei`);
  });

  it('formats US English with the symbol in front', () => {
    expect(formatMoney(123456, 'en-US')).toBe('€1,234.56');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(12.5, 'de-DE')).toThrow(RangeError);
  });
});
