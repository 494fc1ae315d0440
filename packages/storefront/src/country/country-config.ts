// What a country app declares about itself, and nothing more (ARCHITECTURE.md, "Shape"): which shop
// it is (the facts of that country come from @shop/contract's countryFacts, shared with the back
// office), its public origin, brand, support contact and flags. Parsed once when the app starts, so
// a typo in an app's config stops it with a clear message.
// The facts entry has no schemas: the country module is on every page.
import { countryFacts, type CountryFacts, type CountryIso } from '@shop/contract/country-facts';

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

export type CountryDeclaration = {
  /** Which of the three shops this app is. */
  country: CountryIso;
  /** Public origin of the shop, used for canonical URLs and hreflang. */
  origin: string;
  brand: { storeName: string; logoText: string };
  /** Shown on the server-error screen, which cannot ask the back office (spec section 2). */
  support: { phone: string; hours: string; email: string };
  /** Romania: the ANPC SAL pictogram link required on every page (no SOL: the EU ODR platform closed on 20 July 2025). */
  anpc?: { salHref: string };
  flags: CountryFlags;
};

export type CountryConfig = CountryFacts & Omit<CountryDeclaration, 'country'>;

/**
 * The shop's public origin: SHOP_ORIGIN on the server, else `fallback`. The same module runs in the
 * browser, where there is no `process` (Vite's dev server does not stand one in as its build does).
 */
export function originFromEnvironment(fallback: string): string {
  return (typeof process === 'undefined' ? undefined : process.env.SHOP_ORIGIN) ?? fallback;
}

export function defineCountry({ country, ...declaration }: CountryDeclaration): CountryConfig {
  const problems: string[] = [];
  if (!Object.hasOwn(countryFacts, country)) problems.push(`country "${country}" is not DE, AT or RO`);
  if (!/^https?:\/\/[^/]+$/.test(declaration.origin)) problems.push(`origin "${declaration.origin}" is not like https://host`);
  if (declaration.brand.storeName.trim() === '') problems.push('brand.storeName is empty');
  if (problems.length > 0) {
    throw new Error(`Country config for ${country} is invalid: ${problems.join('; ')}`);
  }
  return Object.freeze({ ...countryFacts[country], ...declaration });
}
