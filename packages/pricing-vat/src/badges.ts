// Spec section 9: the cart icon's count badge.

export interface CartBadge {
  /** "999", or whole thousands as "1k" for 1000 to 1999, "2k" for 2000 and so on. */
  readonly text: string;
  /** More than two digits: the badge uses a smaller font. */
  readonly smallFont: boolean;
}

/**
 * Text and font size for the cart badge. Thousands are floored to whole "Nk" (1500 -> "1k"): the
 * badge is a few pixels wide, and flooring never claims more items than the cart holds.
 * Throws a RangeError for a count that is negative or not whole.
 */
export function cartBadge(count: number): CartBadge {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`cart count must be a whole number of at least 0, got ${String(count)}`);
  }
  const text = count >= 1000 ? `${Math.floor(count / 1000)}k` : String(count);
  return { text, smallFont: count > 99 };
}
