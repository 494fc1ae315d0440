// What an order holds of the stock (stock-reservation.ts holds the rules; the stock module moves it).
import type { Db } from '../../db/connect.ts';

/** The fulfilment centres that hold the sale element, in id order (the lock order). */
export async function stockCentresOf(db: Db, pseId: number) {
  return db.selectFrom('pse_stock').select('fulfilment_center_id').where('pse_id', '=', pseId).orderBy('fulfilment_center_id').execute();
}

export async function recordStockReservation(db: Db, reservation: { orderId: number; pseId: number; centreId: number; quantity: number }): Promise<void> {
  await db
    .insertInto('order_stock_reservation')
    .values({ order_id: reservation.orderId, pse_id: reservation.pseId, fulfilment_center_id: reservation.centreId, quantity: reservation.quantity, released_at: null })
    .execute();
}

/** The centre the order took most of the variant from (lowest id on a tie), if it took any. */
export async function reservedCentreOf(db: Db, orderId: number, pseId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('order_stock_reservation')
    .select('fulfilment_center_id')
    .where('order_id', '=', orderId)
    .where('pse_id', '=', pseId)
    .orderBy('quantity', 'desc')
    .orderBy('fulfilment_center_id')
    .executeTakeFirst();
  return row?.fulfilment_center_id;
}

/** What the order holds and has not given back, in sale-element and centre order. */
export async function unreleasedReservations(db: Db, orderId: number) {
  return db
    .selectFrom('order_stock_reservation')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .orderBy('pse_id')
    .orderBy('fulfilment_center_id')
    .execute();
}

/** Marks a reservation given back, only if it was not yet (false: someone else gave it back). */
export async function markReservationReleased(db: Db, orderId: number, held: { pseId: number; centreId: number }, now: string): Promise<boolean> {
  const result = await db
    .updateTable('order_stock_reservation')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('pse_id', '=', held.pseId)
    .where('fulfilment_center_id', '=', held.centreId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
