// Product lists kept by hand: selections, a product's accessories and recommendations. The lists
// are ids in the list's order; the routes turn them into product cards.
import type { Db } from '../../db/connect.ts';

/** A selection with its title in `lang` (null when it has none there); undefined when unknown. */
export async function findSelection(db: Db, selectionId: number, lang: string) {
  return db
    .selectFrom('selection')
    .leftJoin('selection_i18n as si', (join) => join.onRef('si.selection_id', '=', 'selection.id').on('si.lang', '=', lang))
    .select(['selection.id', 'selection.code', 'si.title'])
    .where('selection.id', '=', selectionId)
    .executeTakeFirst();
}

export async function selectionProductIds(db: Db, selectionId: number): Promise<number[]> {
  const rows = await db.selectFrom('selection_product').select('product_id').where('selection_id', '=', selectionId).orderBy('position').execute();
  return rows.map((row) => row.product_id);
}

export async function accessoryIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db.selectFrom('accessory').select('accessory_id').where('product_id', '=', productId).orderBy('position').execute();
  return rows.map((row) => row.accessory_id);
}

/** The first `limit` products recommended for an item, a category or (source 0) as bestsellers. */
export async function recommendedIds(db: Db, kind: 'item' | 'category' | 'bestseller', sourceId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recommendation')
    .select('product_id')
    .where('kind', '=', kind)
    .where('source_id', '=', sourceId)
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map((row) => row.product_id);
}
