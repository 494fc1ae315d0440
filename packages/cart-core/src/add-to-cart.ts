// Adding to the cart through the back office (spec section 4). The HTTP call is injected, so this
// module holds only the decisions:
// - the stored cart id is sent; if the server answers 'Cart not found', the stored cart_id and
//   delivery_id are forgotten and the add is sent once more without a cart id (the back office
//   then opens a new cart);
// - only status_code 200 with a quantity counts as added; anything else is a failure with a
//   reason, because the UI shows 'Hinzufügen zum Einkaufswagen fehlgeschlagen' for it.
//
// requestAdd talks to the server and reports an outcome; applyAddOutcome turns an outcome into
// the next state. They are split so a store can apply the outcome to its state as it is when the
// answer arrives, not as it was when the request left.

import type { CartItemInput, CartState } from './cart-item.ts';
import { addItem, forgetServerCart, setCartId } from './cart-transitions.ts';
import { roundToStep, stepOf } from './quantity-step.ts';

export const CART_NOT_FOUND = 'Cart not found';

/** POST /cart/add, without the wire names: the HTTP client maps these to thelia_cart_add. */
export type AddToServerRequest = {
  /** The stored back-office cart; absent when there is none, and the back office opens one. */
  cartId?: number;
  productId: number;
  productSaleElementId: number;
  /** Pieces to add to the line, already rounded to the item's step. */
  quantity: number;
  /** The quantity is added to what the server line already holds. */
  append: true;
};

export type AddToServerResponse = {
  status_code: number;
  /** 'Cart not found' when the cart id sent no longer exists (it may come in message instead). */
  status?: string;
  data?: {
    /** The line's quantity on the server after the add. */
    quantity?: number | null;
    cartId?: number;
    cartItemId?: number;
  };
  message?: string;
};

export type AddToServer = (request: AddToServerRequest) => Promise<AddToServerResponse>;

/**
 * Why an add failed. The spec's error toast covers 'rejected' (any non-200 answer),
 * 'missing-quantity' (200 without a quantity) and 'unreachable' (the call threw).
 * 'no-quantity' is the spec's silent no-op: the add had no quantity, so nothing was sent.
 */
export type AddToCartFailureReason = 'no-quantity' | 'rejected' | 'missing-quantity' | 'unreachable';

export type AddToCartOutcome =
  | {
      kind: 'added';
      /** The line as stored: server cart id, cart item id and the server's quantity. */
      line: CartItemInput;
      cartId: number | undefined;
      /** True when the old cart was not found and its ids were forgotten on the way. */
      cartForgotten: boolean;
    }
  | {
      kind: 'failed';
      reason: AddToCartFailureReason;
      cartForgotten: boolean;
      statusCode?: number;
      message?: string;
    };

export function isCartNotFound(response: AddToServerResponse): boolean {
  return response.status === CART_NOT_FOUND || response.message === CART_NOT_FOUND;
}

type Sent = { response: AddToServerResponse } | { error: unknown };

export async function requestAdd(
  state: CartState,
  item: CartItemInput,
  addToServer: AddToServer,
): Promise<AddToCartOutcome> {
  const quantity = roundToStep(item.quantity, stepOf(item));
  if (quantity === 0) return { kind: 'failed', reason: 'no-quantity', cartForgotten: false };

  const send = async (cartId: number | undefined): Promise<Sent> => {
    const request: AddToServerRequest = {
      productId: item.id,
      productSaleElementId: item.PRODUCT_SALE_ELEMENT,
      quantity,
      append: true,
      ...(cartId === undefined ? {} : { cartId }),
    };
    try {
      return { response: await addToServer(request) };
    } catch (error) {
      return { error };
    }
  };

  let sent = await send(state.cartId);
  let cartForgotten = false;
  if ('response' in sent && isCartNotFound(sent.response)) {
    cartForgotten = true;
    // Retry only if a cart id was sent: without one, 'Cart not found' cannot be fixed by us.
    if (state.cartId !== undefined) sent = await send(undefined);
  }

  if ('error' in sent) {
    const message = sent.error instanceof Error ? sent.error.message : undefined;
    return { kind: 'failed', reason: 'unreachable', cartForgotten, ...(message === undefined ? {} : { message }) };
  }

  const { response } = sent;
  const details = {
    statusCode: response.status_code,
    ...(response.message === undefined ? {} : { message: response.message }),
  };
  if (response.status_code !== 200) return { kind: 'failed', reason: 'rejected', cartForgotten, ...details };

  const serverQuantity = response.data?.quantity;
  if (typeof serverQuantity !== 'number' || !Number.isFinite(serverQuantity) || serverQuantity <= 0) {
    return { kind: 'failed', reason: 'missing-quantity', cartForgotten, ...details };
  }

  const cartId = response.data?.cartId ?? (cartForgotten ? undefined : state.cartId);
  const cartItemId = response.data?.cartItemId;
  const line: CartItemInput = {
    ...item,
    quantity: serverQuantity,
    ...(cartId === undefined ? {} : { cartId }),
    ...(cartItemId === undefined ? {} : { cartItemId }),
  };
  return { kind: 'added', line, cartId, cartForgotten };
}

export function applyAddOutcome(state: CartState, outcome: AddToCartOutcome): CartState {
  const afterLookup = outcome.cartForgotten ? forgetServerCart(state) : state;
  if (outcome.kind === 'failed') return afterLookup;
  return addItem(setCartId(afterLookup, outcome.cartId ?? afterLookup.cartId), outcome.line);
}

/** The whole add: the next state plus what happened, for the UI's toast. */
export async function addToCart(
  state: CartState,
  item: CartItemInput,
  addToServer: AddToServer,
): Promise<{ state: CartState; outcome: AddToCartOutcome }> {
  const outcome = await requestAdd(state, item, addToServer);
  return { state: applyAddOutcome(state, outcome), outcome };
}
