// Spec sections 5 and 9: which price, list price and discount badge a product tile shows.
import { divideRounded, multiplyRounded, parseDecimal, toSafeInteger } from './decimal.ts';
import { assertCents, toCents } from './money.ts';
import type { Cents } from './money.ts';

/** Shown as the list price when there is no real discount: price x 1.16. */
export const FAKE_LIST_PRICE_FACTOR = '1.16';
/** The list price must exceed the price by more than 0.1 currency units for a discount badge. */
export const DISCOUNT_BADGE_THRESHOLD: Cents = toCents('0.1');

const FAKE_FACTOR = parseDecimal(FAKE_LIST_PRICE_FACTOR, 'Fake list price factor');

export type PriceDisplay =
  | { readonly hidden: true }
  | {
      readonly hidden: false;
      readonly price: Cents;
      /** The real list price when discounted, otherwise the fake one (price x 1.16). */
      readonly listPrice: Cents;
      readonly showDiscountBadge: boolean;
      /** Whole percent off the list price, rounded half away from zero; null without a badge. */
      readonly discountPercent: number | null;
    };

export interface PriceDisplayInput {
  /** The price shown (gross or net per the price mode); falsy means none. */
  readonly price: Cents | null | undefined;
  /** The list (recommended) price; falsy means none. */
  readonly listPrice: Cents | null | undefined;
}

/**
 * Hidden when both prices are falsy (0, null or undefined). A discount badge when the list price
 * exceeds the price by more than 10 cents. Otherwise the list price shown is 1.16 x price, rounded
 * to the cent. A missing price with a list price is shown as 0, as the spec's rule reads.
 */
export function displayPrice({ price, listPrice }: PriceDisplayInput): PriceDisplay {
  if (!price && !listPrice) return { hidden: true };
  const shownPrice = assertShelfPrice(price ?? 0, 'price');
  const realListPrice = assertShelfPrice(listPrice ?? 0, 'list price');

  if (realListPrice - shownPrice > DISCOUNT_BADGE_THRESHOLD) {
    const percentOff = divideRounded(BigInt(realListPrice - shownPrice) * 100n, BigInt(realListPrice));
    return {
      hidden: false,
      price: shownPrice,
      listPrice: realListPrice,
      showDiscountBadge: true,
      discountPercent: Number(percentOff),
    };
  }
  return {
    hidden: false,
    price: shownPrice,
    listPrice: fakeListPrice(shownPrice),
    showDiscountBadge: false,
    discountPercent: null,
  };
}

/** price x 1.16, rounded half away from zero to the cent: 999 -> 1158.84 -> 1159. */
export function fakeListPrice(price: Cents): Cents {
  assertShelfPrice(price, 'price');
  return toSafeInteger(multiplyRounded(BigInt(price), FAKE_FACTOR), 'fake list price');
}

// A negative shelf price is a data error; showing it would also break the percentage maths.
function assertShelfPrice(value: number, what: string): Cents {
  if (assertCents(value, what) < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
  return value;
}
