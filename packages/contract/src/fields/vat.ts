/**
 * Company VAT ids for the three shop countries (spec section 5: format and validity check; the
 * verification against VIES happens in the back office, error code 'vat_id_not_verified').
 *
 * Input is forgiving like a real shop: upper/lower case, spaces, dots and dashes are ignored, and the
 * country prefix may be left out. Output is the canonical form with prefix:
 * - DE: 'DE' + 9 digits, first digit not 0, 9th digit = ISO 7064 MOD 11,10 over the first 8.
 * - AT: 'ATU' + 8 digits, 8th digit = Austrian check digit over the first 7 ('AT', 'U' or nothing
 *   accepted as prefix).
 * - RO: 'RO' + 2 to 10 digits (no leading 0), last digit = check digit with key 753217532.
 */
import { z } from 'zod';
import { countryIsos, type CountryIso } from './countries.ts';
import { fieldMessages } from './messages.ts';

const digitsOf = (value: string): number[] => [...value].map(Number);

/** German check digit: ISO 7064 MOD 11,10 over the first 8 digits. */
export function germanVatCheckDigit(first8: string): number {
  if (!/^\d{8}$/.test(first8)) throw new Error('German VAT check digit needs 8 digits');
  let product = 10;
  for (const digit of digitsOf(first8)) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** Austrian check digit over the 7 digits after 'ATU': weights 1,2,1,2,1,2,1 with digit sums, then (10 - (S + 4) mod 10) mod 10. */
export function austrianVatCheckDigit(first7: string): number {
  if (!/^\d{7}$/.test(first7)) throw new Error('Austrian VAT check digit needs 7 digits');
  const sum = digitsOf(first7).reduce((acc, digit, index) => {
    if (index % 2 === 0) return acc + digit;
    const doubled = digit * 2;
    return acc + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - ((sum + 4) % 10)) % 10;
}

/** Romanian check digit over the 1 to 9 digits before it: key 753217532, right-aligned, (10 * S mod 11), 10 -> 0. */
export function romanianVatCheckDigit(body: string): number {
  if (!/^\d{1,9}$/.test(body)) throw new Error('Romanian VAT check digit needs 1 to 9 digits');
  const key = '753217532';
  const padded = body.padStart(9, '0');
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(padded[i]) * Number(key[i]);
  const check = (sum * 10) % 11;
  return check === 10 ? 0 : check;
}

const formats: Readonly<Record<CountryIso, { pattern: RegExp; prefix: string }>> = {
  DE: { pattern: /^(?:DE)?([1-9]\d{8})$/, prefix: 'DE' },
  AT: { pattern: /^(?:ATU|AT|U)?(\d{8})$/, prefix: 'ATU' },
  RO: { pattern: /^(?:RO)?([1-9]\d{1,9})$/, prefix: 'RO' },
};

export const vatFormatMessages: Readonly<Record<CountryIso, string>> = {
  DE: fieldMessages.vat_id_format_de,
  AT: fieldMessages.vat_id_format_at,
  RO: fieldMessages.vat_id_format_ro,
};

/** Canonical VAT id when the format fits the country ('de 136 695 976' -> 'DE136695976'), else null. Check digit not tested. */
export function normalizeVatId(value: string, country: CountryIso): string | null {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  const { pattern, prefix } = formats[country];
  const digits = pattern.exec(compact)?.[1];
  return digits === undefined ? null : prefix + digits;
}

function checkDigitOk(canonical: string, country: CountryIso): boolean {
  const digits = canonical.replace(/^[A-Z]+/, '');
  const body = digits.slice(0, -1);
  const last = Number(digits.slice(-1));
  if (country === 'DE') return germanVatCheckDigit(body) === last;
  if (country === 'AT') return austrianVatCheckDigit(body) === last;
  return romanianVatCheckDigit(body) === last;
}

export type VatCheck = { ok: true; vatId: string } | { ok: false; message: string };

/** Format and check digit; the message is the field message to show. */
export function checkVatId(value: string, country: CountryIso): VatCheck {
  const canonical = normalizeVatId(value, country);
  if (canonical === null) return { ok: false, message: vatFormatMessages[country] };
  if (!checkDigitOk(canonical, country)) return { ok: false, message: fieldMessages.vat_id_check_digit };
  return { ok: true, vatId: canonical };
}

/**
 * The shop country a VAT id names by its prefix ('atu 1358 5627' -> 'AT', 'RO18547290' -> 'RO');
 * undefined when it starts with no shop country's code.
 */
export function vatIdCountryOf(value: string): CountryIso | undefined {
  const prefix = value.toUpperCase().replace(/[\s.\-/]/g, '').slice(0, 2);
  return countryIsos.find((iso) => iso === prefix);
}

export function isValidVatId(value: string, country: CountryIso): boolean {
  return checkVatId(value, country).ok;
}

/** VAT id field for a known country; output is the canonical id (which parses again to itself). */
export function vatIdSchemaFor(country: CountryIso) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? fieldMessages.required : undefined) })
    .trim()
    .min(1, { error: fieldMessages.required })
    .transform((value, ctx) => {
      const result = checkVatId(value, country);
      if (!result.ok) {
        ctx.issues.push({ code: 'custom', message: result.message, input: value });
        return z.NEVER;
      }
      return result.vatId;
    });
}
