// Display text for money. Intl supplies the locale's digits, separators and symbol position; we put
// in the store's own symbol ("Lei" rather than Intl's "RON"). Intl separates amount and symbol with
// a non-breaking space (U+00A0), so outputs must be compared with that exact character.
import { assertCents } from './money.ts';
import type { Cents } from './money.ts';

/** The formats the spec names: de-DE with euro, ro-RO with Lei, en-US (see moneyLocale in @shop/contract). */
export type FormatLocale = 'de-DE' | 'ro-RO' | 'en-US';

/** What a shop's currency shows next to amounts: "€" or "Lei" (countryFacts in @shop/contract). */
export type CurrencySymbol = { readonly symbol: string };

const EURO: CurrencySymbol = { symbol: '€' };

const formatters = new Map<FormatLocale, Intl.NumberFormat>();

// Formatting as EUR gives the locale's currency pattern with exactly two decimals; the symbol is
// swapped for the store's afterwards, so any currency name (even one Intl does not know) works.
function currencyPattern(locale: FormatLocale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats an amount already in the currency's cents: formatMoney(123456, 'de-DE') is "1.234,56 €"
 * (with U+00A0 before the symbol).
 */
export function formatMoney(cents: Cents, locale: FormatLocale, currency: CurrencySymbol = EURO): string {
  assertCents(cents, 'amount');
  // cents / 100 is the double nearest the decimal amount, and Intl rounds to two decimals, so the
  // digits shown are exactly the cents.
  return currencyPattern(locale)
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('');
}
