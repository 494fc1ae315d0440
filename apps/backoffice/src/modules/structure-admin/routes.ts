// The admin's structure calls (issue 16): the category tree with its order and visibility, texts
// per language and an address per shop locale, new categories and the deletion of unused ones;
// brands; folders (new, renamed, empty ones deleted) and content pages per locale, their
// HTML sanitised before it is stored and their postscriptum checked. Every save is one audited
// transaction; a category change rebuilds the back office's category tree at once (menus, listings),
// the storefronts follow within their helper cache time (300 s, packages/storefront/src/server/ttl-cache.server.ts).
import {
  adminCalls,
  shopLocaleSchema,
  structureAdminMessages,
  structureLangSchema,
  type AdminBrand,
  type AdminCategory,
  type AdminContent,
  type CategoryBody,
} from '@shop/contract/admin';
import { listingPostscriptumSchema } from '@shop/contract';
import type { Transaction } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database, RewritingView } from '../../db/schema.ts';
import { isForeignKeyViolation } from '../../db/database-errors.ts';
import { notFound } from '../../http/app-error.ts';
import type { AdminRegistrar, AdminWrite, Audit } from '../../http/admin-call.ts';
import { cleanRichText } from '../shop/index.ts';
import { addressesOf, fieldError, refusingTakenUrls, retryingOnce, setAddress, type AskedAddresses } from './addresses.ts';
import { registerFeatureAdminRoutes } from './feature-routes.ts';
import {
  brandExists,
  brandTexts,
  categoryExists,
  categoryTexts,
  categoryUse,
  deleteCategory,
  deleteFolder,
  folderUse,
  insertCategory,
  insertFolder,
  contentLocales,
  contentTexts,
  findBrand,
  findCategory,
  contentIdWithCode,
  findContent,
  findFolder,
  folderTitles,
  insertContent,
  saveFolder,
  insertBrand,
  listBrandRows,
  listCategoryNodes,
  listContentRows,
  listFolders,
  lockSiblings,
  saveContentTexts,
  saveTexts,
  setBrandVisible,
  setCategoryPosition,
  setCategoryVisible,
  setContentState,
  siblingOrder,
} from './structure-repository.ts';

type Db = Deps['db'] | Transaction<Database>;
type Texts = { title: string; description: string };
type TextRow = Texts & { lang: string };

const textsByLang = (rows: TextRow[]) => {
  const of = (lang: string): Texts => {
    const row = rows.find((r) => r.lang === lang);
    return { title: row?.title ?? '', description: row?.description ?? '' };
  };
  return { de: of('de'), ro: of('ro') };
};

async function categoryState(db: Db, id: number): Promise<AdminCategory | undefined> {
  const category = await findCategory(db, id);
  if (!category) return undefined;
  const [texts, addresses] = await Promise.all([categoryTexts(db, id), addressesOf(db, 'category', id)]);
  const path: AdminCategory['path'] = [];
  let parentId: number | null = category.parent_id;
  while (parentId !== null && path.length < 20) {
    const parent = await findCategory(db, parentId);
    if (!parent) break;
    path.unshift({ id: parent.id, title: textsByLang(await categoryTexts(db, parent.id)).de.title });
    parentId = parent.parent_id;
  }
  const own = textsByLang(texts);
  path.push({ id, title: own.de.title });
  return { id, parent_id: category.parent_id, position: category.position, visible: category.visible === 1, texts: own, ...addresses, path };
}

async function brandState(db: Db, id: number): Promise<AdminBrand | undefined> {
  const brand = await findBrand(db, id);
  if (!brand) return undefined;
  const [texts, addresses] = await Promise.all([brandTexts(db, id), addressesOf(db, 'brand', id)]);
  return { id, visible: brand.visible === 1, texts: textsByLang(texts), ...addresses };
}

async function contentState(db: Db, id: number): Promise<AdminContent | undefined> {
  const content = await findContent(db, id);
  if (!content) return undefined;
  const [rows, addresses] = await Promise.all([contentTexts(db, id), addressesOf(db, 'content', id)]);
  const of = (locale: string) => {
    const row = rows.find((r) => r.locale === locale);
    return row ? { title: row.title, chapo: row.chapo, description: row.description, postscriptum: row.postscriptum } : null;
  };
  return {
    id,
    code: content.code,
    folder_id: content.folder_id,
    folder_title: content.folder_title ?? '',
    visible: content.visible === 1,
    updated_at: content.updated_at,
    texts: { de_DE: of('de_DE'), de_AT: of('de_AT'), ro_RO: of('ro_RO') },
    ...addresses,
  };
}

/** Texts and addresses of a category or brand, as the form sends them; true when anything changed. */
async function saveTextsAndUrls(trx: Transaction<Database>, view: 'category' | 'brand', id: number, body: CategoryBody): Promise<void> {
  for (const lang of structureLangSchema.options) await saveTexts(trx, view, id, lang, body.texts[lang]);
  for (const locale of shopLocaleSchema.options) await setAddress(trx, view, id, locale, body.urls[locale], `urls.${locale}`);
}

type ListRow = { id: number; position: number; visible: number; title: string | null; title_ro: string | null; product_count: number | string | bigint | null };

/** A row of the category tree or the brand list: both titles, visible products. */
const listRow = (row: ListRow) => ({
  id: row.id,
  position: row.position,
  visible: row.visible === 1,
  title: row.title ?? `#${row.id}`,
  title_ro: row.title_ro ?? '',
  product_count: Number(row.product_count ?? 0),
});

/** The addresses of a category or brand form, with their fields. */
const askedAddresses = (view: 'category' | 'brand', viewId: number | null, body: CategoryBody): AskedAddresses => ({
  view,
  viewId,
  urls: shopLocaleSchema.options.map((locale) => ({ locale, url: body.urls[locale], field: `urls.${locale}` })),
});

/** Saves a category's or brand's visibility, texts and addresses in one audited transaction. */
async function updateTitled<T>(
  db: Deps['db'],
  write: AdminWrite,
  kind: 'category' | 'brand',
  id: number,
  body: CategoryBody,
  stateOf: (db: Db, id: number) => Promise<T | undefined>,
  setVisible: (db: Db, id: number, visible: boolean) => Promise<void>,
): Promise<T> {
  return refusingTakenUrls(db, askedAddresses(kind, id, body), () =>
    write(async (trx, audit) => {
      const before = await stateOf(trx, id);
      if (before === undefined) throw notFound('not_found', kind === 'category' ? 'Category not found' : 'Brand not found');
      await setVisible(trx, id, body.visible);
      await saveTextsAndUrls(trx, kind, id, body);
      const after = (await stateOf(trx, id)) as T;
      await auditChange(audit, `${kind}.update`, kind, id, before, after);
      return after;
    }),
  );
}

const auditChange = async (audit: Audit, action: string, entity: RewritingView, id: number, before: unknown, after: unknown) => {
  if (JSON.stringify(before) !== JSON.stringify(after)) await audit({ action, entity, entityId: id, before, after });
};

export function registerStructureAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { categories, brands, contents } = adminCalls;
  registerFeatureAdminRoutes(register, deps);

  // --- categories ----------------------------------------------------------------------------
  register(categories.tree, async () => ({
    data: (await listCategoryNodes(deps.db)).map((row) => ({ ...listRow(row), parent_id: row.parent_id })),
  }));

  register(categories.detail, async ({ params }) => {
    const category = await categoryState(deps.db, params.id);
    if (!category) throw notFound('not_found', 'Category not found');
    return { data: category };
  });

  register(categories.update, async ({ params, body, write }) => {
    const saved = await updateTitled(deps.db, write, 'category', params.id, body, categoryState, setCategoryVisible);
    deps.categories.invalidate();
    return { status_code: 200 as const, data: saved };
  });

  // A new category at the end of its level (or a new top category), with texts and addresses.
  register(categories.create, async ({ body, write }) => {
    const create = () =>
      write(async (trx, audit) => {
        if (body.parent_id !== null && !(await findCategory(trx, body.parent_id))) throw fieldError('parent_id', structureAdminMessages.category_unknown);
        if (body.parent_id !== null) await lockSiblings(trx, deps.database.dialect, body.parent_id);
        const id = await insertCategory(trx, body.parent_id, body.visible);
        await saveTextsAndUrls(trx, 'category', id, body);
        const after = (await categoryState(trx, id)) as AdminCategory;
        await audit({ action: 'category.create', entity: 'category', entityId: id, after });
        return after;
      });
    const saved = await refusingTakenUrls(deps.db, askedAddresses('category', null, body), () => retryingOnce(create));
    deps.categories.invalidate();
    return { status_code: 200 as const, data: saved };
  });

  // Only a category nothing hangs on: no subcategory, no product (a product filed under it at the
  // same moment meets the foreign key, which says the same).
  register(categories.remove, async ({ params, write }) => {
    const refusal = async (db: Db) => {
      const use = await categoryUse(db, params.id);
      if (use.children > 0) return fieldError('children', structureAdminMessages.category_has_children);
      if (use.products > 0) return fieldError('products', structureAdminMessages.category_has_products);
      return null;
    };
    try {
      await write(async (trx, audit) => {
        const before = await categoryState(trx, params.id);
        if (!before) throw notFound('not_found', 'Category not found');
        const refused = await refusal(trx);
        if (refused) throw refused;
        await deleteCategory(trx, params.id);
        await audit({ action: 'category.delete', entity: 'category', entityId: params.id, before });
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      throw (await refusal(deps.db)) ?? error;
    }
    deps.categories.invalidate();
    return { status_code: 200 as const };
  });

  // A move renumbers the whole level 0..n-1 under the level's lock: two staff members moving on
  // the same level at once end with one order, every position once.
  register(categories.move, async ({ params, body, write }) => {
    const result = await write(async (trx, audit) => {
      const category = await findCategory(trx, params.id);
      if (!category) throw notFound('not_found', 'Category not found');
      await lockSiblings(trx, deps.database.dialect, category.parent_id);
      const before = await siblingOrder(trx, category.parent_id);
      const at = before.indexOf(params.id);
      const to = body.direction === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= before.length) throw fieldError('direction', structureAdminMessages.at_the_edge);
      const order = [...before];
      [order[at], order[to]] = [order[to] as number, order[at] as number];
      for (const [position, id] of order.entries()) await setCategoryPosition(trx, id, position);
      await audit({ action: 'category.move', entity: 'category', entityId: params.id, before: { order: before }, after: { order } });
      return { parent_id: category.parent_id, order };
    });
    deps.categories.invalidate();
    return { status_code: 200 as const, data: result };
  });

  // --- brands --------------------------------------------------------------------------------
  register(brands.list, async () => ({ data: (await listBrandRows(deps.db)).map(listRow) }));

  register(brands.detail, async ({ params }) => {
    const brand = await brandState(deps.db, params.id);
    if (!brand) throw notFound('not_found', 'Brand not found');
    return { data: brand };
  });

  register(brands.create, async ({ body, write }) => {
    const create = () =>
      write(async (trx, audit) => {
        const id = await insertBrand(trx, body.visible);
        await saveTextsAndUrls(trx, 'brand', id, body);
        const after = (await brandState(trx, id)) as AdminBrand;
        await audit({ action: 'brand.create', entity: 'brand', entityId: id, after });
        return after;
      });
    const saved = await refusingTakenUrls(deps.db, askedAddresses('brand', null, body), () => retryingOnce(create));
    return { status_code: 200 as const, data: saved };
  });

  register(brands.update, async ({ params, body, write }) => {
    const saved = await updateTitled(deps.db, write, 'brand', params.id, body, brandState, setBrandVisible);
    deps.categories.invalidate();
    return { status_code: 200 as const, data: saved };
  });

  // --- folders and content pages -------------------------------------------------------------
  register(contents.folders, async () => {
    const [folders, rows, locales] = await Promise.all([listFolders(deps.db), listContentRows(deps.db), contentLocales(deps.db)]);
    return {
      data: folders.map((folder) => ({
        id: folder.id,
        title: folder.title ?? `#${folder.id}`,
        title_ro: folder.title_ro ?? '',
        visible: folder.visible === 1,
        contents: rows
          .filter((row) => row.folder_id === folder.id)
          .map((row) => ({
            id: row.id,
            code: row.code,
            title: row.title ?? row.title_ro ?? row.code,
            visible: row.visible === 1,
            locales: locales.filter((l) => l.content_id === row.id).map((l) => l.locale),
          })),
      })),
    };
  });

  register(contents.updateFolder, async ({ params, body, write }) => {
    const saved = await write(async (trx, audit) => {
      const folder = await findFolder(trx, params.id);
      if (!folder) throw notFound('not_found', 'Folder not found');
      const titlesOf = async () => {
        const rows = await folderTitles(trx, params.id);
        return { de: rows.find((row) => row.lang === 'de')?.title ?? '', ro: rows.find((row) => row.lang === 'ro')?.title ?? '' };
      };
      const before = { visible: folder.visible === 1, titles: await titlesOf() };
      await saveFolder(trx, params.id, body.visible, body.titles);
      const after = { visible: body.visible, titles: await titlesOf() };
      if (JSON.stringify(before) !== JSON.stringify(after)) await audit({ action: 'folder.update', entity: 'folder', entityId: params.id, before, after });
      return { id: params.id, ...after };
    });
    return { status_code: 200 as const, data: saved };
  });

  register(contents.createFolder, async ({ body, write }) => {
    const create = () =>
      write(async (trx, audit) => {
        const id = await insertFolder(trx);
        await saveFolder(trx, id, body.visible, body.titles);
        const after = { id, visible: body.visible, titles: body.titles };
        await audit({ action: 'folder.create', entity: 'folder', entityId: id, after });
        return after;
      });
    return { status_code: 200 as const, data: await retryingOnce(create) };
  });

  // Only an empty folder (a page created in it at the same moment meets the foreign key).
  register(contents.deleteFolder, async ({ params, write }) => {
    const notEmpty = fieldError('contents', structureAdminMessages.folder_not_empty);
    try {
      await write(async (trx, audit) => {
        const folder = await findFolder(trx, params.id);
        if (!folder) throw notFound('not_found', 'Folder not found');
        if ((await folderUse(trx, params.id)) > 0) throw notEmpty;
        const titles = await folderTitles(trx, params.id);
        await deleteFolder(trx, params.id);
        await audit({ action: 'folder.delete', entity: 'folder', entityId: params.id, before: { visible: folder.visible === 1, titles } });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notEmpty;
      throw error;
    }
    return { status_code: 200 as const };
  });

  // A new page gets its first shop version (title and address); its text is written in the editor.
  register(contents.create, async ({ body, write }) => {
    const create = () =>
      write(async (trx, audit) => {
        if (!(await findFolder(trx, body.folder_id))) throw fieldError('folder_id', structureAdminMessages.folder_unknown);
        if ((await contentIdWithCode(trx, body.code)) !== undefined) throw fieldError('code', structureAdminMessages.content_code_taken);
        const id = await insertContent(trx, body.folder_id, body.code, deps.now().toISOString());
        await saveContentTexts(trx, id, body.locale, { title: body.title, chapo: '', description: '', postscriptum: '' });
        await setAddress(trx, 'content', id, body.locale, body.url, 'url');
        const after = (await contentState(trx, id)) as AdminContent;
        await audit({ action: 'content.create', entity: 'content', entityId: id, after: { code: body.code, folder_id: body.folder_id, locale: body.locale, title: body.title, url: body.url } });
        return after;
      });
    const saved = await refusingTakenUrls(deps.db, { view: 'content', viewId: null, urls: [{ locale: body.locale, url: body.url, field: 'url' }] }, () => retryingOnce(create));
    return { status_code: 200 as const, data: saved };
  });

  register(contents.detail, async ({ params }) => {
    const content = await contentState(deps.db, params.id);
    if (!content) throw notFound('not_found', 'Content not found');
    return { data: content };
  });

  register(contents.update, async ({ params, body, write }) => {
    // The listing a postscriptum names must exist (its JSON shape is checked by the contract).
    const listing = body.postscriptum === '' ? null : listingPostscriptumSchema.parse(JSON.parse(body.postscriptum));
    if (listing && !(await brandExists(deps.db, listing.brand_id))) throw fieldError('postscriptum', structureAdminMessages.brand_unknown);
    if (listing && !(await categoryExists(deps.db, listing.category_id))) throw fieldError('postscriptum', structureAdminMessages.category_unknown);
    const texts = { title: body.title, chapo: cleanRichText(body.chapo), description: cleanRichText(body.description), postscriptum: body.postscriptum };
    const saved = await refusingTakenUrls(deps.db, { view: 'content', viewId: params.id, urls: [{ locale: body.locale, url: body.url, field: 'url' }] }, () =>
      write(async (trx, audit) => {
        const before = await contentState(trx, params.id);
        if (!before) throw notFound('not_found', 'Content not found');
        await saveContentTexts(trx, params.id, body.locale, texts);
        await setAddress(trx, 'content', params.id, body.locale, body.url, 'url');
        const visibleChanged = before.visible !== body.visible;
        const textChanged = JSON.stringify(before.texts[body.locale]) !== JSON.stringify(texts);
        if (visibleChanged || textChanged) await setContentState(trx, params.id, body.visible, deps.now().toISOString());
        const after = (await contentState(trx, params.id)) as AdminContent;
        await auditChange(
          audit,
          'content.update',
          'content',
          params.id,
          { visible: before.visible, locale: body.locale, texts: before.texts[body.locale], url: before.urls[body.locale] },
          { visible: after.visible, locale: body.locale, texts: after.texts[body.locale], url: after.urls[body.locale] },
        );
        return after;
      }),
    );
    return { status_code: 200 as const, data: saved };
  });
}
