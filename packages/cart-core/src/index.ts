// Public API of @shop/cart-core: the cart rules that run, used by the storefront and the back office.
export { roundToStep, stepOf } from './quantity-step.ts';
export { applyLineChange, MAX_LINE_QUANTITY } from './line-change.ts';
export type { LineChange, LineOutcome } from './line-change.ts';
export { couponState, hasUndeliverable, pieceCount } from './cart-facts.ts';
export type { CouponState } from './cart-facts.ts';
export { createCartBadgeStore, shownCount } from './cart-badge-store.ts';
export type { CartBadgeState } from './cart-badge-store.ts';
