// Rewritten URLs: which item a URL of a locale shows, and the current URLs of items. An old URL
// keeps its row and points at the one that replaced it (`redirected_to`).
import type { Db } from '../../db/connect.ts';
import type { RewritingView } from '../../db/schema.ts';

/** The current URL of one item in one locale; undefined when it has none there. */
export async function currentUrlOf(db: Db, view: RewritingView, viewId: number, locale: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rewriting_url')
    .select('url')
    .where('view', '=', view)
    .where('view_id', '=', viewId)
    .where('view_locale', '=', locale)
    .where('redirected_to', 'is', null)
    .executeTakeFirst();
  return row?.url;
}
