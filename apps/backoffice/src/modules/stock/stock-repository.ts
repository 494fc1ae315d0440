// The stock rows (pse_stock) and their ledger (stock_movement). Every write here is a delta with a
// floor of 0 or a conditional update on the value read, never a blind overwrite (stock-ledger.ts
// says when each is used).
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export type MovementRow = { pseId: number; centreId: number; delta: number; reason: string; orderId: number | null; note: string | null; actor: string | null; at: string };

/** Adds a negative delta only while the centre still holds that many; false when it does not. */
export async function subtractIfHeld(db: Db, pseId: number, centreId: number, units: number): Promise<boolean> {
  const result = await db
    .updateTable('pse_stock')
    .set((eb) => ({ quantity: eb('quantity', '-', units) }))
    .where('pse_id', '=', pseId)
    .where('fulfilment_center_id', '=', centreId)
    .where('quantity', '>=', units)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Adds units, creating the centre's row when the variant had none there. */
export async function addUnits(db: Db, pseId: number, centreId: number, units: number): Promise<void> {
  await db
    .insertInto('pse_stock')
    .values({ pse_id: pseId, fulfilment_center_id: centreId, quantity: units })
    .onConflict((conflict) => conflict.columns(['pse_id', 'fulfilment_center_id']).doUpdateSet({ quantity: sql<number>`pse_stock.quantity + ${units}` }))
    .execute();
}

/** Sets the quantity only while it is still `expected` (a missing row counts as 0); false when it is not. */
export async function setIfStill(db: Db, pseId: number, centreId: number, expected: number, quantity: number): Promise<boolean> {
  const result = await db.updateTable('pse_stock').set({ quantity }).where('pse_id', '=', pseId).where('fulfilment_center_id', '=', centreId).where('quantity', '=', expected).executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  if (expected !== 0) return false;
  const inserted = await db
    .insertInto('pse_stock')
    .values({ pse_id: pseId, fulfilment_center_id: centreId, quantity })
    .onConflict((conflict) => conflict.columns(['pse_id', 'fulfilment_center_id']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function quantityIn(db: Db, pseId: number, centreId: number): Promise<number> {
  const row = await db.selectFrom('pse_stock').select('quantity').where('pse_id', '=', pseId).where('fulfilment_center_id', '=', centreId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function insertMovement(db: Db, movement: MovementRow): Promise<void> {
  await db
    .insertInto('stock_movement')
    .values({
      pse_id: movement.pseId,
      fulfilment_center_id: movement.centreId,
      delta: movement.delta,
      reason: movement.reason,
      order_id: movement.orderId,
      note: movement.note,
      actor: movement.actor,
      created_at: movement.at,
    })
    .execute();
}

/** One opening row per stock row that holds units (after a bulk load such as the demo seed). */
export async function insertOpeningMovements(db: Db, at: string): Promise<void> {
  await sql`insert into stock_movement (pse_id, fulfilment_center_id, delta, reason, created_at)
    select pse_id, fulfilment_center_id, quantity, 'opening', ${at} from pse_stock where quantity <> 0`.execute(db);
}

/** A variant's newest movements first, with the centre's name and the order's reference (a read of the orders' table). */
export function movementsOf(db: Db, pseId: number, limit: number) {
  return db
    .selectFrom('stock_movement as m')
    .innerJoin('fulfilment_center as f', 'f.id', 'm.fulfilment_center_id')
    .leftJoin('shop_order as o', 'o.id', 'm.order_id')
    .select(['m.id', 'm.fulfilment_center_id as center_id', 'f.name as center', 'm.delta', 'm.reason', 'm.order_id', 'o.ref as order_ref', 'm.note', 'm.actor', 'm.created_at'])
    .where('m.pse_id', '=', pseId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

/** Stock rows whose quantity is not the sum of their ledger (empty when the ledger holds). */
export async function rowsOffTheLedger(db: Db, pseIds: number[]) {
  if (pseIds.length === 0) return [];
  const rows = await db
    .selectFrom('pse_stock as s')
    .select(['s.pse_id', 's.fulfilment_center_id', 's.quantity'])
    .select((eb) =>
      eb
        .selectFrom('stock_movement as m')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('m.delta'), sql.lit(0)).as('sum'))
        .whereRef('m.pse_id', '=', 's.pse_id')
        .whereRef('m.fulfilment_center_id', '=', 's.fulfilment_center_id')
        .as('ledger'),
    )
    .where('s.pse_id', 'in', pseIds)
    .execute();
  return rows.map((row) => ({ ...row, ledger: Number(row.ledger ?? 0) })).filter((row) => row.ledger !== row.quantity);
}
