// Cart sums in integer cents. Whether the shopper sees gross or net (company and VAT-exempt
// customers see net, spec section 1) is decided by the caller with @shop/pricing-vat, so both
// sums are returned, each labelled, and nothing here guesses a VAT rate.

import type { CartItem } from './cart-item.ts';

export type LineTotal = {
  /** Gross unit price (BEST_TAXED_PRICE, promotion included) times quantity, in cents. */
  grossCents: number;
  /** Net unit price (PROMO_PRICE when IS_PROMO, else PRICE) times quantity, in cents. */
  netCents: number;
};

export type CartTotals = LineTotal & {
  /** Pieces in the cart: the sum of the quantities (what the cart badge counts). */
  itemCount: number;
  /** Number of lines (distinct sale elements). */
  lineCount: number;
};

/** Uses the prices the line carries; they are whatever the back office quoted for the shopper's country. */
export function lineTotal(item: CartItem): LineTotal {
  const netUnit = item.IS_PROMO ? item.PROMO_PRICE : item.PRICE;
  return { grossCents: item.BEST_TAXED_PRICE * item.quantity, netCents: netUnit * item.quantity };
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let itemCount = 0;
  let grossCents = 0;
  let netCents = 0;
  for (const item of items) {
    const line = lineTotal(item);
    itemCount += item.quantity;
    grossCents += line.grossCents;
    netCents += line.netCents;
  }
  return { itemCount, lineCount: items.length, grossCents, netCents };
}
