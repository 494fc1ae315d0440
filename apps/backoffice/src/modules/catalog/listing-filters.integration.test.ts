// Issue 7: the listing's price range, in-stock filter and facets, and the product page's unit and
// lowest-price details, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { calls, type Product } from '@shop/contract';
import { grossFromNet } from '@shop/pricing-vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('listing filters and product details on %s', (kind) => {
  let shop: TestBackOffice;
  const get = async (path: string) => call(`${shop.apiUrl}/api${path}`, { headers: shop.guest });
  const products = async (query: string) => {
    const answer = await get(`/products/?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.backoffice.productList.response.parse(answer.body);
  };
  const detail = async (id: number, countryId: number) => {
    const answer = await get(`/products/${id}?country_id=${countryId}`);
    expect(answer.status).toBe(200);
    const [product] = calls.backoffice.product.response.parse(answer.body);
    if (!product) throw new Error('empty answer');
    return product;
  };

  const categoryOf = async (productId: number) =>
    (await shop.backOffice.deps.db.selectFrom('product').select('default_category_id').where('id', '=', productId).executeTakeFirstOrThrow()).default_category_id;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('keeps only products whose paid gross price lies in the range, combined with sorting', async () => {
    const all = await products('country_id=5&limit=1');
    const ranged = await products('country_id=5&price_min=5000&price_max=20000&order=min_price&limit=100');
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(all.total);
    const paid = ranged.items.map((p) => p.BEST_TAXED_PRICE);
    // Bounds are gross and prices stored net: a cent either side is the rounding of the conversion.
    for (const price of paid) {
      expect(price).toBeGreaterThanOrEqual(4999);
      expect(price).toBeLessThanOrEqual(20001);
    }
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const cheap = await products('country_id=5&price_max=5000&limit=1');
    const dear = await products('country_id=5&price_min=20001&limit=1');
    // Every product falls in exactly one of the three ranges (within the rounding cent).
    expect(Math.abs(cheap.total + ranged.total + dear.total - all.total)).toBeLessThanOrEqual(2);
  });

  it('leaves out products with no variant in stock', async () => {
    const all = await products('country_id=13&limit=1');
    const inStock = await products('country_id=13&in_stock=1&limit=100');
    const db = shop.backOffice.deps.db;
    const stocked = await db
      .selectFrom('pse_stock')
      .innerJoin('product_sale_element as pse', 'pse.id', 'pse_stock.pse_id')
      .innerJoin('product', 'product.id', 'pse.product_id')
      .select('pse.product_id')
      .distinct()
      .where('pse_stock.quantity', '>', 0)
      .where('product.visible', '=', 1)
      .execute();
    expect(inStock.total).toBe(stocked.length);
    expect(inStock.total).toBeLessThan(all.total);
    const ids = new Set(stocked.map((row) => row.product_id));
    expect(inStock.items.every((item) => ids.has(item.ID))).toBe(true);
  });

  it('offers the brands and colours of a category with counts that match the filtered listing', async () => {
    const menu = await call(`${shop.helperUrl}/api/category_menu/custom_attribute?locale=de_DE`, { headers: shop.guest });
    const top = calls.helper.categoryMenu.response.parse(menu.body).data[0];
    if (!top) throw new Error('the demo shop has categories');
    const listing = await products(`country_id=5&category=${top.Id}&facets=1&limit=1`);
    const facets = listing.facets;
    if (!facets) throw new Error('facets asked for');
    expect(facets.brands.length).toBeGreaterThan(1);
    expect(facets.colors.length).toBeGreaterThan(1);
    expect(facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(listing.total);
    const [brand] = facets.brands;
    const [color] = facets.colors;
    if (!brand || !color) throw new Error('facets');
    expect((await products(`country_id=5&category=${top.Id}&brand=${brand.id}&limit=1`)).total).toBe(brand.count);
    expect((await products(`country_id=5&category=${top.Id}&feature_availability=${color.id}&limit=1`)).total).toBe(color.count);
    // Without ?facets=1 the answer stays as it was.
    expect((await products(`country_id=5&category=${top.Id}&limit=1`)).facets).toBeUndefined();
    // Romanian colour names in the Romanian shop.
    const ro = await products(`country_id=146&category=${top.Id}&facets=1&limit=1`);
    expect(ro.facets?.colors.map((c) => c.title)).not.toEqual(facets.colors.map((c) => c.title));
  });

  it('counts each brand and colour under the other active filters (a colour chosen, the in-stock filter)', async () => {
    const menu = await call(`${shop.helperUrl}/api/category_menu/custom_attribute?locale=de_DE`, { headers: shop.guest });
    const top = calls.helper.categoryMenu.response.parse(menu.body).data[0];
    if (!top) throw new Error('the demo shop has categories');
    const unfiltered = (await products(`country_id=5&category=${top.Id}&facets=1&limit=1`)).facets;
    // The colour with the fewest products narrows the brands the most.
    const color = [...(unfiltered?.colors ?? [])].sort((a, b) => a.count - b.count)[0];
    if (!color) throw new Error('the category has colours');
    const base = `country_id=5&category=${top.Id}&feature_availability=${color.id}&in_stock=1`;
    const listing = await products(`${base}&facets=1&limit=1`);
    const facets = listing.facets;
    if (!facets) throw new Error('facets asked for');
    // Every product shown belongs to one brand: the brand counts add up to the filtered listing.
    expect(facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(listing.total);
    expect(facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBeLessThan(unfiltered?.brands.reduce((sum, brand) => sum + brand.count, 0) ?? 0);
    for (const brand of facets.brands.slice(0, 3)) {
      expect((await products(`${base}&brand=${brand.id}&limit=1`)).total).toBe(brand.count);
    }
    // The colour counts leave the chosen colour out: the other colours stay choosable, each counted
    // as the listing would show it.
    expect(facets.colors.length).toBeGreaterThan(1);
    const other = facets.colors.find((c) => c.id !== color.id && c.count > 0);
    if (!other) throw new Error('another colour');
    expect((await products(`country_id=5&category=${top.Id}&feature_availability=${other.id}&in_stock=1&limit=1`)).total).toBe(other.count);
    // A chosen brand that nothing matches under the colour stays in the list, counted 0.
    const absent = unfiltered?.brands.find((brand) => !facets.brands.some((b) => b.id === brand.id));
    if (absent) {
      const chosen = (await products(`${base}&brand=${absent.id}&facets=1&limit=1`)).facets?.brands.find((b) => b.id === absent.id);
      expect(chosen).toEqual({ id: absent.id, title: absent.title, count: 0 });
    }
  });

  it('refuses a price bound that is not whole cents', async () => {
    const answer = await get('/products/?price_min=12.5&in_stock=2');
    expect(answer.status).toBe(400);
  });

  it('tells how a tile is sold: by the m², a box of pieces of known area', async () => {
    const db = shop.backOffice.deps.db;
    const tile = await db
      .selectFrom('product_sale_element')
      .select(['product_id', 'unit_content_milli'])
      .where('unit', '=', 'm2')
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    const product = await detail(tile.product_id, 5);
    expect(product.unit).toBe('m2');
    expect(product.unit_content_milli).toBe(tile.unit_content_milli);
    // Listings carry it too, so cards can show the price per m².
    const listed = await products(`country_id=5&category=${await categoryOf(tile.product_id)}&limit=100`);
    expect(listed.items.find((item) => item.ID === tile.product_id)).toMatchObject({ unit: 'm2', unit_content_milli: tile.unit_content_milli });
    const [plain] = (await products('country_id=5&limit=1')).items as [Product];
    expect((await detail(plain.ID, 5)).unit).toBeTypeOf('string');
  });

  it('gives a reduced product the lowest gross price of the 30 days before the reduction', async () => {
    const db = shop.backOffice.deps.db;
    const promo = await db
      .selectFrom('pse_price')
      .innerJoin('product_sale_element as pse', 'pse.id', 'pse_price.pse_id')
      .select(['pse.id as pse_id', 'pse.product_id'])
      .where('pse_price.is_promo', '=', 1)
      .where('pse_price.country_id', '=', 5)
      .where('pse.is_default', '=', 1)
      .executeTakeFirstOrThrow();
    const product = await detail(promo.product_id, 5);
    expect(product.IS_PROMO).toBe(true);
    const history = await db
      .selectFrom('price_history')
      .select(['price_cents', 'valid_from'])
      .where('pse_id', '=', promo.pse_id)
      .where('country_id', '=', 5)
      .orderBy('valid_from')
      .execute();
    // Worked from the seed's history: the reduced price is the latest entry; the lowest of the
    // 30 days before it is one of the earlier prices, never the reduced one.
    const before = history.slice(0, -1).map((row) => grossFromNet(row.price_cents, 19));
    expect(before).toContain(product.lowest_price_30_days);
    expect(product.lowest_price_30_days).toBeGreaterThan(product.BEST_TAXED_PRICE);

    const [regular] = (await products('country_id=5&limit=40')).items.filter((p) => !p.IS_PROMO) as [Product];
    expect((await detail(regular.ID, 5)).lowest_price_30_days).toBeNull();
    // Listings carry the same figure, so cards can show it next to the reduced price.
    const listed = await products('country_id=5&limit=100&order=max_price');
    const reducedInList = listed.items.filter((item) => item.IS_PROMO);
    expect(reducedInList.length).toBeGreaterThan(0);
    for (const item of reducedInList.slice(0, 5)) {
      expect(item.lowest_price_30_days, item.REF).toBe((await detail(item.ID, 5)).lowest_price_30_days);
      expect(item.lowest_price_30_days, item.REF).toBeGreaterThan(item.BEST_TAXED_PRICE);
    }
    expect(listed.items.filter((item) => !item.IS_PROMO).every((item) => item.lowest_price_30_days === null)).toBe(true);
  });

  it('answers a variant with its own unit content and, when reduced, its lowest price of the 30 days before', async () => {
    const db = shop.backOffice.deps.db;
    const tile = await db
      .selectFrom('product_sale_element')
      .select(['id', 'unit_content_milli'])
      .where('unit', '=', 'm2')
      .where('is_default', '=', 0)
      .executeTakeFirstOrThrow();
    const pse = async (id: number) => calls.backoffice.pse.response.parse((await get(`/get_pse/${id}?country_id=13`)).body).data;
    expect(await pse(tile.id)).toMatchObject({ unit: 'm2', unit_content_milli: tile.unit_content_milli });
    const reduced = await db
      .selectFrom('pse_price')
      .select('pse_id')
      .where('is_promo', '=', 1)
      .where('country_id', '=', 13)
      .executeTakeFirstOrThrow();
    const variant = await pse(reduced.pse_id);
    expect(variant.is_promo).toBe(true);
    expect(variant.lowest_price_30_days).toBeGreaterThan(variant.taxed_promo_price);
    const regular = await db.selectFrom('pse_price').select('pse_id').where('is_promo', '=', 0).where('country_id', '=', 13).executeTakeFirstOrThrow();
    expect((await pse(regular.pse_id)).lowest_price_30_days).toBeNull();
  });

  it('shows the price that is charged when a promotion price was set above the regular one', async () => {
    const db = shop.backOffice.deps.db;
    const row = await db
      .selectFrom('pse_price')
      .innerJoin('product_sale_element as pse', 'pse.id', 'pse_price.pse_id')
      .select(['pse.id as pse_id', 'pse.product_id', 'pse_price.price_cents', 'pse_price.promo_price_cents', 'pse_price.is_promo'])
      .where('pse_price.is_promo', '=', 0)
      .where('pse_price.country_id', '=', 5)
      .where('pse.is_default', '=', 1)
      .executeTakeFirstOrThrow();
    const regularNet = row.price_cents ?? 0;
    const set = (values: { promo_price_cents: number | null; is_promo: number }) =>
      db.updateTable('pse_price').set(values).where('pse_id', '=', row.pse_id).where('country_id', '=', 5).execute();
    await set({ promo_price_cents: regularNet + 1_000, is_promo: 1 });
    try {
      // DE, 19 %: the regular gross stays the comparison, the promotion's gross is shown and charged.
      const product = await detail(row.product_id, 5);
      expect(product.TAXED_PRICE).toBe(grossFromNet(regularNet, 19));
      expect(product.BEST_TAXED_PRICE).toBe(grossFromNet(regularNet + 1_000, 19));
      const variant = calls.backoffice.pse.response.parse((await get(`/get_pse/${row.pse_id}?country_id=5`)).body).data;
      expect(variant.taxed_promo_price).toBe(product.BEST_TAXED_PRICE);
    } finally {
      await set({ promo_price_cents: row.promo_price_cents, is_promo: row.is_promo });
    }
  });
});
