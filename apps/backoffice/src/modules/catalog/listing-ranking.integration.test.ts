// Issue 19: listings by sales (the default) and by price are paged from memory; every page must be
// what the database's own query gives (visible products of the category's subtree and/or the brand,
// sales descending or the price paid either way, newest id first among equals), on SQLite and
// PostgreSQL.
import { calls } from '@shop/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLeafCategory, firstTopCategory } from './catalog-test-kit.ts';
import { createListingRanking } from './listing-ranking.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('listings paged from a kept order on %s', (kind) => {
  let shop: TestBackOffice;
  const db = () => shop.backOffice.deps.db;
  const products = async (query: string) => {
    const answer = await call(`${shop.apiUrl}/api/products/?${query}`, { headers: shop.guest });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return calls.backoffice.productList.response.parse(answer.body);
  };
  /** Every page of a listing, 7 at a time (pages that do not line up with anything). */
  const allPages = async (query: string) => {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 7) {
      const page = await products(`${query}&limit=7&offset=${offset}`);
      ids.push(...page.items.map((item) => item.ID));
      if (page.items.length < 7) return { ids, total: page.total };
    }
  };
  /** The database's answer: visible products linked to a category of the subtree and/or of the brand. */
  const expected = async (categoryIds: number[] | null, brandId: number | null) => {
    let query = db().selectFrom('product').select('product.id').where('product.visible', '=', 1);
    if (categoryIds) {
      query = query.where((eb) =>
        eb.exists(eb.selectFrom('product_category as pc').select(sql.lit(1).as('one')).whereRef('pc.product_id', '=', 'product.id').where('pc.category_id', 'in', categoryIds)),
      );
    }
    if (brandId !== null) query = query.where('product.brand_id', '=', brandId);
    const rows = await query.orderBy('product.sales_count', 'desc').orderBy('product.id', 'desc').execute();
    return rows.map((row) => row.id);
  };
  const subtree = async (id: number): Promise<number[]> => {
    const children = await db().selectFrom('category').select('id').where('parent_id', '=', id).execute();
    return [id, ...(await Promise.all(children.map((child) => subtree(child.id)))).flat()];
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
    // Ties in sales, so the order among equals (newest id first) is tested too; a hidden product.
    await db().updateTable('product').set({ sales_count: 7 }).where('id', '<=', 40).execute();
    await db().updateTable('product').set({ visible: 0 }).where('id', '=', 3).execute();
    shop.backOffice.deps.categories.invalidate();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('pages a top category, a leaf, a brand and a brand within a category exactly as the database orders them', async () => {
    const top = await firstTopCategory(db());
    const leaf = await firstLeafCategory(db());
    const brand = await db().selectFrom('brand').select('id').orderBy('id').executeTakeFirstOrThrow();

    const topWant = await expected(await subtree(top.id), null);
    expect(topWant.length).toBeGreaterThan(20);
    expect(topWant).not.toContain(3);
    expect(await allPages(`country_id=5&category=${top.id}`)).toEqual({ ids: topWant, total: topWant.length });
    const leafWant = await expected(await subtree(leaf.id), null);
    expect((await allPages(`country_id=146&category=${leaf.id}&facets=1`)).ids).toEqual(leafWant);
    const brandWant = await expected(null, brand.id);
    expect(brandWant.length).toBeGreaterThan(0);
    expect(await allPages(`country_id=5&brand=${brand.id}`)).toEqual({ ids: brandWant, total: brandWant.length });
    const bothWant = await expected(await subtree(top.id), brand.id);
    expect(await allPages(`country_id=5&category=${top.id}&brand=${brand.id}`)).toEqual({ ids: bothWant, total: bothWant.length });
    // Past the end: an empty page, the same total.
    expect(await products(`country_id=5&category=${top.id}&limit=5&offset=${topWant.length + 10}`)).toMatchObject({ items: [], total: topWant.length });
  });

  it('pages by price, cheapest and dearest first, as the shopper pays it in each country (promo prices, ties)', async () => {
    const top = await firstTopCategory(db());
    const brand = await db().selectFrom('brand').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Among the top category's products: equal prices (the newest id first among them), a promotion
    // that makes one the cheapest, and one without a Romanian price (not listed by price there, but
    // counted in the listing's total, as the database counts it).
    const topMembers = await expected(await subtree(top.id), null);
    const defaults = await db().selectFrom('product_sale_element').select(['id', 'product_id']).where('is_default', '=', 1).where('product_id', 'in', topMembers).orderBy('product_id').limit(6).execute();
    const [promo, unpriced, ...tied] = defaults;
    if (!promo || !unpriced || tied.length < 2) throw new Error('the top category has six products');
    await db().updateTable('pse_price').set({ price_cents: 12_345, is_promo: 0 }).where('pse_id', 'in', tied.map((pse) => pse.id)).execute();
    await db().updateTable('pse_price').set({ is_promo: 1, promo_price_cents: 1 }).where('pse_id', '=', promo.id).execute();
    await db().deleteFrom('pse_price').where('pse_id', '=', unpriced.id).where('country_id', '=', 146).execute();
    shop.backOffice.deps.categories.invalidate();

    /** What the shopper pays for each visible product's default variant in the country, sorted as the listing must be. */
    const byPrice = async (countryId: number, members: number[], cheapestFirst: boolean) => {
      const rows = await db()
        .selectFrom('product_sale_element as pse')
        .innerJoin('pse_price as price', 'price.pse_id', 'pse.id')
        .select(['pse.product_id', 'price.price_cents', 'price.promo_price_cents', 'price.is_promo'])
        .where('pse.is_default', '=', 1)
        .where('price.country_id', '=', countryId)
        .execute();
      const paid = new Map(rows.map((row) => [row.product_id, row.is_promo === 1 && row.promo_price_cents !== null ? row.promo_price_cents : row.price_cents]));
      return members
        .filter((id) => paid.has(id))
        .sort((a, b) => ((paid.get(a) ?? 0) - (paid.get(b) ?? 0)) * (cheapestFirst ? 1 : -1) || b - a);
    };
    for (const countryId of [5, 146]) {
      for (const [query, members] of [
        [`category=${top.id}`, await expected(await subtree(top.id), null)],
        [`brand=${brand.id}`, await expected(null, brand.id)],
        [`category=${top.id}&brand=${brand.id}`, await expected(await subtree(top.id), brand.id)],
      ] as const) {
        const cheapest = await allPages(`country_id=${countryId}&${query}&order=min_price`);
        expect(cheapest.ids, `${countryId} ${query} cheapest`).toEqual(await byPrice(countryId, [...members], true));
        expect(cheapest.total).toBe(members.length);
        const dearest = await allPages(`country_id=${countryId}&${query}&order=max_price`);
        expect(dearest.ids, `${countryId} ${query} dearest`).toEqual(await byPrice(countryId, [...members], false));
      }
    }
    const first = await products(`country_id=5&category=${top.id}&order=min_price&limit=1`);
    expect(first.items.map((item) => item.ID)).toEqual([promo.product_id]);
    const romanian = await allPages(`country_id=146&category=${top.id}&order=min_price`);
    expect(romanian.ids).not.toContain(unpriced.product_id);
    expect(romanian.ids).toHaveLength(topMembers.length - 1);
    expect(romanian.total).toBe(topMembers.length);
    const tiedIds = tied.map((pse) => pse.product_id);
    const tiedInOrder = romanian.ids.filter((id) => tiedIds.includes(id));
    expect(tiedInOrder).toEqual([...tiedIds].sort((a, b) => b - a));
  });

  it('keeps listings up to a number of ids, dropping the oldest first, and still pages them right', async () => {
    const top = await firstTopCategory(db());
    const leaf = await firstLeafCategory(db());
    const [topIds, leafIds] = [await subtree(top.id), await subtree(leaf.id)];
    const [topWant, leafWant] = [await expected(topIds, null), await expected(leafIds, null)];
    expect(leafWant.length).toBeLessThan(topWant.length);
    const ranking = createListingRanking(db(), Date.now, leafWant.length + 1);
    expect((await ranking.page({ categoryIds: leafIds }, 0, 1000)).ids).toEqual(leafWant);
    expect(ranking.kept).toEqual({ listings: 1, ids: leafWant.length });
    // The top category is over the bound alone: it is kept (the newest is never dropped), the leaf goes.
    expect((await ranking.page({ categoryIds: topIds }, 0, 1000)).ids).toEqual(topWant);
    expect(ranking.kept).toEqual({ listings: 1, ids: topWant.length });
    expect((await ranking.page({ categoryIds: leafIds }, 0, 1000)).ids).toEqual(leafWant);
    expect(ranking.kept).toEqual({ listings: 1, ids: leafWant.length });
  });

  it('shows a catalog change as soon as the writing code has dropped the kept order', async () => {
    const top = await firstTopCategory(db());
    const before = await products(`country_id=5&category=${top.id}&limit=3`);
    const last = (await expected(await subtree(top.id), null)).at(-1);
    if (last === undefined) throw new Error('the category has products');
    // The last product becomes the best seller: first on the first page once the catalog says so.
    await db().updateTable('product').set({ sales_count: 1_000_000 }).where('id', '=', last).execute();
    shop.backOffice.deps.categories.invalidate();
    const after = await products(`country_id=5&category=${top.id}&limit=3`);
    expect(after.items.map((item) => item.ID)).toEqual([last, ...before.items.map((item) => item.ID).slice(0, 2)]);
  });
});
