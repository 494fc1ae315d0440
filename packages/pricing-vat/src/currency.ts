// Prices come from the back office in euro cents; a store may display another currency (Romania
// shows Lei) converted with the locale config's rate.
import { multiplyRounded, parseDecimal, toSafeInteger } from './decimal.ts';
import { assertCents } from './money.ts';
import type { Cents } from './money.ts';

export interface Currency {
  /** Shown next to amounts, e.g. "€" or "Lei". */
  readonly symbol: string;
  /** Currency code, e.g. "EUR" or "RON". */
  readonly name: string;
  /** Units of this currency per euro; 1 for euro. Kept as given (number or decimal text) so it stays exact. */
  readonly rate: number | string;
}

export const DEFAULT_CURRENCY: Currency = { symbol: '€', name: 'EUR', rate: 1 };

/** The currency fields as the stored app state names them; missing or blank fields take the defaults. */
export interface CurrencyConfig {
  readonly currencySymbol?: string | null;
  readonly currencyName?: string | null;
  readonly currencyRate?: number | string | null;
}

/** Builds a Currency from stored config, defaulting to euro; throws a RangeError for a rate that is not positive. */
export function currencyFromConfig(config: CurrencyConfig): Currency {
  const rate = config.currencyRate ?? DEFAULT_CURRENCY.rate;
  if (parseDecimal(rate, 'Currency rate').units <= 0n) {
    throw new RangeError(`Currency rate must be positive, got ${JSON.stringify(rate)}`);
  }
  return {
    symbol: config.currencySymbol?.trim() || DEFAULT_CURRENCY.symbol,
    name: config.currencyName?.trim() || DEFAULT_CURRENCY.name,
    rate,
  };
}

/** Euro cents in the given currency's cents: round(cents x rate), half away from zero. */
export function convertFromEuro(euroCents: Cents, currency: Currency): Cents {
  assertCents(euroCents, 'euro amount');
  const rate = parseDecimal(currency.rate, 'Currency rate');
  return toSafeInteger(multiplyRounded(BigInt(euroCents), rate), 'converted amount');
}
