// Which stored price a shopper pays (spec section 5): the promotion price while the element is on
// promotion and has one, otherwise the regular price. Net cents, as the catalog stores them.
import type { Cents } from './money.ts';

export type StoredPrices = {
  readonly price: Cents | null;
  readonly promoPrice: Cents | null;
  /** The promotion flag as stored (1/0) or read (true/false). */
  readonly isPromo: boolean | number | null;
};

export type PayingPrice = { readonly net: Cents | null; readonly onPromo: boolean };

export function payingPrice({ price, promoPrice, isPromo }: StoredPrices): PayingPrice {
  const onPromo = (isPromo === true || isPromo === 1) && promoPrice !== null;
  return { net: onPromo ? promoPrice : price, onPromo };
}
