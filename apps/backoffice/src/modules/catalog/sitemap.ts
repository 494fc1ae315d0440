// The URLs of one locale that search engines should know (issue 7): every visible product,
// category, brand and content, each with its URLs in the other locales for the sitemap's hreflang
// links. Paged, so a catalog of 100,000 products is read a few thousand URLs at a time.
import type { PageViewType, SitemapEntry } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { lastChanges, otherLocaleUrls, visiblePageUrls } from './sitemap-repository.ts';

export async function sitemapPage(db: Db, locale: string, offset: number, limit: number): Promise<{ items: SitemapEntry[]; total: number }> {
  const { rows, total } = await visiblePageUrls(db, locale, offset, limit);
  const idsOf = (view: PageViewType) => rows.filter((row) => row.view === view).map((row) => row.view_id);
  const [alternates, lastmods] = await Promise.all([alternatesByItem(db, locale, idsOf), lastChangeByItem(db, idsOf)]);
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
  return { items, total };
}

async function alternatesByItem(db: Db, locale: string, idsOf: (view: PageViewType) => number[]) {
  const groups = (['product', 'category', 'brand', 'content'] as const).map((view) => [view, idsOf(view)] as const).filter(([, ids]) => ids.length > 0);
  const byItem = new Map<string, { view_locale: string; view_url: string }[]>();
  for (const row of await otherLocaleUrls(db, locale, groups)) {
    const key = `${row.view}:${row.view_id}`;
    byItem.set(key, [...(byItem.get(key) ?? []), { view_locale: row.view_locale, view_url: row.url }]);
  }
  return byItem;
}

/** Products and content know when they last changed; categories and brands do not. */
async function lastChangeByItem(db: Db, idsOf: (view: PageViewType) => number[]): Promise<Map<string, string>> {
  const changed = new Map<string, string>();
  const { products, contents } = await lastChanges(db, idsOf('product'), idsOf('content'));
  for (const row of products) changed.set(`product:${row.id}`, row.updated_at);
  for (const row of contents) changed.set(`content:${row.id}`, row.updated_at);
  return changed;
}
