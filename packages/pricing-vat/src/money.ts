// Money is a whole number of cents (minor units) everywhere in this package. Floats only appear at
// the edges: parsing what an API sends, and handing a value to Intl for display.
import { divideRounded, parseDecimal, pow10, toSafeInteger } from './decimal.ts';

/** A whole number of cents (minor currency units); always a safe integer, may be negative for credits. */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

/** Returns the value if it is a whole number of cents, otherwise throws a RangeError naming it. */
export function assertCents(value: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a whole number of cents, got ${String(value)}`);
  }
  return value;
}

/**
 * Converts an amount in major units as an API sends it ("12.99", 12.99, "1e-7") to cents, rounding
 * half away from zero on the decimal value: 1.005 -> 101, even though the float 1.005 is slightly
 * below it. Throws a RangeError for NaN, Infinity, empty or malformed text.
 */
export function toCents(amount: string | number): Cents {
  const decimal = parseDecimal(amount, 'Amount');
  const cents = divideRounded(decimal.units * 100n, pow10(decimal.scale));
  return toSafeInteger(cents, 'Amount in cents');
}

/** Price of `quantity` units. The quantity must be a whole number. */
export function multiplyCents(cents: Cents, quantity: number): Cents {
  assertCents(cents, 'unit price');
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`quantity must be a whole number, got ${String(quantity)}`);
  }
  return assertCents(cents * quantity, 'line total');
}

/** Sum of amounts; 0 for none. Throws if any amount is not whole cents or the sum overflows. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) {
    total = assertCents(total + assertCents(amount), 'sum');
  }
  return total;
}

/**
 * Cents as a plain decimal amount with a point and two decimals, for machines and English fallback
 * texts (schema.org offers, the EPC QR code, API messages): 123456 -> "1234.56", -5 -> "-0.05".
 * Shoppers read amounts through formatMoney.
 */
export function decimalAmount(cents: Cents): string {
  assertCents(cents, 'amount');
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
