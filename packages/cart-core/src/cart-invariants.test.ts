// Whatever a shopper does, in any order, the cart keeps its rules.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.ts';
import type { AddToServerResponse } from './add-to-cart.ts';
import { deepFreeze, makeItem } from './cart-item.fixture.ts';
import type { CartState } from './cart-item.ts';
import { cartTotals } from './cart-totals.ts';
import {
  addItem,
  changeFulfilmentCenter,
  clearCart,
  decreaseQuantity,
  deleteLine,
  findLine,
  removeOne,
  setUndeliverable,
  updateItem,
  updateQuantity,
} from './cart-transitions.ts';

// Few sale elements, so sequences keep hitting the same lines.
const saleElement = fc.integer({ min: 1, max: 4 });
const requested = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.double({ min: -5, max: 40, noNaN: true }),
  fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const step = fc.option(fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, -2, 2.5)), { nil: undefined });
const cents = fc.integer({ min: 0, max: 1_000_000 });

const action = fc.oneof(
  fc.record({ type: fc.constant('add'), pse: saleElement, quantity: requested, step, gross: cents, net: cents }),
  fc.record({ type: fc.constant('decrease'), pse: saleElement, quantity: requested }),
  fc.record({ type: fc.constant('removeOne'), pse: saleElement, quantity: fc.option(requested, { nil: undefined }) }),
  fc.record({ type: fc.constant('update'), pse: saleElement, quantity: requested }),
  fc.record({ type: fc.constant('delete'), pse: saleElement }),
  fc.record({ type: fc.constant('clear') }),
  fc.record({ type: fc.constant('step'), pse: saleElement, step }),
  fc.record({ type: fc.constant('undeliverable'), pse: saleElement, flag: fc.boolean() }),
  fc.record({ type: fc.constant('centre'), pse: saleElement, centre: fc.nat(9) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

function apply(state: CartState, a: Action): CartState {
  switch (a.type) {
    case 'add':
      return addItem(
        state,
        makeItem({
          PRODUCT_SALE_ELEMENT: a.pse,
          quantity: a.quantity,
          quantityStep: a.step,
          BEST_TAXED_PRICE: a.gross,
          PRICE: a.net,
        }),
      );
    case 'decrease':
      return decreaseQuantity(state, a.pse, a.quantity);
    case 'removeOne':
      return removeOne(state, a.pse, a.quantity);
    case 'update':
      return updateQuantity(state, a.pse, a.quantity);
    case 'delete':
      return deleteLine(state, a.pse);
    case 'clear':
      return clearCart(state);
    case 'step':
      return updateItem(state, a.pse, { quantityStep: a.step });
    case 'undeliverable':
      return setUndeliverable(state, a.pse, a.flag);
    case 'centre':
      return changeFulfilmentCenter(state, a.pse, a.centre);
  }
}

function expectCartRules(state: CartState): void {
  const saleElements = state.items.map((line) => line.PRODUCT_SALE_ELEMENT);
  expect(new Set(saleElements).size).toBe(saleElements.length);
  for (const line of state.items) {
    expect(Number.isSafeInteger(line.quantityStep) && line.quantityStep >= 1).toBe(true);
    expect(line.quantity).toBeGreaterThan(0);
    expect(line.quantity % line.quantityStep).toBe(0);
  }
  const totals = cartTotals(state.items);
  const sum = (f: (line: CartState['items'][number]) => number) => state.items.reduce((acc, line) => acc + f(line), 0);
  expect(totals).toEqual({
    itemCount: sum((line) => line.quantity),
    lineCount: state.items.length,
    grossCents: sum((line) => line.BEST_TAXED_PRICE * line.quantity),
    netCents: sum((line) => (line.IS_PROMO ? line.PROMO_PRICE : line.PRICE) * line.quantity),
  });
  expect(Number.isSafeInteger(totals.grossCents) && Number.isSafeInteger(totals.netCents)).toBe(true);
}

describe('cart rules over any sequence of actions', () => {
  it('no negative quantity, one line per sale element, whole packs, totals that add up, inputs untouched', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state: CartState = deepFreeze({ cartId: 41, items: [] });
        for (const a of actions) {
          state = deepFreeze(apply(state, a));
          expectCartRules(state);
        }
        expect(state.cartId).toBe(41);
      }),
    );
  });

  it('an add through the server succeeds exactly on 200 with a quantity, and keeps the rules', async () => {
    const answer: fc.Arbitrary<AddToServerResponse> = fc.record(
      {
        status_code: fc.constantFrom(200, 200, 400, 404, 500),
        status: fc.constantFrom('ok', 'Cart not found'),
        data: fc.record(
          { quantity: fc.option(requested, { nil: undefined }), cartId: fc.nat(), cartItemId: fc.nat() },
          { requiredKeys: ['cartId', 'cartItemId'] },
        ),
      },
      { requiredKeys: ['status_code'] },
    );
    const attempt = fc.tuple(saleElement, requested, step, answer, answer);

    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { maxLength: 15 }), async (attempts) => {
        let state: CartState = deepFreeze({ cartId: 41, deliveryId: 77, items: [] });
        for (const [pse, quantity, quantityStep, first, second] of attempts) {
          const answers = [first, second];
          let used: AddToServerResponse | undefined;
          const server = async () => {
            used = answers.shift();
            if (!used) throw new Error('no answer');
            return used;
          };
          const item = makeItem({ PRODUCT_SALE_ELEMENT: pse, quantity, quantityStep });
          const result = await addToCart(state, item, server);

          const serverQuantity = used?.data?.quantity;
          const accepted = used?.status_code === 200 && Number.isFinite(serverQuantity) && Number(serverQuantity) > 0;
          expect(result.outcome.kind).toBe(accepted ? 'added' : 'failed');
          if (accepted) expect(findLine(result.state, pse)?.cartItemId).toBe(used?.data?.cartItemId);
          state = deepFreeze(result.state);
          expectCartRules(state);
        }
      }),
    );
  });
});
