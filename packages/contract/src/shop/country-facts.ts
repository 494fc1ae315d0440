/**
 * The three shop countries (spec sections 3 and 9): one record of the facts that never change with
 * configuration, read by the back office and by the country apps alike. Tax titles and currencies
 * can be reconfigured in the back office; these are the values a shop starts with.
 *
 * No imports: the storefronts load this on every page (`@shop/contract/country-facts`), without
 * the schemas and zod behind the package's main entry.
 */

export type ShopLanguage = 'de' | 'ro' | 'en';

/** Back-office country ids (spec section 3): Germany 5, Austria 13, Romania 146. */
export const countryIdByIso = { DE: 5, AT: 13, RO: 146 } as const;
export type CountryIso = keyof typeof countryIdByIso;
export type CountryId = (typeof countryIdByIso)[CountryIso];

export type CountryFacts = {
  readonly id: CountryId;
  readonly isoAlpha2: CountryIso;
  /** The catalog language of the shop. */
  readonly language: Exclude<ShopLanguage, 'en'>;
  /** The shop locale as the back office spells it. */
  readonly locale: 'de_DE' | 'de_AT' | 'ro_RO';
  /** BCP 47 locale for dates and other country-specific formats (Austria writes "Jänner"). */
  readonly intlLocale: 'de-DE' | 'de-AT' | 'ro-RO';
  /** Romanian prices are kept in Lei by the back office: shown as they are, never converted. */
  readonly currency: { readonly code: 'EUR' | 'RON'; readonly symbol: string };
  /** Shown next to every price; its leading number is the VAT rate. */
  readonly taxTitle: string;
  /** The time zone of cut-off times, order dates and withdrawal receipts. */
  readonly timeZone: string;
  /** Public holidays: the country code of the date-holidays data set. */
  readonly holidays: { readonly country: CountryIso };
  /**
   * Whether every address of the country needs a phone number (the locale config's
   * is_phone_required; decision 019): Romanian couriers call before delivering, German and Austrian
   * parcels need none. Freight needs one everywhere (spec section 5).
   */
  readonly phoneRequired: boolean;
};

export const countryFacts: Readonly<Record<CountryIso, CountryFacts>> = {
  DE: {
    id: countryIdByIso.DE,
    isoAlpha2: 'DE',
    language: 'de',
    locale: 'de_DE',
    intlLocale: 'de-DE',
    currency: { code: 'EUR', symbol: '€' },
    taxTitle: '19% Ust.',
    timeZone: 'Europe/Berlin',
    holidays: { country: 'DE' },
    phoneRequired: false,
  },
  AT: {
    id: countryIdByIso.AT,
    isoAlpha2: 'AT',
    language: 'de',
    locale: 'de_AT',
    intlLocale: 'de-AT',
    currency: { code: 'EUR', symbol: '€' },
    taxTitle: '20% Ust.',
    timeZone: 'Europe/Vienna',
    holidays: { country: 'AT' },
    phoneRequired: false,
  },
  RO: {
    id: countryIdByIso.RO,
    isoAlpha2: 'RO',
    language: 'ro',
    locale: 'ro_RO',
    intlLocale: 'ro-RO',
    currency: { code: 'RON', symbol: 'Lei' },
    taxTitle: '21% TVA',
    timeZone: 'Europe/Bucharest',
    holidays: { country: 'RO' },
    phoneRequired: true,
  },
};

/** The facts of a shop country id; any other id gives Austria, as the spec prescribes. */
export function countryFactsOf(id: number): CountryFacts {
  return Object.values(countryFacts).find((facts) => facts.id === id) ?? countryFacts.AT;
}

/**
 * The one Intl locale for money in each language (spec section 9: de-DE with euro, ro-RO with Lei,
 * en-US): Austria formats money as Germany does.
 */
export function moneyLocale(language: ShopLanguage): 'de-DE' | 'ro-RO' | 'en-US' {
  return language === 'ro' ? 'ro-RO' : language === 'en' ? 'en-US' : 'de-DE';
}

/** The Intl locale for dates: the country's own (de-AT for Austria), English as en-US. */
export function dateLocale(country: Pick<CountryFacts, 'intlLocale'>, language: ShopLanguage): string {
  return language === 'en' ? 'en-US' : country.intlLocale;
}
