// The calls that let the storefronts be found by search engines (issue 7): an item's URL in every
// locale, the sitemap pages, and 410 for a product that is no longer sold.
import { calls, errorBodySchema, type SitemapEntry } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('back-office URLs for search engines on %s', (kind) => {
  let shop: TestBackOffice;
  const get = async (path: string) => call(`${shop.apiUrl}/api${path}`, { headers: shop.guest });
  const db = () => shop.backOffice.deps.db;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const alternates = async (view: string, id: number) => {
    const answer = await get(`/rewriting/alternates?view=${view}&view_id=${id}`);
    expect(answer.status).toBe(200);
    return calls.backoffice.rewritingAlternates.response.parse(answer.body).data;
  };

  it("answers a product's URL in every locale, each leading back to the product", async () => {
    const product = await db().selectFrom('product').select('id').where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const urls = await alternates('product', product.id);
    expect(urls.map((u) => u.view_locale)).toEqual(['de_AT', 'de_DE', 'ro_RO']);
    for (const url of urls) {
      const resolved = calls.backoffice.rewriting.response.parse(
        (await get(`/rewriting?view_locale=${url.view_locale}&view_url=${encodeURIComponent(url.view_url)}`)).body,
      );
      expect(resolved).toMatchObject({ view: 'product', view_id: product.id, view_url: url.view_url });
    }
  });

  it('leaves out old URLs that only redirect, and knows nothing of unknown items', async () => {
    // The Romanian shop keeps the German slug of the payment page as a redirect to 'plata'.
    const page = calls.backoffice.rewriting.response.parse((await get('/rewriting?view_locale=ro_RO&view_url=bezahlen')).body);
    const urls = await alternates('content', page.view_id);
    expect(urls.filter((u) => u.view_locale === 'ro_RO').map((u) => u.view_url)).toEqual([page.view_url]);
    expect(page.view_url).not.toBe('bezahlen');
    expect(await alternates('category', 99_999_999)).toEqual([]);
    expect((await get('/rewriting/alternates?view=pse&view_id=1')).status).toBe(400);
  });

  it('lists every visible product, category, brand and content URL of a locale, page by page, with the other locales', async () => {
    const entries: SitemapEntry[] = [];
    let total: number;
    for (let offset = 0; ; offset += 300) {
      const answer = await get(`/sitemap?view_locale=de_DE&offset=${offset}&limit=300`);
      expect(answer.status).toBe(200);
      const page = calls.backoffice.sitemap.response.parse(answer.body);
      total = page.total;
      entries.push(...page.items);
      if (page.items.length < 300) break;
    }
    expect(entries).toHaveLength(total);
    expect(new Set(entries.map((e) => `${e.view}:${e.view_id}`)).size).toBe(total);
    const count = async (table: 'product' | 'category' | 'brand') =>
      Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('visible', '=', 1).executeTakeFirstOrThrow()).n);
    const of = (view: SitemapEntry['view']) => entries.filter((e) => e.view === view);
    expect(of('product')).toHaveLength(await count('product'));
    expect(of('category')).toHaveLength(await count('category'));
    expect(of('brand')).toHaveLength(await count('brand'));
    expect(of('content').length).toBeGreaterThan(5);
    const product = of('product')[0];
    expect(product?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(product?.alternates.map((a) => a.view_locale)).toEqual(['de_AT', 'ro_RO']);
    expect(entries.every((e) => !e.view_url.startsWith('/'))).toBe(true);
  });

  it('answers a product that is no longer shown with 410 Gone and leaves it out of the sitemap', async () => {
    const product = await db().selectFrom('product').select('id').where('visible', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const before = calls.backoffice.sitemap.response.parse((await get('/sitemap?view_locale=ro_RO&limit=5000')).body);
    await db().updateTable('product').set({ visible: 0 }).where('id', '=', product.id).execute();
    try {
      const gone = await get(`/products/${product.id}?country_id=146`);
      expect(gone.status).toBe(410);
      expect(errorBodySchema.parse(gone.body).error.code).toBe('product_gone');
      const after = calls.backoffice.sitemap.response.parse((await get('/sitemap?view_locale=ro_RO&limit=5000')).body);
      expect(after.total).toBe(before.total - 1);
      expect(after.items.some((e) => e.view === 'product' && e.view_id === product.id)).toBe(false);
      expect((await get('/products/99999999')).status).toBe(404);
    } finally {
      await db().updateTable('product').set({ visible: 1 }).where('id', '=', product.id).execute();
    }
  });

  it('refuses callers without the shop token', async () => {
    expect((await call(`${shop.apiUrl}/api/sitemap?view_locale=de_DE`)).status).toBe(401);
    expect((await call(`${shop.apiUrl}/api/rewriting/alternates?view=product&view_id=1`)).status).toBe(401);
  });
});
