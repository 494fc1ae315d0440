// Helper-service catalog calls (spec section 7, helper list): categories and counts, brands,
// delivery times, quantity steps, variants, badges, selections, accessories, recommendations,
// the URL lookup, fulfilment centres and pickup points. The queries live in the repositories.
import { calls, type Brand, type DeliveryDelay, type Product } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { countryIdOfLocale, loadShopCountry } from '../shop/index.ts';
import {
  brandIdsInCategories,
  countBrandProducts,
  countBrandProductsInCategories,
  countProductsPerBrandAndCategory,
  listBrands,
} from './brand-repository.ts';
import { subtreeIds } from './category-tree.ts';
import { isInMenu, toCategory, toMenuNode } from './category-view.ts';
import { productDelayCode, variantDelayCodes } from './delivery-repository.ts';
import { activePickupPoints, stockPerCentre, stockRows } from './fulfilment-repository.ts';
import { productImageUrl } from './image-url.ts';
import { keywordsOfGroup } from './keyword-repository.ts';
import { accessoryIds, findSelection, recommendedIds, selectionProductIds } from './product-list-repository.ts';
import { productsByIds } from './product-service.ts';
import { resolveUrl } from './rewriting.ts';
import { quantitySteps, variantsWithStock } from './variant-repository.ts';

const DEFAULT_LOCALE = 'de_AT';

export function registerHelperCatalogRoutes(register: CallRegistrar, deps: Deps): void {
  registerCategoryCalls(register, deps);
  registerBrandCalls(register, deps);
  registerDeliveryCalls(register, deps);
  registerVariantCalls(register, deps);
  registerProductListCalls(register, deps);
  registerFulfilmentCalls(register, deps);
}

function registerCategoryCalls(register: CallRegistrar, deps: Deps): void {
  register(calls.helper.category, async ({ query }) => {
    const node = (await deps.categories.get(query.locale)).byId.get(query.category_id);
    if (!node || (query.visible === 1 && !node.visible)) throw notFound('not_found', 'Category not found');
    return { data: toCategory(node) };
  });

  register(calls.helper.categoryChildren, async ({ query }) => {
    const node = (await deps.categories.get(query.locale ?? DEFAULT_LOCALE)).byId.get(query.category_id);
    if (!node) throw notFound('not_found', 'Category not found');
    return { data: node.children.filter((child) => child.visible).map(toCategory) };
  });

  register(calls.helper.categoryMenu, async ({ query }) => {
    const tree = await deps.categories.get(query.locale);
    return { data: tree.roots.filter(isInMenu).map(toMenuNode) };
  });

  register(calls.helper.categoryCount, async () => {
    const tree = await deps.categories.get(DEFAULT_LOCALE);
    return { data: [...tree.byId.values()].map((node) => ({ category_id: node.id, product_count: node.productCount })) };
  });

  register(calls.helper.categoryCountSingle, async ({ params, query }) => {
    const tree = await deps.categories.get(DEFAULT_LOCALE);
    const node = tree.byId.get(params.id);
    if (!node) throw notFound('not_found', 'Category not found');
    if (query.brand_id === undefined) {
      return { data: { category_id: node.id, product_count: node.productCount, brand_id: null } };
    }
    const count = await countBrandProductsInCategories(deps.db, query.brand_id, subtreeIds(tree, node.id));
    return { data: { category_id: node.id, product_count: count, brand_id: query.brand_id } };
  });

  register(calls.helper.categoryCountChildren, async ({ query }) => {
    const node = (await deps.categories.get(DEFAULT_LOCALE)).byId.get(query.category_id);
    if (!node) throw notFound('not_found', 'Category not found');
    return { data: node.children.map((child) => ({ category_id: child.id, product_count: child.productCount })) };
  });
}

function registerBrandCalls(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.brandList, async ({ query }) => {
    let ids: number[] | undefined;
    if (query.category_id !== undefined) {
      const tree = await deps.categories.get(query.locale);
      ids = await brandIdsInCategories(db, subtreeIds(tree, query.category_id));
    }
    const rows = await listBrands(db, query.locale, query.locale.slice(0, 2), ids);
    return { data: rows.map(toBrand) };
  });

  register(calls.helper.brand, async ({ params }) => {
    const [brand] = await listBrands(db, params.locale, params.locale.slice(0, 2), [params.id]);
    if (!brand) throw notFound('not_found', 'Brand not found');
    return { data: toBrand(brand) };
  });

  register(calls.helper.brandCount, async ({ params }) => ({
    data: { brand_id: params.id, product_count: await countBrandProducts(db, params.id) },
  }));

  register(calls.helper.brandCategoryCount, async ({ query }) => {
    const rows = await countProductsPerBrandAndCategory(db, query.brand_id);
    return {
      data: rows.map((row) => ({ brand_id: row.brand_id ?? 0, category_id: row.category_id, product_count: Number(row.count) })),
    };
  });
}

function toBrand(row: { id: number; title: string | null; description: string | null; url: string | null }): Brand {
  return {
    brand_id: row.id,
    brand_title: row.title ?? `#${row.id}`,
    url: row.url ? `/${row.url}` : null,
    logo_url: null,
    description: row.description ?? null,
  };
}

/** Delivery times and quantity steps. */
function registerDeliveryCalls(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.productDelays, async ({ params }) => {
    const row = await productDelayCode(db, params.id);
    if (!row) throw notFound('product_not_found');
    return { data: { product_id: params.id, delay: toDelay(row.code) } };
  });

  register(calls.helper.deliveryDelayPse, async ({ params }) => {
    const row = await variantDelayCodes(db, params.id);
    if (!row) throw notFound('product_not_found');
    return { data: { pse_id: params.id, delay: toDelay(row.own_code ?? row.inherited_code) } };
  });

  register(calls.helper.multiplier, async ({ query }) => {
    const [step] = await multipliers(deps, [query.pse_id]);
    if (!step) throw notFound('product_not_found');
    return { data: step };
  });

  register(calls.helper.multiplierBulk, async ({ body }) => ({ data: await multipliers(deps, body.pse_ids) }));
}

/** Quantity steps in the order asked for; unknown variants are left out, a step is at least 1. */
async function multipliers(deps: Deps, pseIds: number[]) {
  const rows = await quantitySteps(deps.db, pseIds);
  const stepOf = new Map(rows.map((row) => [row.id, row.quantity_step]));
  return pseIds.flatMap((id) => (stepOf.has(id) ? [{ pse_id: id, multiplier: Math.max(1, stepOf.get(id) ?? 1) }] : []));
}

const delayCodes: readonly DeliveryDelay[] = ['next_day', 'workdays_1_2', 'weeks_2_3', 'workdays_7_9', 'on_request'];

/** Stored delay codes are the contract's classes; an unknown or missing one reads as 'on request'. */
function toDelay(code: string | null | undefined): DeliveryDelay {
  return delayCodes.find((known) => known === code) ?? 'on_request';
}

function registerVariantCalls(register: CallRegistrar, deps: Deps): void {
  register(calls.helper.productCombinations, async ({ params }) => {
    const rows = await variantsWithStock(deps.db, params.product_id, params.locale.slice(0, 2));
    if (rows.length === 0) throw notFound('product_not_found');
    const byColor = new Map<string, { color: string; image_url: string | null; size: { name: string; stock: number; pse_id: number }[] }>();
    for (const row of rows) {
      const color = row.color_title ?? '';
      const entry = byColor.get(color) ?? {
        color,
        image_url: productImageUrl(deps.config.publicApiUrl, params.product_id, row.color_av_id),
        size: [],
      };
      entry.size.push({ name: row.size_title ?? '', stock: Number(row.stock ?? 0), pse_id: row.id });
      byColor.set(color, entry);
    }
    return { data: [...byColor.values()] };
  });
}

/** Badges, selections, accessories, recommendations and the URL lookup. */
function registerProductListCalls(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.productAssociatedKeywords, async ({ query }) => {
    const rows = await keywordsOfGroup(db, query.group_code, query.locale.slice(0, 2));
    return { data: rows.map((row) => ({ code: String(row.id), title: row.title, color: row.color })) };
  });

  register(calls.helper.selectionProduct, async ({ params }) => {
    const selection = await findSelection(db, params.id, params.locale.slice(0, 2));
    if (!selection) throw notFound('not_found', 'Selection not found');
    const ids = await selectionProductIds(db, params.id);
    return {
      data: {
        id: selection.id,
        title: selection.title ?? selection.code,
        products: await productCards(deps, params.locale, ids),
      },
    };
  });

  register(calls.helper.accessoryProduct, async ({ params, query }) => {
    const ids = await accessoryIds(db, params.id);
    return { data: await productCards(deps, query.locale ?? DEFAULT_LOCALE, ids) };
  });

  const recommended = async (kind: 'item' | 'category' | 'bestseller', sourceId: number, locale: string, limit: number) => ({
    data: await productCards(deps, locale, await recommendedIds(db, kind, sourceId, limit)),
  });
  register(calls.helper.recommendationItem, ({ query }) => recommended('item', query.product_id, query.locale, query.limit));
  register(calls.helper.recommendationCategory, ({ query }) =>
    recommended('category', query.category_id, query.locale, query.limit),
  );
  register(calls.helper.recommendationBestseller, ({ query }) => recommended('bestseller', 0, query.locale, query.limit));

  register(calls.helper.searchUrl, ({ body }) => resolveUrl(db, body.view_locale, body.view_url));
}

/** Helper calls name a locale, not a country: the products as the country of that locale sells them. */
async function productCards(deps: Deps, locale: string, ids: number[]): Promise<Product[]> {
  const country = await loadShopCountry(deps.db, await countryIdOfLocale(deps.db, locale), deps.now());
  return productsByIds({ db: deps.db, country, publicUrl: deps.config.publicApiUrl, now: deps.now() }, ids);
}

function registerFulfilmentCalls(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.fulfilmentCenter, async ({ query }) => {
    const rows = await stockPerCentre(db, query.search_pse);
    return { data: rows.map((row) => ({ id: row.id, name: row.name, city: row.city, stock: row.quantity })) };
  });

  register(calls.helper.fulfilmentCenterStock, async ({ params }) => ({ data: await stockRows(db, params.id) }));

  register(calls.helper.localPickup, async () => {
    const rows = await activePickupPoints(db);
    return {
      data: rows.map((row) => ({
        id: row.id,
        title: row.name,
        address1: row.address1,
        zipcode: row.zipcode,
        city: row.city,
        country_id: row.country_id,
        phone: null,
        opening_hours: row.opening_hours,
      })),
    };
  });
}
