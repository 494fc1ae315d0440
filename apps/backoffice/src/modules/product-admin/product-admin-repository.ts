// The admin's reads and writes of products: the searchable list, one product with its texts,
// categories, variants, stock and prices, and the writes of the edit form. Prices change only
// through prices.ts (the price-change rule).
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { containsIgnoringCase } from '../../db/text-search.ts';
import { hasLowStock } from '../stock/index.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

const ADMIN_LANG = 'de';
const DE = 5;

export type ProductFilter = {
  q?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  stock?: 'in' | 'out' | 'low' | undefined;
  active?: boolean | undefined;
};

export type ProductSearch = ProductFilter & { offset: number; limit: number };

/** The products the list's filters select. The search matches parts of a title (German or Romanian), the product or a variant reference, or an EAN. */
function filteredProducts(db: Db, search: ProductFilter) {
  let base = db.selectFrom('product as p');
  const q = search.q?.trim();
  if (q) {
    base = base.where((eb) =>
      eb.or([
        containsIgnoringCase('p.ref', q),
        eb.exists(eb.selectFrom('product_i18n as t').select(sql.lit(1).as('one')).whereRef('t.product_id', '=', 'p.id').where(containsIgnoringCase('t.title', q))),
        eb.exists(
          eb
            .selectFrom('product_sale_element as v')
            .select(sql.lit(1).as('one'))
            .whereRef('v.product_id', '=', 'p.id')
            .where((inner) => inner.or([containsIgnoringCase('v.ref', q), inner('v.ean', '=', q)])),
        ),
      ]),
    );
  }
  if (search.categoryId !== undefined) {
    const categoryId = search.categoryId;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('product_category as pc').select(sql.lit(1).as('one')).whereRef('pc.product_id', '=', 'p.id').where('pc.category_id', '=', categoryId)),
    );
  }
  if (search.brandId !== undefined) base = base.where('p.brand_id', '=', search.brandId);
  if (search.active !== undefined) base = base.where('p.visible', '=', search.active ? 1 : 0);
  if (search.stock === 'low') base = base.where(hasLowStock);
  else if (search.stock !== undefined) {
    const inStock = (eb: ExpressionBuilder<Database & { p: Database['product'] }, 'p'>) =>
      eb.exists(
        eb
          .selectFrom('product_sale_element as sv')
          .innerJoin('pse_stock as st', 'st.pse_id', 'sv.id')
          .select(sql.lit(1).as('one'))
          .whereRef('sv.product_id', '=', 'p.id')
          .where('st.quantity', '>', 0),
      );
    base = search.stock === 'in' ? base.where(inStock) : base.where((eb) => eb.not(inStock(eb)));
  }
  return base;
}

/** The ids of the products the list's filters select, by id from `afterId` on: the export reads them a page at a time. */
export async function productIdsPage(db: Db, filter: ProductFilter, afterId: number, limit: number): Promise<number[]> {
  const rows = await filteredProducts(db, filter).select('p.id').where('p.id', '>', afterId).orderBy('p.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Newest first (see filteredProducts). */
export async function searchProducts(db: Db, search: ProductSearch) {
  const base = filteredProducts(db, search);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('product_i18n as title', (join) => join.onRef('title.product_id', '=', 'p.id').on('title.lang', '=', ADMIN_LANG))
      .leftJoin('brand_i18n as brand', (join) => join.onRef('brand.brand_id', '=', 'p.brand_id').on('brand.lang', '=', ADMIN_LANG))
      .leftJoin('category_i18n as category', (join) => join.onRef('category.category_id', '=', 'p.default_category_id').on('category.lang', '=', ADMIN_LANG))
      .select((eb) => [
        'p.id',
        'p.ref',
        'p.visible',
        'title.title',
        'brand.title as brand',
        'category.title as category',
        eb.selectFrom('product_sale_element as c').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('c.product_id', '=', 'p.id').as('variant_count'),
        eb
          .selectFrom('product_sale_element as s')
          .innerJoin('pse_stock as q', 'q.pse_id', 's.id')
          .select((inner) => inner.fn.sum<number | string | null>('q.quantity').as('n'))
          .whereRef('s.product_id', '=', 'p.id')
          .as('stock'),
        eb
          .selectFrom('product_sale_element as d')
          .innerJoin('pse_price as price', 'price.pse_id', 'd.id')
          .select('price.price_cents')
          .whereRef('d.product_id', '=', 'p.id')
          .where('d.is_default', '=', 1)
          .where('price.country_id', '=', DE)
          .limit(1)
          .as('price_de_cents'),
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .offset(search.offset)
      .limit(search.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findProduct(db: DbOrTrx, id: number) {
  return db.selectFrom('product').select(['id', 'ref', 'visible', 'brand_id', 'default_category_id', 'updated_at']).where('id', '=', id).executeTakeFirst();
}

export function productTexts(db: DbOrTrx, id: number) {
  return db.selectFrom('product_i18n').select(['lang', 'title', 'chapo', 'description', 'meta_title', 'meta_description']).where('product_id', '=', id).execute();
}

export async function productCategoryIds(db: DbOrTrx, id: number): Promise<number[]> {
  const rows = await db.selectFrom('product_category').select('category_id').where('product_id', '=', id).orderBy('category_id').execute();
  return rows.map((row) => row.category_id);
}

/** Every category with its parent and German title, for the pickers and the ancestors of a filing. */
export function allCategories(db: DbOrTrx) {
  return db
    .selectFrom('category as c')
    .leftJoin('category_i18n as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', ADMIN_LANG))
    .select(['c.id', 'c.parent_id', 'c.position', 't.title'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

export function allBrands(db: DbOrTrx) {
  return db
    .selectFrom('brand as b')
    .leftJoin('brand_i18n as t', (join) => join.onRef('t.brand_id', '=', 'b.id').on('t.lang', '=', ADMIN_LANG))
    .select(['b.id', 't.title'])
    .orderBy('t.title')
    .execute();
}

export function variantsOf(db: DbOrTrx, productId: number) {
  return db
    .selectFrom('product_sale_element as v')
    .leftJoin('attribute_av_i18n as color', (join) => join.onRef('color.attribute_av_id', '=', 'v.color_av_id').on('color.lang', '=', ADMIN_LANG))
    .leftJoin('attribute_av_i18n as size', (join) => join.onRef('size.attribute_av_id', '=', 'v.size_av_id').on('size.lang', '=', ADMIN_LANG))
    .select(['v.id', 'v.ref', 'v.ean', 'v.is_default', 'v.quantity_step', 'v.reorder_point', 'color.title as color', 'size.title as size'])
    .where('v.product_id', '=', productId)
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
}

export function stockOf(db: DbOrTrx, pseIds: number[]) {
  if (pseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fulfilment_center as f')
    .innerJoin('product_sale_element as v', (join) => join.on('v.id', 'in', pseIds))
    .leftJoin('pse_stock as s', (join) => join.onRef('s.pse_id', '=', 'v.id').onRef('s.fulfilment_center_id', '=', 'f.id'))
    .select(['v.id as pse_id', 'f.id as center_id', 'f.name as center', 's.quantity'])
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}

export function pricesOf(db: DbOrTrx, pseIds: number[]) {
  if (pseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pse_price')
    .select(['pse_id', 'country_id', 'currency_code', 'price_cents', 'promo_price_cents', 'is_promo', 'list_price_cents'])
    .where('pse_id', 'in', pseIds)
    .orderBy('country_id')
    .execute();
}

export function scheduledPricesOf(db: DbOrTrx, pseIds: number[]) {
  if (pseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('price_schedule')
    .select(['id', 'pse_id', 'country_id', 'price_cents', 'promo_price_cents', 'valid_from'])
    .where('pse_id', 'in', pseIds)
    .where('applied_at', 'is', null)
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
}

export async function productShopPath(db: Db, productId: number): Promise<string | null> {
  const row = await db
    .selectFrom('rewriting_url')
    .select('url')
    .where('view', '=', 'product')
    .where('view_id', '=', productId)
    .where('view_locale', '=', 'de_DE')
    .where('redirected_to', 'is', null)
    .executeTakeFirst();
  return row ? `/${row.url}` : null;
}

/** The product row, only when it is still the version the editor started from; false when not. */
export async function updateProductRow(
  trx: Transaction<Database>,
  id: number,
  expectedUpdatedAt: string,
  values: { visible: number; brand_id: number | null; default_category_id: number; updated_at: string },
): Promise<boolean> {
  const result = await trx.updateTable('product').set(values).where('id', '=', id).where('updated_at', '=', expectedUpdatedAt).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function writeTexts(
  trx: Transaction<Database>,
  productId: number,
  texts: { lang: string; title: string; chapo: string; description: string; meta_title: string; meta_description: string }[],
): Promise<void> {
  for (const text of texts) {
    const updated = await trx.updateTable('product_i18n').set(text).where('product_id', '=', productId).where('lang', '=', text.lang).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('product_i18n').values({ product_id: productId, ...text }).execute();
  }
}

/** Replaces the product's category links (the categories and all their ancestors), touching only what changes. */
export async function replaceCategoryLinks(trx: Transaction<Database>, productId: number, categoryIds: number[]): Promise<void> {
  const current = new Set(await productCategoryIds(trx, productId));
  const next = new Set(categoryIds);
  const gone = [...current].filter((id) => !next.has(id));
  const added = [...next].filter((id) => !current.has(id));
  if (gone.length > 0) await trx.deleteFrom('product_category').where('product_id', '=', productId).where('category_id', 'in', gone).execute();
  if (added.length > 0) await trx.insertInto('product_category').values(added.map((category_id) => ({ product_id: productId, category_id }))).execute();
}

export function findVariantOf(db: DbOrTrx, productId: number, pseId: number) {
  return db.selectFrom('product_sale_element').select(['id', 'ref', 'ean', 'quantity_step', 'reorder_point']).where('id', '=', pseId).where('product_id', '=', productId).executeTakeFirst();
}

export function variantWithRef(db: DbOrTrx, ref: string) {
  return db.selectFrom('product_sale_element').select('id').where('ref', '=', ref).executeTakeFirst();
}

export async function updateVariantRow(trx: Transaction<Database>, pseId: number, values: { ref: string; ean: string; quantity_step: number; reorder_point?: number | null }): Promise<void> {
  await trx.updateTable('product_sale_element').set(values).where('id', '=', pseId).execute();
}

export function fulfilmentCenterIds(db: DbOrTrx) {
  return db.selectFrom('fulfilment_center').select('id').execute();
}

export function touchProduct(trx: Transaction<Database>, id: number, at: string) {
  return trx.updateTable('product').set({ updated_at: at }).where('id', '=', id).execute();
}

export function imagesOf(db: DbOrTrx, productId: number) {
  return db.selectFrom('product_image').select(['id', 'position', 'width', 'height', 'alt_de', 'alt_ro']).where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
}

/** Adds a photo after the product's others; answers its id. */
export async function insertImage(trx: Transaction<Database>, productId: number, image: { webp: Uint8Array; width: number; height: number }, at: string): Promise<number> {
  const last = await trx.selectFrom('product_image').select((eb) => eb.fn.max('position').as('position')).where('product_id', '=', productId).executeTakeFirst();
  const row = await trx
    .insertInto('product_image')
    .values({ product_id: productId, position: Number(last?.position ?? 0) + 1, webp: image.webp, width: image.width, height: image.height, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteImages(trx: Transaction<Database>, productId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('product_image').where('product_id', '=', productId).where('id', 'in', ids).execute();
}

export async function updateImage(trx: Transaction<Database>, productId: number, id: number, values: { position: number; alt_de: string; alt_ro: string }): Promise<void> {
  await trx.updateTable('product_image').set(values).where('product_id', '=', productId).where('id', '=', id).execute();
}

/** Every feature with its German title and this product's values in German and Romanian. */
export async function featuresOf(db: DbOrTrx, productId: number) {
  const [features, values] = await Promise.all([
    db
      .selectFrom('feature as f')
      .leftJoin('feature_i18n as t', (join) => join.onRef('t.feature_id', '=', 'f.id').on('t.lang', '=', ADMIN_LANG))
      .select(['f.id', 'f.code', 't.title'])
      .orderBy('f.position')
      .orderBy('f.id')
      .execute(),
    db.selectFrom('feature_product').select(['feature_id', 'lang', 'value']).where('product_id', '=', productId).execute(),
  ]);
  const valueOf = (featureId: number, lang: string) => values.find((row) => row.feature_id === featureId && row.lang === lang)?.value ?? '';
  return features.map((feature) => ({ feature_id: feature.id, title: feature.title ?? feature.code, value_de: valueOf(feature.id, 'de'), value_ro: valueOf(feature.id, 'ro') }));
}

/** Sets the feature values given (an empty one is removed); features not given stay as they are. */
export async function setFeatureValues(trx: Transaction<Database>, productId: number, values: { feature_id: number; lang: string; value: string }[]): Promise<void> {
  for (const row of values) {
    await trx.deleteFrom('feature_product').where('product_id', '=', productId).where('feature_id', '=', row.feature_id).where('lang', '=', row.lang).execute();
    if (row.value !== '') await trx.insertInto('feature_product').values({ product_id: productId, feature_id: row.feature_id, lang: row.lang, value: row.value }).execute();
  }
}

export function accessoriesOf(db: DbOrTrx, productId: number) {
  return db
    .selectFrom('accessory as a')
    .innerJoin('product as p', 'p.id', 'a.accessory_id')
    .leftJoin('product_i18n as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', ADMIN_LANG))
    .select(['p.id', 'p.ref', 't.title'])
    .where('a.product_id', '=', productId)
    .orderBy('a.position')
    .execute();
}

export function productIdsByRef(db: DbOrTrx, refs: string[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return db.selectFrom('product').select(['id', 'ref']).where('ref', 'in', refs).execute();
}

export async function replaceAccessories(trx: Transaction<Database>, productId: number, accessoryIds: number[]): Promise<void> {
  await trx.deleteFrom('accessory').where('product_id', '=', productId).execute();
  if (accessoryIds.length > 0) {
    await trx
      .insertInto('accessory')
      .values(accessoryIds.map((accessory_id, index) => ({ product_id: productId, accessory_id, position: index + 1 })))
      .execute();
  }
}

/** A price of this product still waiting for its day (not applied), with the variant it is for. */
export function openScheduledPrice(db: DbOrTrx, productId: number, scheduleId: number) {
  return db
    .selectFrom('price_schedule as s')
    .innerJoin('product_sale_element as v', 'v.id', 's.pse_id')
    .select(['s.id', 's.pse_id', 's.country_id', 's.price_cents', 's.promo_price_cents', 's.list_price_cents', 's.valid_from'])
    .where('s.id', '=', scheduleId)
    .where('v.product_id', '=', productId)
    .where('s.applied_at', 'is', null)
    .executeTakeFirst();
}

/** Removes a waiting price, only while it still waits; answers whether it did. */
export async function deleteOpenScheduledPrice(trx: Transaction<Database>, scheduleId: number, notAfter: string): Promise<boolean> {
  const result = await trx.deleteFrom('price_schedule').where('id', '=', scheduleId).where('applied_at', 'is', null).where('valid_from', '>', notAfter).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Other waiting prices of the variant in the country from the same moment. */
export function openScheduledPricesAt(trx: Transaction<Database>, pseId: number, countryId: number, validFrom: string) {
  return trx
    .selectFrom('price_schedule')
    .select(['id', 'price_cents', 'promo_price_cents'])
    .where('pse_id', '=', pseId)
    .where('country_id', '=', countryId)
    .where('valid_from', '=', validFrom)
    .where('applied_at', 'is', null)
    .execute();
}

/** Removes the newest history line of the variant in the country at that moment with that paying price. */
export async function deleteHistoryLine(trx: Transaction<Database>, pseId: number, countryId: number, validFrom: string, paying: number): Promise<void> {
  const line = await trx
    .selectFrom('price_history')
    .select('id')
    .where('pse_id', '=', pseId)
    .where('country_id', '=', countryId)
    .where('valid_from', '=', validFrom)
    .where('price_cents', '=', paying)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (line) await trx.deleteFrom('price_history').where('id', '=', line.id).execute();
}

export function documentsOf(db: DbOrTrx, productId: number) {
  return db
    .selectFrom('product_document')
    .select(['id', 'position', 'title_de', 'title_ro', 'file_name', 'byte_size'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Adds a document after the product's others; answers its id. */
export async function insertDocument(
  trx: Transaction<Database>,
  productId: number,
  document: { pdf: Uint8Array; title_de: string; title_ro: string; file_name: string },
  at: string,
): Promise<number> {
  const last = await trx.selectFrom('product_document').select((eb) => eb.fn.max('position').as('position')).where('product_id', '=', productId).executeTakeFirst();
  const row = await trx
    .insertInto('product_document')
    .values({ product_id: productId, position: Number(last?.position ?? 0) + 1, ...document, byte_size: document.pdf.byteLength, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteDocuments(trx: Transaction<Database>, productId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('product_document').where('product_id', '=', productId).where('id', 'in', ids).execute();
}

export async function updateDocument(trx: Transaction<Database>, productId: number, id: number, values: { position: number; title_de: string; title_ro: string }): Promise<void> {
  await trx.updateTable('product_document').set(values).where('product_id', '=', productId).where('id', '=', id).execute();
}

/** The product's manufacturer and safety information (GPSR, issue 17), if the catalog has them. */
export function safetyOf(db: DbOrTrx, productId: number) {
  return db.selectFrom('product_safety').select(['manufacturer_name', 'manufacturer_address', 'manufacturer_email', 'information_de', 'information_ro']).where('product_id', '=', productId).executeTakeFirst();
}

/** Writes the product's safety information; null removes it. */
export async function replaceSafety(
  trx: Transaction<Database>,
  productId: number,
  safety: { manufacturer_name: string; manufacturer_address: string; manufacturer_email: string; information_de: string; information_ro: string } | null,
): Promise<void> {
  await trx.deleteFrom('product_safety').where('product_id', '=', productId).execute();
  if (safety) await trx.insertInto('product_safety').values({ product_id: productId, ...safety }).execute();
}

/** Product descriptions in (product, language) order after `after`, a page at a time. */
export function descriptionsAfter(db: Db, after: { productId: number; lang: string }, limit: number) {
  return db
    .selectFrom('product_i18n')
    .select(['product_id', 'lang', 'description'])
    .where((eb) => eb.or([eb('product_id', '>', after.productId), eb.and([eb('product_id', '=', after.productId), eb('lang', '>', after.lang)])]))
    .orderBy('product_id')
    .orderBy('lang')
    .limit(limit)
    .execute();
}

/** Writes the description only while it is still `row.description`: false when it changed meanwhile. */
export async function replaceDescriptionIfUnchanged(db: Db, row: { product_id: number; lang: string; description: string }, description: string): Promise<boolean> {
  const result = await db
    .updateTable('product_i18n')
    .set({ description })
    .where('product_id', '=', row.product_id)
    .where('lang', '=', row.lang)
    .where('description', '=', row.description)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
