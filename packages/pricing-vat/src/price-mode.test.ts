import { describe, expect, it } from 'vitest';
import { parseCategoryIds, priceForMode, priceMode } from './price-mode.ts';
import type { PriceModeInput } from './price-mode.ts';

const privateCustomerInGermany: PriceModeInput = {
  excludeVat: false,
  isCompany: false,
  productCategoryIds: [12, 40],
  zeroVatCategoryIds: '12, 15',
  taxTitle: '19% Ust.',
};

describe('priceMode', () => {
  it("shows a private customer gross prices at the country's rate", () => {
    expect(priceMode(privateCustomerInGermany)).toEqual({ includesVat: true, rate: 19, reason: 'countryRate' });
    expect(priceMode({ ...privateCustomerInGermany, taxTitle: '21% TVA' }).rate).toBe(21);
  });

  it('shows net prices (0 %) when the customer excludes VAT', () => {
    expect(priceMode({ ...privateCustomerInGermany, excludeVat: true })).toEqual({
      includesVat: false,
      rate: 0,
      reason: 'excludeVat',
    });
  });

  it('needs no tax title when VAT is excluded', () => {
    expect(priceMode({ ...privateCustomerInGermany, excludeVat: true, taxTitle: undefined }).rate).toBe(0);
  });

  it('charges a company 0 % on products in a 0-VAT category', () => {
    const company = { ...privateCustomerInGermany, isCompany: true };
    expect(priceMode(company)).toEqual({ includesVat: false, rate: 0, reason: 'companyZeroVatCategory' });
    expect(priceMode({ ...company, zeroVatCategoryIds: [15, 12], productCategoryIds: ['12'] }).rate).toBe(0);
  });

  it('charges a company the country rate outside the 0-VAT categories', () => {
    const company = { ...privateCustomerInGermany, isCompany: true };
    expect(priceMode({ ...company, productCategoryIds: [40] }).rate).toBe(19);
    expect(priceMode({ ...company, zeroVatCategoryIds: '' }).rate).toBe(19);
    expect(priceMode({ ...company, zeroVatCategoryIds: null }).rate).toBe(19);
  });

  it('does not give a private customer 0 % for a 0-VAT category', () => {
    expect(priceMode(privateCustomerInGermany).rate).toBe(19);
  });

  it('fails loudly instead of guessing when the tax title has no rate', () => {
    expect(() => priceMode({ ...privateCustomerInGermany, taxTitle: 'Ust.' })).toThrow(/tax title "Ust\." has no leading VAT rate/i);
    expect(() => priceMode({ ...privateCustomerInGermany, taxTitle: null })).toThrow(RangeError);
  });
});

describe('parseCategoryIds', () => {
  it('reads comma lists and arrays alike, ignoring blanks', () => {
    expect([...parseCategoryIds(' 12, ,15,')]).toEqual(['12', '15']);
    expect([...parseCategoryIds([12, '15'])]).toEqual(['12', '15']);
    expect(parseCategoryIds(undefined).size).toBe(0);
  });
});

describe('priceForMode', () => {
  it('shows the gross price when VAT is included and the net price otherwise', () => {
    const prices = { gross: 1190, net: 1000 };
    expect(priceForMode(priceMode(privateCustomerInGermany), prices)).toBe(1190);
    expect(priceForMode(priceMode({ ...privateCustomerInGermany, excludeVat: true }), prices)).toBe(1000);
  });
});
