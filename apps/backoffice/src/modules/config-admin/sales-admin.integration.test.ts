import { calls, isSalesBarVisible, salesBarSettingsSchema, SALES_BAR_MODULE } from '@shop/contract';
import { adminCalls, salesMessages, type SalesBody } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, DE } from '../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { detail, update } = adminCalls.sales;

describe.each(databaseKinds)('the admin’s sales page on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;

  const read = async (country: number) => detail.response.parse((await staff.call(detail.path.replace(':country', String(country)))).body).data;
  const save = (country: number, body: SalesBody) => staff.call(update.path.replace(':country', String(country)), { method: 'PUT', body });
  /** The sales bar as the storefront's frame reads it for a locale. */
  const salesBar = async (locale: string) => {
    const answer = await call(`${shop.helperUrl}${calls.helper.moduleConfigI18n.path}?module=${SALES_BAR_MODULE}&locale=${locale}`, { headers: shop.guest });
    return salesBarSettingsSchema.parse(calls.helper.moduleConfigI18n.response.parse(answer.body).data);
  };
  const localeConfig = async (locale: string) =>
    calls.helper.localeConfig.response.parse((await call(`${shop.helperUrl}${calls.helper.localeConfig.path}?locale=${locale}`, { headers: shop.guest })).body).data;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 40 });
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('changes the German sales bar, home-page products and advent calendar; Austria keeps its own', async () => {
    const austrianBar = await salesBar('de_AT');
    const current = await read(DE);
    expect(current.values.salesbar_active).toBe(true);
    const products = (await shop.backOffice.deps.db.selectFrom('product').select('id').orderBy('id', 'desc').limit(3).execute()).map((row) => row.id);
    const answer = await save(DE, {
      ...current.values,
      salesbar_message: 'Winterschlussverkauf: 20 % auf Armaturen',
      salesbar_link: '/armaturen',
      salesbar_link_text: 'Zu den Angeboten',
      salesbar_dismiss_button: false,
      homepage_products: products.join(', '),
      advent_active: false,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const bar = await salesBar('de_DE');
    expect(bar).toMatchObject({ salesbar_message: 'Winterschlussverkauf: 20 % auf Armaturen', salesbar_link: '/armaturen', salesbar_dismiss_button: false });
    expect(isSalesBarVisible(bar)).toBe(true);
    expect(await salesBar('de_AT')).toEqual(austrianBar);
    expect(await localeConfig('de_DE')).toMatchObject({ homepage_products: products.join(','), displayAdvent: false });
    expect((await localeConfig('de_AT')).displayAdvent).toBe(true);

    // Switched off, the storefront shows no bar.
    expect((await save(DE, { ...(await read(DE)).values, salesbar_active: false })).status).toBe(200);
    expect(isSalesBarVisible(await salesBar('de_DE'))).toBe(false);
    expect(isSalesBarVisible(await salesBar('de_AT'))).toBe(true);
  });

  it('takes the home page’s products by number or reference, keeps them as numbers in that order, and names them', async () => {
    const rows = await shop.backOffice.deps.db.selectFrom('product').select(['id', 'ref']).orderBy('id').limit(3).execute();
    const [a, b, c] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
    const current = await read(AT);
    const answer = await save(AT, { ...current.values, homepage_products: `${b.ref}, ${a.id},${c.ref}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await localeConfig('de_AT')).homepage_products).toBe(`${b.id},${a.id},${c.id}`);
    const saved = await read(AT);
    expect(saved.values.homepage_products).toBe(`${b.id},${a.id},${c.id}`);
    expect(saved.homepage_product_list.map((product) => [product.id, product.ref])).toEqual([
      [b.id, b.ref],
      [a.id, a.ref],
      [c.id, c.ref],
    ]);
    expect(saved.homepage_product_list.every((product) => product.title !== '')).toBe(true);
    const unknown = await save(AT, { ...current.values, homepage_products: `${a.ref},NO-SUCH-REF` });
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: { fields: unknown[] } }).error.fields).toEqual([{ path: 'homepage_products', message: salesMessages.unknown_product }]);
  });

  it('keeps the advent calendar’s 24 door offers, answered by the storefront’s locale-config call, and refuses a bad door at its field', async () => {
    const current = await read(AT);
    expect(current.values.advent_doors).toHaveLength(24);
    expect(current.values.advent_doors[0]?.title).toMatch(/^Angebot des Tages: /);
    const doors = current.values.advent_doors.map((door, i) => (i === 2 ? { title: 'Dritter Advent: Duschköpfe', text: 'Nur heute im Adventskalender.', link: '/bad' } : door));
    const answer = await save(AT, { ...current.values, advent_doors: doors });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await localeConfig('de_AT')).advent_doors?.[2]).toEqual({ title: 'Dritter Advent: Duschköpfe', text: 'Nur heute im Adventskalender.', link: '/bad' });
    expect((await read(AT)).values.advent_doors[2]?.title).toBe('Dritter Advent: Duschköpfe');

    const bad = current.values.advent_doors.map((door, i) => (i === 4 ? { title: '', text: 'Ohne Titel', link: 'javascript:x' } : door));
    const refused = await save(AT, { ...current.values, advent_doors: bad });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: { fields: unknown[] } }).error.fields).toEqual([
      { path: 'advent_doors.4.link', message: salesMessages.link_href },
      { path: 'advent_doors.4.title', message: salesMessages.door_title_required },
    ]);
    expect((await save(AT, { ...current.values, advent_doors: current.values.advent_doors.slice(0, 23) })).status).toBe(400);
  });

  it('names the shop’s own links to the advent calendar (menus, banners, sales bar), so switching it off can warn', async () => {
    // The Austrian demo's first banner is the advent calendar's.
    expect((await read(AT)).advent_links).toEqual([{ place: 'banner', text: expect.stringMatching(/^Adventkalender/), href: '/advent-calendar' }]);
    expect((await read(DE)).advent_links.filter((link) => link.place !== 'banner')).toEqual([]);
    const db = shop.backOffice.deps.db;
    const row = await db.selectFrom('locale_config').select(['lang_id', 'settings']).where('country_id', '=', AT).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as Record<string, unknown>;
    const withLinks = {
      ...settings,
      links_left_menu: [{ title: 'Adventskalender', href: '/advent-calendar' }, { title: 'FAQ', href: '/faq' }],
      banners: [{ image_url: '/x.webp', mobile_image_url: null, link: '/advent-calendar/7', alt: 'Tür 7' }],
    };
    await db.updateTable('locale_config').set({ settings: JSON.stringify(withLinks) }).where('country_id', '=', AT).where('lang_id', '=', row.lang_id).execute();
    expect((await read(AT)).advent_links).toEqual([
      { place: 'menu_left', text: 'Adventskalender', href: '/advent-calendar' },
      { place: 'banner', text: 'Tür 7', href: '/advent-calendar/7' },
    ]);
  });

  it('refuses bad values at their fields', async () => {
    const current = await read(AT);
    const fields = async (body: SalesBody) => {
      const answer = await save(AT, body);
      expect(answer.status).toBe(400);
      return (answer.body as { error: { fields: { path: string; message: string }[] } }).error.fields;
    };
    expect(await fields({ ...current.values, salesbar_active: true, salesbar_message: ' ', salesbar_link: 'javascript:x', homepage_products: '1;2' })).toEqual([
      { path: 'salesbar_link', message: salesMessages.link_href },
      { path: 'homepage_products', message: salesMessages.comma_ids },
      { path: 'salesbar_message', message: salesMessages.message_required },
    ]);
    expect(await fields({ ...current.values, salesbar_active: true, salesbar_message: '' })).toEqual([{ path: 'salesbar_message', message: salesMessages.message_required }]);
    expect(await fields({ ...current.values, homepage_products: '99999999' })).toEqual([{ path: 'homepage_products', message: salesMessages.unknown_product }]);
    expect(await read(AT)).toEqual(current);
  });
});
