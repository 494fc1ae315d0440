// Helper-service configuration calls: locale config, module config (sales bar), system variables,
// tag manager and store info.
import { calls, localeConfigSchema, parseCommaIds } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { countryIdOfLocale, loadShopCountry } from '../shop/index.ts';
import { findLocaleConfig, findStoreInfo, findTagManager, listModuleConfigValues, listSystemConfig } from './config-repository.ts';

export function registerConfigRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.localeConfig, async ({ query }) => {
    // Unknown locales fall back to Austria (spec section 3).
    const countryId = await countryIdOfLocale(db, query.locale);
    const [row, country, storeInfo, tagManager] = await Promise.all([
      findLocaleConfig(db, countryId),
      loadShopCountry(db, countryId, deps.now()),
      findStoreInfo(db, countryId),
      findTagManager(db, countryId),
    ]);
    if (!row) throw notFound('not_found', 'No locale config for this locale');
    const settings = JSON.parse(row.settings) as Record<string, unknown>;
    // The menu's categories as configured, less those hidden in the admin since (issue 16).
    if (typeof settings.menu_category_ids === 'string') {
      const tree = await deps.categories.get(row.lang_locale);
      settings.menu_category_ids = parseCommaIds(settings.menu_category_ids)
        .filter((id) => tree.byId.get(id)?.visible === true)
        .join(',');
    }
    // Banner images are served by the back office: the browser needs their full address.
    const banners = Array.isArray(settings.banners)
      ? (settings.banners as { image_url: string; mobile_image_url?: string | null }[]).map((banner) => ({
          ...banner,
          image_url: absolute(deps.config.publicApiUrl, banner.image_url),
          ...(banner.mobile_image_url ? { mobile_image_url: absolute(deps.config.publicApiUrl, banner.mobile_image_url) } : {}),
        }))
      : undefined;
    // The withdrawal-form PDF is served by the back office too (issue 17).
    const withdrawalForm = typeof settings.withdrawal_form_url === 'string' ? absolute(deps.config.publicApiUrl, settings.withdrawal_form_url) : null;
    return {
      data: localeConfigSchema.parse({
        ...settings,
        ...(banners ? { banners } : {}),
        withdrawal_form_url: withdrawalForm,
        lang_id: row.lang_id,
        lang_locale: row.lang_locale,
        lang_code: row.lang_code,
        country_id: countryId,
        currency_code: country.currencyCode,
        // The tax in force today, not whatever was true when the config was written.
        tax_title: country.taxTitle,
        tax_id: country.taxRuleId,
        ...(storeInfo ? { store_phone: storeInfo.store_phone, support_time_mo_th: storeInfo.support_time_mo_th } : {}),
        googletagmanager_trackingcode: tagManager?.tracking_code ?? null,
        // Online payments end on the sandbox gateway (demo, or production with PAYMENT_SANDBOX=on):
        // the storefront shows a banner saying no real money moves.
        payment_sandbox: deps.config.paymentSandbox,
      }),
    };
  });

  register(calls.helper.moduleConfigI18n, async ({ query }) => {
    const rows = await listModuleConfigValues(db, query.module, query.locale);
    if (rows.length === 0) throw notFound('not_found', `No configuration for module ${query.module}`);
    // The most specific value wins: the locale's ('de_AT', Austria's own sales message) over the
    // language's ('de') over the language-neutral one.
    const sorted = [...rows].sort((a, b) => a.lang.length - b.lang.length);
    return { data: Object.fromEntries(sorted.map((row) => [row.name, row.value])) };
  });

  register(calls.helper.systemConfig, async ({ query }) => {
    return { data: await listSystemConfig(db, query.variable_name) };
  });

  register(calls.helper.googleTagManager, async ({ query }) => {
    const countryId = await countryIdOfLocale(db, query.locale ?? 'de_AT');
    const row = await findTagManager(db, countryId);
    return { googletagmanager_trackingcode: row?.tracking_code ?? null };
  });

  register(calls.helper.storeInfo, async ({ query }) => {
    const countryId = await countryIdOfLocale(db, query.locale);
    const row = await findStoreInfo(db, countryId);
    if (!row) throw notFound('not_found', 'No store info for this locale');
    return {
      data: {
        store_name: row.store_name,
        store_phone: row.store_phone,
        support_time_mo_th: row.support_time_mo_th,
        store_address1: row.store_address1,
        store_city: row.store_city,
        store_zipcode: row.store_zipcode,
        store_email: row.store_email,
      },
    };
  });
}

function absolute(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}
