// Back-office catalog calls (spec section 7): products, sale elements, categories, features,
// the search connection and the URL rewriting lookup; and for search engines (issue 7) an item's
// URLs in every locale and the sitemap pages.
import { calls } from '@shop/contract';
import { countryPrices, grossFromNet, netFromGross } from '@shop/pricing-vat';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { createTtlMemo } from '../../http/ttl-memo.ts';
import { productDocumentPath } from '../media/index.ts';
import { loadShopCountry } from '../shop/index.ts';
import { toCategory } from './category-view.ts';
import { subtreeIds } from './category-tree.ts';
import { productImageUrl } from './image-url.ts';
import { productFeatures } from './feature-repository.ts';
import { countProducts, isHiddenProduct, listFacets, listProductIds, productDocuments, productSafety } from './product-repository.ts';
import type { RankedOrder } from './listing-ranking.ts';
import { lowestGrossBeforeReduction } from './product-detail.ts';
import { productsByIds } from './product-service.ts';
import { alternateUrls, resolveUrl } from './rewriting.ts';
import { sitemapPage } from './sitemap.ts';
import { currentUrlOf } from './url-repository.ts';
import { attributeValues, findVisibleVariant } from './variant-repository.ts';

export function registerCatalogRoutes(register: CallRegistrar, deps: Deps): void {
  registerProductCalls(register, deps);
  registerCategoryAndSearchCalls(register, deps);
  registerUrlCalls(register, deps);
}

/** The listing orders kept in memory (best sellers, price either way); others are sorted by the database. */
function keptOrder(order: string, countryId: number): RankedOrder | undefined {
  if (order === 'sales_view_quantity') return { by: 'sales' };
  if (order === 'min_price' || order === 'max_price') return { by: order, countryId };
  return undefined;
}

/** Products, listings, sale elements and features. */
function registerProductCalls(register: CallRegistrar, deps: Deps): void {
  const { db, config } = deps;
  const listingCounts = createTtlMemo<number>(60_000, 500);
  const listingFacets = createTtlMemo<Awaited<ReturnType<typeof listFacets>>>(60_000, 500);
  const publicUrl = config.publicApiUrl;

  register(calls.backoffice.product, async ({ params, query }) => {
    const country = await loadShopCountry(db, query.country_id, deps.now());
    const [product] = await productsByIds({ db, country, publicUrl, now: deps.now() }, [params.id]);
    if (!product) throw (await isHiddenProduct(db, params.id)) ? new AppError('product_gone') : notFound('product_not_found');
    if (query.document === 1) {
      // The PDFs attached in the admin, served by the back office (media's document route).
      const [documents, safety] = await Promise.all([productDocuments(db, product.ID), productSafety(db, product.ID)]);
      // The manufacturer and safety information on the product page (GPSR, issue 17).
      product.safety = safety
        ? {
            manufacturer_name: safety.manufacturer_name,
            manufacturer_address: safety.manufacturer_address,
            manufacturer_email: safety.manufacturer_email,
            information: country.lang === 'ro' ? safety.information_ro : safety.information_de,
          }
        : null;
      product.documents = documents.map((document) => ({
        title: country.lang === 'ro' ? document.title_ro : document.title_de,
        url: `${publicUrl}${productDocumentPath(product.ID, document.id)}`,
      }));
    }
    return [product];
  });

  register(calls.backoffice.productList, async ({ query }) => {
    const country = await loadShopCountry(db, query.country_id, deps.now());
    const tree = query.category === undefined ? null : await deps.categories.get(country.locale);
    const target = {
      countryId: country.id,
      categoryIds: tree && query.category !== undefined ? subtreeIds(tree, query.category) : undefined,
      brandId: query.brand,
    };
    // Price bounds arrive gross, as the shopper sees them; prices are stored net per country.
    const filter = {
      ...target,
      colorAvId: query.feature_availability,
      netPriceMin: query.price_min === undefined ? undefined : netFromGross(query.price_min, country.vatRate),
      netPriceMax: query.price_max === undefined ? undefined : netFromGross(query.price_max, country.vatRate),
      inStock: query.in_stock === 1 ? true : undefined,
    };
    // No filter beyond the category or brand (the listing as first shown).
    const targetOnly =
      query.feature_availability === undefined && query.price_min === undefined && query.price_max === undefined && query.in_stock === undefined;
    const onlyCategory = targetOnly && query.category !== undefined && query.brand === undefined;
    // A category's or brand's listing by sales or by price is paged from memory (listing-ranking.ts).
    const kept = targetOnly && (target.categoryIds !== undefined || target.brandId !== undefined) ? keptOrder(query.order, country.id) : undefined;
    const ranked = kept ? deps.categories.keptPage(target, query.offset, query.limit, kept) : undefined;
    const [total, ids, facets] = await Promise.all([
      // A category's own count is already known from the tree; other filters are counted once a minute.
      onlyCategory && tree && query.category !== undefined
        ? (tree.byId.get(query.category)?.productCount ?? 0)
        : ranked
          ? // In price order products without a price are not listed; the total counts them (as the database's count does).
            (kept?.by === 'sales' ? ranked : deps.categories.keptPage(target, 0, 0)).then((page) => page.total)
          : listingCounts.get(JSON.stringify(filter), () => countProducts(db, filter)),
      ranked
        ? ranked.then((page) => page.ids)
        : listProductIds(db, { ...filter, order: query.order, lang: country.lang, limit: query.limit, offset: query.offset }),
      // What there is to filter by, under the active filters, counted once a minute: in memory for a
      // listing as first shown (listing-facets.ts), by the database under a price, colour or stock filter.
      query.facets !== 1
        ? undefined
        : targetOnly && (target.categoryIds !== undefined || target.brandId !== undefined)
          ? deps.categories.facets(target, country.lang)
          : listingFacets.get(`${country.lang}:${JSON.stringify(filter)}`, () => listFacets(db, filter, country.lang)),
    ]);
    const items = await deps.categories.cards({ db, country, publicUrl, now: deps.now() }, ids);
    return { items, total, limit: query.limit, offset: query.offset, ...(facets ? { facets } : {}) };
  });

  register(calls.backoffice.productsByIds, async ({ query }) => {
    const country = await loadShopCountry(db, query.country_id, deps.now());
    const ids = [...new Set(query.ids.split(',').map(Number))].slice(0, 100);
    return { items: await productsByIds({ db, country, publicUrl, now: deps.now() }, ids) };
  });

  register(calls.backoffice.pse, async ({ params, query }) => {
    const country = await loadShopCountry(db, query.country_id, deps.now());
    const pse = await findVisibleVariant(db, params.pse, country.id);
    if (!pse) throw notFound('product_not_found');
    const avIds = [pse.color_av_id, pse.size_av_id].filter((id): id is number => id !== null);
    const [attributes, url] = await Promise.all([
      attributeValues(db, avIds, country.lang),
      currentUrlOf(db, 'pse', pse.id, country.locale),
    ]);
    const prices = countryPrices({ price: pse.price_cents, promoPrice: pse.promo_price_cents, isPromo: pse.is_promo }, country.vatRate);
    const lowest = prices.onPromo ? await lowestGrossBeforeReduction(db, country, pse.id, prices.payingNet, deps.now()) : null;
    return {
      data: {
        id: pse.id,
        product_id: pse.product_id,
        ref: pse.ref,
        ean: pse.ean,
        url: url === undefined ? null : `/${url}`,
        is_default: pse.is_default === 1,
        quantity: Number(pse.stock ?? 0),
        price: prices.net,
        taxed_price: prices.taxed,
        promo_price: prices.payingNet,
        taxed_promo_price: prices.taxedPaying,
        is_promo: prices.onPromo,
        listen_price: pse.list_price_cents == null ? null : grossFromNet(pse.list_price_cents, country.vatRate),
        weight_grams: pse.weight_grams,
        images: [productImageUrl(publicUrl, pse.product_id, pse.color_av_id)],
        attributes,
        unit: pse.unit,
        unit_content_milli: pse.unit_content_milli,
        lowest_price_30_days: lowest,
      },
    };
  });

  register(calls.backoffice.productFeatures, async ({ params }) => {
    const rows = await productFeatures(db, params.productId, params.langCode);
    return {
      data: rows.map((row) => ({
        feature_id: row.feature_id,
        title: row.title ?? row.code,
        position: row.position,
        values: [{ id: null, title: row.value }],
      })),
    };
  });
}

function registerCategoryAndSearchCalls(register: CallRegistrar, deps: Deps): void {
  register(calls.backoffice.category, async ({ params, query }) => {
    const tree = await deps.categories.get(query.locale ?? 'de_AT');
    const node = tree.byId.get(params.categoryId);
    if (!node || !node.visible) throw notFound('not_found', 'Category not found');
    return { categoryItems: [toCategory(node)] };
  });

  register(calls.backoffice.searchConfig, () => ({
    url: `${deps.config.publicApiUrl}/search`,
    indexes: { products: 'products', content: 'content' },
    public_search_key: deps.config.searchKey,
  }));
}

/** The URL lookup, and for search engines an item's URLs in every locale and the sitemap pages. */
function registerUrlCalls(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.backoffice.rewriting, ({ query }) => resolveUrl(db, query.view_locale, query.view_url));

  register(calls.backoffice.rewritingAlternates, async ({ query }) => ({ data: await alternateUrls(db, query.view, query.view_id) }));

  register(calls.backoffice.sitemap, async ({ query }) => {
    const page = await sitemapPage(db, query.view_locale, query.offset, query.limit);
    return { ...page, limit: query.limit, offset: query.offset };
  });
}
