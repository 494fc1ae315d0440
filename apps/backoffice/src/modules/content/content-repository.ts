// Reads of the content pages: visible pages in one locale, with their current SEO address.
import type { Db } from '../../db/connect.ts';

export type ContentFilter = { contentId?: number; folderId?: number };

/** Visible pages in position order, narrowed to one page or one folder. */
export function listVisibleContents(db: Db, locale: string, where: ContentFilter) {
  let select = db
    .selectFrom('content')
    .innerJoin('content_i18n as ci', (join) => join.onRef('ci.content_id', '=', 'content.id').on('ci.locale', '=', locale))
    .leftJoin('rewriting_url as ru', (join) =>
      join
        .onRef('ru.view_id', '=', 'content.id')
        .on('ru.view', '=', 'content')
        .on('ru.view_locale', '=', locale)
        .on('ru.redirected_to', 'is', null),
    )
    .select([
      'content.id',
      'content.folder_id',
      'content.position',
      'ci.title',
      'ci.chapo',
      'ci.description',
      'ci.postscriptum',
      'ru.url',
    ])
    .where('content.visible', '=', 1)
    .orderBy('content.position')
    .orderBy('content.id');
  if (where.contentId !== undefined) select = select.where('content.id', '=', where.contentId);
  if (where.folderId !== undefined) select = select.where('content.folder_id', '=', where.folderId);
  return select.execute();
}
