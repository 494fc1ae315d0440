// The admin's configuration calls: the locale config of one shop country, and its change in one
// audited transaction. The zod schema checks each field (contract admin/configuration.ts); here the
// category numbers are checked against the catalog. What is saved is read back through the
// storefront's own locale-config schema before the transaction ends, so a change the storefront
// could not read never lands.
import { configurationMessages, adminCalls, type Configuration, type ConfigurationValues } from '@shop/contract/admin';
import { localeConfigSchema } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { loadShopCountry } from '../shop/index.ts';
import { lockLocaleConfig, saveSettings, saveStoreInfo, saveTagManager } from '../config/index.ts';
import { existingCategoryIds, findConfigRows } from './config-admin-repository.ts';

type Link = { title: string; href: string };

async function configurationOf(db: Db, countryId: number, currencyCode: string): Promise<Configuration & { settings: Record<string, unknown> }> {
  const [locale, store, tagManager] = await findConfigRows(db, countryId);
  if (!locale || !store) throw notFound('not_found', 'No configuration for this country');
  const settings = JSON.parse(locale.settings) as Record<string, unknown>;
  const text = (name: string) => (typeof settings[name] === 'string' ? (settings[name] as string) : null);
  const flag = (name: string) => settings[name] === true;
  const links = (name: string) => (Array.isArray(settings[name]) ? (settings[name] as Link[]).map(({ title, href }) => ({ title, href })) : []);
  return {
    settings,
    country_id: countryId,
    currency_code: currencyCode,
    values: {
      store_name: store.store_name,
      store_phone: store.store_phone,
      store_email: store.store_email,
      support_time_mo_th: store.support_time_mo_th,
      support_time_fr: store.support_time_fr,
      googletagmanager_trackingcode: tagManager?.tracking_code ?? null,
      shopvote_id: text('shopvote_id'),
      shopvote_display_footer: flag('shopvote_display_footer'),
      shopvote_display_badge: flag('shopvote_display_badge'),
      trusted_shop_id: text('trusted_shop_id'),
      trusted_shop_display_footer: flag('trusted_shop_display_footer'),
      trusted_shop_display_badge: flag('trusted_shop_display_badge'),
      config_min_price: typeof settings.config_min_price === 'number' ? settings.config_min_price : 0,
      categories_0_vat: text('categories_0_vat') ?? '',
      menu_category_ids: text('menu_category_ids') ?? '',
      links_left_menu: links('links_left_menu'),
      links_right_menu: links('links_right_menu'),
    },
  };
}

/** Category numbers that name no category: a field error at their field. */
async function checkCategories(db: Db, body: ConfigurationValues): Promise<void> {
  const fields: { path: string; message: string }[] = [];
  for (const path of ['categories_0_vat', 'menu_category_ids'] as const) {
    const ids = body[path] === '' ? [] : body[path].split(',').map(Number);
    const known = await existingCategoryIds(db, ids);
    if (ids.some((id) => !known.has(id))) fields.push({ path, message: configurationMessages.unknown_category });
  }
  if (fields.length > 0) throw new AppError('validation_failed', { fields });
}

export function registerConfigAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { detail, update } = adminCalls.configuration;

  register(detail, async ({ params }) => {
    const country = await loadShopCountry(deps.db, params.country, deps.now());
    const { settings: _settings, ...configuration } = await configurationOf(deps.db, params.country, country.currencyCode);
    return { data: configuration };
  });

  register(update, async ({ params, body, write }) => {
    const country = await loadShopCountry(deps.db, params.country, deps.now());
    await checkCategories(deps.db, body);
    return write(async (trx, audit) => {
      if (!(await lockLocaleConfig(trx, params.country))) throw notFound('not_found', 'No configuration for this country');
      const before = await configurationOf(trx, params.country, country.currencyCode);
      const { googletagmanager_trackingcode: trackingCode, store_email, support_time_fr, ...shown } = body;
      // The settings document keeps what the admin does not edit (banners, menus' content pages, ...).
      const settings = { ...before.settings, ...shown, store_email, support_time_fr, googletagmanager_trackingcode: trackingCode };
      localeConfigSchema.partial().parse(settings);
      await saveSettings(trx, params.country, settings);
      await saveStoreInfo(trx, params.country, { store_name: body.store_name, store_phone: body.store_phone, store_email, support_time_mo_th: body.support_time_mo_th, support_time_fr });
      await saveTagManager(trx, params.country, trackingCode);
      const { settings: _after, ...after } = await configurationOf(trx, params.country, country.currencyCode);
      if (JSON.stringify(before.values) !== JSON.stringify(after.values)) {
        await audit({ action: 'configuration.update', entity: 'locale_config', entityId: params.country, before: before.values, after: after.values });
      }
      return { status_code: 200 as const, data: after };
    });
  });
}
