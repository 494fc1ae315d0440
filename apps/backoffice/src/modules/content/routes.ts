// Helper-service content calls: one content page, and the contents of a folder.
import { calls, type Content } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import type { Db } from '../../db/connect.ts';
import { listVisibleContents, type ContentFilter } from './content-repository.ts';

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

async function loadContents(db: Db, locale: string, where: ContentFilter): Promise<Content[]> {
  const rows = await listVisibleContents(db, locale, where);
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
