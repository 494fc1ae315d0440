// The shopper's cart as the storefront server keeps it (spec sections 1, 4 and 7): the cart lives in
// the back office, its id and the delivery method in the session cookie, so the cart survives
// reloads and restarts of either server. 'Cart not found' is recovered from silently: the stored ids
// are forgotten and the next add starts a new cart.
import { ApiError } from '@shop/api-client';
import { pieceCount } from '@shop/cart-core';
import { calls, type Cart, type FulfilmentCenter } from '@shop/contract';
import country from '../country/current-country.ts';
import type { Backend } from '../server/backend.server.ts';
import type { ShopSession } from '../session/session.server.ts';
import type { LineVariant } from './cart-result.ts';

export type CartLineInput = { productId: number; saleElementId: number; quantity: number };

/** What the shopper sees of a failed change; the page shows the spec's message for it. */
export type CartChangeFailure = 'add_failed' | 'update_failed' | 'remove_failed' | 'coupon_failed';

export function isCartNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'cart_not_found';
}

function forgetCart(session: ShopSession): void {
  session.unset('cartId');
  session.unset('deliveryId');
  session.unset('cartCount');
}

/** Keeps the badge count (pieces in the cart) next to the cart id, so no page needs a call for it. */
export function rememberCart(session: ShopSession, cart: Cart | null): void {
  if (!cart) return forgetCart(session);
  session.set('cartId', cart.id);
  session.set('cartCount', pieceCount(cart.lines));
}

function login(session: ShopSession): string | undefined {
  return session.get('userIdentifier') ?? undefined;
}

/** The cart in the session, or null when there is none or the back office no longer knows it. */
export async function currentCart(backend: Backend, session: ShopSession): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  try {
    const answer = await backend.backOffice(calls.backoffice.cartGet, { body: { 'thelia.cart_id': cartId, thelia_login: login(session) } });
    return answer.data;
  } catch (error) {
    if (!isCartNotFound(error)) throw error;
    forgetCart(session);
    return null;
  }
}

/**
 * Adds a line (spec section 4): the cart is checked first; when the back office answers 'Cart not
 * found' the stored ids are cleared and the item goes into a new cart. Returns the cart after it.
 */
export async function addToCart(backend: Backend, session: ShopSession, line: CartLineInput): Promise<Cart> {
  await currentCart(backend, session);
  const cartId = session.get('cartId');
  const added = await backend.backOffice(calls.backoffice.cartAdd, {
    body: {
      'thelia.cart_id': cartId ?? null,
      thelia_cart_add: { append: true, product: line.productId, product_sale_elements_id: line.saleElementId, quantity: line.quantity },
      thelia_login: login(session),
      country_id: country.id,
    },
  });
  session.set('cartId', added.data.cartId);
  const cart = await refreshed(backend, session);
  if (!cart) throw new Error('the cart just added to was not found');
  return cart;
}

/** Sets a line's quantity; the back office rounds it up to the line's step. */
export async function updateLine(backend: Backend, session: ShopSession, cartItemId: number, quantity: number): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  await backend.backOffice(calls.backoffice.cartUpdate, {
    body: { 'thelia.cart_id': cartId, cart_item: cartItemId, quantity, thelia_login: login(session) },
  });
  return refreshed(backend, session);
}

/**
 * The spec's cart action "change fulfilment centre": the centre's stock of the line's sale element
 * (helper fulfilment_center_stock) must cover its quantity; the back office checks again and keeps it.
 * False when the centre cannot ship the quantity.
 */
export async function changeFulfilmentCenter(
  backend: Backend,
  session: ShopSession,
  change: { line: number; pse: number; quantity: number; centre: number },
): Promise<boolean> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return false;
  const stock = await backend.helper(calls.helper.fulfilmentCenterStock, { params: { id: change.pse } });
  const inCentre = stock.data.find((row) => row.fulfilment_center_id === change.centre)?.quantity ?? 0;
  if (inCentre < change.quantity) return false;
  await backend.backOffice(calls.backoffice.cartFulfilmentCenter, { body: { 'thelia.cart_id': cartId, cart_item: change.line, fulfilment_center_id: change.centre } });
  await refreshed(backend, session);
  return true;
}

/**
 * The spec's cart action "update item": the line takes another sale element of its product (a
 * colour or size from the product's combinations) with the line's quantity; the back office checks
 * product and stock and merges it into a line that holds that element already.
 */
export async function updateItem(backend: Backend, session: ShopSession, change: { line: number; pse: number; quantity: number }): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  await backend.backOffice(calls.backoffice.cartUpdateItem, {
    body: { 'thelia.cart_id': cartId, cart_item: change.line, product_sale_elements_id: change.pse, quantity: change.quantity, thelia_login: login(session) },
  });
  return refreshed(backend, session);
}

/** The variants of each line's product (helper products/combinations, the cart item's `variation`), by cart line. */
export async function variantsOfLines(backend: Backend, cart: Cart): Promise<Record<number, LineVariant[]>> {
  const productIds = [...new Set(cart.lines.map((line) => line.product_id))];
  const answers = await Promise.all(
    productIds.map((id) => backend.cachedHelper(calls.helper.productCombinations, { params: { product_id: id, locale: country.locale } }).then((answer) => answer.data)),
  );
  const byProduct = new Map(
    productIds.map((id, i) => [
      id,
      (answers[i] ?? []).flatMap((variation) =>
        variation.size.map((size) => ({ pseId: size.pse_id, label: [variation.color, size.name].filter((part) => part.trim() !== '').join(', '), stock: size.stock })),
      ),
    ]),
  );
  return Object.fromEntries(cart.lines.map((line) => [line.cart_item_id, byProduct.get(line.product_id) ?? []]));
}

/** The centres that hold each line's sale element, with their stock (helper fulfilment_center?search_pse), by cart line. */
export async function centresOfLines(backend: Backend, cart: Cart): Promise<Record<number, FulfilmentCenter[]>> {
  const answers = await Promise.all(cart.lines.map((line) => backend.helper(calls.helper.fulfilmentCenter, { query: { search_pse: line.product_sale_elements_id } })));
  return Object.fromEntries(cart.lines.map((line, i) => [line.cart_item_id, answers[i]?.data ?? []]));
}

export async function deleteLine(backend: Backend, session: ShopSession, cartItemId: number): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  await backend.backOffice(calls.backoffice.cartDelete, { body: { 'thelia.cart_id': cartId, cart_item: cartItemId } });
  return refreshed(backend, session);
}

export async function emptyCart(backend: Backend, session: ShopSession): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  await backend.backOffice(calls.backoffice.cartClear, { body: { 'thelia.cart_id': cartId } });
  return refreshed(backend, session);
}

/** Applies a coupon to the cart; the code is kept with the cart for the pay call. */
export async function applyCoupon(backend: Backend, session: ShopSession, code: string, customerId: number | null, replaceBetter = false): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  await backend.backOffice(calls.backoffice.insertCoupon, {
    body: { coupon_code: code, cart_id: cartId, customer_id: customerId, ...(replaceBetter ? { replace_better: true } : {}) },
  });
  session.set('coupon', code);
  return refreshed(backend, session);
}

/** Takes the cart's coupon off (issue 37). */
export async function removeCoupon(backend: Backend, session: ShopSession): Promise<Cart | null> {
  const cartId = session.get('cartId');
  if (cartId === undefined) return null;
  await backend.backOffice(calls.backoffice.removeCoupon, { body: { cart_id: cartId } });
  session.unset('coupon');
  return refreshed(backend, session);
}

export function forgetCoupon(session: ShopSession): void {
  session.unset('coupon');
}

async function refreshed(backend: Backend, session: ShopSession): Promise<Cart | null> {
  const cart = await currentCart(backend, session);
  rememberCart(session, cart);
  return cart;
}

/** The delivery cost of the cart for the shop's country with the default method; null when unknown. */
export async function deliveryCostOf(backend: Backend, cart: Cart): Promise<{ net: number; gross: number } | null> {
  try {
    const answer = await backend.helper(calls.helper.deliveryCost, { query: { cart_id: cart.id, country_id: country.id } });
    return { net: answer.data.postage_amount, gross: answer.data.postage_amount_taxed };
  } catch (error) {
    // The spec ignores a failed delivery cost ('Invalid data'): the cart shows without it.
    if (error instanceof ApiError) return null;
    throw error;
  }
}
