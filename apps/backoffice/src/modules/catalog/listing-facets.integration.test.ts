// Issue 19: a listing's facets without further filters are counted in memory over its kept
// members; they must be exactly what the database's count (listFacets) gives, for a top category, a
// leaf, a brand, a brand within a category and a brand the category does not hold, in German and
// Romanian, on SQLite and PostgreSQL, and follow a catalog change once the writer has said so.
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLeafCategory, firstTopCategory } from './catalog-test-kit.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { subtreeIds } from './category-tree.ts';
import { listFacets } from './product-repository.ts';

describe.each(databaseKinds)('listing facets counted in memory on %s', (kind) => {
  let shop: TestBackOffice;
  const db = () => shop.backOffice.deps.db;
  const facetsOf = async (query: string) => {
    const answer = await call(`${shop.apiUrl}/api/products/?${query}&facets=1&limit=1`, { headers: shop.guest });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const facets = calls.backoffice.productList.response.parse(answer.body).facets;
    if (!facets) throw new Error('facets asked for');
    return facets;
  };
  const categoryIds = async (id: number, locale: string) => subtreeIds(await shop.backOffice.deps.categories.get(locale), id);

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
    // A brand without a Romanian name: offered in German only (in both ways of counting).
    const brand = await db().selectFrom('brand').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db().deleteFrom('brand_i18n').where('brand_id', '=', brand.id).where('lang', '=', 'ro').execute();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('counts what the database counts, for categories, brands and both, in German and Romanian', async () => {
    const top = await firstTopCategory(db());
    const leaf = await firstLeafCategory(db());
    const brands = await db().selectFrom('brand').select('id').orderBy('id').execute();
    const leafIds = await categoryIds(leaf.id, 'de_DE');
    // A brand none of the leaf's products has: the chosen brand stays listed with 0.
    const leafBrands = await db().selectFrom('product_category').innerJoin('product', 'product.id', 'product_category.product_id').select('product.brand_id').where('product_category.category_id', 'in', leafIds).execute();
    const outside = brands.find((brand) => !leafBrands.some((row) => row.brand_id === brand.id));
    const [brand] = brands;
    if (!brand || !outside) throw new Error('the seed has brands, and one outside the leaf');

    const cases: { query: string; target: { categoryIds?: number[]; brandId?: number } }[] = [
      { query: `category=${top.id}`, target: { categoryIds: await categoryIds(top.id, 'de_DE') } },
      { query: `category=${leaf.id}`, target: { categoryIds: leafIds } },
      { query: `brand=${brand.id}`, target: { brandId: brand.id } },
      { query: `category=${top.id}&brand=${brand.id}`, target: { categoryIds: await categoryIds(top.id, 'de_DE'), brandId: brand.id } },
      { query: `category=${leaf.id}&brand=${outside.id}`, target: { categoryIds: leafIds, brandId: outside.id } },
    ];
    for (const [countryId, lang] of [[5, 'de'], [146, 'ro']] as const) {
      for (const { query, target } of cases) {
        const counted = await facetsOf(`country_id=${countryId}&${query}`);
        const byDatabase = await listFacets(db(), { countryId, ...target }, lang);
        expect(counted, `${lang} ${query}`).toEqual(byDatabase);
      }
    }
    const nameless = await db().selectFrom('brand').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await facetsOf(`country_id=146&brand=${nameless.id}`)).brands.map((facet) => facet.id)).not.toContain(nameless.id);
    expect((await facetsOf(`country_id=5&brand=${nameless.id}`)).brands.map((facet) => facet.id)).toContain(nameless.id);
    const top5 = await facetsOf(`country_id=5&category=${top.id}`);
    expect(top5.brands.length).toBeGreaterThan(1);
    expect(top5.colors.length).toBeGreaterThan(1);
    const chosen = (await facetsOf(`country_id=5&category=${leaf.id}&brand=${outside.id}`)).brands.find((facet) => facet.id === outside.id);
    expect(chosen?.count).toBe(0);
  });

  it('lists the choices in the order of the shop language', async () => {
    const top = await firstTopCategory(db());
    for (const [countryId, lang] of [[5, 'de'], [146, 'ro']] as const) {
      const facets = await facetsOf(`country_id=${countryId}&category=${top.id}`);
      for (const list of [facets.brands, facets.colors]) {
        const titles = list.map((facet) => facet.title);
        expect(titles).toEqual([...titles].sort(new Intl.Collator(lang).compare));
      }
    }
  });

  it('follows a catalog change as soon as the writing code has dropped the kept counts', async () => {
    const brand = await db().selectFrom('brand').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = await facetsOf(`country_id=5&brand=${brand.id}`);
    const product = await db().selectFrom('product').select('id').where('brand_id', '=', brand.id).where('visible', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const colors = await db().selectFrom('product_sale_element').select('color_av_id').distinct().where('product_id', '=', product.id).where('color_av_id', 'is not', null).execute();
    expect(colors.length).toBeGreaterThan(0);
    await db().updateTable('product').set({ visible: 0 }).where('id', '=', product.id).execute();
    shop.backOffice.deps.categories.invalidate();
    // The brand listing's colours: one product fewer for each of its colours.
    const answer = await call(`${shop.apiUrl}/api/products/?country_id=5&brand=${brand.id}&facets=1&limit=2`, { headers: shop.guest });
    const after = calls.backoffice.productList.response.parse(answer.body).facets;
    for (const { color_av_id: color } of colors) {
      const was = before.colors.find((facet) => facet.id === color)?.count ?? 0;
      const now = after?.colors.find((facet) => facet.id === color)?.count ?? 0;
      expect(now, `colour ${color}`).toBe(was - 1);
    }
  });
});
