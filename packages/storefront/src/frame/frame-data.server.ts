// Everything the frame (header, footer, banners) needs on every page, loaded once per request on
// the server from helper data cached 300 s. The locale config is essential: without it the shop
// cannot render (the backend answers 503). Store info, sales bar and menu are optional: their
// failure shows a retry icon, no bar or no menu, never an error page.
import { calls, deriveSiteName, parseCommaIds, isSalesBarVisible, salesBarSettingsSchema, SALES_BAR_MODULE, type LocaleConfig, type StoreInfo } from '@shop/contract';
import country from '../country/current-country.ts';
import { backendFor, type Backend } from '../server/backend.server.ts';
import { publicConfig, shopConfig, type ShopPublicConfig } from '../server/shop-config.server.ts';
import { signedInCustomer, type ShopSession } from '../session/session.server.ts';
import type { FrameData, MenuItem } from './frame-data.ts';
import { inAdventPeriod } from './advent-period.ts';

export async function loadFrameData(session: ShopSession): Promise<FrameData> {
  const config = shopConfig();
  const backend = backendFor({ userIdentifier: session.get('userIdentifier') ?? 'anonymous' });
  const locale = config.locale;
  const [localeConfig, storeInfo, salesBar, menu, search, methods] = await Promise.all([
    backend.cachedHelper(calls.helper.localeConfig, { query: { locale } }),
    optional(backend.cachedHelper(calls.helper.storeInfo, { query: { locale } })),
    optional(loadSalesBar(backend, locale)),
    optional(backend.cachedHelper(calls.helper.categoryMenu, { query: { locale } })),
    optional(searchConnection(backend)),
    optional(backend.cachedHelper(calls.helper.shopMethods, { query: { country_id: country.id } })),
  ]);
  const customer = signedInCustomer(session);
  return {
    config: publicConfig(config) satisfies ShopPublicConfig,
    shop: shopSettings(localeConfig.data, config.now()),
    storeInfo: storeInfo ? pickStoreInfo(storeInfo.data) : null,
    salesBar,
    menu: (menu?.data ?? []).map(toMenuItem),
    user: customer
      ? {
          loggedIn: true,
          firstname: customer.firstname,
          lastname: customer.lastname,
          isAdmin: customer.isAdmin,
          isCompany: customer.isCompany,
          excludeVat: customer.excludeVat,
        }
      : { loggedIn: false, firstname: null, lastname: null, isAdmin: false, isCompany: false, excludeVat: false },
    cartCount: session.get('cartCount') ?? 0,
    adminUrl: `${config.apiUrl.replace(/\/+$/, '')}/admin`,
    shops: shopOrigins(),
    search,
    methods: methods ? { payment: methods.data.payment, pickup: methods.data.delivery.some((method) => method.is_local_pickup) } : null,
    integrations: {
      sentryDsn: config.sentryDsn,
      chatWidgetUrl: config.chatWidgetUrl,
      reviewBadgeUrl: config.reviewBadgeUrl,
    },
  };
}

let connection: Promise<FrameData['search']> | undefined;

/** The search connection changes only with the back office's configuration: asked once per process. */
function searchConnection(backend: Backend): Promise<FrameData['search']> {
  connection ??= backend.backOffice(calls.backoffice.searchConfig, {}).catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

async function loadSalesBar(backend: Backend, locale: string): Promise<FrameData['salesBar']> {
  const answer = await backend.cachedHelper(calls.helper.moduleConfigI18n, { query: { module: SALES_BAR_MODULE, locale } });
  const settings = salesBarSettingsSchema.parse(answer.data);
  if (!isSalesBarVisible(settings)) return null;
  return {
    message: settings.salesbar_message,
    linkHref: settings.salesbar_link || null,
    linkText: settings.salesbar_link_text || null,
    dismissible: settings.salesbar_dismiss_button,
  };
}

function shopSettings(config: LocaleConfig, now: Date): FrameData['shop'] {
  const social = (['facebook', 'instagram', 'youtube', 'tiktok'] as const).flatMap((network) => {
    const href = config[`${network}_url`];
    return href ? [{ network, href }] : [];
  });
  return {
    storeName: config.store_name,
    siteName: deriveSiteName(config.store_name, config.lang_code),
    taxTitle: config.tax_title,
    currencySymbol: config.currency_symbol,
    banners: (config.banners ?? []).map((banner) => ({ imageUrl: banner.image_url, mobileImageUrl: banner.mobile_image_url ?? null, link: banner.link, alt: banner.alt })),
    // Switched on in the back office, and only in the period the banner announces.
    displayAdvent: config.displayAdvent === true && country.flags.adventCalendar && inAdventPeriod(now, country.timeZone),
    social,
    shopvote: config.shopvote_id ? { id: config.shopvote_id, footer: config.shopvote_display_footer === true, badge: config.shopvote_display_badge === true } : null,
    trustedShop: config.trusted_shop_id ? { id: config.trusted_shop_id, footer: config.trusted_shop_display_footer === true } : null,
    withdrawalFormUrl: config.withdrawal_form_url ?? null,
    tagManagerId: config.googletagmanager_trackingcode ?? null,
    paymentSandbox: config.payment_sandbox === true,
    linksLeft: config.links_left_menu ?? [],
    linksRight: config.links_right_menu ?? [],
    whatsappHref: country.flags.whatsappBadge && config.store_phone ? `https://wa.me/${config.store_phone.replace(/\D/g, '')}` : null,
    zeroVatCategories: config.categories_0_vat ?? '',
    priceOnRequest: parseCommaIds(config.price_request_product_ids),
    minimumOrderCents: config.config_min_price ?? 0,
  };
}

function pickStoreInfo(info: StoreInfo): NonNullable<FrameData['storeInfo']> {
  return {
    phone: info.store_phone,
    hours: info.support_time_mo_th,
    email: info.store_email ?? null,
    address: `${info.store_address1}, ${info.store_zipcode} ${info.store_city}`,
  };
}

function toMenuItem(node: { Id: number; TITLE: string; URL: string; children: { Id: number; TITLE: string; URL: string; children: unknown[] }[] }): MenuItem {
  return {
    id: node.Id,
    title: node.TITLE,
    href: node.URL,
    children: (node.children as (typeof node)[]).map(toMenuItem),
  };
}

async function optional<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.warn('optional frame data failed', error instanceof Error ? error.message : error);
    return null;
  }
}

/** SHOP_ORIGINS=DE=https://...,AT=...,RO=...; by default the three local shops. */
function shopOrigins(): FrameData['shops'] {
  const configured = new Map(
    (shopConfig().shopOrigins ?? 'DE=http://localhost:3001,AT=http://localhost:3002,RO=http://localhost:3003')
      .split(',')
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return (['DE', 'AT', 'RO'] as const).map((code) => ({
    code,
    href: code === country.isoAlpha2 ? '/' : (configured.get(code) ?? '/'),
    current: code === country.isoAlpha2,
  }));
}
