// The header's cart badge in the browser (zustand): it moves the moment the shopper adds a product,
// and settles on the count the cart action answers. Until the store has heard from the server it
// shows the count the page was rendered with, so hydration matches the server's HTML.
import { createStore, type StoreApi } from 'zustand/vanilla';

export type CartBadgeState = {
  /** The last count the server confirmed; null until the page's own count is known. */
  confirmed: number | null;
  /** Pieces added but not yet answered. */
  pending: number;
  /** The page (re)rendered with this count: taken unless an add is on its way. */
  rendered: (count: number) => void;
  /** An add of `quantity` pieces was sent. */
  adding: (quantity: number) => void;
  /** The cart action answered with the cart's count (after success or failure). */
  answered: (count: number) => void;
};

export function createCartBadgeStore(): StoreApi<CartBadgeState> {
  return createStore<CartBadgeState>()((set) => ({
    confirmed: null,
    pending: 0,
    rendered: (count) => set((state) => (state.pending > 0 ? state : { confirmed: count })),
    adding: (quantity) => set((state) => ({ pending: state.pending + Math.max(0, quantity) })),
    answered: (count) => set({ confirmed: count, pending: 0 }),
  }));
}

/** What the badge shows: the confirmed count plus what is on its way, or the rendered count before either. */
export function shownCount(state: Pick<CartBadgeState, 'confirmed' | 'pending'>, renderedCount: number): number {
  return (state.confirmed ?? renderedCount) + state.pending;
}
