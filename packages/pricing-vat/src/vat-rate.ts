// The VAT rate is not configured as a number anywhere: each country carries a tax title such as
// "19% Ust." and the rate is its leading number.

/** A VAT rate in percent, 0 to 100, e.g. 19 or 7.5. */
export type VatRate = number;

export interface CountryTax {
  readonly id: number;
  readonly isoAlpha2: string;
  readonly taxTitle: string;
}

export const GERMANY: CountryTax = { id: 5, isoAlpha2: 'DE', taxTitle: '19% Ust.' };
export const AUSTRIA: CountryTax = { id: 13, isoAlpha2: 'AT', taxTitle: '20% Ust.' };
export const ROMANIA: CountryTax = { id: 146, isoAlpha2: 'RO', taxTitle: '21% TVA' };

/** The spec's fallback for unknown countries and locales. */
export const DEFAULT_COUNTRY: CountryTax = AUSTRIA;

const COUNTRIES: readonly CountryTax[] = [GERMANY, AUSTRIA, ROMANIA];

/**
 * Defaults for a country id (number, or the string kept in browser storage). Any id we do not
 * sell to, or none, gives Austria, as the spec prescribes.
 */
export function countryTaxDefaults(countryId: number | string | null | undefined): CountryTax {
  const id = Number(countryId);
  return COUNTRIES.find((country) => country.id === id) ?? DEFAULT_COUNTRY;
}

// A leading number with "." or "," as decimal separator, e.g. "19% Ust." or "7,5% x".
const LEADING_NUMBER = /^\s*(\d+(?:[.,]\d+)?)/;

/**
 * The VAT rate from a tax title's leading number: "19% Ust." -> 19, "7,5% x" -> 7.5.
 * Returns null when the title is missing, has no leading number, or the number is above 100:
 * a null is the caller's cue to fall back (e.g. to countryTaxDefaults) or fail; we never guess.
 */
export function vatRateFromTaxTitle(taxTitle: string | null | undefined): VatRate | null {
  const match = LEADING_NUMBER.exec(taxTitle ?? '');
  if (match?.[1] === undefined) return null;
  const rate = Number(match[1].replace(',', '.'));
  return rate <= 100 ? rate : null;
}

/** Returns the rate if it is a finite percentage from 0 to 100, otherwise throws a RangeError. */
export function assertVatRate(rate: number): VatRate {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
    throw new RangeError(`VAT rate must be a percentage from 0 to 100, got ${String(rate)}`);
  }
  return rate;
}
