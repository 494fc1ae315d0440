import { describe, expect, it } from 'vitest';
import { displayPrice, fakeListPrice } from './display-price.ts';

describe('displayPrice', () => {
  it('hides an item with neither a price nor a list price', () => {
    expect(displayPrice({ price: 0, listPrice: 0 })).toEqual({ hidden: true });
    expect(displayPrice({ price: null, listPrice: undefined })).toEqual({ hidden: true });
    expect(displayPrice({ price: undefined, listPrice: 0 })).toEqual({ hidden: true });
  });

  it('shows a discount badge when the list price is more than 0.10 above the price', () => {
    // 99.99 against 133.32: 33.33 / 133.32 = 25.0 % off
    expect(displayPrice({ price: 9999, listPrice: 13332 })).toEqual({
      hidden: false,
      price: 9999,
      listPrice: 13332,
      showDiscountBadge: true,
      discountPercent: 25,
    });
    expect(displayPrice({ price: 1000, listPrice: 1011 })).toMatchObject({ showDiscountBadge: true, listPrice: 1011, discountPercent: 1 });
  });

  it('rounds the discount percentage half away from zero', () => {
    // 10.00 against 16.00: 6 / 16 = 37.5 % -> 38; 10.00 against 13.00: 3 / 13 = 23.08 % -> 23
    expect(displayPrice({ price: 1000, listPrice: 1600 })).toMatchObject({ discountPercent: 38 });
    expect(displayPrice({ price: 1000, listPrice: 1300 })).toMatchObject({ discountPercent: 23 });
  });

  it('shows a fake list price of 1.16 x price when the discount is 0.10 or less', () => {
    // exactly 0.10 above is not enough: 1000 x 1.16 = 1160
    expect(displayPrice({ price: 1000, listPrice: 1010 })).toEqual({
      hidden: false,
      price: 1000,
      listPrice: 1160,
      showDiscountBadge: false,
      discountPercent: null,
    });
  });

  it('shows a fake list price when the list price is missing or below the price', () => {
    expect(displayPrice({ price: 1000, listPrice: null })).toMatchObject({ listPrice: 1160, showDiscountBadge: false });
    expect(displayPrice({ price: 1000, listPrice: 900 })).toMatchObject({ listPrice: 1160, showDiscountBadge: false });
  });

  it('follows the spec literally when only a list price is known: price 0, full discount', () => {
    expect(displayPrice({ price: null, listPrice: 500 })).toMatchObject({ hidden: false, price: 0, showDiscountBadge: true, discountPercent: 100 });
  });

  it('refuses negative or fractional prices', () => {
    expect(() => displayPrice({ price: -100, listPrice: 500 })).toThrow(RangeError);
    expect(() => displayPrice({ price: 9.99, listPrice: null })).toThrow(RangeError);
  });
});

describe('fakeListPrice', () => {
  it('rounds 1.16 x price to the cent', () => {
    // 1 x 1.16 = 1.16 -> 1; 4 x 1.16 = 4.64 -> 5; 1234 x 1.16 = 1431.44 -> 1431
    expect(fakeListPrice(1)).toBe(1);
    expect(fakeListPrice(4)).toBe(5);
    expect(fakeListPrice(1234)).toBe(1431);
  });
});
