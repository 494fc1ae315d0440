// Rewritten URLs: which item a URL of a locale shows, and the current URLs of items. An old URL
// keeps its row and points at the one that replaced it (`redirected_to`).
import type { Db } from '../../db/connect.ts';
import type { RewritingView } from '../../db/schema.ts';

const urlColumns = ['id', 'view', 'view_id', 'view_locale', 'url', 'redirected_to'] as const;

/** The row of a URL (current or old) in one locale; undefined when the locale has no such URL. */
export async function findUrl(db: Db, url: string, locale: string) {
  return db.selectFrom('rewriting_url').select(urlColumns).where('url', '=', url).where('view_locale', '=', locale).executeTakeFirst();
}

export async function findUrlById(db: Db, id: number) {
  return db.selectFrom('rewriting_url').select(urlColumns).where('id', '=', id).executeTakeFirst();
}

/** The current (not redirected) URLs of one kind of item. */
function currentUrls(db: Db, view: RewritingView) {
  return db.selectFrom('rewriting_url').where('view', '=', view).where('redirected_to', 'is', null);
}

/** The current URL of one item in one locale; undefined when it has none there. */
export async function currentUrlOf(db: Db, view: RewritingView, viewId: number, locale: string): Promise<string | undefined> {
  const row = await currentUrls(db, view).select('url').where('view_id', '=', viewId).where('view_locale', '=', locale).executeTakeFirst();
  return row?.url;
}

/** The current URLs of one item in every locale, by locale. */
export async function currentUrlsOfItem(db: Db, view: RewritingView, viewId: number) {
  return currentUrls(db, view).select(['view_locale', 'url']).where('view_id', '=', viewId).orderBy('view_locale').execute();
}

/** The current URLs in one locale of every item of a kind. */
export async function currentUrlsOfView(db: Db, view: RewritingView, locale: string) {
  return currentUrls(db, view).select(['view_id', 'url']).where('view_locale', '=', locale).execute();
}
