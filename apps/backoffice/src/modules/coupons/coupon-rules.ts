// Whether a coupon applies to a cart, and what it takes off. Every refusal names its reason, so
// the shopper learns why (spec: 'Error fetching coupon' is the dictionary's fallback text).
import { couponDiscount, decimalAmount } from '@shop/pricing-vat';
import type { CouponRefusalReason } from '@shop/contract';
import type { Selectable } from 'kysely';
import type { CouponTable } from '../../db/schema.ts';

export type CouponRow = Selectable<CouponTable>;

export type CouponContext = {
  now: Date;
  currency: string;
  countryId: number;
  /** What the goods cost the buyer (gross, or net for VAT-exempt buyers), in cents. */
  goodsCents: number;
  /** Orders of this buyer (by email) that used the coupon; null when the buyer is not known yet. */
  usesByBuyer: number | null;
};

export type CouponOutcome =
  | { ok: true; code: string; kind: CouponRow['kind']; discountCents: number; freeShipping: boolean }
  | { ok: false; reason: string; details: { reason: CouponRefusalReason } & Record<string, string | number> };

export const couponReasons = {
  unknown: 'This coupon code is not valid.',
  inactive: 'This coupon is no longer active.',
  otherShop: 'This coupon is not valid in this shop.',
  emptyCart: 'Add products to your cart before using a coupon.',
  usedUp: 'This coupon has been used up.',
  usedByBuyer: 'You have already used this coupon.',
} as const;

export function evaluateCoupon(coupon: CouponRow | undefined, context: CouponContext): CouponOutcome {
  const refuse = (reason: string, details: { reason: CouponRefusalReason } & Record<string, string | number>): CouponOutcome => ({ ok: false, reason, details });
  if (!coupon) return refuse(couponReasons.unknown, { reason: 'unknown' });
  if (coupon.active !== 1) return refuse(couponReasons.inactive, { reason: 'inactive' });
  if ((coupon.country_id !== null && coupon.country_id !== context.countryId) || (coupon.currency_code !== null && coupon.currency_code !== context.currency)) {
    return refuse(couponReasons.otherShop, { reason: 'other_shop' });
  }
  const now = context.now.toISOString();
  if (coupon.valid_from !== null && now < coupon.valid_from) {
    return refuse(`This coupon is valid from ${coupon.valid_from.slice(0, 10)}.`, { reason: 'not_yet_valid', day: coupon.valid_from.slice(0, 10) });
  }
  if (coupon.valid_until !== null && now > coupon.valid_until) {
    return refuse(`This coupon expired on ${coupon.valid_until.slice(0, 10)}.`, { reason: 'expired', day: coupon.valid_until.slice(0, 10) });
  }
  if (context.goodsCents <= 0) return refuse(couponReasons.emptyCart, { reason: 'empty_cart' });
  if (coupon.min_order_cents !== null && context.goodsCents < coupon.min_order_cents) {
    return refuse(`This coupon needs a minimum order of ${decimalAmount(coupon.min_order_cents)} ${context.currency}.`, { reason: 'min_order', min_order_cents: coupon.min_order_cents, currency: context.currency });
  }
  if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) return refuse(couponReasons.usedUp, { reason: 'used_up' });
  if (coupon.max_uses_per_customer !== null && context.usesByBuyer !== null && context.usesByBuyer >= coupon.max_uses_per_customer) {
    return refuse(couponReasons.usedByBuyer, { reason: 'used_by_buyer' });
  }
  return { ok: true, code: coupon.code, kind: coupon.kind, discountCents: couponDiscount({ kind: coupon.kind, percent: coupon.percent, amountCents: coupon.amount_cents }, context.goodsCents), freeShipping: coupon.kind === 'free_shipping' };
}

/**
 * Refusals that would tell a guesser only that a code exists or existed (switched off, another
 * shop's, not yet or no longer valid, used up): a typed code gets the unknown code's answer for each
 * (issue 38), so old and future codes cannot be harvested by their answers. Refusals about the
 * shopper's own cart or account (empty cart, minimum order, used by this buyer, saves nothing) come
 * only for a code anyone could use now, which applying it would show anyway: they keep their reason.
 */
export const REFUSALS_ANSWERED_AS_UNKNOWN: ReadonlySet<CouponRefusalReason> = new Set(['unknown', 'inactive', 'other_shop', 'not_yet_valid', 'expired', 'used_up']);

/** Coupon codes are matched without regard to case or surrounding blanks. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
