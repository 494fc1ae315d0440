// Whether a coupon code is worth taking (issue 37): a coupon never silently makes the order dearer.
// One coupon per order, so a new code replaces the one on the cart; what each saves is its discount
// on the goods plus what it takes off the delivery (a free-shipping coupon saves the postage, and
// nothing where shipping is free anyway), less what the delivery costs more when the discount takes
// the goods under the free-delivery line. A code that saves nothing (or costs) is refused; one that saves less
// than the coupon already on the cart is taken only when the shopper confirms it.
import { assertCents, type Cents } from './money.ts';

export type CouponChoice = 'take' | 'no_saving' | 'keep_current';

/**
 * What a coupon saves on a cart: its discount plus the delivery it takes off. Negative when the
 * discount takes the goods under the free-delivery line and the postage costs more than it saved.
 */
export function couponSaving(input: { discountCents: Cents; deliveryWithoutCents: Cents; deliveryWithCents: Cents }): number {
  assertCents(input.discountCents, 'discountCents');
  assertCents(input.deliveryWithoutCents, 'deliveryWithoutCents');
  assertCents(input.deliveryWithCents, 'deliveryWithCents');
  return input.discountCents + input.deliveryWithoutCents - input.deliveryWithCents;
}

/** Take the code, refuse it (it saves nothing), or keep the current coupon unless the shopper confirmed. */
export function couponChoice(input: { savingCents: number; currentSavingCents: number | null; replaceConfirmed: boolean }): CouponChoice {
  if (input.savingCents <= 0) return 'no_saving';
  if (input.currentSavingCents !== null && input.currentSavingCents > input.savingCents && !input.replaceConfirmed) return 'keep_current';
  return 'take';
}
