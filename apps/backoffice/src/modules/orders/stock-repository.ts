// Stock rows an order takes and gives back (stock-reservation.ts holds the rules: id order, retry).
import type { Db } from '../../db/connect.ts';

/** The fulfilment centres that hold the sale element, in id order (the lock order). */
export async function stockCentresOf(db: Db, pseId: number) {
  return db.selectFrom('pse_stock').select('fulfilment_center_id').where('pse_id', '=', pseId).orderBy('fulfilment_center_id').execute();
}

export async function stockInCentre(db: Db, pseId: number, centreId: number): Promise<number> {
  const row = await db.selectFrom('pse_stock').select('quantity').where('pse_id', '=', pseId).where('fulfilment_center_id', '=', centreId).executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Takes units from a centre only while it still holds them (conditional update); false if it no longer does. */
export async function takeStockFromCentre(db: Db, pseId: number, centreId: number, take: number): Promise<boolean> {
  const result = await db
    .updateTable('pse_stock')
    .set((eb) => ({ quantity: eb('quantity', '-', take) }))
    .where('pse_id', '=', pseId)
    .where('fulfilment_center_id', '=', centreId)
    .where('quantity', '>=', take)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function recordStockReservation(db: Db, reservation: { orderId: number; pseId: number; centreId: number; quantity: number }): Promise<void> {
  await db
    .insertInto('order_stock_reservation')
    .values({ order_id: reservation.orderId, pse_id: reservation.pseId, fulfilment_center_id: reservation.centreId, quantity: reservation.quantity, released_at: null })
    .execute();
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

export async function returnStockToCentre(db: Db, pseId: number, centreId: number, quantity: number): Promise<void> {
  await db
    .updateTable('pse_stock')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
    .where('pse_id', '=', pseId)
    .where('fulfilment_center_id', '=', centreId)
    .execute();
}

export async function markReservationReleased(db: Db, orderId: number, held: { pseId: number; centreId: number }, now: string): Promise<void> {
  await db
    .updateTable('order_stock_reservation')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('pse_id', '=', held.pseId)
    .where('fulfilment_center_id', '=', held.centreId)
    .execute();
}
