import { describe, expect, it } from 'vitest';
import { cartWith, deepFreeze, makeItem, makeLine } from './cart-item.fixture.ts';
import { emptyCart } from './cart-item.ts';
import {
  addItem,
  changeFulfilmentCenter,
  clearCart,
  decreaseQuantity,
  deleteLine,
  forgetServerCart,
  removeOne,
  setUndeliverable,
  updateItem,
  updateQuantity,
} from './cart-transitions.ts';

const quantities = (state: { items: readonly { PRODUCT_SALE_ELEMENT: number; quantity: number }[] }) =>
  state.items.map((line) => [line.PRODUCT_SALE_ELEMENT, line.quantity]);

describe('addItem', () => {
  it('creates a line, deliverable and sold in single pieces unless said otherwise', () => {
    const state = addItem(emptyCart, makeItem({ quantity: 2 }));
    expect(state.items).toEqual([{ ...makeItem({ quantity: 2 }), quantityStep: 1, undeliverable: false }]);
  });

  it('updates the existing line of the same sale element instead of adding a second one', () => {
    const once = addItem(emptyCart, makeItem({ quantity: 2 }));
    const twice = addItem(setUndeliverable(once, 1001, true), makeItem({ quantity: 5, cartItemId: 7 }));
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]).toMatchObject({ quantity: 5, cartItemId: 7, undeliverable: true });
  });

  it('keeps other sale elements of the same product as lines of their own', () => {
    const state = addItem(addItem(emptyCart, makeItem()), makeItem({ PRODUCT_SALE_ELEMENT: 1002 }));
    expect(quantities(state)).toEqual([
      [1001, 1],
      [1002, 1],
    ]);
  });

  it('ignores an add without a quantity', () => {
    const state = deepFreeze(cartWith(makeLine()));
    expect(addItem(state, makeItem({ quantity: 0 }))).toBe(state);
    expect(addItem(state, makeItem({ quantity: Number.NaN }))).toBe(state);
    expect(addItem(state, makeItem({ quantity: -4 }))).toBe(state);
  });

  it('rounds the quantity up to whole packs, and keeps a known pack size when the add omits it', () => {
    const state = addItem(emptyCart, makeItem({ quantity: 4, quantityStep: 3 }));
    expect(state.items[0]?.quantity).toBe(6);
    expect(addItem(state, makeItem({ quantity: 7 })).items[0]).toMatchObject({ quantity: 9, quantityStep: 3 });
  });
});

describe('decreaseQuantity', () => {
  const state = deepFreeze(cartWith(makeLine({ quantity: 5 })));

  it('sets the remaining quantity', () => {
    expect(quantities(decreaseQuantity(state, 1001, 3))).toEqual([[1001, 3]]);
  });

  it('removes the line at 0 or lower', () => {
    expect(decreaseQuantity(state, 1001, 0).items).toEqual([]);
    expect(decreaseQuantity(state, 1001, -2).items).toEqual([]);
  });

  it('keeps whole packs', () => {
    const packs = cartWith(makeLine({ quantity: 9, quantityStep: 3 }));
    expect(quantities(decreaseQuantity(packs, 1001, 4))).toEqual([[1001, 6]]);
  });
});

describe('removeOne', () => {
  it('removes a line that held a single piece', () => {
    expect(removeOne(cartWith(makeLine({ quantity: 1 })), 1001, 0).items).toEqual([]);
  });

  it('otherwise sets the remaining quantity, by default one less', () => {
    const state = deepFreeze(cartWith(makeLine({ quantity: 5 })));
    expect(quantities(removeOne(state, 1001, 4))).toEqual([[1001, 4]]);
    expect(quantities(removeOne(state, 1001))).toEqual([[1001, 4]]);
  });

  it('takes off a whole pack, and removes the last pack', () => {
    const state = cartWith(makeLine({ quantity: 6, quantityStep: 3 }));
    const once = removeOne(state, 1001);
    expect(quantities(once)).toEqual([[1001, 3]]);
    expect(removeOne(once, 1001).items).toEqual([]);
  });
});

describe('updateQuantity', () => {
  const state = deepFreeze(cartWith(makeLine({ quantity: 2, quantityStep: 2 })));

  it('sets an absolute quantity, rounded up to whole packs', () => {
    expect(quantities(updateQuantity(state, 1001, 10))).toEqual([[1001, 10]]);
    expect(quantities(updateQuantity(state, 1001, 7))).toEqual([[1001, 8]]);
  });

  it('removes the line at 0 and ignores a non-number', () => {
    expect(updateQuantity(state, 1001, 0).items).toEqual([]);
    expect(updateQuantity(state, 1001, Number.NaN)).toBe(state);
  });
});

describe('deleteLine and clearCart', () => {
  const state = deepFreeze({
    cartId: 41,
    deliveryId: 77,
    items: [makeLine(), makeLine({ PRODUCT_SALE_ELEMENT: 1002 })],
  });

  it('deletes one line', () => {
    expect(quantities(deleteLine(state, 1001))).toEqual([[1002, 1]]);
  });

  it('empties the cart but keeps the server cart and delivery method', () => {
    expect(clearCart(state)).toEqual({ cartId: 41, deliveryId: 77, items: [] });
  });
});

describe('line updates', () => {
  const state = deepFreeze(cartWith(makeLine({ quantity: 4 }), makeLine({ PRODUCT_SALE_ELEMENT: 1002 })));

  it('changes the fulfilment centre of one line', () => {
    const next = changeFulfilmentCenter(state, 1002, 3);
    expect(next.items.map((line) => line.selectedFulfilmentCenter)).toEqual([undefined, 3]);
  });

  it('patches fields of one line', () => {
    const next = updateItem(state, 1001, { selectedProductColor: 'white', stock: 8 });
    expect(next.items[0]).toMatchObject({ selectedProductColor: 'white', stock: 8, quantity: 4 });
    expect(next.items[1]).toEqual(state.items[1]);
  });

  it('re-rounds the quantity when the pack size changes', () => {
    expect(updateItem(state, 1001, { quantityStep: 3 }).items[0]).toMatchObject({ quantity: 6, quantityStep: 3 });
  });

  it('flags a line as undeliverable and back', () => {
    const flagged = setUndeliverable(state, 1002, true);
    expect(flagged.items.map((line) => line.undeliverable)).toEqual([false, true]);
    expect(setUndeliverable(flagged, 1002, false).items[1]?.undeliverable).toBe(false);
  });

  it('leaves the cart as it is for an unknown sale element', () => {
    expect(updateQuantity(state, 9999, 3)).toBe(state);
    expect(removeOne(state, 9999)).toBe(state);
    expect(deleteLine(state, 9999)).toBe(state);
    expect(updateItem(state, 9999, { TITLE: 'x' })).toBe(state);
    expect(setUndeliverable(state, 9999, true)).toBe(state);
  });
});

describe('forgetServerCart', () => {
  it('drops the cart id and delivery method and keeps the lines', () => {
    const state = deepFreeze({ cartId: 41, deliveryId: 77, items: [makeLine()] });
    expect(forgetServerCart(state)).toEqual({ items: [makeLine()] });
  });
});
