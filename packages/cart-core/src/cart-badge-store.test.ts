import { describe, expect, it } from 'vitest';
import { createCartBadgeStore, shownCount } from './cart-badge-store.ts';

describe('cart badge store', () => {
  it('shows the rendered count until the server has spoken', () => {
    const store = createCartBadgeStore();
    expect(shownCount(store.getState(), 2)).toBe(2);
  });

  it('moves at once on an add and settles on the answer', () => {
    const store = createCartBadgeStore();
    store.getState().rendered(2);
    store.getState().adding(3);
    expect(shownCount(store.getState(), 2)).toBe(5);
    // The back office rounded up to a pack of 6: the answer wins.
    store.getState().answered(8);
    expect(shownCount(store.getState(), 2)).toBe(8);
  });

  it('falls back to the answered count when an add fails', () => {
    const store = createCartBadgeStore();
    store.getState().rendered(1);
    store.getState().adding(2);
    store.getState().answered(1);
    expect(shownCount(store.getState(), 1)).toBe(1);
  });

  it('does not let a page render overwrite an add on its way', () => {
    const store = createCartBadgeStore();
    store.getState().rendered(1);
    store.getState().adding(1);
    store.getState().rendered(1);
    expect(shownCount(store.getState(), 1)).toBe(2);
  });
});
