// The reads of the export (a page of products, variants, customers or orders at a time, by id) and
// the import's own reads and writes: variants and products by reference, the stored uploads, a
// product's shown flag. Prices change only through product-admin's changePrices; stock and texts
// through the product editor's own writes (product-admin's entry).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type DbOrTrx = Kysely<Database> | Transaction<Database>;

const ADMIN_LANG = 'de';

// --- export --------------------------------------------------------------------------------------

/** Products with brand, default category (German titles) and their texts in German and Romanian. */
export async function productsForExport(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return { products: [], texts: [] };
  const [products, texts] = await Promise.all([
    db
      .selectFrom('product as p')
      .leftJoin('brand_i18n as brand', (join) => join.onRef('brand.brand_id', '=', 'p.brand_id').on('brand.lang', '=', ADMIN_LANG))
      .leftJoin('category_i18n as category', (join) => join.onRef('category.category_id', '=', 'p.default_category_id').on('category.lang', '=', ADMIN_LANG))
      .select(['p.id', 'p.ref', 'p.visible', 'brand.title as brand', 'category.title as category'])
      .where('p.id', 'in', ids)
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('product_i18n')
      .select(['product_id', 'lang', 'title', 'chapo', 'description', 'meta_title', 'meta_description'])
      .where('product_id', 'in', ids)
      .execute(),
  ]);
  return { products, texts };
}

/** The products' variants in their order, with the product's reference and German title. */
function variantsForExport(db: DbOrTrx, productIds: number[]) {
  return db
    .selectFrom('product_sale_element as v')
    .innerJoin('product as p', 'p.id', 'v.product_id')
    .leftJoin('product_i18n as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', ADMIN_LANG))
    .select(['v.id', 'v.ref as variant_ref', 'p.ref as product_ref', 't.title'])
    .where('v.product_id', 'in', productIds)
    .orderBy('v.product_id')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
}

/**
 * The variants' prices per country, with the product's reference and German title. Two queries (the
 * variants, then their prices by id): PostgreSQL then reads both by index instead of scanning every
 * price for a join.
 */
export async function pricesForExport(db: DbOrTrx, productIds: number[]) {
  if (productIds.length === 0) return [];
  const variants = await variantsForExport(db, productIds);
  if (variants.length === 0) return [];
  const prices = await db
    .selectFrom('pse_price as price')
    .innerJoin('country as c', 'c.id', 'price.country_id')
    .select(['price.pse_id', 'c.iso_alpha2', 'price.country_id', 'price.currency_code', 'price.price_cents', 'price.promo_price_cents', 'price.is_promo', 'price.list_price_cents'])
    .where(
      'price.pse_id',
      'in',
      variants.map((variant) => variant.id),
    )
    .orderBy('price.pse_id')
    .orderBy('price.country_id')
    .execute();
  const byVariant = new Map<number, typeof prices>();
  for (const price of prices) byVariant.set(price.pse_id, [...(byVariant.get(price.pse_id) ?? []), price]);
  return variants.flatMap((variant) => (byVariant.get(variant.id) ?? []).map((price) => ({ ...variant, ...price })));
}

/** The variants' stock per fulfilment centre (every centre, 0 where none is kept). */
export async function stockForExport(db: DbOrTrx, productIds: number[]) {
  if (productIds.length === 0) return [];
  const variants = await variantsForExport(db, productIds);
  if (variants.length === 0) return [];
  const [centers, stock] = await Promise.all([
    db.selectFrom('fulfilment_center').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('pse_stock')
      .select(['pse_id', 'fulfilment_center_id', 'quantity'])
      .where(
        'pse_id',
        'in',
        variants.map((variant) => variant.id),
      )
      .execute(),
  ]);
  const quantityOf = new Map(stock.map((row) => [`${row.pse_id}:${row.fulfilment_center_id}`, row.quantity]));
  return variants.flatMap((variant) => centers.map((center) => ({ ...variant, center_id: center.id, center: center.name, quantity: quantityOf.get(`${variant.id}:${center.id}`) ?? 0 })));
}

export function customersForExport(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer as c')
    .innerJoin('country as country', 'country.id', 'c.country_id')
    .select((eb) => [
      'c.ref',
      'c.email',
      'c.firstname',
      'c.lastname',
      'c.company',
      'country.iso_alpha2',
      'c.is_guest',
      'c.role',
      'c.blocked_at',
      'c.created_at',
      eb.selectFrom('shop_order as o').select((inner) => inner.fn.countAll<number | string>().as('n')).whereRef('o.customer_id', '=', 'c.id').as('order_count'),
    ])
    .where('c.id', 'in', ids)
    .orderBy('c.id')
    .execute();
}

export function ordersForExport(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shop_order as o')
    .innerJoin('order_address as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.kind', '=', 'invoice'))
    .innerJoin('country as c', 'c.id', 'o.country_id')
    .select(['o.ref', 'o.created_at', 'o.status', 'o.payment_code', 'c.iso_alpha2', 'o.currency_code', 'o.customer_email', 'a.firstname', 'a.lastname', 'a.company', 'o.total_taxed_cents'])
    .where('o.id', 'in', ids)
    .orderBy('o.id')
    .execute();
}

// --- import --------------------------------------------------------------------------------------

export function variantsByRef(db: DbOrTrx, refs: string[]) {
  if (refs.length === 0) return Promise.resolve([]);
  return db.selectFrom('product_sale_element').select(['id', 'ref', 'product_id']).where('ref', 'in', refs).execute();
}

export function currentPrices(db: DbOrTrx, pseIds: number[]) {
  if (pseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('pse_price').select(['pse_id', 'country_id', 'price_cents', 'promo_price_cents', 'is_promo', 'list_price_cents']).where('pse_id', 'in', pseIds).execute();
}

export function currentStock(db: DbOrTrx, pseIds: number[]) {
  if (pseIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('pse_stock').select(['pse_id', 'fulfilment_center_id', 'quantity']).where('pse_id', 'in', pseIds).execute();
}

export async function centerIds(db: DbOrTrx): Promise<number[]> {
  return (await db.selectFrom('fulfilment_center').select('id').execute()).map((row) => row.id);
}

export async function productsByRef(db: DbOrTrx, refs: string[]) {
  if (refs.length === 0) return { products: [], texts: [] };
  const products = await db.selectFrom('product').select(['id', 'ref', 'visible', 'updated_at']).where('ref', 'in', refs).execute();
  const ids = products.map((product) => product.id);
  const texts =
    ids.length === 0
      ? []
      : await db.selectFrom('product_i18n').select(['product_id', 'lang', 'title', 'chapo', 'description', 'meta_title', 'meta_description']).where('product_id', 'in', ids).execute();
  return { products, texts };
}

/** Shown or hidden, and a new version for the editor (a form opened before the import is refused). */
export async function setProductShown(trx: Transaction<Database>, id: number, visible: number, updatedAt: string): Promise<void> {
  await trx.updateTable('product').set({ visible, updated_at: updatedAt }).where('id', '=', id).execute();
}

// --- uploads -------------------------------------------------------------------------------------

export async function insertUpload(db: DbOrTrx, row: { token: string; staff_id: number; kind: string; file_name: string; content: Uint8Array; created_at: string; expires_at: string }) {
  await db.insertInto('transfer_upload').values(row).execute();
}

export function findUpload(db: DbOrTrx, token: string, staffId: number, now: string) {
  return db
    .selectFrom('transfer_upload')
    .select(['id', 'kind', 'file_name', 'content', 'expires_at'])
    .where('token', '=', token)
    .where('staff_id', '=', staffId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Removes the upload; answers whether it was still there (an apply racing another one loses). */
export async function deleteUpload(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('transfer_upload').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredUploads(db: DbOrTrx, now: string): Promise<void> {
  await db.deleteFrom('transfer_upload').where('expires_at', '<=', now).execute();
}

/** The tables each import writes (PostgreSQL's statistics of them are renewed after an import). */
const importedTables = {
  products: ['product', 'product_i18n'],
  prices: ['pse_price', 'price_history', 'price_schedule'],
  stock: ['pse_stock'],
} as const;

/**
 * PostgreSQL plans from its statistics: right after a large import they describe the catalog before
 * it, and listings ran 5 to 20 times slower until autovacuum analysed the tables (docs/benchmarks.md).
 */
export async function analyzeImportedTables(db: Kysely<Database>, kind: keyof typeof importedTables): Promise<void> {
  await sql`analyze ${sql.join(importedTables[kind].map((table) => sql.table(table)))}`.execute(db);
}
