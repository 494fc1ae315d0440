import { describe, expect, it } from 'vitest';
import { payingPrice } from './paying-price.ts';

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
