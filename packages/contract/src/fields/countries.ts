/**
 * The three shop countries. Ids are the back office's country ids (spec section 3):
 * Germany 5, Austria 13, Romania 146. Unknown locales fall back to Austria.
 */
import { z } from 'zod';
import { countryIdByIso, type CountryId, type CountryIso } from '../shop/country-facts.ts';
import { fieldMessages } from './messages.ts';

export { countryIdByIso, type CountryId, type CountryIso };

export const countryIsoById: Readonly<Record<CountryId, CountryIso>> = { 5: 'DE', 13: 'AT', 146: 'RO' };
export const countryIsos = ['DE', 'AT', 'RO'] as const satisfies readonly CountryIso[];
export const countryIds = [5, 13, 146] as const satisfies readonly CountryId[];

export const DEFAULT_COUNTRY_ID: CountryId = countryIdByIso.AT;

export function isCountryId(id: number): id is CountryId {
  return Object.hasOwn(countryIsoById, id);
}

/** ISO code of a shop country id (5 -> 'DE'); undefined for any other id. */
export function countryIsoOf(id: number): CountryIso | undefined {
  return isCountryId(id) ? countryIsoById[id] : undefined;
}

/** Country id of an ISO code, case-insensitive ('at' -> 13); undefined for any other code. */
export function countryIdOf(iso: string): CountryId | undefined {
  const upper = iso.toUpperCase();
  return Object.hasOwn(countryIdByIso, upper) ? countryIdByIso[upper as CountryIso] : undefined;
}

/** A shop country id (5, 13 or 146), e.g. the country of an address. */
export const countryIdSchema = z.union([z.literal(5), z.literal(13), z.literal(146)], {
  error: fieldMessages.country_unsupported,
});
