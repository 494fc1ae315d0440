// Helper-service catalog calls (spec section 7, helper list): categories and counts, brands,
// delivery times, quantity steps, variants, badges, selections, accessories, recommendations,
// the URL lookup, fulfilment centres and pickup points.
import { calls, type Brand, type DeliveryDelay } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { countryIdOfLocale, loadShopCountry, type ShopCountry } from '../shop/shop-country.ts';
import { subtreeIds } from './category-tree.ts';
import { isInMenu, toCategory, toMenuNode } from './category-view.ts';
import { productImageUrl } from './image-url.ts';
import { productsByIds } from './product-service.ts';
import { resolveUrl } from './rewriting.ts';

const DEFAULT_LOCALE = 'de_AT';

export function registerHelperCatalogRoutes(register: CallRegistrar, deps: Deps): void {
  const { db, config } = deps;
  const publicUrl = config.publicApiUrl;
  const countryOf = async (locale: string): Promise<ShopCountry> =>
    loadShopCountry(db, await countryIdOfLocale(db, locale), deps.now());
  const products = async (locale: string, ids: number[]) =>
    productsByIds({ db, country: await countryOf(locale), publicUrl }, ids);

  // --- categories ------------------------------------------------------------------------------
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
    const count = await countInCategories(db, subtreeIds(tree, node.id), query.brand_id);
    return { data: { category_id: node.id, product_count: count, brand_id: query.brand_id } };
  });

  register(calls.helper.categoryCountChildren, async ({ query }) => {
    const node = (await deps.categories.get(DEFAULT_LOCALE)).byId.get(query.category_id);
    if (!node) throw notFound('not_found', 'Category not found');
    return { data: node.children.map((child) => ({ category_id: child.id, product_count: child.productCount })) };
  });

  // --- brands ----------------------------------------------------------------------------------
  register(calls.helper.brandList, async ({ query }) => {
    const lang = query.locale.slice(0, 2);
    let ids: number[] | undefined;
    if (query.category_id !== undefined) {
      const tree = await deps.categories.get(query.locale);
      const rows = await db
        .selectFrom('product')
        .innerJoin('product_category', 'product_category.product_id', 'product.id')
        .select('product.brand_id')
        .distinct()
        .where('product.visible', '=', 1)
        .where('product_category.category_id', 'in', [0, ...subtreeIds(tree, query.category_id)])
        .execute();
      ids = rows.flatMap((row) => (row.brand_id === null ? [] : [row.brand_id]));
    }
    return { data: await loadBrands(db, query.locale, lang, ids) };
  });

  register(calls.helper.brand, async ({ params }) => {
    const [brand] = await loadBrands(db, params.locale, params.locale.slice(0, 2), [params.id]);
    if (!brand) throw notFound('not_found', 'Brand not found');
    return { data: brand };
  });

  register(calls.helper.brandCount, async ({ params }) => {
    const row = await db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('brand_id', '=', params.id)
      .where('visible', '=', 1)
      .executeTakeFirstOrThrow();
    return { data: { brand_id: params.id, product_count: Number(row.count) } };
  });

  register(calls.helper.brandCategoryCount, async ({ query }) => {
    let select = db
      .selectFrom('product')
      .innerJoin('product_category', 'product_category.product_id', 'product.id')
      .select((eb) => ['product.brand_id', 'product_category.category_id', eb.fn.countAll<number>().as('count')])
      .where('product.visible', '=', 1)
      .where('product.brand_id', 'is not', null)
      .groupBy(['product.brand_id', 'product_category.category_id'])
      .orderBy('product.brand_id')
      .orderBy('product_category.category_id');
    if (query.brand_id !== undefined) select = select.where('product.brand_id', '=', query.brand_id);
    const rows = await select.execute();
    return {
      data: rows.map((row) => ({ brand_id: row.brand_id ?? 0, category_id: row.category_id, product_count: Number(row.count) })),
    };
  });

  // --- delivery times and quantity steps -------------------------------------------------------
  register(calls.helper.productDelays, async ({ params }) => {
    const row = await db
      .selectFrom('product')
      .leftJoin('product_delay', 'product_delay.id', 'product.delay_id')
      .select('product_delay.code')
      .where('product.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound('product_not_found');
    return { data: { product_id: params.id, delay: toDelay(row.code) } };
  });

  register(calls.helper.deliveryDelayPse, async ({ params }) => {
    const row = await db
      .selectFrom('product_sale_element as pse')
      .innerJoin('product', 'product.id', 'pse.product_id')
      .leftJoin('product_delay as own', 'own.id', 'pse.delay_id')
      .leftJoin('product_delay as inherited', 'inherited.id', 'product.delay_id')
      .select(['own.code as own_code', 'inherited.code as inherited_code'])
      .where('pse.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound('product_not_found');
    return { data: { pse_id: params.id, delay: toDelay(row.own_code ?? row.inherited_code) } };
  });

  register(calls.helper.multiplier, async ({ query }) => {
    const [step] = await quantitySteps(db, [query.pse_id]);
    if (!step) throw notFound('product_not_found');
    return { data: step };
  });

  register(calls.helper.multiplierBulk, async ({ body }) => ({ data: await quantitySteps(db, body.pse_ids) }));

  // --- variants, badges, lists -----------------------------------------------------------------
  register(calls.helper.productCombinations, async ({ params }) => {
    const lang = params.locale.slice(0, 2);
    const rows = await db
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
        eb
          .selectFrom('pse_stock')
          .select((inner) => inner.fn.sum<number>('pse_stock.quantity').as('stock'))
          .whereRef('pse_stock.pse_id', '=', 'pse.id')
          .as('stock'),
      ])
      .where('pse.product_id', '=', params.product_id)
      .orderBy('color.position')
      .orderBy('size.position')
      .orderBy('pse.position')
      .execute();
    if (rows.length === 0) throw notFound('product_not_found');
    const byColor = new Map<string, { color: string; image_url: string | null; size: { name: string; stock: number; pse_id: number }[] }>();
    for (const row of rows) {
      const color = row.color_title ?? '';
      const entry = byColor.get(color) ?? {
        color,
        image_url: productImageUrl(publicUrl, params.product_id, row.color_av_id),
        size: [],
      };
      entry.size.push({ name: row.size_title ?? '', stock: Number(row.stock ?? 0), pse_id: row.id });
      byColor.set(color, entry);
    }
    return { data: [...byColor.values()] };
  });

  register(calls.helper.productAssociatedKeywords, async ({ query }) => {
    const rows = await db
      .selectFrom('associated_keyword as ak')
      .innerJoin('associated_keyword_i18n as ki', (join) =>
        join.onRef('ki.keyword_id', '=', 'ak.id').on('ki.lang', '=', query.locale.slice(0, 2)),
      )
      .select(['ak.id', 'ki.title', 'ak.color'])
      .where('ak.group_code', '=', query.group_code)
      .orderBy('ak.position')
      .execute();
    return { data: rows.map((row) => ({ code: String(row.id), title: row.title, color: row.color })) };
  });

  register(calls.helper.selectionProduct, async ({ params }) => {
    const selection = await db
      .selectFrom('selection')
      .leftJoin('selection_i18n as si', (join) =>
        join.onRef('si.selection_id', '=', 'selection.id').on('si.lang', '=', params.locale.slice(0, 2)),
      )
      .select(['selection.id', 'selection.code', 'si.title'])
      .where('selection.id', '=', params.id)
      .executeTakeFirst();
    if (!selection) throw notFound('not_found', 'Selection not found');
    const ids = await db
      .selectFrom('selection_product')
      .select('product_id')
      .where('selection_id', '=', params.id)
      .orderBy('position')
      .execute();
    return {
      data: {
        id: selection.id,
        title: selection.title ?? selection.code,
        products: await products(params.locale, ids.map((row) => row.product_id)),
      },
    };
  });

  register(calls.helper.accessoryProduct, async ({ params, query }) => {
    const ids = await db
      .selectFrom('accessory')
      .select('accessory_id')
      .where('product_id', '=', params.id)
      .orderBy('position')
      .execute();
    return { data: await products(query.locale ?? DEFAULT_LOCALE, ids.map((row) => row.accessory_id)) };
  });

  const recommended = async (kind: 'item' | 'category' | 'bestseller', sourceId: number, locale: string, limit: number) => {
    const ids = await db
      .selectFrom('recommendation')
      .select('product_id')
      .where('kind', '=', kind)
      .where('source_id', '=', sourceId)
      .orderBy('position')
      .limit(limit)
      .execute();
    return { data: await products(locale, ids.map((row) => row.product_id)) };
  };
  register(calls.helper.recommendationItem, ({ query }) => recommended('item', query.product_id, query.locale, query.limit));
  register(calls.helper.recommendationCategory, ({ query }) =>
    recommended('category', query.category_id, query.locale, query.limit),
  );
  register(calls.helper.recommendationBestseller, ({ query }) => recommended('bestseller', 0, query.locale, query.limit));

  register(calls.helper.searchUrl, ({ body }) => resolveUrl(db, body.view_locale, body.view_url));

  // --- fulfilment centres and pickup points ----------------------------------------------------
  register(calls.helper.fulfilmentCenter, async ({ query }) => {
    const rows = await db
      .selectFrom('pse_stock')
      .innerJoin('fulfilment_center as fc', 'fc.id', 'pse_stock.fulfilment_center_id')
      .select(['fc.id', 'fc.name', 'fc.city', 'pse_stock.quantity'])
      .where('pse_stock.pse_id', '=', query.search_pse)
      .orderBy('fc.position')
      .execute();
    return { data: rows.map((row) => ({ id: row.id, name: row.name, city: row.city, stock: row.quantity })) };
  });

  register(calls.helper.fulfilmentCenterStock, async ({ params }) => {
    const rows = await db
      .selectFrom('pse_stock')
      .select(['fulfilment_center_id', 'pse_id', 'quantity'])
      .where('pse_id', '=', params.id)
      .orderBy('fulfilment_center_id')
      .execute();
    return { data: rows };
  });

  register(calls.helper.localPickup, async () => {
    const rows = await db.selectFrom('local_pickup_point').selectAll().where('active', '=', 1).orderBy('id').execute();
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

async function countInCategories(db: Db, categoryIds: number[], brandId: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.count<number>('product.id').distinct().as('count'))
    .innerJoin('product_category', 'product_category.product_id', 'product.id')
    .where('product.visible', '=', 1)
    .where('product.brand_id', '=', brandId)
    .where('product_category.category_id', 'in', [0, ...categoryIds])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function loadBrands(db: Db, locale: string, lang: string, ids: number[] | undefined): Promise<Brand[]> {
  if (ids !== undefined && ids.length === 0) return [];
  let select = db
    .selectFrom('brand')
    .leftJoin('brand_i18n as bi', (join) => join.onRef('bi.brand_id', '=', 'brand.id').on('bi.lang', '=', lang))
    .leftJoin('rewriting_url as ru', (join) =>
      join.onRef('ru.view_id', '=', 'brand.id').on('ru.view', '=', 'brand').on('ru.view_locale', '=', locale).on('ru.redirected_to', 'is', null),
    )
    .select(['brand.id', 'bi.title', 'bi.description', 'ru.url'])
    .where('brand.visible', '=', 1)
    .orderBy('brand.position')
    .orderBy('bi.title');
  if (ids !== undefined) select = select.where('brand.id', 'in', ids);
  const rows = await select.execute();
  return rows.map((row) => ({
    brand_id: row.id,
    brand_title: row.title ?? `#${row.id}`,
    url: row.url ? `/${row.url}` : null,
    logo_url: null,
    description: row.description ?? null,
  }));
}

async function quantitySteps(db: Db, pseIds: number[]) {
  const rows = await db
    .selectFrom('product_sale_element')
    .select(['id', 'quantity_step'])
    .where('id', 'in', pseIds)
    .execute();
  const stepOf = new Map(rows.map((row) => [row.id, row.quantity_step]));
  return pseIds.flatMap((id) => (stepOf.has(id) ? [{ pse_id: id, multiplier: Math.max(1, stepOf.get(id) ?? 1) }] : []));
}

const delayCodes: readonly DeliveryDelay[] = ['next_day', 'workdays_1_2', 'weeks_2_3', 'workdays_7_9', 'on_request'];

/** Stored delay codes are the contract's classes; an unknown or missing one reads as 'on request'. */
function toDelay(code: string | null | undefined): DeliveryDelay {
  return delayCodes.find((known) => known === code) ?? 'on_request';
}
