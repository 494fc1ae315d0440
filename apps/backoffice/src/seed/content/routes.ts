// Where each informational page lives. The German shops use the spec's fixed routes; Romania uses
// the translated footer slugs (packages/i18n/src/footer-slugs.ts, mirrored here because the back
// office does not depend on the i18n package) and keeps the German route as a redirecting alias.

export const informationalCodes = [
  'payment',
  'delivery',
  'privacy',
  'terms',
  'faq',
  'press',
  'imprint',
  'withdrawal',
  'shipping_costs',
  'about',
  'contact',
  'blog',
  'advent_calendar',
] as const;
export type InformationalCode = (typeof informationalCodes)[number];

export const romaniaOnlyCodes = ['warranty_conditions', 'user_manual'] as const;
export type RomaniaOnlyCode = (typeof romaniaOnlyCodes)[number];

export interface PageRoute {
  id: number;
  folder: FolderKey;
  /** URL in the German shops (de_DE and de_AT), without leading slash. */
  de: string;
  /** URL in the Romanian shop. */
  ro: string;
}

export type FolderKey = 'service' | 'legal' | 'company' | 'blog' | 'campaigns';

/** Content ids are fixed, so locale configs and links can name them. */
export const pageRoutes: Readonly<Record<InformationalCode, PageRoute>> = {
  payment: { id: 1, folder: 'service', de: 'bezahlen', ro: 'plata' },
  delivery: { id: 2, folder: 'service', de: 'lieferung', ro: 'livrare' },
  privacy: { id: 3, folder: 'legal', de: 'datenschutz', ro: 'protectia-datelor' },
  terms: { id: 4, folder: 'legal', de: 'agb.html', ro: 'termeni-si-conditii' },
  faq: { id: 5, folder: 'service', de: 'faq', ro: 'intrebari-frecvente' },
  press: { id: 6, folder: 'company', de: 'presse', ro: 'presa' },
  imprint: { id: 7, folder: 'legal', de: 'Impressum', ro: 'date-de-identificare' },
  withdrawal: { id: 8, folder: 'legal', de: 'widerrufsrecht', ro: 'dreptul-de-retragere' },
  shipping_costs: { id: 9, folder: 'service', de: 'versandkosten', ro: 'costuri-de-livrare' },
  about: { id: 10, folder: 'company', de: 'about', ro: 'about' },
  contact: { id: 11, folder: 'service', de: 'contact', ro: 'contact' },
  blog: { id: 12, folder: 'blog', de: 'blog', ro: 'blog' },
  advent_calendar: { id: 13, folder: 'campaigns', de: 'advent-calendar', ro: 'advent-calendar' },
};

export const romaniaOnlyRoutes: Readonly<Record<RomaniaOnlyCode, { id: number; folder: FolderKey; ro: string }>> = {
  warranty_conditions: { id: 14, folder: 'legal', ro: 'conditii-de-garantie.html' },
  user_manual: { id: 15, folder: 'service', ro: 'manual-de-utilizare-1.html' },
};

/** Blog posts get ids from 20, the brand landing page 30. */
export const FIRST_BLOG_POST_ID = 20;
export const BRAND_LANDING_CONTENT_ID = 30;

export const folders: readonly { key: FolderKey; id: number; titles: { de: string; ro: string; en: string } }[] = [
  { key: 'service', id: 1, titles: { de: 'Service & Hilfe', ro: 'Servicii și ajutor', en: 'Service & help' } },
  { key: 'legal', id: 2, titles: { de: 'Rechtliches', ro: 'Informații legale', en: 'Legal' } },
  { key: 'company', id: 3, titles: { de: 'Unternehmen', ro: 'Companie', en: 'Company' } },
  { key: 'blog', id: 4, titles: { de: 'Blog', ro: 'Blog', en: 'Blog' } },
  { key: 'campaigns', id: 5, titles: { de: 'Aktionen', ro: 'Campanii', en: 'Campaigns' } },
];

/** The spec's route of every informational page ('/datenschutz'), by code. */
export function specRoute(code: InformationalCode): string {
  return `/${pageRoutes[code].de}`;
}

/** Id of the model withdrawal form's heading on the withdrawal page, per URL language. */
export const WITHDRAWAL_FORM_ANCHOR = { de: 'muster-widerrufsformular', ro: 'formular-de-retragere' } as const;
