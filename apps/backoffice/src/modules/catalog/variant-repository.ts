// Variants (product sale elements): their colours and sizes, stock and quantity steps.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/** Queries that read variants as `pse`. */
type VariantQuery = ExpressionBuilder<Database & { pse: Database['product_sale_element'] }, 'pse'>;

/** The stock of variant `pse`, summed over the centres; null when no centre holds it. */
function summedStock(eb: VariantQuery) {
  return eb
    .selectFrom('pse_stock')
    .select((inner) => inner.fn.sum<number>('pse_stock.quantity').as('stock'))
    .whereRef('pse_stock.pse_id', '=', 'pse.id')
    .as('stock');
}

/** A product's variants with colour and size titles in `lang` and stock summed over centres, in display order. */
export async function variantsWithStock(db: Db, productId: number, lang: string) {
  return db
    .selectFrom('product_sale_element as pse')
    .leftJoin('attribute_av as color', 'color.id', 'pse.color_av_id')
    .leftJoin('attribute_av_i18n as color_i18n', (join) =>
      join.onRef('color_i18n.attribute_av_id', '=', 'pse.color_av_id').on('color_i18n.lang', '=', lang),
    )
    .leftJoin('attribute_av as size', 'size.id', 'pse.size_av_id')
    .leftJoin('attribute_av_i18n as size_i18n', (join) =>
      join.onRef('size_i18n.attribute_av_id', '=', 'pse.size_av_id').on('size_i18n.lang', '=', lang),
    )
    .select((eb) => [
      'pse.id',
      'pse.color_av_id',
      'color_i18n.title as color_title',
      'size_i18n.title as size_title',
      summedStock(eb),
    ])
    .where('pse.product_id', '=', productId)
    .orderBy('color.position')
    .orderBy('size.position')
    .orderBy('pse.position')
    .execute();
}

/** The quantity step of each known variant of `pseIds`; unknown ids have no row. */
export async function quantitySteps(db: Db, pseIds: number[]) {
  return db
    .selectFrom('product_sale_element')
    .select(['id', 'quantity_step'])
    .where('id', 'in', pseIds)
    .execute();
}
