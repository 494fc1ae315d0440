// What the sitemap reads (issue 7): the current URLs of visible pages of one locale, page by page,
// the same items' URLs in the other locales, and when products and content last changed.
import type { PageViewType } from '@shop/contract';
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

/** One page of the visible pages' current URLs in `locale`, by kind and id, and how many there are in all. */
export async function visiblePageUrls(db: Db, locale: string, offset: number, limit: number) {
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
  return { rows, total: Number(counted.count) };
}

/** The current URLs outside `locale` of the items named, kind by kind, by locale. */
export async function otherLocaleUrls(db: Db, locale: string, groups: (readonly [PageViewType, number[]])[]) {
  if (groups.length === 0) return [];
  return db
    .selectFrom('rewriting_url')
    .select(['view', 'view_id', 'view_locale', 'url'])
    .where('redirected_to', 'is', null)
    .where('view_locale', '!=', locale)
    .where((eb) => eb.or(groups.map(([view, ids]) => eb.and([eb('view', '=', view), eb('view_id', 'in', ids)]))))
    .orderBy('view_locale')
    .execute();
}

/** When the products and contents named last changed; categories and brands do not keep it. */
export async function lastChanges(db: Db, productIds: number[], contentIds: number[]) {
  const [products, contents] = await Promise.all([
    productIds.length === 0 ? [] : db.selectFrom('product').select(['id', 'updated_at']).where('id', 'in', productIds).execute(),
    contentIds.length === 0 ? [] : db.selectFrom('content').select(['id', 'updated_at']).where('id', 'in', contentIds).execute(),
  ]);
  return { products, contents };
}
