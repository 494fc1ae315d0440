// Exact decimal arithmetic behind every money calculation in this package (internal, not exported
// from the entry). Amounts and rates arrive as decimal text or JS numbers; going through bigint
// rationals keeps 1.005 at 101 cents and 7.5 % VAT exact, where float multiplication drifts by a
// fraction of a cent and then rounds the wrong way.

/** An exact decimal: `units / 10^scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

// Optional sign, digits with an optional fraction (at least one digit somewhere), optional exponent
// (String(1e-7) is "1e-7"). Commas are rejected: "1,234" could mean either 1.234 or 1234.
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

// Bounds the work for hostile input such as "1e999999"; no real amount or rate gets near it.
const MAX_EXPONENT = 50;

/** Parses a finite decimal number or decimal text exactly. Throws a RangeError otherwise. */
export function parseDecimal(value: string | number, what: string): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`${what} must be a finite number, got ${String(value)}`);
  }
  // For numbers, String() gives the shortest text that round-trips, so 1.005 reads as "1.005" and
  // not as the binary value 1.00499999999999989...
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match ?? [];
  if (match === null || whole.length + fraction.length === 0) {
    throw new RangeError(`${what} must be a decimal number like "12.99", got ${JSON.stringify(value)}`);
  }
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`${what} is out of range: ${JSON.stringify(value)}`);
  }
  const magnitude = BigInt(whole + fraction);
  const units = sign === '-' ? -magnitude : magnitude;
  const scale = fraction.length - exponent;
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** numerator / denominator rounded half away from zero ("kaufmännisches Runden"). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // floor(n/d + 1/2) without fractions: floor((2n + d) / 2d).
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** value * factor, rounded half away from zero to a whole number. */
export function multiplyRounded(value: bigint, factor: Decimal): bigint {
  return divideRounded(value * factor.units, pow10(factor.scale));
}

/** Converts back to a JS number, refusing values a number cannot hold exactly. */
export function toSafeInteger(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is too large to represent exactly: ${value}`);
  }
  return Number(value);
}
