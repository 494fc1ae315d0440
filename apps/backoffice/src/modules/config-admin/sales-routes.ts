// The admin's sales calls: per shop country the sales bar (the SalesBar module's settings under the
// country's locale key, so they win over the language's shared ones), the home page's products and
// the advent calendar switch (the locale config). One audited transaction per save; the settings
// row is locked as on the configuration page.
import { ADVENT_DOOR_COUNT, adventDoorSchema, SALES_BAR_MODULE, salesBarSettingsSchema, type AdventDoor } from '@shop/contract';
import { adminCalls, salesMessages, type Sales } from '@shop/contract/admin';
import type { Db } from '../../db/connect.ts';
import type { Deps } from '../../deps.ts';
import { AppError, foundOr404 } from '../../http/app-error.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { listModuleConfigValues, lockLocaleConfig, saveModuleConfigValues, saveSettings } from '../config/index.ts';
import { findLocaleOf, productsByIdOrRef } from './config-admin-repository.ts';

/** The 24 doors as saved (door 1 first); missing or unreadable ones have no offer. */
function adventDoorsOf(settings: Record<string, unknown>): AdventDoor[] {
  const saved = Array.isArray(settings.advent_doors) ? settings.advent_doors : [];
  return Array.from({ length: ADVENT_DOOR_COUNT }, (_, i) => {
    const door = adventDoorSchema.safeParse(saved[i]);
    return door.success ? door.data : { title: '', text: '', link: '' };
  });
}

type AdventLink = Sales['advent_links'][number];

/** Where the shop links to the advent calendar: its menus, its banners, its sales bar. */
function adventLinksOf(settings: Record<string, unknown>, salesBarLink: string, salesBarText: string): AdventLink[] {
  const toAdvent = (href: unknown): href is string => typeof href === 'string' && /(^|\/)advent-calendar(\/|$|\?|#)/.test(href);
  const entries = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : []);
  const menu = (key: 'links_left_menu' | 'links_right_menu', place: AdventLink['place']) =>
    entries(settings[key]).flatMap((link) => (toAdvent(link.href) ? [{ place, text: String(link.title ?? ''), href: link.href }] : []));
  return [
    ...menu('links_left_menu', 'menu_left'),
    ...menu('links_right_menu', 'menu_right'),
    ...entries(settings.banners).flatMap((banner) => (toAdvent(banner.link) ? [{ place: 'banner' as const, text: String(banner.alt ?? ''), href: banner.link }] : [])),
    ...(toAdvent(salesBarLink) ? [{ place: 'sales_bar' as const, text: salesBarText, href: salesBarLink }] : []),
  ];
}

async function salesOf(db: Db, countryId: number): Promise<Sales & { locale: string; settings: Record<string, unknown> }> {
  const row = foundOr404(await findLocaleOf(db, countryId), 'No configuration for this country');
  const values = await listModuleConfigValues(db, SALES_BAR_MODULE, row.lang_locale);
  // The most specific value wins, as the storefront's call answers it: locale over language over ''.
  const merged = Object.fromEntries([...values].sort((a, b) => a.lang.length - b.lang.length).map((value) => [value.name, value.value]));
  const bar = salesBarSettingsSchema.parse(merged);
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  const homepage = typeof settings.homepage_products === 'string' ? settings.homepage_products : '';
  const ids = homepage === '' ? [] : homepage.split(',').map(Number).filter(Number.isSafeInteger);
  const found = new Map((await productsByIdOrRef(db, ids, [])).map((product) => [product.id, product]));
  return {
    locale: row.lang_locale,
    settings,
    country_id: countryId,
    homepage_product_list: ids.flatMap((id) => {
      const product = found.get(id);
      return product ? [{ id, ref: product.ref, title: product.title ?? product.ref }] : [];
    }),
    values: {
      salesbar_active: bar.module_active && bar.salesbar_active,
      salesbar_message: bar.salesbar_message,
      salesbar_link: bar.salesbar_link,
      salesbar_link_text: bar.salesbar_link_text,
      salesbar_dismiss_button: bar.salesbar_dismiss_button,
      homepage_products: homepage,
      advent_active: settings.displayAdvent === true,
      advent_doors: adventDoorsOf(settings),
    },
    advent_links: adventLinksOf(settings, bar.salesbar_link, bar.salesbar_link_text),
  };
}

export function registerSalesAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { detail, update } = adminCalls.sales;

  register(detail, async ({ params }) => {
    const { locale: _locale, settings: _settings, ...sales } = await salesOf(deps.db, params.country);
    return { data: sales };
  });

  register(update, async ({ params, body, write }) => {
    // Numbers or references, each a product of the shop; kept as numbers, in the order given.
    const tokens = body.homepage_products === '' ? [] : body.homepage_products.split(',');
    const isNumber = (token: string) => /^\d+$/.test(token);
    const found = await productsByIdOrRef(deps.db, tokens.filter(isNumber).map(Number), tokens.filter((token) => !isNumber(token)));
    const ids = tokens.map((token) => found.find((product) => (isNumber(token) ? product.id === Number(token) : product.ref === token))?.id);
    if (ids.some((id) => id === undefined)) throw new AppError('validation_failed', { fields: [{ path: 'homepage_products', message: salesMessages.unknown_product }] });
    const homepageProducts = ids.join(',');
    return write(async (trx, audit) => {
      await lockLocaleConfig(trx, params.country);
      const before = await salesOf(trx, params.country);
      const flag = (value: boolean) => (value ? '1' : '0');
      await saveModuleConfigValues(trx, SALES_BAR_MODULE, before.locale, {
        module_active: '1',
        salesbar_active: flag(body.salesbar_active),
        salesbar_message: body.salesbar_message,
        salesbar_link: body.salesbar_link,
        salesbar_link_text: body.salesbar_link_text,
        salesbar_dismiss_button: flag(body.salesbar_dismiss_button),
      });
      await saveSettings(trx, params.country, { ...before.settings, homepage_products: homepageProducts, displayAdvent: body.advent_active,
        advent_banner_active: body.advent_active,
        advent_doors: body.advent_doors,
      });
      const { locale: _locale, settings: _settings, ...after } = await salesOf(trx, params.country);
      if (JSON.stringify(before.values) !== JSON.stringify(after.values)) {
        await audit({ action: 'sales.update', entity: 'locale_config', entityId: params.country, before: before.values, after: after.values });
      }
      return { status_code: 200 as const, data: after };
    });
  });
}
