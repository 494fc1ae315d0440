// Helper-service content calls: one content page, and the contents of a folder.
import { calls, type Content } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import type { Db } from '../../db/connect.ts';

export function registerContentRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.content, async ({ query }) => {
    const [content] = await loadContents(db, query.locale, { contentId: query.content_id });
    if (!content) throw notFound('not_found', 'Content not found');
    return { data: content };
  });

  register(calls.helper.contentFolder, async ({ query }) => ({
    data: await loadContents(db, query.locale, { folderId: query.folder_id }),
  }));
}

async function loadContents(db: Db, locale: string, where: { contentId?: number; folderId?: number }): Promise<Content[]> {
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
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    chapo: row.chapo,
    description: row.description,
    postscriptum: row.postscriptum === '' ? null : row.postscriptum,
    url: `/${row.url ?? `content/${row.id}`}`,
    folder_id: row.folder_id,
    position: row.position,
  }));
}
