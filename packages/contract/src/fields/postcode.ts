/** Postal codes per country (spec section 5): DE 5 digits, AT 4 digits, RO 6 digits. */
import type { CountryIso } from './countries.ts';
import { fieldMessages } from './messages.ts';
import { requiredText, whenFilled } from './text.ts';

export const postcodePatterns: Readonly<Record<CountryIso, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  RO: /^\d{6}$/,
};

export function isValidPostcode(value: string, country: CountryIso): boolean {
  return postcodePatterns[country].test(value.trim());
}

/** Postal code field without a known country: required only. */
export const postcodeSchema = requiredText(10);

/** Postal code field for a known country. */
export function postcodeSchemaFor(country: CountryIso) {
  return postcodeSchema.refine((value) => postcodePatterns[country].test(value), { error: fieldMessages.postcode_invalid, when: whenFilled });
}
