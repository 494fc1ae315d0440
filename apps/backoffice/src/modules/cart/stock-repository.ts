// Stock of a sale element is the sum over the fulfilment centres that hold it.
import type { Db } from '../../db/connect.ts';

/** Units of a sale element in one fulfilment centre (0 when the centre does not hold it). */
export async function stockInCentre(db: Db, pseId: number, centreId: number): Promise<number> {
  const row = await db.selectFrom('pse_stock').select('quantity').where('pse_id', '=', pseId).where('fulfilment_center_id', '=', centreId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function stockOf(db: Db, pseId: number): Promise<number> {
  const row = await db
    .selectFrom('pse_stock')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('stock'))
    .where('pse_id', '=', pseId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}
