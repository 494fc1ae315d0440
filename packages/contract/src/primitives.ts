/**
 * Small building blocks shared by every schema.
 *
 * Two rules keep one schema usable on both sides of the wire:
 * - Response schemas never transform: the back office validates what it sends with the same schema
 *   the client parses with, so the output must equal the input.
 * - Request schemas may normalise (trim, canonical VAT id, '12' -> 12 in a query string), but their
 *   output is always valid input again, so a form can parse, send, and the server parse once more.
 */
import { z } from 'zod';

/**
 * Database id: a positive integer that fits the databases' integer columns (32 bits), so an id the
 * contract accepts never overflows a column (PostgreSQL would refuse it with an error, not a 404).
 */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.int().positive().max(MAX_ID);

/** Money in integer cents, never floats. Fields named by the legacy API (PRICE, postage_amount) carry cents too. */
export const centsSchema = z.int().nonnegative();

/** Thelia-style locale, language_COUNTRY: de_DE, de_AT, ro_RO, en_US. */
export const localeSchema = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'Expected a locale such as de_DE.' });

/** Two-letter language code: de, ro, en. */
export const langCodeSchema = z.string().regex(/^[a-z]{2}$/, { error: 'Expected a language code such as de.' });

/** ISO 4217 currency code: EUR, RON. */
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, { error: 'Expected a currency code such as EUR.' });

/** ISO 8601 timestamp with offset, e.g. 2024-11-21T10:15:00Z. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Status code echoed in the body of a successful back-office answer (legacy field `status_code`). */
export const okStatusSchema = z.literal(200);

const notInt = 'Expected an integer.';

/**
 * An integer in a query string or path: typed callers pass numbers, the wire carries digit strings.
 * Output is a number, so the output parses again.
 */
export function queryInt<T extends z.ZodType<number, number>>(inner: T) {
  return z
    .union([z.int({ error: notInt }), z.string().regex(/^-?\d+$/, { error: notInt })], { error: notInt })
    .transform((value) => (typeof value === 'string' ? Number(value) : value))
    .pipe(inner);
}

/** A positive id in a query string or path. */
export const queryIdSchema = queryInt(idSchema);

/** Flag sent as 1 in a query string (`?document=1`, `?visible=1`). */
export const queryOneSchema = queryInt(z.literal(1));

/**
 * Parse a comma list of ids as the legacy config sends them ('12, 13,,14' -> [12, 13, 14]).
 * Anything that is not a positive integer is dropped.
 */
export function parseCommaIds(value: string | null | undefined): number[] {
  if (value == null) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}
