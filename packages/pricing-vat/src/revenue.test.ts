import { describe, expect, it } from 'vitest';
import { paymentDifference, revenueAfterRefunds } from './revenue.ts';

describe('revenueAfterRefunds', () => {
  it('DE (19 %): 119.00 EUR (100.00 net) and 59.50 EUR (50.00 net) with 19.99 EUR refunded of the second take in 158.51 EUR', () => {
    // 119.00 + 59.50 = 178.50; 178.50 - 19.99 = 158.51
    expect(revenueAfterRefunds([{ gross: 11_900, refunded: 0 }, { gross: 5_950, refunded: 1_999 }])).toEqual({
      orders: 2,
      gross: 17_850,
      refunded: 1_999,
      revenue: 15_851,
    });
  });

  it('AT (20 %): 120.00 EUR (100.00 net) and 36.00 EUR refunded in full take in 120.00 EUR; both orders count', () => {
    expect(revenueAfterRefunds([{ gross: 12_000, refunded: 0 }, { gross: 3_600, refunded: 3_600 }])).toEqual({
      orders: 2,
      gross: 15_600,
      refunded: 3_600,
      revenue: 12_000,
    });
  });

  it('RO (21 %): 121.00 Lei (100.00 net), 242.00 Lei with 121.00 Lei refunded and 0.99 Lei take in 242.99 Lei', () => {
    // 121.00 + 242.00 + 0.99 = 363.99; 363.99 - 121.00 = 242.99
    expect(revenueAfterRefunds([{ gross: 12_100, refunded: 0 }, { gross: 24_200, refunded: 12_100 }, { gross: 99, refunded: 0 }])).toEqual({
      orders: 3,
      gross: 36_399,
      refunded: 12_100,
      revenue: 24_299,
    });
  });

  it('is zero for no orders', () => {
    expect(revenueAfterRefunds([])).toEqual({ orders: 0, gross: 0, refunded: 0, revenue: 0 });
  });

  it('refuses a refund above its order, a negative refund and fractions of a cent', () => {
    expect(() => revenueAfterRefunds([{ gross: 1_000, refunded: 1_001 }])).toThrow(/refund of order 1/);
    expect(() => revenueAfterRefunds([{ gross: 1_000, refunded: -1 }])).toThrow(RangeError);
    expect(() => revenueAfterRefunds([{ gross: 10.5, refunded: 0 }])).toThrow(RangeError);
  });
});

describe('paymentDifference', () => {
  it('says how much a transfer is off the total: 119.00 EUR due, 110.00 EUR came (-9.00), 120.00 EUR came (+1.00)', () => {
    expect(paymentDifference(11_000, 11_900)).toBe(-900);
    expect(paymentDifference(12_000, 11_900)).toBe(100);
    expect(paymentDifference(11_900, 11_900)).toBe(0);
  });
});
