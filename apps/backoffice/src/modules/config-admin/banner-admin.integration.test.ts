import { calls, fieldMessages } from '@shop/contract';
import { ADMIN_CSRF_HEADER, adminCalls, bannerMessages, type BannersBody } from '@shop/contract/admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, DE } from '../checkout/testing.ts';
import { fieldsOf } from '../customer/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { detail, add, save } = adminCalls.banners;
const picture = (width: number, height: number, background = '#2a6') => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();

describe.each(databaseKinds)('the admin’s home-page banners on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;

  const pathOf = (template: string, country: number) => template.replace(':country', String(country));
  const read = async (country: number) => detail.response.parse((await staff.call(pathOf(detail.path, country))).body).data;
  const upload = async (country: number, parts: { link?: string; alt?: string; image?: Buffer; mobile_image?: Buffer }) => {
    const form = new FormData();
    if (parts.link !== undefined) form.append('link', parts.link);
    if (parts.alt !== undefined) form.append('alt', parts.alt);
    if (parts.image) form.append('image', new Blob([new Uint8Array(parts.image)], { type: 'image/jpeg' }), 'banner.jpg');
    if (parts.mobile_image) form.append('mobile_image', new Blob([new Uint8Array(parts.mobile_image)], { type: 'image/jpeg' }), 'banner-mobil.jpg');
    const response = await fetch(`${shop.apiUrl}${pathOf(add.path, country)}`, { method: 'POST', headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body: form });
    return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
  };
  const saveBanners = (country: number, body: BannersBody) => staff.call(pathOf(save.path, country), { method: 'PUT', body });
  /** The banners as the storefront's locale-config call answers them. */
  const shopBanners = async (locale: string) =>
    calls.helper.localeConfig.response.parse((await call(`${shop.helperUrl}${calls.helper.localeConfig.path}?locale=${locale}`, { headers: shop.guest })).body).data.banners ?? [];
  const audited = (action: string) => shop.backOffice.deps.db.selectFrom('audit_log').select(['entity_id', 'actor_email']).where('action', '=', action).execute();

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 20 });
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('adds an Austrian banner (cropped to 3:1, with its narrow-screen image), puts it first, and the shop’s locale config answers it; Germany keeps its own', async () => {
    const german = await shopBanners('de_DE');
    const before = await read(AT);
    expect(before.banners.length).toBeGreaterThan(0);
    expect(before.advent_page?.title).toBe('Adventkalender');

    const answer = await upload(AT, { link: '/sale', alt: 'Frühlingsaktion: Armaturen -20 %', image: await picture(1800, 900), mobile_image: await picture(900, 900, '#a26') });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const added = add.response.parse(answer.body).data.banners.at(-1);
    expect(added).toMatchObject({ link: '/sale', alt: 'Frühlingsaktion: Armaturen -20 %' });
    expect(added?.image_url).toMatch(/^\/images\/banner-uploads\/\d+\.webp$/);
    expect(added?.mobile_image_url).toMatch(/^\/images\/banner-uploads\/\d+\.webp\?w=768$/);

    // Served in the widths the storefront asks for, 3:1.
    const wide = await fetch(`${shop.apiUrl}${added?.image_url ?? ''}?w=1200`);
    expect(wide.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    const narrow = await fetch(`${shop.apiUrl}${added?.mobile_image_url ?? ''}`);
    expect(await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 267 });

    // First in the list, with another text; the last drawn banner removed.
    const current = await read(AT);
    const ordered = [{ ...(current.banners.at(-1) as (typeof current.banners)[number]), alt: 'Frühling bei uns' }, ...current.banners.slice(0, -2)];
    const saved = await saveBanners(AT, { banners: ordered });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [first, ...rest] = await shopBanners('de_AT');
    expect(first).toMatchObject({ image_url: `${shop.config.publicApiUrl}${added?.image_url ?? ''}`, mobile_image_url: `${shop.config.publicApiUrl}${added?.mobile_image_url ?? ''}`, link: '/sale', alt: 'Frühling bei uns' });
    expect(rest).toHaveLength(before.banners.length - 1);
    expect(await shopBanners('de_DE')).toEqual(german);
    expect((await audited('banners.add')).map((row) => row.entity_id)).toEqual([String(AT)]);
    expect((await audited('banners.save')).map((row) => [row.entity_id, row.actor_email])).toEqual([[String(AT), staff.email]]);

    // Removed: its images are gone too (a width not asked before; answers already made stay in
    // memory, as browsers and CDNs keep them for a year).
    expect((await saveBanners(AT, { banners: ordered.slice(1) })).status).toBe(200);
    expect((await fetch(`${shop.apiUrl}${added?.image_url ?? ''}?w=300`)).status).toBe(404);
    expect(await shop.backOffice.deps.db.selectFrom('banner_image').select('id').execute()).toEqual([]);
    expect((await shopBanners('de_AT')).some((banner) => banner.alt === 'Frühling bei uns')).toBe(false);
  });

  it('refuses what is not a banner at its field, and keeps the banners as they were', async () => {
    const before = await read(DE);
    const expectFields = async (answer: { status: number; body: unknown; headers: Headers }, fields: { path: string; message: string }[]) => {
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual(fields);
    };
    await expectFields(await upload(DE, { link: '', alt: 'Kein Bild' }), [{ path: 'image', message: bannerMessages.image_required }]);
    await expectFields(await upload(DE, { link: '', alt: 'Text', image: Buffer.from('no picture at all') }), [{ path: 'image', message: bannerMessages.image_unreadable }]);
    await expectFields(await upload(DE, { link: 'javascript:alert(1)', alt: ' ', image: await picture(600, 200) }), [
      { path: 'link', message: bannerMessages.link_href },
      { path: 'alt', message: fieldMessages.required },
    ]);
    const [kept] = before.banners;
    if (!kept) throw new Error('the demo has German banners');
    await expectFields(await saveBanners(DE, { banners: [{ ...kept, image_url: 'https://evil.example/x.png' }] }), [{ path: 'banners.0.image_url', message: bannerMessages.unknown_image }]);
    await expectFields(await saveBanners(DE, { banners: [{ ...kept, link: '//evil.example' }] }), [{ path: 'banners.0.link', message: bannerMessages.link_href }]);
    await expectFields(await saveBanners(DE, { banners: Array.from({ length: 11 }, () => kept) }), [{ path: 'banners', message: bannerMessages.too_many }]);
    expect(await read(DE)).toEqual(before);
  });
});
