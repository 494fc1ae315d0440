// The URLs of one locale that search engines should know (issue 7): every visible product,
// category, brand and content, each with its URLs in the other locales for the sitemap's hreflang
// links. Paged, so a catalog of 100,000 products is read a few thousand URLs at a time.
import type { PageViewType, SitemapEntry } from '@shop/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

type UrlRow = ExpressionBuilder<Database, 'rewriting_url'>;

/** A URL counts when it is the current one of a visible item with a page of its own. */
function isVisiblePage(eb: UrlRow): Expression<SqlBool> {
  const visibleIn = (table: 'product' | 'category' | 'brand' | 'content') =>
    eb.and([
      eb('rewriting_url.view', '=', table),
      eb.exists(
        eb
          .selectFrom(table)
          .select(`${table}.id` as const)
          .whereRef(`${table}.id`, '=', 'rewriting_url.view_id')
          .where(`${table}.visible`, '=', 1),
      ),
    ]);
  return eb.or([visibleIn('product'), visibleIn('category'), visibleIn('brand'), visibleIn('content')]);
}

export async function sitemapPage(db: Db, locale: string, offset: number, limit: number): Promise<{ items: SitemapEntry[]; total: number }> {
  const urls = db
    .selectFrom('rewriting_url')
    .where('rewriting_url.view_locale', '=', locale)
    .where('rewriting_url.redirected_to', 'is', null)
    .where(isVisiblePage);
  const [counted, rows] = await Promise.all([
    urls.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    urls
      .select(['rewriting_url.view', 'rewriting_url.view_id', 'rewriting_url.url'])
      .orderBy('rewriting_url.view')
      .orderBy('rewriting_url.view_id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  const idsOf = (view: PageViewType) => rows.filter((row) => row.view === view).map((row) => row.view_id);
  const [alternates, lastmods] = await Promise.all([otherLocaleUrls(db, locale, idsOf), lastChanges(db, idsOf)]);
  const items = rows.map((row) => {
    const key = `${row.view}:${row.view_id}`;
    return {
      view: row.view as PageViewType,
      view_id: row.view_id,
      view_url: row.url,
      lastmod: lastmods.get(key) ?? null,
      alternates: alternates.get(key) ?? [],
    };
  });
  return { items, total: Number(counted.count) };
}

async function otherLocaleUrls(db: Db, locale: string, idsOf: (view: PageViewType) => number[]) {
  const groups = (['product', 'category', 'brand', 'content'] as const).map((view) => [view, idsOf(view)] as const).filter(([, ids]) => ids.length > 0);
  const byItem = new Map<string, { view_locale: string; view_url: string }[]>();
  if (groups.length === 0) return byItem;
  const rows = await db
    .selectFrom('rewriting_url')
    .select(['view', 'view_id', 'view_locale', 'url'])
    .where('redirected_to', 'is', null)
    .where('view_locale', '!=', locale)
    .where((eb) => eb.or(groups.map(([view, ids]) => eb.and([eb('view', '=', view), eb('view_id', 'in', ids)]))))
    .orderBy('view_locale')
    .execute();
  for (const row of rows) {
    const key = `${row.view}:${row.view_id}`;
    byItem.set(key, [...(byItem.get(key) ?? []), { view_locale: row.view_locale, view_url: row.url }]);
  }
  return byItem;
}

/** Products and content know when they last changed; categories and brands do not. */
async function lastChanges(db: Db, idsOf: (view: PageViewType) => number[]): Promise<Map<string, string>> {
  const changed = new Map<string, string>();
  const [products, contents] = [idsOf('product'), idsOf('content')];
  const [productRows, contentRows] = await Promise.all([
    products.length === 0 ? [] : db.selectFrom('product').select(['id', 'updated_at']).where('id', 'in', products).execute(),
    contents.length === 0 ? [] : db.selectFrom('content').select(['id', 'updated_at']).where('id', 'in', contents).execute(),
  ]);
  for (const row of productRows) changed.set(`product:${row.id}`, row.updated_at);
  for (const row of contentRows) changed.set(`content:${row.id}`, row.updated_at);
  return changed;
}
