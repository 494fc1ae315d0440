import { describe, expect, it } from 'vitest';
import { makeItem } from './cart-item.fixture.ts';
import { createMemoryStorage } from './cart-storage.ts';
import { createCartStore } from './cart-store.ts';
import { added, cartNotFound, fakeBackOffice } from './fake-back-office.fixture.ts';

const quantities = (store: ReturnType<typeof createCartStore>) =>
  store.getState().items.map((line) => [line.PRODUCT_SALE_ELEMENT, line.quantity]);

describe('cart store', () => {
  it('keeps the cart across a reload over the same storage', async () => {
    const storage = createMemoryStorage();
    const before = createCartStore({ storage, addToServer: fakeBackOffice(added(2, 41, 501)) });
    await before.getState().addToCart(makeItem({ quantity: 2 }));
    before.getState().addItem(makeItem({ PRODUCT_SALE_ELEMENT: 1002, quantity: 4, quantityStep: 4 }));
    before.getState().setDeliveryId(77);
    before.getState().setUndeliverable(1002, true);

    const after = createCartStore({ storage, addToServer: fakeBackOffice() });

    expect(after.getState()).toMatchObject({ cartId: 41, deliveryId: 77 });
    expect(after.getState().items).toEqual(before.getState().items);
    expect(after.getState().items[1]).toMatchObject({ quantityStep: 4, undeliverable: true });
  });

  it("writes the ids under the spec's keys cart_id and delivery_id", async () => {
    const storage = createMemoryStorage();
    const store = createCartStore({ storage, addToServer: fakeBackOffice(added(1, 41)) });
    await store.getState().addToCart(makeItem());
    store.getState().setDeliveryId(77);

    expect(storage.getItem('cart_id')).toBe('41');
    expect(storage.getItem('delivery_id')).toBe('77');
    expect(JSON.parse(storage.getItem('cart') ?? 'null')).toMatchObject({ state: { items: [{ quantity: 1 }] } });
  });

  it('picks up a cart id that other code stored', () => {
    const storage = createMemoryStorage();
    storage.setItem('cart_id', '41');
    storage.setItem('delivery_id', '"77"');
    const store = createCartStore({ storage, addToServer: fakeBackOffice() });
    expect(store.getState()).toMatchObject({ cartId: 41, deliveryId: 77, items: [] });
  });

  it("clears cart_id and delivery_id on 'Cart not found' and stores the new cart", async () => {
    const storage = createMemoryStorage();
    storage.setItem('cart_id', '41');
    storage.setItem('delivery_id', '77');
    const store = createCartStore({ storage, addToServer: fakeBackOffice(cartNotFound, added(1, 99, 8)) });

    const outcome = await store.getState().addToCart(makeItem());

    expect(outcome.kind).toBe('added');
    expect(storage.getItem('cart_id')).toBe('99');
    expect(storage.getItem('delivery_id')).toBeNull();
    expect(store.getState().deliveryId).toBeUndefined();
  });

  it("clears the keys on 'Cart not found' even when the add then fails", async () => {
    const storage = createMemoryStorage();
    storage.setItem('cart_id', '41');
    storage.setItem('delivery_id', '77');
    const store = createCartStore({ storage, addToServer: fakeBackOffice(cartNotFound, { status_code: 500 }) });

    const outcome = await store.getState().addToCart(makeItem());

    expect(outcome).toMatchObject({ kind: 'failed', reason: 'rejected' });
    expect(storage.getItem('cart_id')).toBeNull();
    expect(storage.getItem('delivery_id')).toBeNull();
  });

  it('applies an answer to the cart as it is when the answer arrives', async () => {
    let answer: (value: ReturnType<typeof added>) => void = () => undefined;
    const store = createCartStore({
      storage: createMemoryStorage(),
      addToServer: () => new Promise((resolve) => (answer = resolve)),
    });
    store.getState().addItem(makeItem({ PRODUCT_SALE_ELEMENT: 1002, quantity: 2 }));
    const pending = store.getState().addToCart(makeItem());
    store.getState().updateQuantity(1002, 5);
    answer(added(1));
    await pending;
    expect(quantities(store)).toEqual([
      [1002, 5],
      [1001, 1],
    ]);
  });

  it('runs every cart action', () => {
    const store = createCartStore({ storage: createMemoryStorage(), addToServer: fakeBackOffice() });
    const cart = () => store.getState();
    cart().addItem(makeItem({ quantity: 5 }));
    cart().decreaseQuantity(1001, 4);
    cart().removeOne(1001);
    cart().updateQuantity(1001, 7);
    cart().changeFulfilmentCenter(1001, 2);
    cart().updateItem(1001, { selectedProductSize: 'XL' });
    expect(cart().items[0]).toMatchObject({ quantity: 7, selectedFulfilmentCenter: 2, selectedProductSize: 'XL' });
    cart().deleteLine(1001);
    expect(cart().items).toEqual([]);
    cart().addItem(makeItem());
    cart().clearCart();
    expect(cart().items).toEqual([]);
  });

  it('starts empty from missing or corrupt storage', () => {
    const storage = createMemoryStorage();
    storage.setItem('cart', '{not json');
    storage.setItem('cart_id', 'abc');
    const store = createCartStore({ storage, addToServer: fakeBackOffice() });
    expect(store.getState()).toMatchObject({ items: [] });
    expect(store.getState().cartId).toBeUndefined();
  });

  it('repairs stored lines that break the cart rules', () => {
    const storage = createMemoryStorage();
    const line = { ...makeItem(), quantityStep: 3, quantity: 4 };
    const items = [line, { ...line, quantity: 7 }, { junk: true }];
    storage.setItem('cart', JSON.stringify({ state: { items }, version: 1 }));
    const store = createCartStore({ storage, addToServer: fakeBackOffice() });
    expect(quantities(store)).toEqual([[1001, 9]]);
  });

  it('works without a window, as during server rendering', () => {
    const store = createCartStore({ addToServer: fakeBackOffice() });
    store.getState().addItem(makeItem());
    expect(store.getState().items).toHaveLength(1);
    expect(createCartStore({ addToServer: fakeBackOffice() }).getState().items).toEqual([]);
  });
});
