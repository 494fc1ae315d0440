import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total.ts';

describe('orderTotal', () => {
  it('adds the delivery to the goods less the coupon (DE: 2 x 99.95 EUR, 10 % coupon, 4.90 EUR delivery)', () => {
    // 199.90 - 19.99 + 4.90 = 184.81
    expect(orderTotal({ goods: 19_990, discount: 1_999, delivery: 490 })).toBe(18_481);
  });

  it('never lets a coupon eat into the delivery cost', () => {
    expect(orderTotal({ goods: 1_000, discount: 5_000, delivery: 590 })).toBe(590);
  });

  it('leaves the delivery out while it is not known yet', () => {
    expect(orderTotal({ goods: 12_345, discount: 0, delivery: null })).toBe(12_345);
  });

  it('refuses fractions of a cent', () => {
    expect(() => orderTotal({ goods: 10.5, discount: 0, delivery: 0 })).toThrow(RangeError);
  });
});
