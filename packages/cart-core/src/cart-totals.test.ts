import { describe, expect, it } from 'vitest';
import { makeLine } from './cart-item.fixture.ts';
import { cartTotals, lineTotal } from './cart-totals.ts';

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, lineCount: 0, grossCents: 0, netCents: 0 });
  });

  it('multiplies each unit price by the quantity and sums the lines, gross and net', () => {
    const toilet = makeLine({ quantity: 2, BEST_TAXED_PRICE: 23_800, PRICE: 20_000 });
    const tiles = makeLine({
      PRODUCT_SALE_ELEMENT: 2002,
      quantity: 6,
      quantityStep: 3,
      IS_PROMO: true,
      TAXED_PRICE: 1_190,
      BEST_TAXED_PRICE: 952,
      PRICE: 1_000,
      PROMO_PRICE: 800,
    });
    expect(lineTotal(tiles)).toEqual({ grossCents: 5_712, netCents: 4_800 });
    expect(cartTotals([toilet, tiles])).toEqual({
      itemCount: 8,
      lineCount: 2,
      grossCents: 47_600 + 5_712,
      netCents: 40_000 + 4_800,
    });
  });

  it('uses the regular net price when the line is not on promotion', () => {
    expect(lineTotal(makeLine({ quantity: 3, PRICE: 999, PROMO_PRICE: 1, IS_PROMO: false })).netCents).toBe(2_997);
  });
});
