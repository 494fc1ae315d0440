import { calls, errorBodySchema, type Product } from '@shop/contract';
import { grossFromNet } from '@shop/pricing-vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('back-office catalog calls on %s', (kind) => {
  let shop: TestBackOffice;
  const api = (path: string) => `${shop.apiUrl}/api${path}`;
  const get = async (path: string) => call(api(path), { headers: shop.guest });
  const products = async (query: string) => {
    const answer = await get(`/products/?${query}`);
    expect(answer.status).toBe(200);
    return calls.backoffice.productList.response.parse(answer.body);
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the demo catalog, best sellers first, 20 at a time by default', async () => {
    const page = await products('country_id=5');
    expect(page.total).toBeGreaterThanOrEqual(600);
    expect(page.items).toHaveLength(20);
    const salesOf = new Map(
      (await shop.backOffice.deps.db.selectFrom('product').select(['id', 'sales_count']).execute()).map((r) => [r.id, r.sales_count]),
    );
    const sales = page.items.map((item) => salesOf.get(item.ID) ?? -1);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const first = await products('country_id=5&limit=12&offset=0');
    const second = await products('country_id=5&limit=12&offset=12');
    const ids = new Set(first.items.map((p) => p.ID));
    expect(second.items.some((p) => ids.has(p.ID))).toBe(false);
  });

  it("prices every product with the country's VAT: 19 % DE, 20 % AT, 21 % RO", async () => {
    for (const [countryId, rate, label] of [
      [5, 19, 'DE'],
      [13, 20, 'AT'],
      [146, 21, 'RO'],
    ] as const) {
      const page = await products(`country_id=${countryId}&limit=5`);
      for (const item of page.items) {
        expect(item.tax_rate, label).toBe(rate);
        expect(item.TAXED_PRICE, `${label} ${item.REF}`).toBe(grossFromNet(item.PRICE, rate));
        expect(item.BEST_TAXED_PRICE).toBeLessThanOrEqual(item.TAXED_PRICE);
      }
    }
  });

  it('sorts by the price a shopper pays, low to high and back', async () => {
    const low = await products('country_id=5&order=min_price&limit=30');
    const paid = low.items.map((p) => p.BEST_TAXED_PRICE);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    const high = await products('country_id=5&order=max_price&limit=30');
    const paidHigh = high.items.map((p) => p.BEST_TAXED_PRICE);
    expect(paidHigh).toEqual([...paidHigh].sort((a, b) => b - a));
  });

  it('filters by a category and everything below it, counting what it finds', async () => {
    const menu = await call(`${shop.helperUrl}/api/category_menu/custom_attribute?locale=de_DE`, { headers: shop.guest });
    const tree = calls.helper.categoryMenu.response.parse(menu.body).data;
    const top = tree.find((node) => node.children.length > 0);
    if (!top) throw new Error('the demo shop has a category with sub-categories');
    const page = await products(`country_id=5&category=${top.Id}&limit=100`);
    expect(page.total).toBe(top.product_count);
    const subtree = new Set<number>();
    const collect = (node: (typeof tree)[number]) => {
      subtree.add(node.Id);
      node.children.forEach(collect);
    };
    collect(top);
    // The menu only lists categories with products; hidden empty ones cannot hold any.
    for (const item of page.items) expect(item.category.some((id) => subtree.has(id) || id === top.Id), item.REF).toBe(true);
  });

  it('filters by brand and by colour', async () => {
    const any = await products('country_id=13&limit=1');
    const brandId = any.items[0]?.brand_id;
    expect(brandId).toBeTypeOf('number');
    const byBrand = await products(`country_id=13&brand=${brandId}&limit=50`);
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.items.every((p) => p.brand_id === brandId)).toBe(true);

    const color = await shop.backOffice.deps.db
      .selectFrom('product_sale_element')
      .select('color_av_id')
      .where('color_av_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const byColor = await products(`country_id=13&feature_availability=${color.color_av_id}&limit=50`);
    expect(byColor.total).toBeGreaterThan(0);
    expect(byColor.total).toBeLessThan((await products('country_id=13&limit=1')).total);
  });

  it('answers one product as a list, with documents when asked', async () => {
    const [first] = (await products('country_id=5&limit=1')).items as [Product];
    const answer = await get(`/products/${first.ID}?document=1&country_id=5`);
    expect(answer.status).toBe(200);
    const [product] = calls.backoffice.product.response.parse(answer.body);
    expect(product?.ID).toBe(first.ID);
    // The demo's data sheet (seed/product-documents.ts) on product 1, titled in the shop's language.
    const sheet = async (countryId: number) => calls.backoffice.product.response.parse((await get(`/products/1?document=1&country_id=${countryId}`)).body)[0]?.documents;
    const [german] = (await sheet(5)) ?? [];
    expect(german?.title).toBe('Datenblatt');
    expect((await sheet(146))?.[0]?.title).toBe('Fișă tehnică');
    const pdf = await fetch(german?.url ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Without the flag, no documents.
    expect(calls.backoffice.product.response.parse((await get('/products/1?country_id=5')).body)[0]?.documents).toBeUndefined();
    expect(product?.IMAGE).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
    const image = await fetch(`${product?.IMAGE ?? ''}?w=320`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await image.text()).toContain('width="320"');
  });

  it('returns products in the order asked for, leaving out unknown ids', async () => {
    const page = await products('country_id=5&limit=3');
    const ids = page.items.map((p) => p.ID).reverse();
    const answer = await get(`/products_list/?ids=${[...ids, 99999999].join(',')}&country_id=5`);
    expect(answer.status).toBe(200);
    expect(calls.backoffice.productsByIds.response.parse(answer.body).items.map((p) => p.ID)).toEqual(ids);
  });

  it('answers a sale element with its attributes, stock and prices', async () => {
    const [first] = (await products('country_id=146&limit=1')).items as [Product];
    const answer = await get(`/get_pse/${first.PRODUCT_SALE_ELEMENT}?country_id=146`);
    expect(answer.status).toBe(200);
    const { data } = calls.backoffice.pse.response.parse(answer.body);
    expect(data.product_id).toBe(first.ID);
    expect(data.taxed_price).toBe(grossFromNet(data.price, 21));
    expect(data.quantity).toBe(first.stock);
  });

  it('answers the features of a product in the asked language', async () => {
    const [first] = (await products('country_id=5&limit=1')).items as [Product];
    const de = calls.backoffice.productFeatures.response.parse(
      (await get(`/ExternalOrderApi/features/product/${first.ID}/de`)).body,
    ).data;
    const ro = calls.backoffice.productFeatures.response.parse(
      (await get(`/ExternalOrderApi/features/product/${first.ID}/ro`)).body,
    ).data;
    expect(de.length).toBeGreaterThan(0);
    expect(de.map((f) => f.title)).not.toEqual(ro.map((f) => f.title));
  });

  it('answers a category in the language of the locale', async () => {
    const category = await shop.backOffice.deps.db.selectFrom('category').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const de = calls.backoffice.category.response.parse((await get(`/categories/${category.id}?locale=de_DE`)).body);
    const ro = calls.backoffice.category.response.parse((await get(`/categories/${category.id}?locale=ro_RO`)).body);
    expect(de.categoryItems[0]?.TITLE).not.toBe(ro.categoryItems[0]?.TITLE);
    expect(de.categoryItems[0]?.product_count).toBeGreaterThan(0);
  });

  it('resolves rewritten URLs of products, variants, categories, brands and content', async () => {
    const [first] = (await products('country_id=5&limit=1')).items as [Product];
    const lookup = async (url: string, locale = 'de_DE') => get(`/rewriting?view_locale=${locale}&view_url=${encodeURIComponent(url)}`);

    const product = calls.backoffice.rewriting.response.parse((await lookup(first.URL)).body);
    expect(product).toMatchObject({ view: 'product', view_id: first.ID });

    if (first.PSE_URL) {
      const pse = calls.backoffice.rewriting.response.parse((await lookup(first.PSE_URL)).body);
      expect(pse).toMatchObject({ view: 'pse', view_id: first.PRODUCT_SALE_ELEMENT, PRODUCT_ID: first.ID });
    }
    const content = calls.backoffice.rewriting.response.parse((await lookup('/datenschutz')).body);
    expect(content.view).toBe('content');

    const missing = await lookup('/no/such/page');
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.body).error.code).toBe('rewriting_not_found');
  });

  it('tells the browser where to search, without a token', async () => {
    const answer = await call(api('/ConfigApi'));
    expect(answer.status).toBe(200);
    const config = calls.backoffice.searchConfig.response.parse(answer.body);
    expect(config.indexes).toEqual({ products: 'products', content: 'content' });
  });

  it('refuses callers without the shop token or a customer token', async () => {
    const none = await call(api('/products/?country_id=5'));
    expect(none.status).toBe(401);
    expect(errorBodySchema.parse(none.body).error.code).toBe('unauthorized');
    const wrong = await call(api('/products/?country_id=5'), { headers: { authorization: 'ShopToken nope' } });
    expect(wrong.status).toBe(401);
    const forged = await call(api('/products/?country_id=5'), { headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
  });

  it('names the field that is wrong', async () => {
    const answer = await get('/products/?limit=abc&order=cheapest');
    expect(answer.status).toBe(400);
    const body = errorBodySchema.parse(answer.body);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.map((f) => f.path).sort()).toEqual(['limit', 'order']);
    const country = await get('/products/?country_id=999');
    expect(country.status).toBe(400);
    expect(errorBodySchema.parse(country.body).error.fields?.[0]?.path).toBe('country_id');
  });

  it('answers an unknown product with 404 in the shared error shape', async () => {
    const answer = await get('/products/99999999');
    expect(answer.status).toBe(404);
    expect(errorBodySchema.parse(answer.body).error.code).toBe('product_not_found');
  });
});
