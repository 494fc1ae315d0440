// Back-office cart calls (spec sections 4 and 7): add, update, update item, delete, clear, get, assignCustomer.
// Stock is checked on every change that raises a quantity; quantities follow the sale element's
// step and the answer says the quantity the line holds now.
import { applyLineChange, MAX_LINE_QUANTITY, type LineChange } from '@shop/cart-core';
import { calls, type ErrorField } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { DEFAULT_COUNTRY_ID, loadShopCountry } from '../shop/index.ts';
import { findCustomerCountry } from './buyer-repository.ts';
import { guestIdentifierOf, loadOwnedCart, presentedIdentifier } from './cart-access.ts';
import {
  createCart,
  deleteCartItem,
  emptyCart,
  findCartItem,
  insertCartItem,
  lockCart,
  setCartItemFulfilmentCenter,
  setCartItemQuantity,
  setCartItemSaleElement,
  touchCart,
  type CartRow,
} from './cart-repository.ts';
import { summarizeCart } from './cart-summary.ts';
import { findSaleElementWithPrice } from './sale-element-repository.ts';
import { toCartView } from './cart-view.ts';
import { stockInCentre, stockOf } from './stock-repository.ts';

export function registerCartRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.backoffice.cartAdd, async ({ body, caller, request }) => {
    const at = deps.now().toISOString();
    const wanted = body.thelia_cart_add;
    const cartId = body['thelia.cart_id'];
    const existingCart = cartId ? await loadOwnedCart(db, cartId, caller, { presented: presentedIdentifier(request, body.thelia_login), now: at }) : null;
    const countryId = existingCart?.country_id ?? (await newCartCountry(deps, caller, body.country_id));
    const pse = await purchasableSaleElement(deps, wanted.product_sale_elements_id, countryId, 'thelia_cart_add.product_sale_elements_id');
    if (pse.product_id !== wanted.product) {
      throw invalid('thelia_cart_add.product', 'This sale element belongs to another product.');
    }
    // Read, merge and write the line with the cart's row taken: simultaneous adds of the same item
    // (two tabs, two processes) follow one another instead of overwriting each other's quantity.
    return db.transaction().execute(async (trx) => {
      if (existingCart) await lockCart(trx, existingCart.id, at);
      const line = existingCart ? await findCartItem(trx, existingCart.id, { pseId: pse.id }) : undefined;
      // One line per sale element: an append merges into it, otherwise the line is set.
      const change: LineChange = wanted.append
        ? { kind: 'add', current: line?.quantity ?? null, quantity: wanted.quantity, step: pse.quantity_step }
        : { kind: 'update', quantity: wanted.quantity, step: pse.quantity_step };
      const quantity = await checkedQuantity(trx, pse, change, 'thelia_cart_add.quantity');

      const cart: CartRow =
        existingCart ??
        (await createCart(trx, {
          customerId: caller.kind === 'customer' ? caller.customerId : null,
          userIdentifier: guestIdentifierOf(caller),
          countryId,
          now: at,
        }));
      let cartItemId: number;
      if (line) {
        await setCartItemQuantity(trx, line.id, quantity, at);
        cartItemId = line.id;
      } else {
        cartItemId = (await insertCartItem(trx, { cartId: cart.id, productId: pse.product_id, pseId: pse.id, quantity, now: at })).id;
      }
      await touchCart(trx, cart.id, {}, at);
      return { status_code: 200 as const, data: { quantity, cartId: cart.id, cartItemId } };
    });
  });

  register(calls.backoffice.cartUpdate, async ({ body, caller, request }) => {
    const at = deps.now().toISOString();
    const cart = await loadOwnedCart(db, body['thelia.cart_id'], caller, { presented: presentedIdentifier(request, body.thelia_login), now: at });
    const line = await findCartItem(db, cart.id, { itemId: body.cart_item });
    if (!line) throw notFound('not_found', 'Cart item not found');
    const pse = await purchasableSaleElement(deps, line.pse_id, cart.country_id, 'cart_item');
    const quantity = await checkedQuantity(db, pse, { kind: 'update', quantity: body.quantity, step: pse.quantity_step }, 'quantity');
    await setCartItemQuantity(db, line.id, quantity, at);
    await touchCart(db, cart.id, {}, at);
    return { status_code: 200 as const, data: { quantity, cartId: cart.id, cartItemId: line.id } };
  });

  // The spec's "update item": another sale element of the line's product, with a quantity, under
  // the cart's lock; a line holding that sale element already takes this one in.
  register(calls.backoffice.cartUpdateItem, async ({ body, caller, request }) => {
    const at = deps.now().toISOString();
    const cart = await loadOwnedCart(db, body['thelia.cart_id'], caller, { presented: presentedIdentifier(request, body.thelia_login), now: at });
    const pse = await purchasableSaleElement(deps, body.product_sale_elements_id, cart.country_id, 'product_sale_elements_id');
    return db.transaction().execute(async (trx) => {
      await lockCart(trx, cart.id, at);
      const line = await findCartItem(trx, cart.id, { itemId: body.cart_item });
      if (!line) throw notFound('not_found', 'Cart item not found');
      if (pse.product_id !== line.product_id) throw invalid('product_sale_elements_id', 'This sale element belongs to another product.');
      const other = pse.id === line.pse_id ? undefined : await findCartItem(trx, cart.id, { pseId: pse.id });
      const wanted = body.quantity + (other?.quantity ?? 0);
      const quantity = await checkedQuantity(trx, pse, { kind: 'update', quantity: wanted, step: pse.quantity_step }, 'quantity');
      if (other) {
        await deleteCartItem(trx, line.id);
        await setCartItemQuantity(trx, other.id, quantity, at);
      } else if (pse.id === line.pse_id) {
        await setCartItemQuantity(trx, line.id, quantity, at);
      } else {
        await setCartItemSaleElement(trx, line.id, { pseId: pse.id, quantity }, at);
      }
      await touchCart(trx, cart.id, {}, at);
      return { status_code: 200 as const, data: { quantity, cartId: cart.id, cartItemId: other?.id ?? line.id } };
    });
  });

  register(calls.backoffice.cartFulfilmentCenter, async ({ body, caller }) => {
    const at = deps.now().toISOString();
    const cart = await loadOwnedCart(db, body['thelia.cart_id'], caller);
    return db.transaction().execute(async (trx) => {
      // The line's quantity cannot change meanwhile: the cart's row is taken.
      await lockCart(trx, cart.id, at);
      const line = await findCartItem(trx, cart.id, { itemId: body.cart_item });
      if (!line) throw notFound('not_found', 'Cart item not found');
      if ((await stockInCentre(trx, line.pse_id, body.fulfilment_center_id)) < line.quantity) {
        throw new AppError('out_of_stock', { fields: [{ path: 'fulfilment_center_id', message: 'This fulfilment centre does not hold the quantity of this line.' }] });
      }
      await setCartItemFulfilmentCenter(trx, line.id, body.fulfilment_center_id, at);
      await touchCart(trx, cart.id, {}, at);
      return { status_code: 200 as const, data: { quantity: line.quantity, cartId: cart.id, cartItemId: line.id } };
    });
  });

  register(calls.backoffice.cartDelete, async ({ body, caller }) => {
    const cart = await loadOwnedCart(db, body['thelia.cart_id'], caller);
    const line = await findCartItem(db, cart.id, { itemId: body.cart_item });
    if (!line) throw notFound('not_found', 'Cart item not found');
    await deleteCartItem(db, line.id);
    await touchCart(db, cart.id, {}, deps.now().toISOString());
    return { status_code: 200 as const, data: { cartId: cart.id, cartItemId: line.id } };
  });

  register(calls.backoffice.cartClear, async ({ body, caller }) => {
    const cart = await loadOwnedCart(db, body['thelia.cart_id'], caller);
    await emptyCart(db, cart.id, deps.now().toISOString());
    return { status_code: 200 as const, data: { cartId: cart.id } };
  });

  register(calls.backoffice.cartGet, async ({ body, caller, request }) => {
    const now = deps.now();
    const cart = await loadOwnedCart(db, body['thelia.cart_id'], caller, {
      presented: presentedIdentifier(request, body.thelia_login),
      now: now.toISOString(),
    });
    const summary = await summarizeCart(db, cart, { now, publicUrl: deps.config.publicApiUrl });
    return { status_code: 200 as const, data: toCartView(summary) };
  });

  register(calls.backoffice.cartAssignCustomer, async ({ body, caller, request }) => {
    if (caller.kind !== 'customer') throw new AppError('unauthorized');
    if (body.email.toLowerCase() !== caller.email.toLowerCase()) throw new AppError('forbidden', { message: 'This email is not the signed-in customer.' });
    const cart = await loadOwnedCart(db, body.cart_id, caller, { presented: presentedIdentifier(request), now: deps.now().toISOString() });
    return { status_code: 200 as const, data: { cartId: cart.id, customer_id: caller.customerId } };
  });
}

type SaleElement = { id: number; product_id: number; quantity_step: number };

/** A sale element that can go into a cart priced for the country; 404 or a field error otherwise. */
async function purchasableSaleElement(deps: Deps, pseId: number, countryId: number, field: string): Promise<SaleElement> {
  const row = await findSaleElementWithPrice(deps.db, pseId, countryId);
  if (!row || row.visible !== 1) throw notFound('product_not_found');
  if (row.price_on_request === 1 || row.price_cents === null) throw invalid(field, 'This product cannot be ordered online; please ask for a price.');
  return row;
}

/** The quantity a change leaves (cart-core: rounded up to the step) if the stock holds it. */
async function checkedQuantity(db: Db, pse: SaleElement, change: LineChange, field: string): Promise<number> {
  const outcome = applyLineChange(change);
  if (outcome.kind === 'invalid' && outcome.reason === 'too_many') throw invalid(field, `At most ${MAX_LINE_QUANTITY} per line.`);
  // The contract allows only positive quantities here, so a removal cannot come out of it.
  if (outcome.kind !== 'set') throw invalid(field, 'The quantity must be a positive whole number.');
  const quantity = outcome.quantity;
  // The caller's connection: inside its transaction, another connection could be waited for in vain.
  const stock = await stockOf(db, pse.id);
  if (quantity > stock) {
    const message = stock === 0 ? 'This product is out of stock.' : `Only ${stock} in stock.`;
    throw new AppError('out_of_stock', { message, fields: [{ path: field, message }] });
  }
  return quantity;
}

/** A new cart's country: the one asked for, else the customer's, else Austria (spec section 9). */
async function newCartCountry(deps: Deps, caller: Caller, asked: number | undefined): Promise<number> {
  if (asked !== undefined) {
    // Unknown countries are a field error.
    return (await loadShopCountry(deps.db, asked, deps.now())).id;
  }
  if (caller.kind === 'customer') {
    const customer = await findCustomerCountry(deps.db, caller.customerId);
    if (customer) return customer.country_id;
  }
  return DEFAULT_COUNTRY_ID;
}

function invalid(path: string, message: string): AppError {
  const fields: ErrorField[] = [{ path, message }];
  return new AppError('validation_failed', { message, fields });
}
