// Taking stock for an order, and giving it back. The take is a conditional update
// (`quantity = quantity - n where quantity >= n`), checked by its affected rows: on PostgreSQL two
// buyers racing for the last unit cannot both get it, because the second update waits for the
// first and then finds the condition false. On SQLite the one connection serialises transactions.
// Centres and sale elements are always visited in id order, so concurrent orders lock rows in the
// same order and cannot deadlock.
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import {
  markReservationReleased,
  recordStockReservation,
  returnStockToCentre,
  stockCentresOf,
  stockInCentre,
  takeStockFromCentre,
  unreleasedReservations,
} from './stock-repository.ts';

export async function reserveStock(db: Db, reservation: { orderId: number; pseId: number; quantity: number; title: string }): Promise<void> {
  let remaining = reservation.quantity;
  const centres = await stockCentresOf(db, reservation.pseId);
  for (const { fulfilment_center_id: centreId } of centres) {
    while (remaining > 0) {
      const available = await stockInCentre(db, reservation.pseId, centreId);
      if (available <= 0) break;
      const take = Math.min(remaining, available);
      // Someone else took units meanwhile: read again and take what is left.
      if (!(await takeStockFromCentre(db, reservation.pseId, centreId, take))) continue;
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

/** Puts back what an order took and has not put back yet (a failed payment, a cancel). */
export async function releaseStock(db: Db, orderId: number, now: string): Promise<void> {
  for (const row of await unreleasedReservations(db, orderId)) {
    await returnStockToCentre(db, row.pse_id, row.fulfilment_center_id, row.quantity);
    await markReservationReleased(db, orderId, { pseId: row.pse_id, centreId: row.fulfilment_center_id }, now);
  }
}
