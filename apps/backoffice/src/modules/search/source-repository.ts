// Reads of the catalog and content rows the index is built from (index-source.ts), by batches of
// ids. Reads across the catalog's tables: the index needs them raw, not as product cards.
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';

export function listProductsByIds(db: Db, ids: number[]) {
  return db.selectFrom('product').select(['id', 'ref', 'brand_id', 'default_category_id', 'visible', 'sales_count']).where('id', 'in', ids).execute();
}

export function listProductTexts(db: Db, productIds: number[]) {
  return db.selectFrom('product_i18n').select(['product_id', 'lang', 'title', 'chapo', 'description']).where('product_id', 'in', productIds).execute();
}

export function listProductVariants(db: Db, productIds: number[]) {
  return db
    .selectFrom('product_sale_element')
    .select(['id', 'product_id', 'ref', 'ean', 'is_default', 'color_av_id'])
    .where('product_id', 'in', productIds)
    .execute();
}

export function listProductCategoryLinks(db: Db, productIds: number[]) {
  return db.selectFrom('product_category').select(['product_id', 'category_id']).where('product_id', 'in', productIds).execute();
}

/** Stock of each variant over every fulfilment centre. */
export function sumVariantStock(db: Db, pseIds: number[]) {
  return db
    .selectFrom('pse_stock')
    .select((eb) => ['pse_id', eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql.lit(0)).as('quantity')])
    .where('pse_id', 'in', pseIds)
    .groupBy('pse_id')
    .execute();
}

export function listBrandNames(db: Db, brandIds: number[]) {
  return db.selectFrom('brand_i18n').select(['brand_id as id', 'lang', 'title']).where('brand_id', 'in', brandIds).execute();
}

export function listCategoryNames(db: Db, categoryIds: number[]) {
  return db.selectFrom('category_i18n').select(['category_id as id', 'lang', 'title']).where('category_id', 'in', categoryIds).execute();
}

export function listColorNames(db: Db, colorAvIds: number[]) {
  return db.selectFrom('attribute_av_i18n').select(['attribute_av_id as id', 'lang', 'title']).where('attribute_av_id', 'in', colorAvIds).execute();
}

/** Visible pages with their texts in every locale. */
export function listVisibleContentTexts(db: Db, contentIds: number[]) {
  return db
    .selectFrom('content')
    .innerJoin('content_i18n', 'content_i18n.content_id', 'content.id')
    .select(['content.id', 'content.position', 'content_i18n.locale', 'content_i18n.title', 'content_i18n.chapo', 'content_i18n.description'])
    .where('content.id', 'in', contentIds)
    .where('content.visible', '=', 1)
    .execute();
}
