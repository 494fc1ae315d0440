import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.ts';
import { deepFreeze, makeItem, makeLine } from './cart-item.fixture.ts';
import { emptyCart } from './cart-item.ts';
import { added, cartNotFound, fakeBackOffice } from './fake-back-office.fixture.ts';

describe('addToCart', () => {
  it('sends the stored cart and stores the line with the server ids and quantity', async () => {
    const server = fakeBackOffice(added(3, 41, 501));
    const state = deepFreeze({ cartId: 41, deliveryId: 77, items: [] });

    const result = await addToCart(state, makeItem({ quantity: 3 }), server);

    expect(server.requests).toEqual([
      { cartId: 41, productId: 310, productSaleElementId: 1001, quantity: 3, append: true },
    ]);
    expect(result.outcome.kind).toBe('added');
    expect(result.state).toEqual({
      cartId: 41,
      deliveryId: 77,
      items: [{ ...makeLine({ quantity: 3 }), cartId: 41, cartItemId: 501 }],
    });
  });

  it('opens a cart when there is none and remembers its id', async () => {
    const server = fakeBackOffice(added(1, 99, 7));
    const result = await addToCart(emptyCart, makeItem(), server);
    expect(server.requests[0]).not.toHaveProperty('cartId');
    expect(result.state.cartId).toBe(99);
  });

  it("takes the server's quantity as the line's total when the line exists", async () => {
    const server = fakeBackOffice(added(5));
    const state = deepFreeze({ cartId: 41, items: [makeLine({ quantity: 3 })] });
    const result = await addToCart(state, makeItem({ quantity: 2 }), server);
    expect(server.requests[0]?.quantity).toBe(2);
    expect(result.state.items.map((line) => line.quantity)).toEqual([5]);
  });

  it('asks for whole packs', async () => {
    const server = fakeBackOffice(added(6));
    const result = await addToCart(emptyCart, makeItem({ quantity: 4, quantityStep: 3 }), server);
    expect(server.requests[0]?.quantity).toBe(6);
    expect(result.state.items[0]?.quantity).toBe(6);
  });

  it("forgets cart_id and delivery_id on 'Cart not found', then adds to a new cart", async () => {
    const server = fakeBackOffice(cartNotFound, added(1, 99, 8));
    const state = deepFreeze({ cartId: 41, deliveryId: 77, items: [] });

    const result = await addToCart(state, makeItem(), server);

    expect(server.requests.map((request) => request.cartId)).toEqual([41, undefined]);
    expect(result.outcome).toMatchObject({ kind: 'added', cartForgotten: true });
    expect(result.state.cartId).toBe(99);
    expect(result.state).not.toHaveProperty('deliveryId');
    expect(result.state.items[0]).toMatchObject({ cartId: 99, cartItemId: 8 });
  });

  it("recognises 'Cart not found' in the message too", async () => {
    const server = fakeBackOffice({ status_code: 400, message: 'Cart not found' }, added(1, 99));
    const result = await addToCart({ cartId: 41, items: [] }, makeItem(), server);
    expect(result.state.cartId).toBe(99);
  });

  it('keeps the ids forgotten when the retry fails too', async () => {
    const server = fakeBackOffice(cartNotFound, { status_code: 500, message: 'boom' });
    const result = await addToCart({ cartId: 41, deliveryId: 77, items: [] }, makeItem(), server);
    expect(result.outcome).toEqual({
      kind: 'failed',
      reason: 'rejected',
      cartForgotten: true,
      statusCode: 500,
      message: 'boom',
    });
    expect(result.state).toEqual({ items: [] });
  });

  it('fails, leaving the cart as it was, on any non-200 answer', async () => {
    const state = deepFreeze({ cartId: 41, items: [makeLine()] });
    const result = await addToCart(state, makeItem({ quantity: 2 }), fakeBackOffice({ status_code: 409 }));
    expect(result.outcome).toMatchObject({ kind: 'failed', reason: 'rejected', statusCode: 409 });
    expect(result.state).toBe(state);
  });

  it('fails when a 200 answer carries no quantity', async () => {
    const server = fakeBackOffice({ status_code: 200, data: { cartId: 41, cartItemId: 1 } }, { status_code: 200 });
    expect((await addToCart(emptyCart, makeItem(), server)).outcome).toMatchObject({ reason: 'missing-quantity' });
    expect((await addToCart(emptyCart, makeItem(), server)).outcome).toMatchObject({ reason: 'missing-quantity' });
  });

  it('fails when the back office cannot be reached', async () => {
    const result = await addToCart(emptyCart, makeItem(), fakeBackOffice(new Error('fetch failed')));
    expect(result.outcome).toMatchObject({ kind: 'failed', reason: 'unreachable', message: 'fetch failed' });
    expect(result.state).toBe(emptyCart);
  });

  it('sends nothing for an add without a quantity', async () => {
    const server = fakeBackOffice();
    const result = await addToCart(emptyCart, makeItem({ quantity: 0 }), server);
    expect(result.outcome).toMatchObject({ kind: 'failed', reason: 'no-quantity' });
    expect(server.requests).toEqual([]);
  });
});
