import { describe, expect, it } from 'vitest';
import { countryFacts } from '@shop/contract';
import { assertVatRate, vatRateFromTaxTitle } from './vat-rate.ts';

describe('vatRateFromTaxTitle', () => {
  it('reads the leading number of the shop tax titles', () => {
    expect(vatRateFromTaxTitle('19% Ust.')).toBe(19);
    expect(vatRateFromTaxTitle('20% Ust.')).toBe(20);
    expect(vatRateFromTaxTitle('21% TVA')).toBe(21);
  });

  it('reads fractional rates with a comma or a point', () => {
    expect(vatRateFromTaxTitle('7,5% x')).toBe(7.5);
    expect(vatRateFromTaxTitle(' 7.5 % MwSt.')).toBe(7.5);
    expect(vatRateFromTaxTitle('0%')).toBe(0);
  });

  it('returns null when there is no usable leading rate', () => {
    for (const title of [null, undefined, '', 'Ust. 19%', '%', 'TVA', '150% x']) {
      expect(vatRateFromTaxTitle(title), String(title)).toBeNull();
    }
  });
});

describe('the shop countries', () => {
  it('read 19, 20 and 21 % from their tax titles', () => {
    expect(vatRateFromTaxTitle(countryFacts.DE.taxTitle)).toBe(19);
    expect(vatRateFromTaxTitle(countryFacts.AT.taxTitle)).toBe(20);
    expect(vatRateFromTaxTitle(countryFacts.RO.taxTitle)).toBe(21);
  });
});

describe('assertVatRate', () => {
  it('accepts percentages from 0 to 100 and refuses the rest', () => {
    expect(assertVatRate(7.5)).toBe(7.5);
    for (const bad of [-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => assertVatRate(bad), String(bad)).toThrow(RangeError);
    }
  });
});
