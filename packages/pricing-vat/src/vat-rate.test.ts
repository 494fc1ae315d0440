import { describe, expect, it } from 'vitest';
import { assertVatRate, AUSTRIA, countryTaxDefaults, GERMANY, ROMANIA, vatRateFromTaxTitle } from './vat-rate.ts';

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

describe('countryTaxDefaults', () => {
  it('knows Germany, Austria and Romania by id, also as stored text', () => {
    expect(countryTaxDefaults(5)).toBe(GERMANY);
    expect(countryTaxDefaults(13)).toBe(AUSTRIA);
    expect(countryTaxDefaults('146')).toBe(ROMANIA);
  });

  it('falls back to Austria for unknown or missing countries', () => {
    for (const id of [999, 0, null, undefined, 'de_CH']) {
      expect(countryTaxDefaults(id), String(id)).toBe(AUSTRIA);
    }
  });

  it("carries the tax titles whose rates are 19, 20 and 21 %", () => {
    expect(vatRateFromTaxTitle(countryTaxDefaults(5).taxTitle)).toBe(19);
    expect(vatRateFromTaxTitle(countryTaxDefaults(13).taxTitle)).toBe(20);
    expect(vatRateFromTaxTitle(countryTaxDefaults(146).taxTitle)).toBe(21);
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
