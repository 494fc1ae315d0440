// The cart's transitions (spec section 4): state in, new state out, never mutated. A request
// that changes nothing (unknown line, zero or non-finite quantity) returns the same state
// object, so a store subscribed to it does not re-render.
//
// Invariants every function keeps: one line per sale element, and every line's quantity is a
// positive multiple of its step (requests are rounded up, see quantity-step.ts).

import type { CartItem, CartItemInput, CartItemPatch, CartState } from './cart-item.ts';
import { roundToStep, stepOf } from './quantity-step.ts';

export function findLine(state: CartState, saleElementId: number): CartItem | undefined {
  return state.items.find((item) => item.PRODUCT_SALE_ELEMENT === saleElementId);
}

function replaceLine(state: CartState, saleElementId: number, next: (line: CartItem) => CartItem): CartState {
  if (!findLine(state, saleElementId)) return state;
  return {
    ...state,
    items: state.items.map((line) => (line.PRODUCT_SALE_ELEMENT === saleElementId ? next(line) : line)),
  };
}

/** Sets a line's quantity, rounded up to its step; 0 or less removes the line. */
function setLineQuantity(state: CartState, saleElementId: number, quantity: number): CartState {
  if (Number.isNaN(quantity)) return state;
  const line = findLine(state, saleElementId);
  if (!line) return state;
  if (quantity <= 0) return deleteLine(state, saleElementId);
  if (!Number.isFinite(quantity)) return state;
  const rounded = roundToStep(quantity, line.quantityStep);
  if (rounded === line.quantity) return state;
  return replaceLine(state, saleElementId, (current) => ({ ...current, quantity: rounded }));
}

/**
 * Stores a line: creates it, or updates the existing line with the same sale element.
 * The item's quantity is the line's new total (the back office answers an add with the line's
 * quantity after appending), not an increment. The add counts only when the quantity is truthy;
 * a quantity that rounds to nothing (0, negative, NaN) leaves the state unchanged.
 */
export function addItem(state: CartState, input: CartItemInput): CartState {
  const existing = findLine(state, input.PRODUCT_SALE_ELEMENT);
  // A caller that does not know the step must not reset a step the line already has.
  const quantityStep = stepOf(input.quantityStep !== undefined ? input : (existing ?? input));
  const quantity = roundToStep(input.quantity, quantityStep);
  if (quantity === 0) return state;

  const line: CartItem = {
    ...existing,
    ...input,
    quantity,
    quantityStep,
    undeliverable: input.undeliverable ?? existing?.undeliverable ?? false,
  };
  if (!existing) return { ...state, items: [...state.items, line] };
  return replaceLine(state, input.PRODUCT_SALE_ELEMENT, () => line);
}

/** Sets the quantity that remains after a decrease; 0 or lower removes the line. */
export function decreaseQuantity(state: CartState, saleElementId: number, remaining: number): CartState {
  return setLineQuantity(state, saleElementId, remaining);
}

/**
 * Takes one step off a line. A line holding a single step (quantity 1 for most products) is
 * removed; otherwise the quantity becomes `remaining`, which defaults to one step less.
 */
export function removeOne(state: CartState, saleElementId: number, remaining?: number): CartState {
  const line = findLine(state, saleElementId);
  if (!line) return state;
  if (line.quantity <= line.quantityStep) return deleteLine(state, saleElementId);
  return setLineQuantity(state, saleElementId, remaining ?? line.quantity - line.quantityStep);
}

/** Sets an absolute quantity, rounded up to the line's step; 0 or lower removes the line. */
export function updateQuantity(state: CartState, saleElementId: number, quantity: number): CartState {
  return setLineQuantity(state, saleElementId, quantity);
}

export function deleteLine(state: CartState, saleElementId: number): CartState {
  if (!findLine(state, saleElementId)) return state;
  return { ...state, items: state.items.filter((line) => line.PRODUCT_SALE_ELEMENT !== saleElementId) };
}

/** Empties the cart. The server cart id and delivery method stay: the cart itself still exists. */
export function clearCart(state: CartState): CartState {
  if (state.items.length === 0) return state;
  return { ...state, items: [] };
}

export function changeFulfilmentCenter(state: CartState, saleElementId: number, fulfilmentCenterId: number): CartState {
  return replaceLine(state, saleElementId, (line) => ({ ...line, selectedFulfilmentCenter: fulfilmentCenterId }));
}

/** Patches fields of a line. A new step re-rounds the quantity up to a multiple of it. */
export function updateItem(state: CartState, saleElementId: number, patch: CartItemPatch): CartState {
  return replaceLine(state, saleElementId, (line) => {
    const quantityStep = patch.quantityStep !== undefined ? stepOf(patch) : line.quantityStep;
    return {
      ...line,
      ...patch,
      quantityStep,
      quantity: roundToStep(line.quantity, quantityStep),
      undeliverable: patch.undeliverable ?? line.undeliverable,
    };
  });
}

export function setUndeliverable(state: CartState, saleElementId: number, undeliverable: boolean): CartState {
  if (findLine(state, saleElementId)?.undeliverable === undeliverable) return state;
  return replaceLine(state, saleElementId, (line) => ({ ...line, undeliverable }));
}

export function setCartId(state: CartState, cartId: number | undefined): CartState {
  if (state.cartId === cartId) return state;
  const { cartId: _old, ...rest } = state;
  return cartId === undefined ? rest : { ...rest, cartId };
}

export function setDeliveryId(state: CartState, deliveryId: number | undefined): CartState {
  if (state.deliveryId === deliveryId) return state;
  const { deliveryId: _old, ...rest } = state;
  return deliveryId === undefined ? rest : { ...rest, deliveryId };
}

/** Forgets the server cart after 'Cart not found': cart id and delivery method go, lines stay. */
export function forgetServerCart(state: CartState): CartState {
  return setDeliveryId(setCartId(state, undefined), undefined);
}
