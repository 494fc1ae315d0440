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

/** What showing a variant's price needs, of the variant (`pse`) and its price row (`price`). */
export const priceColumns = [
  'pse.unit',
  'pse.unit_content_milli',
  'price.price_cents',
  'price.promo_price_cents',
  'price.list_price_cents',
  'price.is_promo',
] as const;

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

/** A variant of a visible product with its price in one country and its stock; undefined when not shown. */
export async function findVisibleVariant(db: Db, pseId: number, countryId: number) {
  return db
    .selectFrom('product_sale_element as pse')
    .innerJoin('product', 'product.id', 'pse.product_id')
    .leftJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'pse.id').on('price.country_id', '=', countryId))
    .select((eb) => [
      'pse.id',
      'pse.product_id',
      'pse.ref',
      'pse.ean',
      'pse.is_default',
      'pse.weight_grams',
      'pse.color_av_id',
      'pse.size_av_id',
      ...priceColumns,
      summedStock(eb),
    ])
    .where('pse.id', '=', pseId)
    .where('product.visible', '=', 1)
    .executeTakeFirst();
}

/** The attributes (colour, size) and values of `avIds`, titled in `lang`, by attribute. */
export async function attributeValues(db: Db, avIds: number[], lang: string) {
  if (avIds.length === 0) return [];
  return db
    .selectFrom('attribute_av as av')
    .innerJoin('attribute_i18n as ai', (join) => join.onRef('ai.attribute_id', '=', 'av.attribute_id').on('ai.lang', '=', lang))
    .innerJoin('attribute_av_i18n as avi', (join) => join.onRef('avi.attribute_av_id', '=', 'av.id').on('avi.lang', '=', lang))
    .select(['av.attribute_id', 'ai.title as attribute_title', 'av.id as attribute_av_id', 'avi.title as attribute_av_title'])
    .where('av.id', 'in', avIds)
    .orderBy('av.attribute_id')
    .execute();
}

/** The product a variant belongs to; undefined when there is no such variant. */
export async function productIdOfVariant(db: Db, pseId: number): Promise<number | undefined> {
  const row = await db.selectFrom('product_sale_element').select('product_id').where('id', '=', pseId).executeTakeFirst();
  return row?.product_id;
}

/**
 * A variant's price changes in one country (net cents from a date on) that have begun by `asOf`
 * (ISO time), unordered: a change saved for a later day counts from its day on.
 */
export async function variantPriceHistory(db: Db, pseId: number, countryId: number, asOf: string) {
  return db
    .selectFrom('price_history')
    .select(['price_cents', 'valid_from'])
    .where('pse_id', '=', pseId)
    .where('country_id', '=', countryId)
    .where('valid_from', '<=', asOf)
    .execute();
}
