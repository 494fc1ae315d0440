// The cart badge in the header follows cart-core's badge store in the browser: an add moves it at
// once, the cart action's answer settles it. On the server (and during hydration) it is the count
// the page was rendered with, so the HTML matches.
import { createCartBadgeStore, shownCount } from '@shop/cart-core';
import { useEffect, useSyncExternalStore } from 'react';

// One store per browser tab; never created on the server, where it would be shared by requests.
const store = typeof window === 'undefined' ? null : createCartBadgeStore();
const noop = () => () => {};

/** The count to show, given the count the page was rendered with. */
export function useCartBadgeCount(renderedCount: number): number {
  useEffect(() => store?.getState().rendered(renderedCount), [renderedCount]);
  return useSyncExternalStore(
    store ? store.subscribe : noop,
    () => (store ? shownCount(store.getState(), renderedCount) : renderedCount),
    () => renderedCount,
  );
}

/** An add of `quantity` pieces is on its way. */
export function cartBadgeAdding(quantity: number): void {
  store?.getState().adding(quantity);
}

/** The cart action answered with the cart's piece count. */
export function cartBadgeAnswered(count: number): void {
  store?.getState().answered(count);
}
