import { calls, fieldMessages } from '@shop/contract';
import { adminCalls, configurationMessages, type ConfigurationBody } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, DE, RO } from '../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { detail, update } = adminCalls.configuration;

describe.each(databaseKinds)('the admin’s configuration on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;

  const read = async (country: number) => {
    const answer = await staff.call(detail.path.replace(':country', String(country)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return detail.response.parse(answer.body).data;
  };
  const save = (country: number, body: ConfigurationBody) => staff.call(update.path.replace(':country', String(country)), { method: 'PUT', body });
  /** The locale config as the storefront's helper call answers it. */
  const storefrontConfig = async (locale: string) =>
    calls.helper.localeConfig.response.parse((await call(`${shop.helperUrl}${calls.helper.localeConfig.path}?locale=${locale}`, { headers: shop.guest })).body).data;
  const fieldsOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    return Object.fromEntries((answer.body as { error: { fields: { path: string; message: string }[] } }).error.fields.map((field) => [field.path, field.message]));
  };
  const someCategories = async (count: number) => (await shop.backOffice.deps.db.selectFrom('category').select('id').orderBy('id').limit(count).execute()).map((row) => row.id);

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 40 });
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('shows a country’s locale config and saves a change the storefront’s locale config then answers', async () => {
    const current = await read(AT);
    expect(current).toMatchObject({ country_id: AT, currency_code: 'EUR' });
    expect(current.values.store_name).not.toBe('');
    const [first, second] = await someCategories(2);
    const body: ConfigurationBody = {
      ...current.values,
      googletagmanager_trackingcode: 'GTM-NEW123',
      shopvote_id: current.values.shopvote_id ?? '',
      trusted_shop_id: current.values.trusted_shop_id ?? '',
      store_phone: '+43 7242 000111',
      support_time_mo_th: 'Mo–Do 8–16 Uhr',
      shopvote_display_badge: true,
      config_min_price: 2500,
      categories_0_vat: ` ${first}, ${second}`,
      menu_category_ids: String(second),
      links_left_menu: [{ title: 'Versand', href: '/versandkosten' }],
    };
    const answer = await save(AT, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(update.response.parse(answer.body).data.values).toMatchObject({ categories_0_vat: `${first},${second}`, config_min_price: 2500 });

    const seen = await storefrontConfig('de_AT');
    expect(seen).toMatchObject({
      store_phone: '+43 7242 000111',
      support_time_mo_th: 'Mo–Do 8–16 Uhr',
      googletagmanager_trackingcode: 'GTM-NEW123',
      shopvote_display_badge: true,
      config_min_price: 2500,
      categories_0_vat: `${first},${second}`,
      menu_category_ids: String(second),
      links_left_menu: [{ title: 'Versand', href: '/versandkosten' }],
    });
    // What the admin does not edit stays (the banners), and Germany is untouched.
    expect(seen.banners?.length ?? 0).toBeGreaterThan(0);
    expect((await storefrontConfig('de_DE')).googletagmanager_trackingcode).not.toBe('GTM-NEW123');
    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select(['action', 'actor_email']).where('entity', '=', 'locale_config').where('entity_id', '=', String(AT)).execute();
    expect(audit).toEqual([{ action: 'configuration.update', actor_email: staff.email }]);

    // No tag-manager id: the storefront loads none.
    expect((await save(AT, { ...body, googletagmanager_trackingcode: '' })).status).toBe(200);
    expect((await storefrontConfig('de_AT')).googletagmanager_trackingcode).toBeNull();
  });

  it('refuses bad values at their fields and changes nothing', async () => {
    const current = await read(DE);
    const body: ConfigurationBody = { ...current.values, googletagmanager_trackingcode: current.values.googletagmanager_trackingcode ?? '', shopvote_id: current.values.shopvote_id ?? '', trusted_shop_id: current.values.trusted_shop_id ?? '' };
    expect(
      fieldsOf(
        await save(DE, {
          ...body,
          store_name: ' ',
          store_email: 'shop-at-example',
          store_phone: 'call us',
          googletagmanager_trackingcode: 'UA-1234',
          trusted_shop_id: 'X123',
          config_min_price: -5,
          categories_0_vat: '12;13',
          links_right_menu: [{ title: 'Blog', href: 'javascript:alert(1)' }],
        }),
      ),
    ).toEqual({
      store_name: fieldMessages.required,
      store_email: configurationMessages.email,
      store_phone: configurationMessages.phone,
      googletagmanager_trackingcode: configurationMessages.tag_manager_id,
      trusted_shop_id: configurationMessages.trusted_shop_id,
      config_min_price: configurationMessages.amount_range,
      categories_0_vat: configurationMessages.comma_ids,
      'links_right_menu.0.href': configurationMessages.link_href,
    });
    expect(fieldsOf(await save(DE, { ...body, shopvote_id: '', shopvote_display_footer: true }))).toEqual({ shopvote_id: configurationMessages.badge_needs_id });
    expect(fieldsOf(await save(DE, { ...body, menu_category_ids: '999999' }))).toEqual({ menu_category_ids: configurationMessages.unknown_category });
    expect((await save(77 as never, body)).status).toBe(400);
    expect(await read(DE)).toEqual(current);
  });

  it('keeps both of two admins’ saves of different countries and answers each country its own', async () => {
    const [ro, de] = await Promise.all([read(RO), read(DE)]);
    const body = (values: typeof ro.values, phone: string): ConfigurationBody => ({
      ...values,
      store_phone: phone,
      googletagmanager_trackingcode: values.googletagmanager_trackingcode ?? '',
      shopvote_id: values.shopvote_id ?? '',
      trusted_shop_id: values.trusted_shop_id ?? '',
    });
    const answers = await Promise.all([save(RO, body(ro.values, '+40 21 000 0000')), save(DE, body(de.values, '+49 30 000000'))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await storefrontConfig('ro_RO')).store_phone).toBe('+40 21 000 0000');
    expect((await storefrontConfig('de_DE')).store_phone).toBe('+49 30 000000');
  });
});
