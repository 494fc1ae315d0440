import { describe, expect, it } from 'vitest';
import { countryPrices, payingPrice } from './paying-price.ts';

describe('payingPrice', () => {
  it('takes the promotion price while on promotion', () => {
    expect(payingPrice({ price: 10_000, promoPrice: 8_000, isPromo: 1 })).toEqual({ net: 8_000, onPromo: true });
    expect(payingPrice({ price: 10_000, promoPrice: 8_000, isPromo: true })).toEqual({ net: 8_000, onPromo: true });
  });

  it('keeps the regular price without the flag or without a promotion price', () => {
    expect(payingPrice({ price: 10_000, promoPrice: 8_000, isPromo: 0 })).toEqual({ net: 10_000, onPromo: false });
    expect(payingPrice({ price: 10_000, promoPrice: null, isPromo: 1 })).toEqual({ net: 10_000, onPromo: false });
    expect(payingPrice({ price: null, promoPrice: null, isPromo: null })).toEqual({ net: null, onPromo: false });
  });
});

describe('countryPrices (worked by hand)', () => {
  it('DE 19 %: 318,49 net is 379,00 gross (379,0031 rounded), no promotion', () => {
    expect(countryPrices({ price: 31_849, promoPrice: null, isPromo: 0 }, 19)).toEqual({
      net: 31_849,
      taxed: 37_900,
      payingNet: 31_849,
      taxedPaying: 37_900,
      onPromo: false,
    });
  });

  it('AT 20 %: 100,00 net on promotion at 83,33 net: 120,00 regular, 100,00 paid (99,996 rounded)', () => {
    expect(countryPrices({ price: 10_000, promoPrice: 8_333, isPromo: 1 }, 20)).toEqual({
      net: 10_000,
      taxed: 12_000,
      payingNet: 8_333,
      taxedPaying: 10_000,
      onPromo: true,
    });
  });

  it('RO 21 %: 100,00 net on promotion at 82,65 net: 121,00 regular, 100,01 paid (100,0065 rounded)', () => {
    const prices = countryPrices({ price: 10_000, promoPrice: 8_265, isPromo: true }, 21);
    expect([prices.taxed, prices.taxedPaying]).toEqual([12_100, 10_001]);
  });

  it('shows the price that is charged when a promotion price was set above the regular one', () => {
    // DE: 100,00 net is 119,00 gross; the promotion's 120,00 net is 142,80 gross, and that is what the cart charges.
    const prices = countryPrices({ price: 10_000, promoPrice: 12_000, isPromo: 1 }, 19);
    expect([prices.taxed, prices.taxedPaying, prices.onPromo]).toEqual([11_900, 14_280, true]);
  });

  it('reads a missing regular price as zero, as the catalog stores a sale element without one', () => {
    expect(countryPrices({ price: null, promoPrice: null, isPromo: null }, 19)).toMatchObject({ net: 0, taxed: 0, taxedPaying: 0 });
  });
});
