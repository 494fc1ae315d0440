// Spec sections 5 and 9: how much stock a product page reveals. Returns a kind for the UI to
// translate, never text.

/** Stock below this is shown as a number; at or above it as "In stock". */
export const STOCK_COUNT_LIMIT = 10;

export type StockDisplay =
  | { readonly kind: 'outOfStock' }
  | { readonly kind: 'count'; readonly count: number }
  | { readonly kind: 'inStock' };

/** 0 or less: out of stock; 1 to 9: the number; 10 or more: in stock. Fractions are floored. */
export function stockDisplay(stock: number): StockDisplay {
  if (Number.isNaN(stock)) throw new RangeError('stock must be a number, got NaN');
  const units = Math.floor(stock);
  if (units <= 0) return { kind: 'outOfStock' };
  if (units < STOCK_COUNT_LIMIT) return { kind: 'count', count: units };
  return { kind: 'inStock' };
}
