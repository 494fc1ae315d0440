/**
 * Phone numbers (spec section 5): digits, spaces and plus only, length 3 to 20 (the rule; the
 * translated text says 9 to 20, and numbers valid for DE/AT/RO are never shorter than that anyway),
 * and a valid number for the selected country.
 *
 * Validity uses libphonenumber-js with its full ('max') metadata: the default 'min' metadata only checks
 * lengths and accepts e.g. '0170 12' as German. A national number is read in the selected country's
 * format; an international number (+43 ... for a German address) is accepted when it is valid, as a
 * real shop would (customers may have a foreign mobile).
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { CountryIso } from './countries.ts';
import { fieldMessages } from './messages.ts';
import { whenFilled } from './text.ts';

export const PHONE_PATTERN = /^[0-9 +]{3,20}$/;

/** Spec rule only: digits, spaces and plus, 3 to 20 characters (after trimming). */
export function hasPhoneCharacters(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** Spec rule and a valid number for the country (DE, AT, RO). */
export function isValidPhoneForCountry(value: string, country: CountryIso): boolean {
  const trimmed = value.trim();
  return hasPhoneCharacters(trimmed) && isValidPhoneNumber(trimmed, country);
}

/** Phone field without a known country: required and the character rule. */
export const phoneSchema = z
  .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : undefined) })
  .trim()
  .min(1, { error: fieldMessages.required })
  .refine((value) => PHONE_PATTERN.test(value), { error: fieldMessages.phone_characters, when: whenFilled });

/**
 * The phone of an address: may stay empty (decision 019: required only by the country's rule and
 * for freight, checked where the country and the cart are known); when filled, the character rule.
 */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((value) => PHONE_PATTERN.test(value), { error: fieldMessages.phone_characters, when: whenFilled })
  .default('');

/** Phone field for a known country: the character rule, then validity for that country. */
export function phoneSchemaFor(country: CountryIso) {
  return phoneSchema.refine((value) => isValidPhoneNumber(value, country), {
    error: fieldMessages.phone_invalid,
    when: (payload) => typeof payload.value === 'string' && PHONE_PATTERN.test(payload.value),
  });
}
