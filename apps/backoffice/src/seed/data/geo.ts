// The three shop countries with their VAT history, states, warehouses and pickup points.
import type { CountryIsoCode } from '../../modules/media/index.ts';

export type Lang = 'de' | 'ro' | 'en';
export const langs: readonly Lang[] = ['de', 'ro', 'en'];
export type Locale = 'de_DE' | 'de_AT' | 'ro_RO';
export const locales: readonly Locale[] = ['de_DE', 'de_AT', 'ro_RO'];

export interface ShopCountry {
  id: number;
  iso: CountryIsoCode;
  locale: Locale;
  lang: 'de' | 'ro';
  currency: 'EUR' | 'RON';
  currencySymbol: string;
  /** Units of the currency per euro, as the locale config carries it. */
  currencyRate: string;
  isDefault: boolean;
  titles: Record<Lang, string>;
}

export const countries: readonly ShopCountry[] = [
  {
    id: 5,
    iso: 'DE',
    locale: 'de_DE',
    lang: 'de',
    currency: 'EUR',
    currencySymbol: '€',
    currencyRate: '1',
    isDefault: false,
    titles: { de: 'Deutschland', ro: 'Germania', en: 'Germany' },
  },
  {
    id: 13,
    iso: 'AT',
    locale: 'de_AT',
    lang: 'de',
    currency: 'EUR',
    currencySymbol: '€',
    currencyRate: '1',
    // Unknown locales fall back to Austria (spec sections 3 and 9).
    isDefault: true,
    titles: { de: 'Österreich', ro: 'Austria', en: 'Austria' },
  },
  {
    id: 146,
    iso: 'RO',
    locale: 'ro_RO',
    lang: 'ro',
    currency: 'RON',
    currencySymbol: 'Lei',
    currencyRate: '4.97',
    isDefault: false,
    titles: { de: 'Rumänien', ro: 'România', en: 'Romania' },
  },
];

export function countryByIso(iso: CountryIsoCode): ShopCountry {
  const country = countries.find((c) => c.iso === iso);
  if (!country) throw new Error(`unknown country ${iso}`);
  return country;
}

export interface TaxRuleSeed {
  id: number;
  countryId: number;
  title: string;
  rateBasisPoints: number;
  validFrom: string;
  validTo: string | null;
}

// Romania raised its standard VAT from 19 % to 21 % on 2025-08-01 (Law 141/2025).
export const taxRules: readonly TaxRuleSeed[] = [
  { id: 1, countryId: 5, title: '19% Ust.', rateBasisPoints: 1900, validFrom: '2007-01-01T00:00:00.000Z', validTo: null },
  { id: 2, countryId: 13, title: '20% Ust.', rateBasisPoints: 2000, validFrom: '1995-01-01T00:00:00.000Z', validTo: null },
  {
    id: 3,
    countryId: 146,
    title: '19% TVA',
    rateBasisPoints: 1900,
    validFrom: '2017-01-01T00:00:00.000Z',
    validTo: '2025-07-31T23:59:59.999Z',
  },
  { id: 4, countryId: 146, title: '21% TVA', rateBasisPoints: 2100, validFrom: '2025-08-01T00:00:00.000Z', validTo: null },
];

/** The tax rule in force today per country (for the locale config's tax_id). */
export const currentTaxRuleId: Readonly<Record<CountryIsoCode, number>> = { DE: 1, AT: 2, RO: 4 };

const germanStates: readonly [string, string][] = [
  ['BW', 'Baden-Württemberg'],
  ['BY', 'Bayern'],
  ['BE', 'Berlin'],
  ['BB', 'Brandenburg'],
  ['HB', 'Bremen'],
  ['HH', 'Hamburg'],
  ['HE', 'Hessen'],
  ['MV', 'Mecklenburg-Vorpommern'],
  ['NI', 'Niedersachsen'],
  ['NW', 'Nordrhein-Westfalen'],
  ['RP', 'Rheinland-Pfalz'],
  ['SL', 'Saarland'],
  ['SN', 'Sachsen'],
  ['ST', 'Sachsen-Anhalt'],
  ['SH', 'Schleswig-Holstein'],
  ['TH', 'Thüringen'],
];
const austrianStates: readonly [string, string][] = [
  ['1', 'Burgenland'],
  ['2', 'Kärnten'],
  ['3', 'Niederösterreich'],
  ['4', 'Oberösterreich'],
  ['5', 'Salzburg'],
  ['6', 'Steiermark'],
  ['7', 'Tirol'],
  ['8', 'Vorarlberg'],
  ['9', 'Wien'],
];
const romanianCounties: readonly [string, string][] = [
  ['AB', 'Alba'],
  ['AR', 'Arad'],
  ['AG', 'Argeș'],
  ['BC', 'Bacău'],
  ['BH', 'Bihor'],
  ['BN', 'Bistrița-Năsăud'],
  ['BT', 'Botoșani'],
  ['BV', 'Brașov'],
  ['BR', 'Brăila'],
  ['B', 'București'],
  ['BZ', 'Buzău'],
  ['CS', 'Caraș-Severin'],
  ['CL', 'Călărași'],
  ['CJ', 'Cluj'],
  ['CT', 'Constanța'],
  ['CV', 'Covasna'],
  ['DB', 'Dâmbovița'],
  ['DJ', 'Dolj'],
  ['GL', 'Galați'],
  ['GR', 'Giurgiu'],
  ['GJ', 'Gorj'],
  ['HR', 'Harghita'],
  ['HD', 'Hunedoara'],
  ['IL', 'Ialomița'],
  ['IS', 'Iași'],
  ['IF', 'Ilfov'],
  ['MM', 'Maramureș'],
  ['MH', 'Mehedinți'],
  ['MS', 'Mureș'],
  ['NT', 'Neamț'],
  ['OT', 'Olt'],
  ['PH', 'Prahova'],
  ['SM', 'Satu Mare'],
  ['SJ', 'Sălaj'],
  ['SB', 'Sibiu'],
  ['SV', 'Suceava'],
  ['TR', 'Teleorman'],
  ['TM', 'Timiș'],
  ['TL', 'Tulcea'],
  ['VS', 'Vaslui'],
  ['VL', 'Vâlcea'],
  ['VN', 'Vrancea'],
];

export interface StateSeed {
  id: number;
  countryId: number;
  code: string;
  title: string;
}

/** 16 Länder, 9 Bundesländer, 41 județe and Bucharest; ids numbered per country from 1, 101, 201. */
export const states: readonly StateSeed[] = [
  ...germanStates.map(([code, title], i) => ({ id: 1 + i, countryId: 5, code: `DE-${code}`, title })),
  ...austrianStates.map(([code, title], i) => ({ id: 101 + i, countryId: 13, code: `AT-${code}`, title })),
  ...romanianCounties.map(([code, title], i) => ({ id: 201 + i, countryId: 146, code: `RO-${code}`, title })),
];

export interface FulfilmentCenterSeed {
  id: number;
  name: string;
  city: string;
  countryId: number;
}

export const fulfilmentCenters: readonly FulfilmentCenterSeed[] = [
  { id: 1, name: 'Zentrallager Nürnberg', city: 'Nürnberg', countryId: 5 },
  { id: 2, name: 'Lager Wels', city: 'Wels', countryId: 13 },
  { id: 3, name: 'Depozit Chiajna', city: 'Chiajna', countryId: 146 },
];

export interface PickupPointSeed {
  id: number;
  countryId: number;
  name: string;
  address1: string;
  zipcode: string;
  city: string;
  phone: string;
  openingHours: string;
}

export const pickupPoints: readonly PickupPointSeed[] = [
  {
    id: 1,
    countryId: 5,
    name: 'Abholmarkt Nürnberg',
    address1: 'Frankenstraße 150',
    zipcode: '90461',
    city: 'Nürnberg',
    phone: '+49 911 4468120',
    openingHours: 'Mo–Fr 8:00–18:00, Sa 9:00–14:00',
  },
  {
    id: 2,
    countryId: 5,
    name: 'Abholstation München-Moosach',
    address1: 'Dachauer Straße 421',
    zipcode: '80992',
    city: 'München',
    phone: '+49 89 14332870',
    openingHours: 'Mo–Fr 9:00–18:00',
  },
  {
    id: 3,
    countryId: 5,
    name: 'Abholstation Köln-Ossendorf',
    address1: 'Butzweilerhofallee 3',
    zipcode: '50829',
    city: 'Köln',
    phone: '+49 221 98653410',
    openingHours: 'Mo–Fr 9:00–17:30',
  },
  {
    id: 4,
    countryId: 13,
    name: 'Abholmarkt Wels',
    address1: 'Gunskirchener Straße 19',
    zipcode: '4600',
    city: 'Wels',
    phone: '+43 7242 219870',
    openingHours: 'Mo–Fr 8:00–17:00, Sa 9:00–12:00',
  },
  {
    id: 5,
    countryId: 13,
    name: 'Abholstation Wien-Liesing',
    address1: 'Perfektastraße 73',
    zipcode: '1230',
    city: 'Wien',
    phone: '+43 1 8693420',
    openingHours: 'Mo–Fr 9:00–18:00',
  },
  {
    id: 6,
    countryId: 146,
    name: 'Punct de ridicare Chiajna',
    address1: 'Str. Industriilor nr. 14',
    zipcode: '077040',
    city: 'Chiajna',
    phone: '+40 21 3114567',
    openingHours: 'Luni–Vineri 9:00–18:00, Sâmbătă 9:00–13:00',
  },
  {
    id: 7,
    countryId: 146,
    name: 'Punct de ridicare Cluj-Napoca',
    address1: 'Str. Fabricii nr. 93',
    zipcode: '400620',
    city: 'Cluj-Napoca',
    phone: '+40 264 456789',
    openingHours: 'Luni–Vineri 9:00–17:00',
  },
];
