// What a cart says about itself, read the same way by the storefront's cart action, header,
// cart page and checkout (spec sections 3, 4 and 9). Money is not here: prices, discounts and
// totals are @shop/pricing-vat's.

/** Pieces in the cart: what the cart badge counts (spec: the sum of the quantities). */
export function pieceCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((pieces, line) => pieces + line.quantity, 0);
}

/** True when a line cannot be delivered to the cart's country: the order must wait until it is removed. */
export function hasUndeliverable(lines: readonly { undeliverable: boolean }[]): boolean {
  return lines.some((line) => line.undeliverable);
}

export type CouponState = { kind: 'none' } | { kind: 'applied'; code: string; discountCents: number };

/** The coupon a cart carries: none, or the applied code with what it takes off. */
export function couponState(cart: { coupon_code: string | null; discount_cents: number }): CouponState {
  return cart.coupon_code ? { kind: 'applied', code: cart.coupon_code, discountCents: cart.discount_cents } : { kind: 'none' };
}
