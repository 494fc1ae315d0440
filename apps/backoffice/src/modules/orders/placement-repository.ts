// The rows placing an order writes, in the placing transaction (place-order.ts), and the
// idempotency record (checkout_request) that makes a repeated request find its order.
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { OrderAddressTable, OrderLineTable, OrderPaymentTable, ShopOrderTable } from '../../db/schema.ts';

/** The order a request (cart, idempotency key) placed, if it placed one. */
export async function findOrderOfCheckoutRequest(db: Db, cartId: number, idempotencyKey: string) {
  return db
    .selectFrom('checkout_request as r')
    .innerJoin('shop_order as o', 'o.id', 'r.order_id')
    .select(['o.id', 'o.ref'])
    .where('r.cart_id', '=', cartId)
    .where('r.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The request's row; unique per (cart, key), so a repeat racing this one fails or waits here. */
export async function insertCheckoutRequest(db: Db, request: { cartId: number; idempotencyKey: string; at: string }): Promise<void> {
  await db.insertInto('checkout_request').values({ cart_id: request.cartId, idempotency_key: request.idempotencyKey, order_id: null, created_at: request.at }).execute();
}

export async function linkCheckoutRequest(db: Db, request: { cartId: number; idempotencyKey: string }, orderId: number): Promise<void> {
  await db
    .updateTable('checkout_request')
    .set({ order_id: orderId })
    .where('cart_id', '=', request.cartId)
    .where('idempotency_key', '=', request.idempotencyKey)
    .execute();
}

export async function insertOrder(db: Db, order: Insertable<ShopOrderTable>): Promise<{ id: number }> {
  return db.insertInto('shop_order').values(order).returning('id').executeTakeFirstOrThrow();
}

export async function insertOrderLines(db: Db, lines: Insertable<OrderLineTable>[]): Promise<void> {
  await db.insertInto('order_line').values(lines).execute();
}

export async function insertOrderAddresses(db: Db, addresses: Insertable<OrderAddressTable>[]): Promise<void> {
  await db.insertInto('order_address').values(addresses).execute();
}

export async function insertOrderPayment(db: Db, payment: Insertable<OrderPaymentTable>): Promise<void> {
  await db.insertInto('order_payment').values(payment).execute();
}

export async function setOrderRef(db: Db, orderId: number, ref: string): Promise<void> {
  await db.updateTable('shop_order').set({ ref }).where('id', '=', orderId).execute();
}

/** Counts the year's order numbers up by one (an upsert) and answers the new value. */
export async function nextOrderSequence(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('order_number_sequence')
    .values({ year, last_value: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last_value: sql<number>`order_number_sequence.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return row.last_value;
}
