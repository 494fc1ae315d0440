// What a country app declares about itself, and nothing more (ARCHITECTURE.md, "Shape").
// Parsed once when the app starts, so a typo in an app's config stops it with a clear message.

export type CountryFlags = {
  /** WhatsApp chat badge: Romania only. */
  whatsappBadge: boolean;
  /** /conditii-de-garantie.html and /manual-de-utilizare-1.html exist. */
  romaniaOnlyRoutes: boolean;
  /** Advent-calendar route and banner may show (the locale config's displayAdvent decides). */
  adventCalendar: boolean;
  /** Help-chat widget may load (still needs its script configured). */
  chatWidget: boolean;
};

export type CountryConfig = {
  /** Back-office country id: Germany 5, Austria 13, Romania 146. */
  id: number;
  isoAlpha2: 'DE' | 'AT' | 'RO';
  /** Shop locale as the back office spells it: de_DE, de_AT, ro_RO. */
  locale: string;
  language: 'de' | 'ro' | 'en';
  currency: { code: string; symbol: string; name: string; rate: number };
  /** Tax label shown next to every price; its leading number is the VAT rate. */
  taxTitle: string;
  /** Public origin of the shop, used for canonical URLs and hreflang. */
  origin: string;
  brand: { storeName: string; logoText: string };
  /** Shown on the server-error screen, which cannot ask the back office (spec section 2). */
  support: { phone: string; hours: string; email: string };
  /** Romania: the ANPC SAL pictogram link required on every page (no SOL: the EU ODR platform closed on 20 July 2025). */
  anpc?: { salHref: string };
  flags: CountryFlags;
};

export function defineCountry(config: CountryConfig): CountryConfig {
  const problems: string[] = [];
  if (!Number.isInteger(config.id) || config.id <= 0) problems.push('id must be a positive integer');
  if (!/^[a-z]{2}_[A-Z]{2}$/.test(config.locale)) problems.push(`locale "${config.locale}" is not like de_DE`);
  if (!/^\d+(?:[.,]\d+)?%/.test(config.taxTitle)) problems.push(`taxTitle "${config.taxTitle}" must start with a percentage`);
  if (!(config.currency.rate > 0)) problems.push('currency.rate must be positive');
  if (problems.length > 0) {
    throw new Error(`Country config for ${config.isoAlpha2} is invalid: ${problems.join('; ')}`);
  }
  return Object.freeze(config);
}
