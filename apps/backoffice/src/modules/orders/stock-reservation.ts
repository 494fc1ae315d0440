// Taking stock for an order, and giving it back. The take is a conditional update
// (`quantity = quantity - n where quantity >= n`), checked by its affected rows: on PostgreSQL two
// buyers racing for the last unit cannot both get it, because the second update waits for the
// first and then finds the condition false. On SQLite the one connection serialises transactions.
// Centres and sale elements are always visited in id order, so concurrent orders lock rows in the
// same order and cannot deadlock.
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';

export async function reserveStock(db: Db, reservation: { orderId: number; pseId: number; quantity: number; title: string }): Promise<void> {
  let remaining = reservation.quantity;
  const centres = await db
    .selectFrom('pse_stock')
    .select('fulfilment_center_id')
    .where('pse_id', '=', reservation.pseId)
    .orderBy('fulfilment_center_id')
    .execute();
  for (const { fulfilment_center_id: centreId } of centres) {
    while (remaining > 0) {
      const row = await db
        .selectFrom('pse_stock')
        .select('quantity')
        .where('pse_id', '=', reservation.pseId)
        .where('fulfilment_center_id', '=', centreId)
        .executeTakeFirst();
      const available = row?.quantity ?? 0;
      if (available <= 0) break;
      const take = Math.min(remaining, available);
      const result = await db
        .updateTable('pse_stock')
        .set((eb) => ({ quantity: eb('quantity', '-', take) }))
        .where('pse_id', '=', reservation.pseId)
        .where('fulfilment_center_id', '=', centreId)
        .where('quantity', '>=', take)
        .executeTakeFirst();
      // Someone else took units meanwhile: read again and take what is left.
      if (result.numUpdatedRows === 0n) continue;
      await db
        .insertInto('order_stock_reservation')
        .values({ order_id: reservation.orderId, pse_id: reservation.pseId, fulfilment_center_id: centreId, quantity: take, released_at: null })
        .execute();
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
  const held = await db
    .selectFrom('order_stock_reservation')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .orderBy('pse_id')
    .orderBy('fulfilment_center_id')
    .execute();
  for (const row of held) {
    await db
      .updateTable('pse_stock')
      .set((eb) => ({ quantity: eb('quantity', '+', row.quantity) }))
      .where('pse_id', '=', row.pse_id)
      .where('fulfilment_center_id', '=', row.fulfilment_center_id)
      .execute();
    await db
      .updateTable('order_stock_reservation')
      .set({ released_at: now })
      .where('order_id', '=', orderId)
      .where('pse_id', '=', row.pse_id)
      .where('fulfilment_center_id', '=', row.fulfilment_center_id)
      .execute();
  }
}
