// The VAT rate is not configured as a number anywhere: each country carries a tax title such as
// "19% Ust." and the rate is its leading number.

/** A VAT rate in percent, 0 to 100, e.g. 19 or 7.5. */
export type VatRate = number;

// A leading number with "." or "," as decimal separator, e.g. "19% Ust." or "7,5% x".
const LEADING_NUMBER = /^\s*(\d+(?:[.,]\d+)?)/;

/**
 * The VAT rate from a tax title's leading number: "19% Ust." -> 19, "7,5% x" -> 7.5.
 * Returns null when the title is missing, has no leading number, or the number is above 100:
 * a null is the caller's cue to fall back (to the country's facts in @shop/contract) or fail; we never guess.
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
