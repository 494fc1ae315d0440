// Status changes of an order after placement and the orders they apply to. Every change is
// conditional on the status it starts from, so it happens once (order-outcome.ts says why).
import type { Db } from '../../db/connect.ts';
import { sql, type Updateable } from 'kysely';
import type { OrderStatus, PaymentKind, ShopOrderTable } from '../../db/schema.ts';

/** not_paid -> paid; false when the order was not awaiting payment. */
export async function setPaidIfUnpaid(db: Db, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set({ status: 'paid', paid_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'not_paid')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPaymentCaptured(db: Db, orderId: number, at: string): Promise<void> {
  await db.updateTable('order_payment').set({ status: 'captured', updated_at: at }).where('order_id', '=', orderId).execute();
}

export async function cartOfOrder(db: Db, orderId: number): Promise<number | null> {
  const order = await db.selectFrom('shop_order').select('cart_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  return order.cart_id;
}

/** not_paid -> payment_error or canceled, with the instant it failed or was cancelled; false when it was not awaiting payment. */
export async function closeIfUnpaid(db: Db, orderId: number, status: 'payment_error' | 'canceled', at: string): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set(status === 'payment_error' ? { status, failed_at: at, updated_at: at } : { status, canceled_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'not_paid')
    // Money booked for it (a prepayment partly paid): only staff may cancel it, and refund that money.
    .where(sql<number>`coalesce(received_amount_cents, 0)`, '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** from -> canceled (staff, before shipping); false when the order is no longer in `from`. */
export async function cancelIfStatus(db: Db, orderId: number, from: OrderStatus, at: string): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set({ status: 'canceled', canceled_at: at, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What the admin's workflow changes on an order (its status and the moments and receipt of each step). */
export type OrderStepChanges = Pick<Updateable<ShopOrderTable>, 'status' | 'paid_at' | 'shipped_at' | 'delivered_at' | 'received_amount_cents' | 'received_on'>;

/**
 * One step of the order workflow (issue 14), only while the order is still in the status it was read
 * in and, where asked, has no receipt booked yet: on PostgreSQL a concurrent step waits for this row
 * and then finds the condition false. False when it no longer applies.
 */
export async function changeOrderIf(db: Db, orderId: number, condition: { status: OrderStatus; unreceived?: boolean }, changes: OrderStepChanges, at: string): Promise<boolean> {
  let update = db.updateTable('shop_order').set({ ...changes, updated_at: at }).where('id', '=', orderId).where('status', '=', condition.status);
  if (condition.unreceived) update = update.where('received_on', 'is', null);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Counts a refund against the order, only while the refunds stay within `ceiling` (what was paid) and
 * the order is still in the status it was read in. Two refunds racing for the same money: the second
 * waits for the first's row lock (PostgreSQL) and then finds no room. False when it does not fit.
 */
export async function addRefundedIfRoom(db: Db, orderId: number, input: { amount: number; ceiling: number; status: OrderStatus }, at: string): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', input.amount), updated_at: at }))
    .where('id', '=', orderId)
    .where('status', '=', input.status)
    .where(sql<number>`refunded_cents + ${input.amount}`, '<=', input.ceiling)
    // What came in as the row holds it now, not as the caller read it: a pay-back or a reversal that
    // committed meanwhile lowered it (an online payment has none: the ceiling is its capture).
    .where(sql<boolean>`(received_amount_cents is null or refunded_cents + ${input.amount} <= received_amount_cents)`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** What came in, with the order's status and paid time, as an update on what came in left the row. */
type ReceivedState = { received: number; status: OrderStatus; paidAt: string | null };
const receivedState = (row: { received_amount_cents: number | null; status: OrderStatus; paid_at: string | null }): ReceivedState => ({
  received: Number(row.received_amount_cents),
  status: row.status,
  paidAt: row.paid_at,
});

/**
 * Adds a payment entry's amount (negative for a reversal) to what came in for the order, as a delta:
 * two bookings at once both count. A reversal only while what stays in covers the refunds made.
 * `receivedOn`: the day of a receipt (kept on the order). Answers what came in afterwards with the
 * order's status and paid time as they are now, or null when the reversal would go below the refunds.
 */
export async function addReceived(
  db: Db,
  orderId: number,
  amount: number,
  receivedOn: string | null,
  at: string,
): Promise<ReceivedState | null> {
  const row = await db
    .updateTable('shop_order')
    .set({ received_amount_cents: sql<number>`coalesce(received_amount_cents, 0) + ${amount}`, ...(receivedOn === null ? {} : { received_on: receivedOn }), updated_at: at })
    .where('id', '=', orderId)
    .where(sql<boolean>`coalesce(received_amount_cents, 0) + ${amount} >= refunded_cents`)
    .returning(['received_amount_cents', 'status', 'paid_at'])
    .executeTakeFirst();
  // The row as this update left it (it stays locked until the transaction ends): what the status
  // decision must read, not an earlier read another booking may have overtaken.
  return row ? receivedState(row) : null;
}
/**
 * Money over the total sent back to the payer: what came in falls by `amount`, only while it stays at
 * least the total (and what was refunded), so two pay-backs at once cannot send back more than the
 * excess. Null when it would not.
 */
export async function subtractExcess(db: Db, orderId: number, amount: number, at: string): Promise<ReceivedState | null> {
  const row = await db
    .updateTable('shop_order')
    .set({ received_amount_cents: sql<number>`received_amount_cents - ${amount}`, updated_at: at })
    .where('id', '=', orderId)
    .where(sql<boolean>`received_amount_cents - ${amount} >= total_taxed_cents`)
    .where(sql<boolean>`received_amount_cents - ${amount} >= refunded_cents`)
    .returning(['received_amount_cents', 'status', 'paid_at'])
    .executeTakeFirst();
  return row ? receivedState(row) : null;
}
/** Takes back a refund that was counted but not carried out (the provider refused it). */
export async function subtractRefunded(db: Db, orderId: number, amount: number, at: string): Promise<void> {
  await db
    .updateTable('shop_order')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '-', amount), updated_at: at }))
    .where('id', '=', orderId)
    .where('refunded_cents', '>=', amount)
    .execute();
}

/** A pending payment of a closed order: failed, or canceled with it. */
export async function closePendingPayment(db: Db, orderId: number, status: 'payment_error' | 'canceled', at: string): Promise<void> {
  await db
    .updateTable('order_payment')
    .set({ status: status === 'payment_error' ? 'failed' : 'canceled', updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/** The cart's online orders still awaiting payment, with their provider session; not the one of the kept idempotency key. */
export async function pendingOnlineOrdersOfCart(db: Db, cartId: number, keepKey: string | null) {
  let query = db
    .selectFrom('shop_order as o')
    .innerJoin('order_payment as p', 'p.order_id', 'o.id')
    .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
    .select(['o.id', 'p.provider', 'p.provider_session_id'])
    .where('o.cart_id', '=', cartId)
    .where('o.status', '=', 'not_paid')
    .where('m.kind', '=', 'online');
  if (keepKey !== null) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('checkout_request as r')
            .select('r.order_id')
            .whereRef('r.order_id', '=', 'o.id')
            .where('r.idempotency_key', '=', keepKey),
        ),
      ),
    );
  }
  return query.orderBy('o.id').execute();
}

function unpaidOrdersBefore(db: Db, kind: PaymentKind, cutoff: string, limit: number) {
  return db
    .selectFrom('shop_order as o')
    .select('o.id')
    .where('o.status', '=', 'not_paid')
    // A prepayment partly paid is not left to expire: it waits for its rest (the dashboard lists it).
    .where(sql<number>`coalesce(o.received_amount_cents, 0)`, '=', 0)
    .where('o.created_at', '<', cutoff)
    .where('o.payment_method_id', 'in', db.selectFrom('payment_method as m').select('m.id').where('m.kind', '=', kind))
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit);
}

/** Up to `limit` orders of the payment kind still unpaid since before the cutoff, oldest first. */
export async function findUnpaidOrdersBefore(db: Db, kind: PaymentKind, cutoff: string, limit: number) {
  return unpaidOrdersBefore(db, kind, cutoff, limit).execute();
}

/**
 * The same orders, locked for the caller's transaction (PostgreSQL only); rows another
 * transaction holds are skipped, not waited for.
 */
export async function claimUnpaidOrdersBefore(trx: Db, kind: PaymentKind, cutoff: string, limit: number) {
  return unpaidOrdersBefore(trx, kind, cutoff, limit).forUpdate().skipLocked().execute();
}

/** Counts `units` more of a line as refunded while that many are left; false when they are not. */
export async function addRefundedUnitsIfLeft(db: Db, orderId: number, lineId: number, units: number): Promise<boolean> {
  const result = await db
    .updateTable('order_line')
    .set({ refunded_quantity: sql<number>`refunded_quantity + ${units}` })
    .where('id', '=', lineId)
    .where('order_id', '=', orderId)
    .where(sql<number>`refunded_quantity + ${units}`, '<=', sql<number>`quantity`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes back units counted by a refund the provider then refused. */
export async function subtractRefundedUnits(db: Db, orderId: number, lineId: number, units: number): Promise<void> {
  await db
    .updateTable('order_line')
    .set({ refunded_quantity: sql<number>`refunded_quantity - ${units}` })
    .where('id', '=', lineId)
    .where('order_id', '=', orderId)
    .execute();
}

export type RefundedService = 'postage_refunded' | 'payment_fee_refunded';

/** Marks the delivery or the payment fee refunded, once; false when a refund returned it before. */
export async function markServiceRefundedIfNot(db: Db, orderId: number, service: RefundedService, refunded: boolean): Promise<boolean> {
  const result = await db
    .updateTable('shop_order')
    .set({ [service]: refunded ? 1 : 0 })
    .where('id', '=', orderId)
    .where(service, '=', refunded ? 0 : 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
