// The lowest price of the 30 days before a variant's current reduction (PAngV section 11), for the
// sale-element call; product lists get it with their batch (product-service.ts).
import type { Db } from '../../db/connect.ts';
import type { ShopCountry } from '../shop/index.ts';
import { lowestBefore } from './product-service.ts';
import { variantPriceHistory } from './variant-repository.ts';

/** The lowest gross price of the 30 days before a sale element's current reduction to `promoNet`. */
export async function lowestGrossBeforeReduction(db: Db, country: ShopCountry, pseId: number, promoNet: number, now: Date): Promise<number | null> {
  const history = await variantPriceHistory(db, pseId, country.id, now.toISOString());
  return lowestBefore(history, promoNet, country.vatRate);
}
