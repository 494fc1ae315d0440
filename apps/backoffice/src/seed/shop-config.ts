// Per-shop configuration: the locale configs the storefronts keep (contract localeConfigSchema),
// store info, tag manager, system variables and the sales bar module.
import { countryFacts } from '@shop/contract/country-facts';
import { bannerImagePath, bannerSpecs, type CountryIsoCode } from '../modules/media/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { companies, money, shippingFees } from './data/company.ts';
import { countries, currentTaxRuleId, taxRules, type ShopCountry } from './data/geo.ts';
import { withdrawalFormPath } from '../modules/invoices/index.ts';
import { pageRoutes, romaniaOnlyRoutes, type InformationalCode } from './content/routes.ts';
import type { ShopPicks } from './relations.ts';
import { zeroVatCategoryIds } from './reference-data.ts';
import { pushRow, type RowSet } from './rows.ts';

/** At most this many ids in the price-on-request list (a 100,000-product seed has thousands). */
const MAX_PRICE_REQUEST_IDS = 100;

export const SALES_BAR_MODULE_CODE = 'SalesBar';
export const SEED_MARKER = 'demo_shop_seed';

const langIds: Readonly<Record<CountryIsoCode, number>> = { DE: 1, AT: 2, RO: 3 };

const phoneRegex: Readonly<Record<CountryIsoCode, string>> = {
  DE: '^(\\+49|0049|0)[1-9][0-9 ]{5,16}$',
  AT: '^(\\+43|0043|0)[1-9][0-9 ]{3,16}$',
  RO: '^(\\+40|0040|0)[237][0-9 ]{8,11}$',
};

const social: Readonly<Record<CountryIsoCode, { facebook: string; instagram: string; youtube: string; tiktok: string }>> = {
  DE: {
    facebook: 'https://www.facebook.com/badundheim',
    instagram: 'https://www.instagram.com/badundheim',
    youtube: 'https://www.youtube.com/@badundheim',
    tiktok: 'https://www.tiktok.com/@badundheim',
  },
  AT: {
    facebook: 'https://www.facebook.com/badundheim.at',
    instagram: 'https://www.instagram.com/badundheim.at',
    youtube: 'https://www.youtube.com/@badundheim',
    tiktok: 'https://www.tiktok.com/@badundheim',
  },
  RO: {
    facebook: 'https://www.facebook.com/baiesicasa',
    instagram: 'https://www.instagram.com/baiesicasa',
    youtube: 'https://www.youtube.com/@baiesicasa',
    tiktok: 'https://www.tiktok.com/@baiesicasa',
  },
};

export const tagManagerIds: Readonly<Record<CountryIsoCode, string>> = { DE: 'GTM-K7Q2D5E', AT: 'GTM-P4W8A3T', RO: 'GTM-R9L6B2M' };

const menuTitles: Readonly<Record<'de' | 'ro', Partial<Record<InformationalCode, string>>>> = {
  de: {
    payment: 'Zahlungsarten',
    delivery: 'Lieferung',
    shipping_costs: 'Versandkosten',
    withdrawal: 'Widerrufsrecht',
    faq: 'FAQ',
    about: 'Über uns',
    contact: 'Kontakt',
    press: 'Presse',
    blog: 'Blog',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'AGB',
  },
  ro: {
    payment: 'Plată',
    delivery: 'Livrare',
    shipping_costs: 'Costuri de livrare',
    withdrawal: 'Dreptul de retragere',
    faq: 'Întrebări frecvente',
    about: 'Despre noi',
    contact: 'Contact',
    press: 'Presă',
    blog: 'Blog',
    imprint: 'Date de identificare',
    privacy: 'Protecția datelor',
    terms: 'Termeni și condiții',
  },
};
const leftMenu: readonly InformationalCode[] = ['payment', 'delivery', 'shipping_costs', 'withdrawal', 'faq'];
const rightMenu: readonly InformationalCode[] = ['about', 'contact', 'press', 'blog', 'imprint', 'privacy', 'terms'];

interface ConfigInput {
  catalog: CatalogIndex;
  picks: ShopPicks;
  /** Category URL (without slash) per category id and URL language. */
  categoryUrls: ReadonlyMap<number, { de: string; ro: string }>;
}

/** The full locale config of a shop, as the helper service answers it. */
export function localeConfigOf(country: ShopCountry, input: ConfigInput): Record<string, unknown> {
  const { catalog, picks, categoryUrls } = input;
  const iso = country.iso;
  const lang = country.lang;
  const company = companies[iso];
  const tax = taxRules.find((rule) => rule.id === currentTaxRuleId[iso]);
  const route = (code: InformationalCode) => `/${pageRoutes[code][lang]}`;
  const link = (code: InformationalCode) => ({ title: menuTitles[lang][code] ?? code, href: route(code) });
  const topCategories = catalog.categories.filter((category) => category.level === 1);
  const groupOfType = (type: string) => catalog.categories.find((category) => category.level === 2 && category.type === type);
  const banners = bannerSpecs[iso].map((spec, i) => {
    const target = groupOfType(spec.productType) ?? catalog.categories.find((category) => category.type === spec.productType);
    const url = target ? categoryUrls.get(target.id)?.[lang] : undefined;
    return {
      image_url: bannerImagePath(iso, i + 1),
      mobile_image_url: `${bannerImagePath(iso, i + 1)}?w=768`,
      link: spec.headline.startsWith('Advent') ? route('advent_calendar') : url ? `/${url}` : null,
      alt: `${spec.headline} – ${spec.subline}`,
    };
  });
  const romania = iso === 'RO';
  // One offer behind each of the 24 doors: a group of the catalog in turn (the admin edits them on the sales page).
  const groups = catalog.categories.filter((category) => category.level === 2);
  const adventDoors = Array.from({ length: 24 }, (_, i) => {
    const group = groups[i % Math.max(groups.length, 1)];
    const url = group ? categoryUrls.get(group.id)?.[lang] : undefined;
    const title = group?.titles[lang] ?? '';
    return lang === 'ro'
      ? { title: `Oferta zilei: ${title}`, text: `Astăzi vă recomandăm selecția noastră de ${title.toLowerCase()}.`, link: url ? `/${url}` : '' }
      : { title: `Angebot des Tages: ${title}`, text: `Heute empfehlen wir Ihnen unsere Auswahl: ${title}.`, link: url ? `/${url}` : '' };
  });
  return {
    lang_id: langIds[iso],
    lang_locale: country.locale,
    lang_code: lang,
    country_id: country.id,
    currency_code: country.currency,
    currency_symbol: country.currencySymbol,
    currency_rate: country.currencyRate,
    tax_title: tax?.title ?? '',
    tax_id: tax?.id ?? 1,
    tax_serialized_requirements: encodeURIComponent(JSON.stringify({ percent: String((tax?.rateBasisPoints ?? 0) / 100) })),
    store_name: company.storeName,
    store_phone: company.phone,
    store_email: company.email,
    support_time_mo_th: company.supportMoTh,
    support_time_fr: company.supportFr,
    logo_url: null,
    logo_mobile_url: null,
    facebook_url: social[iso].facebook,
    instagram_url: social[iso].instagram,
    youtube_url: social[iso].youtube,
    tiktok_url: social[iso].tiktok,
    // ShopVote and Trusted Shops serve the German-speaking market; Romania shows neither.
    shopvote_id: romania ? null : iso === 'DE' ? '17825' : '18342',
    shopvote_display_footer: !romania,
    shopvote_display_badge: iso === 'DE',
    trusted_shop_id: romania ? null : iso === 'DE' ? 'X4F1C9B2E7A05D3386E21B4C9F0A7D512' : 'X9A3E57C21D4B8F60A1C3E5D7B9F2A463',
    trusted_shop_display_footer: !romania,
    trusted_shop_display_badge: iso === 'AT',
    phone_regex: phoneRegex[iso],
    is_phone_required: countryFacts[iso].phoneRequired,
    vat_min_length: romania ? 4 : 11,
    config_min_price: romania ? 5000 : 1000,
    categories_0_vat: (zeroVatCategoryIds(catalog)[country.id] ?? []).join(','),
    price_request_product_ids: picks.priceOnRequestIds.slice(0, MAX_PRICE_REQUEST_IDS).join(','),
    content_ids: [...Object.values(pageRoutes).map((r) => r.id), ...(romania ? Object.values(romaniaOnlyRoutes).map((r) => r.id) : [])].join(','),
    homepage_products: picks.homepageProductIds.join(','),
    banners,
    advent_banner_active: !romania,
    displayAdvent: !romania,
    advent_doors: adventDoors,
    menu_category_ids: topCategories.map((category) => category.id).join(','),
    left_menu_content_ids: leftMenu.map((code) => pageRoutes[code].id).join(','),
    right_menu_content_ids: rightMenu.map((code) => pageRoutes[code].id).join(','),
    links_left_menu: leftMenu.map(link),
    links_right_menu: rightMenu.map(link),
    category_icon: Object.fromEntries(catalog.categories.filter((category) => category.level <= 2).map((category) => [String(category.id), category.icon])),
    // The model form as a PDF from the back office (invoices' withdrawal-form route, issue 17); the
    // helper answers it as a full address.
    withdrawal_form_url: withdrawalFormPath(country.locale),
    googletagmanager_trackingcode: tagManagerIds[iso],
    free_shipping_from_cents: shippingFees[iso].freeFrom,
    freight_fee_cents: shippingFees[iso].freight,
    whatsapp_number: romania ? company.phone : null,
  };
}

export function shopConfigRows(input: ConfigInput, now: Date, products: number): RowSet {
  const rows: RowSet = {};
  for (const country of countries) {
    const config = localeConfigOf(country, input);
    const { lang_id, lang_locale, lang_code, ...settings } = config;
    pushRow(rows, 'locale_config', {
      country_id: country.id,
      lang_id: lang_id as number,
      lang_locale: lang_locale as string,
      lang_code: lang_code as string,
      settings: JSON.stringify(settings),
    });
    const company = companies[country.iso];
    pushRow(rows, 'store_info', {
      country_id: country.id,
      store_name: company.storeName,
      store_phone: company.phone,
      store_email: company.email,
      support_time_mo_th: company.supportMoTh,
      support_time_fr: company.supportFr,
      store_address1: company.street,
      store_city: company.city,
      store_zipcode: company.zipcode,
      iban: company.iban,
      bic: company.bic,
      bank_account_holder: company.legalName,
      legal_name: company.legalName,
      vat_id: company.vatId,
      tax_number: company.taxNumber,
      trade_register: company.register,
      managing_directors: company.managers,
      region: company.region ?? '',
      bank_name: company.bank,
    });
    pushRow(rows, 'tag_manager', { country_id: country.id, tracking_code: tagManagerIds[country.iso] });
  }

  const salesBar = {
    de: { message: `Gratis Paketversand ab ${money(shippingFees.DE.freeFrom, 'EUR')} Bestellwert`, link: '/versandkosten', linkText: 'Mehr erfahren' },
    // Austria ships free from its own threshold: the message is the Austrian shop's (locale de_AT).
    de_AT: { message: `Gratis Paketversand ab ${money(shippingFees.AT.freeFrom, 'EUR')} Bestellwert`, link: '/versandkosten', linkText: 'Mehr erfahren' },
    ro: { message: `Livrare gratuită pentru comenzi de minimum ${money(shippingFees.RO.freeFrom, 'RON')}`, link: '/costuri-de-livrare', linkText: 'Detalii' },
    en: { message: 'Free parcel delivery on larger orders', link: '/versandkosten', linkText: 'Learn more' },
  };
  for (const [lang, bar] of Object.entries(salesBar)) {
    const values: Record<string, string> = {
      module_active: '1',
      salesbar_active: '1',
      salesbar_message: bar.message,
      salesbar_link: bar.link,
      salesbar_link_text: bar.linkText,
      salesbar_dismiss_button: '1',
    };
    for (const [name, value] of Object.entries(values)) pushRow(rows, 'module_config', { module_code: SALES_BAR_MODULE_CODE, name, lang, value });
  }

  const system: Record<string, string> = {
    app_version: '1.0.7',
    default_country_id: '13',
    default_locale: 'de_AT',
    default_delivery_module_id: '77',
    search_min_length: '4',
    stock_display_limit: '10',
    next_day_cutoff: '13:00',
    next_day_cutoff_friday: '15:00',
    // The German warehouse is in Nürnberg: Bavaria's public holidays close it (Epiphany, Corpus Christi, All Saints).
    delivery_holiday_state_de: 'BY',
    parcel_fee_cents_de: String(shippingFees.DE.parcel),
    parcel_fee_cents_at: String(shippingFees.AT.parcel),
    parcel_fee_cents_ro: String(shippingFees.RO.parcel),
    free_shipping_from_cents_de: String(shippingFees.DE.freeFrom),
    free_shipping_from_cents_at: String(shippingFees.AT.freeFrom),
    free_shipping_from_cents_ro: String(shippingFees.RO.freeFrom),
    freight_fee_cents_de: String(shippingFees.DE.freight),
    freight_fee_cents_at: String(shippingFees.AT.freight),
    freight_fee_cents_ro: String(shippingFees.RO.freight),
    cash_on_delivery_fee_cents_de: String(shippingFees.DE.cashOnDelivery),
    cash_on_delivery_fee_cents_at: String(shippingFees.AT.cashOnDelivery),
    cash_on_delivery_fee_cents_ro: String(shippingFees.RO.cashOnDelivery),
    payment_retry_wait_seconds: '120',
    [SEED_MARKER]: JSON.stringify({ version: 1, products, seeded_at: now.toISOString() }),
  };
  for (const [name, value] of Object.entries(system)) pushRow(rows, 'system_config', { name, value });
  return rows;
}
