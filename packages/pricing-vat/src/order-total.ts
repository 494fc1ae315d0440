// What the shopper pays for a cart or order (spec sections 1 and 9): the goods, less the coupon
// (never below zero: a coupon cannot pay for the delivery), plus the delivery cost. All amounts are
// in the shopper's price mode already (gross, or net for VAT-exempt buyers).
import { assertCents, type Cents } from './money.ts';

export type OrderTotalInput = { goods: Cents; discount: Cents; delivery: Cents | null };

export function orderTotal({ goods, discount, delivery }: OrderTotalInput): Cents {
  assertCents(goods, 'goods');
  assertCents(discount, 'discount');
  if (delivery !== null) assertCents(delivery, 'delivery');
  return Math.max(0, goods - discount) + (delivery ?? 0);
}
