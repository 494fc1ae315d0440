// Who may use a cart. A customer's cart answers only that customer; a guest cart answers the user
// identifier that made it, or a customer presenting that identifier, who then takes the cart over
// (signing in keeps the cart). Anything else is 'Cart not found': another shopper's cart id
// reveals nothing, not even that it exists.
import { USER_IDENTIFIER_HEADER } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { findCart, takeOverGuestCart, type CartRow } from './cart-repository.ts';

export function cartNotFound(): AppError {
  return notFound('cart_not_found');
}

/** The user identifier a customer's request carries (thelia_login, or the header), for a takeover. */
export function presentedIdentifier(request: FastifyRequest, theliaLogin?: string): string | undefined {
  const header = request.headers[USER_IDENTIFIER_HEADER];
  const value = theliaLogin ?? (typeof header === 'string' ? header : undefined);
  return value && value.length > 0 ? value.slice(0, 100) : undefined;
}

export async function loadOwnedCart(
  db: Db,
  cartId: number,
  caller: Caller,
  options: { presented?: string | undefined; now?: string } = {},
): Promise<CartRow> {
  const cart = await findCart(db, cartId);
  if (!cart || !ownsCart(cart, caller)) {
    if (cart && caller.kind === 'customer' && cart.customer_id === null && options.presented !== undefined && cart.user_identifier === options.presented) {
      if (await takeOverGuestCart(db, cart.id, caller.customerId, options.now ?? new Date().toISOString())) return { ...cart, customer_id: caller.customerId };
    }
    throw cartNotFound();
  }
  return cart;
}

export function ownsCart(cart: CartRow, caller: Caller): boolean {
  if (cart.customer_id !== null) return caller.kind === 'customer' && caller.customerId === cart.customer_id;
  return caller.kind === 'guest' && caller.userIdentifier !== '' && caller.userIdentifier === cart.user_identifier;
}

/** A guest needs a user identifier to own a cart (spec section 6: shop token plus user identifier). */
export function guestIdentifierOf(caller: Caller): string | null {
  if (caller.kind !== 'guest') return null;
  if (caller.userIdentifier === '') {
    const message = 'A guest needs a user identifier to keep a cart.';
    throw new AppError('validation_failed', { message, fields: [{ path: USER_IDENTIFIER_HEADER, message }] });
  }
  return caller.userIdentifier;
}
