import { calls, parseCommaIds } from '@shop/contract';
import { adminCalls, structureAdminMessages, type AdminCategory, type CategoryBody } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf } from '../customer/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { categories, brands, contents, features } = adminCalls;
const path = (template: string, id: number) => template.replace(':id', String(id));

describe.each(databaseKinds)('the admin’s shop structure on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;
  const db = () => shop.backOffice.deps.db;

  const resolve = async (locale: string, url: string) => {
    const answer = await call(`${shop.apiUrl}/api/rewriting?view_locale=${locale}&view_url=${encodeURIComponent(url)}`, { headers: shop.guest });
    return answer.status === 200 ? calls.backoffice.rewriting.response.parse(answer.body) : null;
  };
  const menu = async (locale: string) => {
    const answer = await call(`${shop.helperUrl}${calls.helper.categoryMenu.path}?locale=${locale}`, { headers: shop.guest });
    expect(answer.status).toBe(200);
    return calls.helper.categoryMenu.response.parse(answer.body).data;
  };
  const localeConfig = async (locale: string) =>
    calls.helper.localeConfig.response.parse((await call(`${shop.helperUrl}${calls.helper.localeConfig.path}?locale=${locale}`, { headers: shop.guest })).body).data;
  const menuIdsOfConfig = (config: { menu_category_ids?: string | undefined }) => parseCommaIds(config.menu_category_ids);
  const categoryOf = async (id: number): Promise<AdminCategory> => categories.detail.response.parse((await staff.call(path(categories.detail.path, id))).body).data;
  const bodyOf = (category: AdminCategory): CategoryBody => ({
    visible: category.visible,
    texts: category.texts,
    urls: { de_DE: category.urls.de_DE ?? '', de_AT: category.urls.de_AT ?? '', ro_RO: category.urls.ro_RO ?? '' },
  });
  const saveCategory = (id: number, body: CategoryBody) => staff.call(path(categories.update.path, id), { method: 'PUT', body });
  const tree = async () => categories.tree.response.parse((await staff.call(categories.tree.path)).body).data;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 60 });
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('categories', () => {
    it('answers an old address with the new one (the storefront’s 301) after the address changes, and can go back', async () => {
      const [top] = (await menu('de_DE')).map((node) => node.Id);
      const before = await categoryOf(top as number);
      const oldUrl = before.urls.de_DE as string;
      const newUrl = `${oldUrl}-neu`;
      const saved = await saveCategory(before.id, { ...bodyOf(before), urls: { ...bodyOf(before).urls, de_DE: `/${newUrl}/` } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(categories.update.response.parse(saved.body).data.urls.de_DE).toBe(newUrl);

      // The old address still leads to the category, at its new address: the storefront sends a 301 there.
      expect(await resolve('de_DE', oldUrl)).toMatchObject({ view: 'category', view_id: before.id, view_url: newUrl });
      expect(await resolve('de_DE', newUrl)).toMatchObject({ view: 'category', view_id: before.id, view_url: newUrl });
      // The other shops keep theirs; the menu links to the new address.
      expect(await resolve('de_AT', before.urls.de_AT as string)).toMatchObject({ view_url: before.urls.de_AT });
      expect((await menu('de_DE')).find((node) => node.Id === before.id)?.URL).toBe(`/${newUrl}`);
      expect((await categoryOf(before.id)).redirects).toContainEqual({ locale: 'de_DE', url: oldUrl });

      // Back to the old address: it is current again and the one in between redirects to it.
      expect((await saveCategory(before.id, bodyOf(before))).status).toBe(200);
      expect(await resolve('de_DE', newUrl)).toMatchObject({ view_id: before.id, view_url: oldUrl });
      expect(await resolve('de_DE', oldUrl)).toMatchObject({ view_url: oldUrl });

      const audit = await db().selectFrom('audit_log').select(['action', 'actor_email']).where('entity', '=', 'category').where('entity_id', '=', String(before.id)).execute();
      expect(audit).toEqual([
        { action: 'category.update', actor_email: staff.email },
        { action: 'category.update', actor_email: staff.email },
      ]);
    });

    it('refuses an address another page answers at, and bad input, at the field', async () => {
      const [first, second] = (await menu('ro_RO')).map((node) => node.Id) as [number, number];
      const a = await categoryOf(first);
      const b = await categoryOf(second);
      const taken = await saveCategory(a.id, { ...bodyOf(a), urls: { ...bodyOf(a).urls, ro_RO: b.urls.ro_RO as string } });
      expect(taken.status).toBe(400);
      expect(fieldsOf(taken)).toEqual([{ path: 'urls.ro_RO', message: structureAdminMessages.url_taken }]);
      expect((await categoryOf(a.id)).urls).toEqual(a.urls);

      const bad = await saveCategory(a.id, { ...bodyOf(a), texts: { ...a.texts, de: { title: ' ', description: '' } }, urls: { ...bodyOf(a).urls, de_AT: 'mit leerzeichen' } });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad).map((field) => field.path).sort()).toEqual(['texts.de.title', 'urls.de_AT']);
    });

    it('gives an address two categories race for to one of them; the other is told at its field', async () => {
      const nodes = (await tree()).filter((node) => node.parent_id !== null).slice(0, 2);
      const [a, b] = await Promise.all(nodes.map((node) => categoryOf(node.id)));
      if (!a || !b) throw new Error('the seed has too few categories');
      const contested = 'zankapfel-kategorie';
      const answers = await Promise.all([a, b].map((category) => saveCategory(category.id, { ...bodyOf(category), urls: { ...bodyOf(category).urls, de_DE: contested } })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.status === 400);
      expect(fieldsOf(refused as Awaited<ReturnType<typeof saveCategory>>)).toEqual([{ path: 'urls.de_DE', message: structureAdminMessages.url_taken }]);
      const winner = await resolve('de_DE', contested);
      const loser = winner?.view_id === a.id ? b : a;
      expect([a.id, b.id]).toContain(winner?.view_id);
      // The loser kept its address, unchanged.
      expect((await categoryOf(loser.id)).urls).toEqual(loser.urls);
      const won = winner?.view_id === a.id ? a : b;
      expect((await saveCategory(won.id, bodyOf(won))).status).toBe(200);
    });

    it('takes a deactivated category out of the menu at once (back office) and shows it again when activated', async () => {
      const [, , third] = await menu('de_DE');
      const category = await categoryOf(third?.Id as number);
      expect(menuIdsOfConfig(await localeConfig('de_DE'))).toContain(category.id);
      expect((await saveCategory(category.id, { ...bodyOf(category), visible: false })).status).toBe(200);
      expect((await menu('de_DE')).map((node) => node.Id)).not.toContain(category.id);
      expect((await menu('ro_RO')).map((node) => node.Id)).not.toContain(category.id);
      expect((await tree()).find((node) => node.id === category.id)).toMatchObject({ visible: false });
      // The locale config's menu categories leave it out too.
      expect(menuIdsOfConfig(await localeConfig('de_DE'))).not.toContain(category.id);
      expect((await saveCategory(category.id, bodyOf(category))).status).toBe(200);
      expect((await menu('de_DE')).map((node) => node.Id)).toContain(category.id);
      expect(menuIdsOfConfig(await localeConfig('de_DE'))).toContain(category.id);
    });

    it('moves a category up and down among its siblings, the menu following', async () => {
      const roots = (await tree()).filter((node) => node.parent_id === null);
      const [first, second] = roots;
      const moved = await staff.call(path(categories.move.path, second?.id as number), { body: { direction: 'up' } });
      expect(moved.status).toBe(200);
      const order = categories.move.response.parse(moved.body).data.order;
      expect(order.slice(0, 2)).toEqual([second?.id, first?.id]);
      const inMenu = (await menu('de_DE')).map((node) => node.Id).filter((id) => id === first?.id || id === second?.id);
      expect(inMenu).toEqual([second?.id, first?.id]);
      const edge = await staff.call(path(categories.move.path, second?.id as number), { body: { direction: 'up' } });
      expect(edge.status).toBe(400);
      expect(fieldsOf(edge)).toEqual([{ path: 'direction', message: structureAdminMessages.at_the_edge }]);
      expect((await staff.call(path(categories.move.path, second?.id as number), { body: { direction: 'down' } })).status).toBe(200);
    });

    it('keeps one consistent order when several moves on a level run at once', async () => {
      const roots = (await tree()).filter((node) => node.parent_id === null).map((node) => node.id);
      expect(roots.length).toBeGreaterThan(3);
      const moves = roots.flatMap((id, i) => [
        staff.call(path(categories.move.path, id), { body: { direction: i % 2 === 0 ? 'down' : 'up' } }),
        staff.call(path(categories.move.path, id), { body: { direction: 'up' } }),
      ]);
      const answers = await Promise.all(moves);
      // Each move either happened or met the edge of the level; none failed otherwise.
      expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(roots.length / 2);
      const after = (await tree()).filter((node) => node.parent_id === null);
      expect(after.map((node) => node.position)).toEqual(after.map((_, i) => i));
      expect(after.map((node) => node.id).sort((x, y) => x - y)).toEqual([...roots].sort((x, y) => x - y));
      // The last answer of the moves names the order that is stored.
      const last = await staff.call(path(categories.move.path, after[1]?.id as number), { body: { direction: 'up' } });
      const stored = (await tree()).filter((node) => node.parent_id === null).map((node) => node.id);
      expect(categories.move.response.parse(last.body).data.order).toEqual(stored);
    });
  });

  describe('creating and deleting', () => {
    it('creates a category under a parent with its texts and addresses, at the end of its level; deletes it again, refusing one with subcategories or products at the field', async () => {
      const [parentId] = (await menu('de_DE')).map((node) => node.Id) as [number];
      const body = {
        parent_id: parentId,
        visible: true,
        texts: { de: { title: 'Saunazubehör', description: '<p>Alles für die Sauna.</p>' }, ro: { title: 'Accesorii pentru saună', description: '' } },
        urls: { de_DE: 'saunazubehoer', de_AT: 'sauna-zubehoer', ro_RO: 'accesorii-sauna' },
      };
      const created = await staff.call(categories.create.path, { body });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const category = categories.create.response.parse(created.body).data;
      expect(category).toMatchObject({ parent_id: parentId, visible: true, texts: body.texts, urls: body.urls });
      const siblings = (await tree()).filter((node) => node.parent_id === parentId);
      expect(siblings.at(-1)).toMatchObject({ id: category.id, title: 'Saunazubehör', title_ro: 'Accesorii pentru saună', product_count: 0 });
      expect(await resolve('de_AT', 'sauna-zubehoer')).toMatchObject({ view: 'category', view_id: category.id });
      expect(await resolve('ro_RO', 'accesorii-sauna')).toMatchObject({ view: 'category', view_id: category.id });

      // Refused at their fields: an unknown parent, an address in use; nothing written.
      const unknownParent = await staff.call(categories.create.path, { body: { ...body, parent_id: 999_999, urls: { de_DE: 'x-1', de_AT: 'x-2', ro_RO: 'x-3' } } });
      expect(fieldsOf(unknownParent)).toEqual([{ path: 'parent_id', message: structureAdminMessages.category_unknown }]);
      const takenUrl = await staff.call(categories.create.path, { body: { ...body, urls: { ...body.urls, de_AT: 'anders' } } });
      expect(fieldsOf(takenUrl)).toEqual([{ path: 'urls.de_DE', message: structureAdminMessages.url_taken }]);
      expect((await tree()).filter((node) => node.parent_id === parentId)).toHaveLength(siblings.length);

      // The parent has subcategories; a category with products has products.
      const remove = (id: number) => staff.call(path(categories.remove.path, id), { method: 'DELETE' });
      const parentRefused = await remove(parentId);
      expect(parentRefused.status).toBe(400);
      expect(fieldsOf(parentRefused)).toEqual([{ path: 'children', message: structureAdminMessages.category_has_children }]);
      const nodes = await tree();
      const filledLeaf = nodes.find((node) => node.product_count > 0 && !nodes.some((child) => child.parent_id === node.id));
      expect(fieldsOf(await remove(filledLeaf?.id as number))).toEqual([{ path: 'products', message: structureAdminMessages.category_has_products }]);

      // The new one, empty, goes with its addresses.
      const removed = await remove(category.id);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect((await tree()).some((node) => node.id === category.id)).toBe(false);
      expect(await resolve('de_DE', 'saunazubehoer')).toBeNull();
      expect((await staff.call(path(categories.detail.path, category.id))).status).toBe(404);
      const audit = await db().selectFrom('audit_log').select('action').where('entity', '=', 'category').where('entity_id', '=', String(category.id)).orderBy('id').execute();
      expect(audit.map((row) => row.action)).toEqual(['category.create', 'category.delete']);
    });

    it('creates a folder, renames it, refuses to delete it while it holds a page, and deletes it once empty', async () => {
      const folders = async () => contents.folders.response.parse((await staff.call(contents.folders.path)).body).data;
      const created = await staff.call(contents.createFolder.path, { body: { visible: true, titles: { de: 'Ratgeber', ro: 'Ghiduri' } } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const folder = contents.createFolder.response.parse(created.body).data;
      expect((await folders()).at(-1)).toMatchObject({ id: folder.id, title: 'Ratgeber', title_ro: 'Ghiduri', contents: [] });
      expect(fieldsOf(await staff.call(contents.createFolder.path, { body: { visible: true, titles: { de: ' ', ro: 'Ghiduri' } } })).map((field) => field.path)).toEqual(['titles.de']);
      expect((await staff.call(path(contents.updateFolder.path, folder.id), { method: 'PUT', body: { visible: false, titles: { de: 'Ratgeber & Tipps', ro: 'Ghiduri și sfaturi' } } })).status).toBe(200);
      expect((await folders()).find((row) => row.id === folder.id)).toMatchObject({ title: 'Ratgeber & Tipps', title_ro: 'Ghiduri și sfaturi', visible: false });

      const page = await staff.call(contents.create.path, { body: { folder_id: folder.id, code: 'fliesen-ratgeber', locale: 'de_DE', title: 'Fliesen richtig wählen', url: 'ratgeber/fliesen' } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const removeFolder = () => staff.call(path(contents.deleteFolder.path, folder.id), { method: 'DELETE' });
      const refused = await removeFolder();
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused)).toEqual([{ path: 'contents', message: structureAdminMessages.folder_not_empty }]);

      // Emptied (the page moved to the folder it belongs in), the folder goes.
      const [first] = await folders();
      await db().updateTable('content').set({ folder_id: first?.id as number }).where('code', '=', 'fliesen-ratgeber').execute();
      expect((await removeFolder()).status).toBe(200);
      expect((await folders()).some((row) => row.id === folder.id)).toBe(false);
      expect((await removeFolder()).status).toBe(404);
      const audit = await db().selectFrom('audit_log').select('action').where('entity', '=', 'folder').where('entity_id', '=', String(folder.id)).orderBy('id').execute();
      expect(audit.map((row) => row.action)).toEqual(['folder.create', 'folder.update', 'folder.delete']);
    });
  });

  describe('brands', () => {
    it('creates a brand with texts and addresses, edits it and answers its old address with the new one', async () => {
      const created = await staff.call(brands.create.path, {
        body: {
          visible: true,
          texts: { de: { title: 'Wellenbad', description: '<p>Bäder</p>' }, ro: { title: 'Wellenbad', description: '' } },
          urls: { de_DE: 'marke/wellenbad', de_AT: 'marke/wellenbad', ro_RO: 'brand/wellenbad' },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const brand = brands.create.response.parse(created.body).data;
      expect(await resolve('ro_RO', 'brand/wellenbad')).toMatchObject({ view: 'brand', view_id: brand.id });
      const listed = brands.list.response.parse((await staff.call(brands.list.path)).body).data;
      expect(listed.find((row) => row.id === brand.id)).toMatchObject({ title: 'Wellenbad', visible: true, product_count: 0 });

      const edited = await staff.call(path(brands.update.path, brand.id), {
        method: 'PUT',
        body: { visible: false, texts: { ...brand.texts, de: { title: 'Wellenbad Pro', description: '' } }, urls: { de_DE: 'marke/wellenbad-pro', de_AT: 'marke/wellenbad', ro_RO: 'brand/wellenbad' } },
      });
      expect(edited.status).toBe(200);
      expect(brands.update.response.parse(edited.body).data).toMatchObject({ visible: false, texts: { de: { title: 'Wellenbad Pro' } }, urls: { de_DE: 'marke/wellenbad-pro' } });
      expect(await resolve('de_DE', 'marke/wellenbad')).toMatchObject({ view_url: 'marke/wellenbad-pro' });
    });
  });

  describe('features', () => {
    const featuresOf = async (productId: number) => {
      const answer = await call(`${shop.apiUrl}${calls.backoffice.productFeatures.path.replace(':productId', String(productId)).replace(':langCode', 'de')}`, { headers: shop.guest });
      return calls.backoffice.productFeatures.response.parse(answer.body).data.map((feature) => feature.feature_id);
    };

    it('creates a feature, refuses a code in use at its field, and a deactivated feature leaves the product page', async () => {
      const created = await staff.call(features.create.path, { body: { code: 'surface_finish', visible: true, titles: { de: 'Oberfläche', ro: 'Finisaj' } } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(features.create.response.parse(created.body).data).toMatchObject({ code: 'surface_finish', visible: true, titles: { de: 'Oberfläche', ro: 'Finisaj' }, product_count: 0 });
      const again = await staff.call(features.create.path, { body: { code: 'surface_finish', visible: true, titles: { de: 'X', ro: 'X' } } });
      expect(again.status).toBe(400);
      expect(fieldsOf(again)).toEqual([{ path: 'code', message: structureAdminMessages.feature_code_taken }]);
      const bad = await staff.call(features.create.path, { body: { code: 'Mit Leerzeichen', visible: true, titles: { de: '', ro: 'x' } } });
      expect(fieldsOf(bad).map((field) => field.path).sort()).toEqual(['code', 'titles.de']);

      const used = features.list.response.parse((await staff.call(features.list.path)).body).data.find((feature) => feature.product_count > 0);
      if (!used) throw new Error('the seed has no feature with values');
      const link = await db().selectFrom('feature_product').select('product_id').where('feature_id', '=', used.id).where('lang', '=', 'de').executeTakeFirstOrThrow();
      expect(await featuresOf(link.product_id)).toContain(used.id);
      const body = { code: used.code, visible: false, titles: used.titles };
      expect((await staff.call(path(features.update.path, used.id), { method: 'PUT', body })).status).toBe(200);
      expect(await featuresOf(link.product_id)).not.toContain(used.id);
      expect((await staff.call(path(features.update.path, used.id), { method: 'PUT', body: { ...body, visible: true } })).status).toBe(200);
      expect(await featuresOf(link.product_id)).toContain(used.id);
    });
  });

  describe('content pages', () => {
    const imprint = async () => {
      const folders = contents.folders.response.parse((await staff.call(contents.folders.path)).body).data;
      const page = folders.flatMap((folder) => folder.contents).find((content) => content.code === 'imprint');
      expect(page?.locales).toEqual(['de_AT', 'de_DE', 'ro_RO']);
      return contents.detail.response.parse((await staff.call(path(contents.detail.path, page?.id as number))).body).data;
    };
    const shown = async (id: number, locale: string) => {
      const answer = await call(`${shop.helperUrl}${calls.helper.content.path}?content_id=${id}&locale=${locale}`, { headers: shop.guest });
      return calls.helper.content.response.parse(answer.body).data;
    };

    it('stores the editor’s HTML sanitised: no script, no handler, no javascript: link', async () => {
      const page = await imprint();
      const texts = page.texts.de_DE;
      const saved = await staff.call(path(contents.update.path, page.id), {
        method: 'PUT',
        body: {
          locale: 'de_DE',
          visible: true,
          title: 'Impressum',
          chapo: texts?.chapo ?? '',
          description: '<h2>Anbieter</h2><p onclick="steal()">Bad &amp; Haus GmbH<script>alert(1)</script></p><p><a href="javascript:alert(2)">x</a> <a href="https://example.com" target="_blank">Web</a></p><img src=x onerror="alert(3)"><style>p{}</style>',
          postscriptum: '',
          url: page.urls.de_DE ?? 'Impressum',
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const stored = contents.update.response.parse(saved.body).data.texts.de_DE?.description ?? '';
      expect(stored).toBe('<h2>Anbieter</h2><p>Bad &amp; Haus GmbH</p><p><a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">Web</a></p><img src="x" />');
      expect((await shown(page.id, 'de_DE')).description).toBe(stored);
      // Austria's imprint is its own text and stays as it was.
      expect((await shown(page.id, 'de_AT')).description).toBe(page.texts.de_AT?.description);
    });

    it('refuses a postscriptum that is not JSON naming an existing brand and category, at the field', async () => {
      const page = await imprint();
      const base = { locale: 'ro_RO', visible: true, title: page.texts.ro_RO?.title ?? 'x', chapo: '', description: '<p>x</p>', url: page.urls.ro_RO ?? 'x' };
      const save = (postscriptum: string) => staff.call(path(contents.update.path, page.id), { method: 'PUT', body: { ...base, postscriptum } });
      const notJson = await save('{brand_id: 3');
      expect(notJson.status).toBe(400);
      expect(fieldsOf(notJson)).toEqual([{ path: 'postscriptum', message: structureAdminMessages.postscriptum_json }]);
      const noCategory = await save('{"brand_id": 3}');
      expect(fieldsOf(noCategory)).toEqual([{ path: 'postscriptum', message: structureAdminMessages.postscriptum_listing }]);
      const unknownBrand = await save('{"brand_id": 999999, "category_id": 1}');
      expect(fieldsOf(unknownBrand)).toEqual([{ path: 'postscriptum', message: structureAdminMessages.brand_unknown }]);
      expect((await imprint()).texts.ro_RO?.postscriptum).toBe('');

      const brand = await db().selectFrom('brand').select('id').orderBy('id').executeTakeFirstOrThrow();
      const category = await db().selectFrom('category').select('id').orderBy('id').executeTakeFirstOrThrow();
      const good = await save(JSON.stringify({ brand_id: brand.id, category_id: String(category.id) }));
      expect(good.status).toBe(200);
      expect((await shown(page.id, 'ro_RO')).postscriptum).toBe(JSON.stringify({ brand_id: brand.id, category_id: String(category.id) }));
      expect((await save('')).status).toBe(200);
    });

    it('creates a page in a folder with its first shop version; a code or address in use is refused at its field', async () => {
      const folders = contents.folders.response.parse((await staff.call(contents.folders.path)).body).data;
      const blog = folders.find((folder) => folder.contents.some((content) => content.code === 'blog')) ?? folders[0];
      const body = { folder_id: blog?.id as number, code: 'badtrends-2027', locale: 'de_DE', title: 'Badtrends 2027', url: 'blog/badtrends-2027' };
      const created = await staff.call(contents.create.path, { body });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const page = contents.create.response.parse(created.body).data;
      expect(page).toMatchObject({ code: 'badtrends-2027', folder_id: blog?.id, visible: true, texts: { de_DE: { title: 'Badtrends 2027', description: '' }, de_AT: null, ro_RO: null }, urls: { de_DE: 'blog/badtrends-2027' } });
      expect(await resolve('de_DE', 'blog/badtrends-2027')).toMatchObject({ view: 'content', view_id: page.id });
      const listed = contents.folders.response.parse((await staff.call(contents.folders.path)).body).data.find((folder) => folder.id === blog?.id);
      expect(listed?.contents.map((content) => content.code)).toContain('badtrends-2027');

      const sameCode = await staff.call(contents.create.path, { body: { ...body, url: 'blog/anders' } });
      expect(fieldsOf(sameCode)).toEqual([{ path: 'code', message: structureAdminMessages.content_code_taken }]);
      const sameUrl = await staff.call(contents.create.path, { body: { ...body, code: 'anders' } });
      expect(fieldsOf(sameUrl)).toEqual([{ path: 'url', message: structureAdminMessages.url_taken }]);
      const noFolder = await staff.call(contents.create.path, { body: { ...body, folder_id: 999_999, code: 'ohne-ordner', url: 'ohne-ordner' } });
      expect(fieldsOf(noFolder)).toEqual([{ path: 'folder_id', message: structureAdminMessages.folder_unknown }]);
      expect(await db().selectFrom('content').select('id').where('code', 'in', ['anders', 'ohne-ordner']).execute()).toEqual([]);
    });

    it('renames a folder in German and Romanian', async () => {
      const [folder] = contents.folders.response.parse((await staff.call(contents.folders.path)).body).data;
      const saved = await staff.call(path(contents.updateFolder.path, folder?.id as number), { method: 'PUT', body: { visible: true, titles: { de: 'Rechtliches & Hilfe', ro: 'Juridic și ajutor' } } });
      expect(saved.status).toBe(200);
      const after = contents.folders.response.parse((await staff.call(contents.folders.path)).body).data.find((row) => row.id === folder?.id);
      expect(after).toMatchObject({ title: 'Rechtliches & Hilfe', title_ro: 'Juridic și ajutor', visible: true });
      const bad = await staff.call(path(contents.updateFolder.path, folder?.id as number), { method: 'PUT', body: { visible: true, titles: { de: '', ro: 'x' } } });
      expect(fieldsOf(bad).map((field) => field.path)).toEqual(['titles.de']);
    });

    it('moves a page to a new address; the old one answers with the new', async () => {
      const page = await imprint();
      const old = page.urls.de_AT as string;
      const texts = page.texts.de_AT;
      const body = { locale: 'de_AT', visible: true, title: texts?.title ?? '', chapo: texts?.chapo ?? '', description: texts?.description ?? '', postscriptum: '' };
      expect((await staff.call(path(contents.update.path, page.id), { method: 'PUT', body: { ...body, url: 'impressum-at' } })).status).toBe(200);
      expect(await resolve('de_AT', old)).toMatchObject({ view: 'content', view_id: page.id, view_url: 'impressum-at' });
      expect(await resolve('de_DE', page.urls.de_DE as string)).toMatchObject({ view_url: page.urls.de_DE });
    });
  });
});
