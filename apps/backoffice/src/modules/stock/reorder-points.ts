// Low stock (issue 36): a variant is low in a fulfilment centre when the centre holds no more than
// its reorder point, its own or else the shop's (system_config 'stock_reorder_point', 3 unless set).
// Only products shown in the shop count: a hidden one is not reordered.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

const SETTING = 'stock_reorder_point';
export const DEFAULT_REORDER_POINT = 3;

export async function shopReorderPoint(db: Db): Promise<number> {
  const row = await db.selectFrom('system_config').select('value').where('name', '=', SETTING).executeTakeFirst();
  const value = Number(row?.value);
  return Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_REORDER_POINT;
}

export async function setShopReorderPoint(db: Db, value: number): Promise<void> {
  await db
    .insertInto('system_config')
    .values({ name: SETTING, value: String(value) })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: String(value) }))
    .execute();
}

/** The reorder point of variant `v`: its own, else the shop's, else the default (one SQL expression for the list and the count). */
const reorderPointOf = (variant: string) =>
  sql`coalesce(${sql.ref(`${variant}.reorder_point`)}, (select cast(sc.value as integer) from system_config sc where sc.name = ${SETTING}), ${sql.lit(DEFAULT_REORDER_POINT)})`;

/** A condition on a product (aliased `p`): some variant of it is low in some centre. */
export function hasLowStock(eb: ExpressionBuilder<Database & { p: Database['product'] }, 'p'>) {
  return eb.exists(
    eb
      .selectFrom('product_sale_element as lv')
      .innerJoin('pse_stock as ls', 'ls.pse_id', 'lv.id')
      .select(sql.lit(1).as('one'))
      .whereRef('lv.product_id', '=', 'p.id')
      .where(sql<boolean>`ls.quantity <= ${reorderPointOf('lv')}`),
  );
}

/** How many variant-and-centre pairs of shown products are low: the dashboard's count. */
export async function countLowStock(db: Db): Promise<number> {
  const row = await db
    .selectFrom('pse_stock as s')
    .innerJoin('product_sale_element as v', 'v.id', 's.pse_id')
    .innerJoin('product as p', 'p.id', 'v.product_id')
    .select((eb) => eb.fn.countAll<string | number>().as('low'))
    .where('p.visible', '=', 1)
    .where(sql<boolean>`s.quantity <= ${reorderPointOf('v')}`)
    .executeTakeFirstOrThrow();
  return Number(row.low);
}
