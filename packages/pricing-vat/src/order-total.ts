// What the shopper pays for a cart or order (spec sections 1 and 9): the goods, less the coupon
// (never below zero: a coupon cannot pay for the delivery), plus the delivery cost and a payment
// fee (cash on delivery). All amounts are in the shopper's price mode already (gross, or net for
// VAT-exempt buyers, see chargedAmount).
import { netFromGross } from './gross-net.ts';
import { assertCents, type Cents } from './money.ts';
import type { VatRate } from './vat-rate.ts';

export type OrderTotalInput = { goods: Cents; discount: Cents; delivery: Cents | null; fee?: Cents };

export function orderTotal({ goods, discount, delivery, fee = 0 }: OrderTotalInput): Cents {
  assertCents(goods, 'goods');
  assertCents(discount, 'discount');
  assertCents(fee, 'fee');
  if (delivery !== null) assertCents(delivery, 'delivery');
  return Math.max(0, goods - discount) + (delivery ?? 0) + fee;
}

/**
 * What a buyer pays for a service configured as a gross amount (postage, a payment fee): the gross
 * amount, or its net for a VAT-exempt buyer, who pays no VAT on it.
 */
export function chargedAmount(gross: Cents, rate: VatRate, vatExempt: boolean): Cents {
  return vatExempt ? netFromGross(gross, rate) : assertCents(gross, 'amount');
}
