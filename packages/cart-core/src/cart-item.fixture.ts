// Test data: a plausible cart line, overridable field by field. Prices in cents.

import type { CartItem, CartItemInput, CartState } from './cart-item.ts';

export function makeItem(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    id: 310,
    PRODUCT_SALE_ELEMENT: 1001,
    REF: 'WC-310',
    TITLE: 'Wall-hung toilet',
    URL: '/wall-hung-toilet',
    BEST_TAXED_PRICE: 23_800,
    TAXED_PRICE: 23_800,
    PRICE: 20_000,
    PROMO_PRICE: 0,
    IS_PROMO: false,
    quantity: 1,
    ...overrides,
  };
}

/** A stored line, as addItem would keep it. */
export function makeLine(overrides: Partial<CartItem> = {}): CartItem {
  return { ...makeItem(), quantityStep: 1, undeliverable: false, ...overrides };
}

export function cartWith(...items: CartItem[]): CartState {
  return { items };
}

/** Freezes a state all the way down, so a transition that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
