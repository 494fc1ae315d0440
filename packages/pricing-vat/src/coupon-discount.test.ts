import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupon-discount.ts';

describe('couponDiscount', () => {
  it('DE: 10 % of 338.00 EUR is 33.80 EUR', () => {
    expect(couponDiscount({ kind: 'percent', percent: 10, amountCents: null }, 33_800)).toBe(3_380);
  });

  it('RO: 10 % of 2,839.96 Lei is 284.00 Lei (283.996 rounds up)', () => {
    expect(couponDiscount({ kind: 'percent', percent: 10, amountCents: null }, 283_996)).toBe(28_400);
  });

  it('AT: 5.00 EUR off, but never more than the goods', () => {
    expect(couponDiscount({ kind: 'amount', percent: null, amountCents: 500 }, 3_570)).toBe(500);
    expect(couponDiscount({ kind: 'amount', percent: null, amountCents: 500 }, 300)).toBe(300);
  });

  it('free shipping takes nothing off the goods', () => {
    expect(couponDiscount({ kind: 'free_shipping', percent: null, amountCents: null }, 10_000)).toBe(0);
  });
});
