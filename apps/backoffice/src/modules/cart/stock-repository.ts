// Stock of a sale element is the sum over the fulfilment centres that hold it.
import type { Db } from '../../db/connect.ts';

export async function stockOf(db: Db, pseId: number): Promise<number> {
  const row = await db
    .selectFrom('pse_stock')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('stock'))
    .where('pse_id', '=', pseId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}
