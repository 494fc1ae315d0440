import { describe, expect, it } from 'vitest';
import { chargedAmount, orderTotal } from './order-total.ts';

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

  it('adds a cash-on-delivery fee (DE: 507.00 EUR, free delivery, 6.90 EUR fee = 513.90 EUR)', () => {
    expect(orderTotal({ goods: 50_700, discount: 0, delivery: 0, fee: 690 })).toBe(51_390);
  });

  it('charges a VAT-exempt buyer the net of a gross fee (AT: 7.90 EUR at 20 % is 6.58 EUR)', () => {
    // 790 / 1.2 = 658.33 -> 658
    expect(chargedAmount(790, 20, true)).toBe(658);
    expect(chargedAmount(790, 20, false)).toBe(790);
  });

  it('refuses fractions of a cent', () => {
    expect(() => orderTotal({ goods: 10.5, discount: 0, delivery: 0 })).toThrow(RangeError);
  });
});
