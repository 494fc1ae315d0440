// Which price a product shows and what it is compared with (spec sections 5 and 9, as decided in
// docs/decisions/013-price-comparisons.md). A reduced price is compared only with the lowest price
// of the 30 days before the reduction (PAngV section 11, EU Court C-330/23), struck through and
// labelled so, with the percent off that price. A price that is not reduced may name the
// manufacturer's recommended price, as such, when it is above. The spec's made-up list price of
// 1.16 x the price is never shown: it would claim a saving that does not exist.
import { divideRounded } from './decimal.ts';
import { assertCents, toCents } from './money.ts';
import type { Cents } from './money.ts';

/** A comparison price must exceed the price by more than 0.10 currency units to be shown. */
export const DISCOUNT_BADGE_THRESHOLD: Cents = toCents('0.1');

export type PriceComparison =
  /** A reduced price: struck-through lowest price of the 30 days before, and the whole percent off it. */
  | { readonly kind: 'lowest30Days'; readonly amount: Cents; readonly percentOff: number }
  /** Not reduced: the manufacturer's recommended retail price, named as such, never struck through. */
  | { readonly kind: 'manufacturerRrp'; readonly amount: Cents };

export type PriceDisplay =
  | { readonly hidden: true }
  | { readonly hidden: false; readonly price: Cents; readonly comparison: PriceComparison | null };

export interface PriceDisplayInput {
  /** The price the shopper pays, gross or net per the price mode; falsy (with no RRP) hides the item. */
  readonly price: Cents | null | undefined;
  /** Whether the price is a reduction (the product's promo price). */
  readonly reduced: boolean;
  /** The lowest price of the 30 days before the reduction, in the price's gross or net. */
  readonly lowestBefore: Cents | null | undefined;
  /** The manufacturer's recommended retail price (the product's list price), in the price's gross or net. */
  readonly manufacturerRrp: Cents | null | undefined;
}

/**
 * Hidden when there is neither a price nor a recommended price. A reduction whose 30-day lowest
 * price is more than 10 cents above shows that price struck through with the percent off (rounded
 * half away from zero); a reduction below that, or without a known lowest price, shows no
 * comparison at all (no other price may stand in for it). A price that is not reduced shows the
 * manufacturer's RRP when more than 10 cents above it.
 */
export function displayPrice({ price, reduced, lowestBefore, manufacturerRrp }: PriceDisplayInput): PriceDisplay {
  if (!price && !manufacturerRrp) return { hidden: true };
  const shown = assertShelfPrice(price ?? 0, 'price');
  if (reduced) {
    if (!lowestBefore) return { hidden: false, price: shown, comparison: null };
    const lowest = assertShelfPrice(lowestBefore, 'lowest price of the 30 days before');
    if (lowest - shown <= DISCOUNT_BADGE_THRESHOLD) return { hidden: false, price: shown, comparison: null };
    const percentOff = Number(divideRounded(BigInt(lowest - shown) * 100n, BigInt(lowest)));
    return { hidden: false, price: shown, comparison: { kind: 'lowest30Days', amount: lowest, percentOff } };
  }
  const rrp = manufacturerRrp ? assertShelfPrice(manufacturerRrp, 'recommended retail price') : 0;
  if (rrp - shown > DISCOUNT_BADGE_THRESHOLD) return { hidden: false, price: shown, comparison: { kind: 'manufacturerRrp', amount: rrp } };
  return { hidden: false, price: shown, comparison: null };
}

// A negative shelf price is a data error; showing it would also break the percentage maths.
function assertShelfPrice(value: number, what: string): Cents {
  if (assertCents(value, what) < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
  return value;
}
