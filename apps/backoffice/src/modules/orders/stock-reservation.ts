// Taking stock for an order, and giving it back, through the stock module's ledger: the take is a
// delta with a floor (`quantity - n where quantity >= n`), checked by its affected rows, so on
// PostgreSQL two buyers racing for the last unit cannot both get it. Centres and sale elements are
// always visited in id order, so concurrent orders lock rows in the same order and cannot deadlock.
// The reservation rows say what this order holds, so a cancel gives back exactly that, once.
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { addStock, stockIn, takeStock } from '../stock/index.ts';
import { markReservationReleased, recordStockReservation, reservedCentreOf, stockCentresOf, unreleasedReservations } from './stock-repository.ts';

export async function reserveStock(db: Db, reservation: { orderId: number; pseId: number; quantity: number; title: string; at: string }): Promise<void> {
  let remaining = reservation.quantity;
  const centres = await stockCentresOf(db, reservation.pseId);
  for (const { fulfilment_center_id: centreId } of centres) {
    while (remaining > 0) {
      const available = await stockIn(db, reservation.pseId, centreId);
      if (available <= 0) break;
      const take = Math.min(remaining, available);
      const move = { pseId: reservation.pseId, centreId, units: take, reason: 'order' as const, orderId: reservation.orderId, at: reservation.at };
      // Someone else took units meanwhile: read again and take what is left.
      if (!(await takeStock(db, move))) continue;
      await recordStockReservation(db, { orderId: reservation.orderId, pseId: reservation.pseId, centreId, quantity: take });
      remaining -= take;
    }
    if (remaining === 0) return;
  }
  if (remaining > 0) {
    const message = `Not enough stock for ${reservation.title}.`;
    throw new AppError('out_of_stock', { message, fields: [{ path: 'cart_id', message }] });
  }
}

/** Puts back what an order took and has not put back yet (a failed payment, a cancel); each row once. */
export async function releaseStock(db: Db, orderId: number, now: string): Promise<void> {
  for (const row of await unreleasedReservations(db, orderId)) {
    if (!(await markReservationReleased(db, orderId, { pseId: row.pse_id, centreId: row.fulfilment_center_id }, now))) continue;
    await addStock(db, { pseId: row.pse_id, centreId: row.fulfilment_center_id, units: row.quantity, reason: 'cancellation', orderId, at: now });
  }
}

/**
 * Returned goods of a shipped order back into stock: into the centre the order took them from (the
 * first centre that holds the variant for an order older than the reservations), as a 'return'.
 */
export async function returnStock(db: Db, input: { orderId: number; pseId: number; units: number; at: string; actor: string | null }): Promise<void> {
  const centreId = (await reservedCentreOf(db, input.orderId, input.pseId)) ?? (await stockCentresOf(db, input.pseId))[0]?.fulfilment_center_id;
  if (centreId === undefined) return;
  await addStock(db, { pseId: input.pseId, centreId, units: input.units, reason: 'return', orderId: input.orderId, actor: input.actor, at: input.at });
}
