// Cart rows and lines. Plain functions over a database or a transaction (STYLE.md, point 8).
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { CartItemTable, CartTable } from '../../db/schema.ts';

export type CartRow = Selectable<CartTable>;
export type CartItemRow = Selectable<CartItemTable>;

export async function findCart(db: Db, cartId: number): Promise<CartRow | undefined> {
  return db.selectFrom('cart').selectAll().where('id', '=', cartId).executeTakeFirst();
}

export async function createCart(
  db: Db,
  owner: { customerId: number | null; userIdentifier: string | null; countryId: number; now: string },
): Promise<CartRow> {
  return db
    .insertInto('cart')
    .values({
      customer_id: owner.customerId,
      user_identifier: owner.userIdentifier,
      country_id: owner.countryId,
      coupon_code: null,
      created_at: owner.now,
      updated_at: owner.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function cartItems(db: Db, cartId: number): Promise<CartItemRow[]> {
  return db.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
}

export async function setCartItemFulfilmentCenter(db: Db, itemId: number, centreId: number, now: string): Promise<void> {
  await db.updateTable('cart_item').set({ fulfilment_center_id: centreId, updated_at: now }).where('id', '=', itemId).execute();
}

export async function findCartItem(db: Db, cartId: number, match: { itemId: number } | { pseId: number }): Promise<CartItemRow | undefined> {
  let query = db.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId);
  query = 'itemId' in match ? query.where('id', '=', match.itemId) : query.where('pse_id', '=', match.pseId);
  return query.executeTakeFirst();
}

/** Whether a line of the cart is a freight item (no cash on delivery then). */
export async function cartHasFreight(db: Db, cartId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cart_item')
    .innerJoin('product', 'product.id', 'cart_item.product_id')
    .select('cart_item.id')
    .where('cart_item.cart_id', '=', cartId)
    .where('product.is_freight', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCartItem(
  db: Db,
  line: { cartId: number; productId: number; pseId: number; quantity: number; now: string },
): Promise<CartItemRow> {
  return db
    .insertInto('cart_item')
    .values({ cart_id: line.cartId, product_id: line.productId, pse_id: line.pseId, quantity: line.quantity, created_at: line.now, updated_at: line.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setCartItemQuantity(db: Db, itemId: number, quantity: number, now: string): Promise<void> {
  await db.updateTable('cart_item').set({ quantity, updated_at: now }).where('id', '=', itemId).execute();
}

/** The line's sale element (of the same product) and quantity; the centre chosen for the old one goes. */
export async function setCartItemSaleElement(db: Db, itemId: number, change: { pseId: number; quantity: number }, now: string): Promise<void> {
  await db.updateTable('cart_item').set({ pse_id: change.pseId, quantity: change.quantity, fulfilment_center_id: null, updated_at: now }).where('id', '=', itemId).execute();
}

export async function deleteCartItem(db: Db, itemId: number): Promise<void> {
  await db.deleteFrom('cart_item').where('id', '=', itemId).execute();
}

/** Empties a cart; the cart keeps its id (and its owner and country). */
export async function emptyCart(db: Db, cartId: number, now: string): Promise<void> {
  await db.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
  await db.updateTable('cart').set({ coupon_code: null, updated_at: now }).where('id', '=', cartId).execute();
}

/**
 * Takes the cart's row for the rest of the transaction (a write, so PostgreSQL holds a row lock
 * until commit and SQLite its single writer): a second change or checkout of the cart waits here.
 */
export async function lockCart(db: Db, cartId: number, now: string): Promise<void> {
  await db.updateTable('cart').set({ updated_at: now }).where('id', '=', cartId).execute();
}

export async function touchCart(db: Db, cartId: number, changes: { country_id?: number; coupon_code?: string | null; customer_id?: number }, now: string) {
  await db
    .updateTable('cart')
    .set({ ...changes, updated_at: now })
    .where('id', '=', cartId)
    .execute();
}

/** Hands a guest cart to a customer. Conditional: a cart is taken over once, by one customer. */
export async function takeOverGuestCart(db: Db, cartId: number, customerId: number, now: string): Promise<boolean> {
  const taken = await db
    .updateTable('cart')
    .set({ customer_id: customerId, updated_at: now })
    .where('id', '=', cartId)
    .where('customer_id', 'is', null)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}
