// The demo shop: a complete, deterministic catalog, content and configuration for the three
// storefronts, written on first start. Same options, same shop (dates follow `now`).
import type { ShopMode } from '@shop/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedDemoAccounts } from '../modules/customer/index.ts';
import { seedDemoCheckout, seedDemoCoupons } from '../modules/checkout/index.ts';
import { createBatchInserter, dialectOf } from './batch-insert.ts';
import { buildCatalogIndex } from './catalog-index.ts';
import { contentRows } from './content/index.ts';
import { brands } from './data/brands.ts';
import { recordOpeningStock } from '../modules/stock/index.ts';
import { seedProductDocuments } from './product-documents.ts';
import { seedProductSafety } from './product-safety.ts';
import { buildProductRows, planProduct, type Counters, type ProductPlan } from './products.ts';
import { createRelationIndex, listRows, productRelationRows, shopPicks } from './relations.ts';
import { referenceRows } from './reference-data.ts';
import { createRewritingUrls } from './rewriting.ts';
import type { RowSet, TableName } from './rows.ts';
import { shopConfigRows } from './shop-config.ts';

export { SEED_MARKER } from './shop-config.ts';

export interface SeedOptions {
  /** Number of products; 600 by default, up to 100,000 and more for benchmarks. */
  products?: number;
  /** The moment dates are relative to (creation dates, price history); default: now. */
  now?: Date;
  /**
   * 'production' writes the catalog, content and shop configuration but none of the demo's
   * sign-in accounts (admin@example.com, firma@example.com) or coupons. Default: 'demo'.
   */
  mode?: ShopMode;
}

export interface SeedSummary {
  products: number;
  saleElements: number;
  categories: number;
  brands: number;
  contents: number;
  rewritingUrls: number;
  rows: number;
  milliseconds: number;
}

export const DEFAULT_PRODUCT_COUNT = 600;
/** Products generated and written per round, to keep memory flat for large seeds. */
const PRODUCTS_PER_CHUNK = 1_000;

const REFERENCE_TABLES: readonly TableName[] = [
  'country',
  'country_i18n',
  'tax_rule',
  'state',
  'attribute',
  'attribute_i18n',
  'attribute_av',
  'attribute_av_i18n',
  'product_delay',
  'product_delay_i18n',
  'feature',
  'feature_i18n',
  'associated_keyword',
  'associated_keyword_i18n',
  'selection',
  'selection_i18n',
  'brand',
  'brand_i18n',
  'category',
  'category_i18n',
  'zero_vat_category',
  'fulfilment_center',
  'local_pickup_point',
  'rewriting_url',
];
const CONTENT_TABLES: readonly TableName[] = ['folder', 'folder_i18n', 'content', 'content_i18n', 'rewriting_url'];
const PRODUCT_TABLES: readonly TableName[] = [
  'product',
  'product_i18n',
  'product_category',
  'product_undeliverable',
  'product_sale_element',
  'pse_price',
  'price_history',
  'pse_stock',
  'feature_product',
  'product_associated_keyword',
  'rewriting_url',
];
const RELATION_TABLES: readonly TableName[] = ['accessory', 'recommendation', 'selection_product'];
const CONFIG_TABLES: readonly TableName[] = ['locale_config', 'store_info', 'tag_manager', 'module_config', 'system_config'];
/** Tables whose ids PostgreSQL generates; the seed sets them, so their sequences move on after it. */
const IDENTITY_TABLES = ['tax_rule', 'price_history', 'rewriting_url'] as const;

/** True when the database already holds a shop (the seed then leaves it alone). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('country').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Writes the demo shop into an empty, migrated database, in one transaction. */
export async function seedDemoShop(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isSafeInteger(productCount) || productCount < 1) throw new RangeError(`products must be a positive integer, got ${productCount}`);
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError('now is not a valid date');
  if (await isSeeded(db)) throw new Error('The database already holds a shop; the demo seed only fills an empty database.');

  const started = performance.now();
  const catalog = buildCatalogIndex();
  const plans: ProductPlan[] = [];
  for (let id = 1; id <= productCount; id += 1) plans.push(planProduct(id, catalog));
  const picks = shopPicks(plans);
  const urls = createRewritingUrls();
  const counters: Counters = { pse: 0, priceHistory: 0 };
  let contentCount = 0;

  const rowsWritten = await db.transaction().execute(async (trx) => {
    const inserter = createBatchInserter(trx);
    const reference = referenceRows(catalog, urls);
    await inserter.insertAll(reference.rows, REFERENCE_TABLES);
    // Content claims its fixed URLs before products take theirs.
    const content = contentRows(catalog, picks, urls, now);
    contentCount = content.content?.length ?? 0;
    await inserter.insertAll(content, CONTENT_TABLES);

    for (let from = 1; from <= productCount; from += PRODUCTS_PER_CHUNK) {
      const to = Math.min(productCount, from + PRODUCTS_PER_CHUNK - 1);
      const rows: RowSet = {};
      for (let id = from; id <= to; id += 1) buildProductRows(plans[id - 1] as ProductPlan, { catalog, now, counters, urls }, rows);
      await inserter.insertAll(rows, PRODUCT_TABLES);
    }
    // The stock ledger starts with what the seed put in stock.
    await recordOpeningStock(trx, now.toISOString());
    await seedProductDocuments(trx, productCount, now);
    await seedProductSafety(trx, productCount);
    const relationIndex = createRelationIndex(plans);
    for (let from = 1; from <= productCount; from += PRODUCTS_PER_CHUNK * 10) {
      await inserter.insertAll(productRelationRows(relationIndex, from, from + PRODUCTS_PER_CHUNK * 10 - 1), RELATION_TABLES);
    }
    await inserter.insertAll(listRows(plans, catalog, picks), RELATION_TABLES);
    await inserter.insertAll(shopConfigRows({ catalog, picks, categoryUrls: reference.categoryUrls }, now, productCount), CONFIG_TABLES);

    if (dialectOf(trx) === 'postgres') {
      for (const table of IDENTITY_TABLES) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
    await seedDemoCheckout(trx);
    if ((options.mode ?? 'demo') === 'demo') {
      // The demo admin and company customer (documented in modules/customer/demo-accounts.ts),
      // with passwords everybody can read, and coupons everybody can use: never in production.
      await seedDemoAccounts(trx, now);
      await seedDemoCoupons(trx, now);
    }
    return inserter.rowsWritten();
  });
  // PostgreSQL plans a freshly loaded catalog on an empty table's numbers until autovacuum has
  // looked at it (and a server may run without autovacuum): at 100,000 products a search's stock
  // lookup for 5 hits read all 800,000 stock rows (234 ms instead of 0.65). The seed analyses what it
  // wrote, as after any bulk load.
  if (dialectOf(db) === 'postgres') {
    const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
    if (tables.rows.length > 0) await sql`analyze ${sql.join(tables.rows.map((table) => sql.table(table.name)))}`.execute(db);
  }

  return {
    products: productCount,
    saleElements: counters.pse,
    categories: catalog.categories.length,
    brands: brands.length,
    contents: contentCount,
    rewritingUrls: urls.count(),
    rows: rowsWritten,
    milliseconds: Math.round(performance.now() - started),
  };
}
