import { describe, expect, it } from 'vitest';
import { evaluateCoupon, type CouponRow } from './coupon-rules.ts';

const base: CouponRow = {
  id: 1,
  code: 'TEST',
  kind: 'percent',
  percent: 10,
  amount_cents: null,
  currency_code: null,
  country_id: null,
  min_order_cents: null,
  valid_from: null,
  valid_until: null,
  max_uses: null,
  max_uses_per_customer: null,
  used_count: 0,
  active: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};
const context = { now: new Date('2026-06-01T12:00:00Z'), currency: 'EUR', countryId: 5, goodsCents: 10_000, usesByBuyer: 0 };

describe('coupon rules', () => {
  it('takes the percentage of the goods a coupon row names, rounded half up to the cent', () => {
    const tenPercent = { ...base, kind: 'percent' as const, percent: 10, amount_cents: null };
    expect(evaluateCoupon(tenPercent, { ...context, goodsCents: 1995 })).toMatchObject({ ok: true, discountCents: 200 });
    expect(evaluateCoupon(tenPercent, { ...context, goodsCents: 1994 })).toMatchObject({ ok: true, discountCents: 199 });
  });

  it('says why a coupon does not apply, in words and as a reason a shop can say in its own language', () => {
    expect(evaluateCoupon(undefined, context)).toEqual({ ok: false, reason: 'This coupon code is not valid.', details: { reason: 'unknown' } });
    expect(evaluateCoupon({ ...base, valid_until: '2026-05-31T23:59:59.999Z' }, context)).toEqual({ ok: false, reason: 'This coupon expired on 2026-05-31.', details: { reason: 'expired', day: '2026-05-31' } });
    expect(evaluateCoupon({ ...base, valid_from: '2026-07-01T00:00:00.000Z' }, context)).toEqual({ ok: false, reason: 'This coupon is valid from 2026-07-01.', details: { reason: 'not_yet_valid', day: '2026-07-01' } });
    expect(evaluateCoupon({ ...base, min_order_cents: 10_001, currency_code: 'EUR' }, context)).toEqual({
      ok: false,
      reason: 'This coupon needs a minimum order of 100.01 EUR.',
      details: { reason: 'min_order', min_order_cents: 10_001, currency: 'EUR' },
    });
    expect(evaluateCoupon({ ...base, currency_code: 'RON' }, context)).toEqual({ ok: false, reason: 'This coupon is not valid in this shop.', details: { reason: 'other_shop' } });
  });
});
