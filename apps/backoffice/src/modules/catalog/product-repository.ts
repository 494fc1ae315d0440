// Product queries. Listing first finds the ids of one page (cheap, indexed), then loads everything
// a product card needs for just those ids in a few batched queries.
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { byFacetTitle } from './facet-order.ts';
import { priceColumns } from './variant-repository.ts';

export type ProductListFilter = {
  countryId: number;
  categoryIds?: number[] | undefined;
  brandId?: number | undefined;
  colorAvId?: number | undefined;
  /** Bounds on the net price the shopper pays (promo price when on promotion) of the default variant. */
  netPriceMin?: number | undefined;
  netPriceMax?: number | undefined;
  inStock?: boolean | undefined;
  order: 'sales_view_quantity' | 'min_price' | 'max_price' | 'alpha' | 'alpha_reverse' | 'created' | 'created_reverse';
  lang: string;
  limit: number;
  offset: number;
};

function filteredProducts(db: Db, filter: Omit<ProductListFilter, 'order' | 'limit' | 'offset' | 'lang'>) {
  let query = db.selectFrom('product').where('product.visible', '=', 1);
  if (filter.categoryIds !== undefined) {
    const ids = filter.categoryIds.length > 0 ? filter.categoryIds : [0];
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_category')
          .select(sql.lit(1).as('one'))
          .whereRef('product_category.product_id', '=', 'product.id')
          .where('product_category.category_id', 'in', ids),
      ),
    );
  }
  if (filter.brandId !== undefined) query = query.where('product.brand_id', '=', filter.brandId);
  if (filter.colorAvId !== undefined) {
    const colorAvId = filter.colorAvId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_sale_element as pse_color')
          .select(sql.lit(1).as('one'))
          .whereRef('pse_color.product_id', '=', 'product.id')
          .where('pse_color.color_av_id', '=', colorAvId),
      ),
    );
  }
  if (filter.netPriceMin !== undefined || filter.netPriceMax !== undefined) {
    const { netPriceMin, netPriceMax, countryId } = filter;
    query = query.where((eb) => {
      let prices = eb
        .selectFrom('product_sale_element as pse_price_filter')
        .innerJoin('pse_price as price_filter', (join) =>
          join.onRef('price_filter.pse_id', '=', 'pse_price_filter.id').on('price_filter.country_id', '=', countryId),
        )
        .select(sql.lit(1).as('one'))
        .whereRef('pse_price_filter.product_id', '=', 'product.id')
        .where('pse_price_filter.is_default', '=', 1);
      if (netPriceMin !== undefined) prices = prices.where(payingNetPrice, '>=', netPriceMin);
      if (netPriceMax !== undefined) prices = prices.where(payingNetPrice, '<=', netPriceMax);
      return eb.exists(prices);
    });
  }
  if (filter.inStock === true) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_sale_element as pse_stock_filter')
          .innerJoin('pse_stock as stock_filter', 'stock_filter.pse_id', 'pse_stock_filter.id')
          .select(sql.lit(1).as('one'))
          .whereRef('pse_stock_filter.product_id', '=', 'product.id')
          .where('stock_filter.quantity', '>', 0),
      ),
    );
  }
  return query;
}

/** The net price a shopper pays for the default variant: the promo price while on promotion. */
const payingNetPrice = sql<number>`case when price_filter.is_promo = 1 and price_filter.promo_price_cents is not null then price_filter.promo_price_cents else price_filter.price_cents end`;

export type FacetFilter = Omit<ProductListFilter, 'order' | 'limit' | 'offset' | 'lang'>;

/**
 * Brands and colours of the products matching `filter`, with how many products have each. Each
 * choice counts what the listing would show with it and every other active filter: the brand counts
 * leave the chosen brand out, the colour counts the chosen colour (so the other brands and colours
 * stay choosable), and both follow the price range and the in-stock filter.
 */
export async function listFacets(db: Db, filter: FacetFilter, lang: string) {
  const [brands, colors] = await Promise.all([
    filteredProducts(db, { ...filter, brandId: undefined })
      .innerJoin('brand_i18n as facet_brand', (join) => join.onRef('facet_brand.brand_id', '=', 'product.brand_id').on('facet_brand.lang', '=', lang))
      .select((eb) => ['facet_brand.brand_id as id', 'facet_brand.title', eb.fn.countAll<number>().as('count')])
      .groupBy(['facet_brand.brand_id', 'facet_brand.title'])
      .execute(),
    filteredProducts(db, { ...filter, colorAvId: undefined })
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('product_sale_element')
            .select(['product_id', 'color_av_id'])
            .distinct()
            .where('color_av_id', 'is not', null)
            .as('facet_pse'),
        (join) => join.onRef('facet_pse.product_id', '=', 'product.id'),
      )
      .innerJoin('attribute_av_i18n as facet_color', (join) =>
        join.onRef('facet_color.attribute_av_id', '=', 'facet_pse.color_av_id').on('facet_color.lang', '=', lang),
      )
      .select((eb) => ['facet_color.attribute_av_id as id', 'facet_color.title', eb.fn.countAll<number>().as('count')])
      .groupBy(['facet_color.attribute_av_id', 'facet_color.title'])
      .execute(),
  ]);
  const toFacet = (row: { id: number | null; title: string; count: number | string | bigint }) =>
    row.id === null ? [] : [{ id: row.id, title: row.title, count: Number(row.count) }];
  const [chosenBrand, chosenColor] = await Promise.all([
    filter.brandId === undefined || brands.some((row) => row.id === filter.brandId)
      ? undefined
      : db.selectFrom('brand_i18n').select(['brand_id as id', 'title']).where('brand_id', '=', filter.brandId).where('lang', '=', lang).executeTakeFirst(),
    filter.colorAvId === undefined || colors.some((row) => row.id === filter.colorAvId)
      ? undefined
      : db.selectFrom('attribute_av_i18n').select(['attribute_av_id as id', 'title']).where('attribute_av_id', '=', filter.colorAvId).where('lang', '=', lang).executeTakeFirst(),
  ]);
  // A chosen brand or colour that nothing matches under the other filters stays listed (with 0),
  // so the form still shows the choice the listing is filtered by.
  const withChosen = (rows: { id: number | null; title: string; count: number | string | bigint }[], chosen: { id: number; title: string } | undefined) =>
    (chosen ? [...rows, { ...chosen, count: 0 }] : rows).flatMap(toFacet).sort(byFacetTitle(lang));
  return { brands: withChosen(brands, chosenBrand), colors: withChosen(colors, chosenColor) };
}

export async function countProducts(db: Db, filter: Omit<ProductListFilter, 'order' | 'limit' | 'offset' | 'lang'>): Promise<number> {
  const row = await filteredProducts(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listProductIds(db: Db, filter: ProductListFilter): Promise<number[]> {
  let query = filteredProducts(db, filter).select('product.id');
  switch (filter.order) {
    case 'sales_view_quantity':
      // Matches the (sales_count, id) index read backwards: the first page needs no sort.
      query = query.orderBy('product.sales_count', 'desc');
      break;
    case 'created':
      query = query.orderBy('product.created_at', 'desc');
      break;
    case 'created_reverse':
      query = query.orderBy('product.created_at', 'asc');
      break;
    case 'alpha':
    case 'alpha_reverse':
      query = query
        .leftJoin('product_i18n as sort_i18n', (join) =>
          join.onRef('sort_i18n.product_id', '=', 'product.id').on('sort_i18n.lang', '=', filter.lang),
        )
        .orderBy('sort_i18n.title', filter.order === 'alpha' ? 'asc' : 'desc');
      break;
    case 'min_price':
    case 'max_price':
      // The price a shopper pays: the promo price when the default variant is on promotion.
      query = query
        .innerJoin('product_sale_element as sort_pse', (join) =>
          join.onRef('sort_pse.product_id', '=', 'product.id').on('sort_pse.is_default', '=', 1),
        )
        .innerJoin('pse_price as sort_price', (join) =>
          join.onRef('sort_price.pse_id', '=', 'sort_pse.id').on('sort_price.country_id', '=', filter.countryId),
        )
        .orderBy(
          sql`case when sort_price.is_promo = 1 and sort_price.promo_price_cents is not null then sort_price.promo_price_cents else sort_price.price_cents end`,
          filter.order === 'min_price' ? 'asc' : 'desc',
        );
      break;
  }
  const rows = await query.orderBy('product.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  return rows.map((row) => row.id);
}

/** Every visible product, best sellers first (newest id first among equals): the listings' default order, off one covering index. */
export async function visibleIdsBySales(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('product').select('id').where('visible', '=', 1).orderBy('sales_count', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => row.id);
}

/** Every visible product with a price in the country, cheapest (or dearest) first: the listings' price orders. */
export function visibleIdsByPrice(db: Db, countryId: number, order: 'min_price' | 'max_price'): Promise<number[]> {
  return listProductIds(db, { countryId, order, lang: '', limit: 1_000_000_000, offset: 0 });
}

/** The products linked to any of the categories (visible or not; the ranking keeps the visible ones). */
export async function categoryMemberIds(db: Db, categoryIds: readonly number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.selectFrom('product_category').select('product_id').where('category_id', 'in', [...categoryIds]).execute();
  return rows.map((row) => row.product_id);
}

/** Each visible product's brand: what the in-memory facets count (listing-facets.ts). */
export function visibleProductBrands(db: Db) {
  return db.selectFrom('product').select(['id', 'brand_id']).where('visible', '=', 1).execute();
}

/** Each product's colours (of any of its variants), once per product and colour. */
export function productColors(db: Db) {
  return db.selectFrom('product_sale_element').select(['product_id', 'color_av_id']).distinct().where('color_av_id', 'is not', null).execute();
}

/** Brand names in one language (a brand without one is not offered as a facet, as in listFacets). */
export function brandTitles(db: Db, lang: string) {
  return db.selectFrom('brand_i18n').select(['brand_id as id', 'title']).where('lang', '=', lang).execute();
}

/** Attribute value names (the colours) in one language. */
export function attributeValueTitles(db: Db, lang: string) {
  return db.selectFrom('attribute_av_i18n').select(['attribute_av_id as id', 'title']).where('lang', '=', lang).execute();
}

export async function brandProductIds(db: Db, brandId: number): Promise<number[]> {
  const rows = await db.selectFrom('product').select('id').where('brand_id', '=', brandId).execute();
  return rows.map((row) => row.id);
}

/** Everything a product card or page needs, for a batch of products, keyed by product id. */
/** `asOf` (ISO time): price changes saved for a later moment are not history yet. */
export async function loadProductRows(db: Db, ids: number[], options: { countryId: number; lang: string; locale: string; asOf: string }) {
  if (ids.length === 0) return null;
  const [products, texts, defaults, colors, categories, keywords, urls, undeliverable] = await Promise.all([
    db
      .selectFrom('product')
      .leftJoin('brand_i18n', (join) => join.onRef('brand_i18n.brand_id', '=', 'product.brand_id').on('brand_i18n.lang', '=', options.lang))
      .select([
        'product.id',
        'product.ref',
        'product.brand_id',
        'product.default_category_id',
        'product.is_freight',
        'product.price_on_request',
        'product.visible',
        'brand_i18n.title as brand_title',
      ])
      .where('product.id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_i18n')
      .select(['product_id', 'title', 'chapo', 'description', 'meta_title', 'meta_description'])
      .where('product_id', 'in', ids)
      .where('lang', '=', options.lang)
      .execute(),
    db
      .selectFrom('product_sale_element as pse')
      .leftJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'pse.id').on('price.country_id', '=', options.countryId))
      .select((eb) => [
        'pse.id',
        'pse.product_id',
        'pse.color_av_id',
        ...priceColumns,
        eb
          .selectFrom('pse_stock')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('pse_stock.quantity'), sql.lit(0)).as('stock'))
          .whereRef('pse_stock.pse_id', '=', 'pse.id')
          .as('stock'),
      ])
      .where('pse.product_id', 'in', ids)
      .where('pse.is_default', '=', 1)
      .execute(),
    db
      .selectFrom('product_sale_element')
      .select(['product_id', 'color_av_id'])
      .distinct()
      .where('product_id', 'in', ids)
      .where('color_av_id', 'is not', null)
      .execute(),
    db.selectFrom('product_category').select(['product_id', 'category_id']).where('product_id', 'in', ids).execute(),
    db
      .selectFrom('product_associated_keyword as pak')
      .innerJoin('associated_keyword_i18n as ki', (join) => join.onRef('ki.keyword_id', '=', 'pak.keyword_id').on('ki.lang', '=', options.lang))
      .select(['pak.product_id', 'ki.title'])
      .where('pak.product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('rewriting_url')
      .select(['view', 'view_id', 'url'])
      .where('view', '=', 'product')
      .where('view_id', 'in', ids)
      .where('view_locale', '=', options.locale)
      .where('redirected_to', 'is', null)
      .execute(),
    db
      .selectFrom('product_undeliverable')
      .select('product_id')
      .where('product_id', 'in', ids)
      .where('country_id', '=', options.countryId)
      .execute(),
  ]);
  // Variant URLs by the ids just read: joining through the variants instead makes the planner walk
  // every variant URL of the shop.
  const defaultPseIds = defaults.map((row) => row.id);
  // Price history only of variants on promotion: what a reduced price is compared with (PAngV section 11).
  const promoPseIds = defaults.filter((row) => row.is_promo === 1 && row.promo_price_cents != null).map((row) => row.id);
  const [pseUrls, priceHistory, uploadedImages] = await Promise.all([
    defaultPseIds.length === 0
      ? []
      : db
          .selectFrom('rewriting_url')
          .select(['view', 'view_id', 'url'])
          .where('view', '=', 'pse')
          .where('view_id', 'in', defaultPseIds)
          .where('view_locale', '=', options.locale)
          .where('redirected_to', 'is', null)
          .execute(),
    promoPseIds.length === 0
      ? []
      : db
          .selectFrom('price_history')
          .select(['pse_id', 'price_cents', 'valid_from'])
          .where('pse_id', 'in', promoPseIds)
          .where('country_id', '=', options.countryId)
          .where('valid_from', '<=', options.asOf)
          .execute(),
    // Photos uploaded in the admin (issue 16), shown before the drawn pictures.
    db.selectFrom('product_image').select(['id', 'product_id']).where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
  ]);
  return { products, texts, defaults, colors, categories, keywords, urls: [...urls, ...pseUrls], undeliverable, priceHistory, uploadedImages };
}

export type ProductRows = NonNullable<Awaited<ReturnType<typeof loadProductRows>>>;

/** A product that exists but is no longer shown (as opposed to one that never existed). */
export async function isHiddenProduct(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('product').select('visible').where('id', '=', id).executeTakeFirst();
  return row !== undefined && row.visible !== 1;
}

/** The product's documents (issue 16) in their order, with the title in the shop's language. */
export function productDocuments(db: Db, productId: number) {
  return db.selectFrom('product_document').select(['id', 'title_de', 'title_ro']).where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
}

/** The product's manufacturer and safety information (GPSR, issue 17), if the catalog has them. */
export function productSafety(db: Db, productId: number) {
  return db.selectFrom('product_safety').select(['manufacturer_name', 'manufacturer_address', 'manufacturer_email', 'information_de', 'information_ro']).where('product_id', '=', productId).executeTakeFirst();
}
