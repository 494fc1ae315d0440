// What a coupon takes off the goods (spec sections 4 and 9): a percentage of the goods, rounded half
// away from zero to the cent, or a fixed amount up to the goods' value. A free-shipping coupon takes
// nothing off the goods (postage.ts waives the parcel price).
import { percentOf } from './cart-totals.ts';
import { assertCents, type Cents } from './money.ts';

export type CouponTerms = {
  readonly kind: 'percent' | 'amount' | 'free_shipping';
  readonly percent: number | null;
  readonly amountCents: Cents | null;
};

/** The discount on goods worth `goods` cents (as the buyer pays them: gross, or net when exempt). */
export function couponDiscount(coupon: CouponTerms, goods: Cents): Cents {
  assertCents(goods, 'goods');
  if (coupon.kind === 'percent') return percentOf(goods, coupon.percent ?? 0);
  if (coupon.kind === 'amount') return Math.min(assertCents(coupon.amountCents ?? 0, 'coupon amount'), goods);
  return 0;
}
