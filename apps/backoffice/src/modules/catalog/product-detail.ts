// The lowest price of the 30 days before a variant's current reduction (PAngV section 11), for the
// sale-element call; product lists get it with their batch (product-service.ts).
import type { Db } from '../../db/connect.ts';
import type { ShopCountry } from '../shop/shop-country.ts';
import { lowestBefore } from './product-service.ts';

/** The lowest gross price of the 30 days before a sale element's current reduction to `promoNet`. */
export async function lowestGrossBeforeReduction(db: Db, country: ShopCountry, pseId: number, promoNet: number): Promise<number | null> {
  const history = await db
    .selectFrom('price_history')
    .select(['price_cents', 'valid_from'])
    .where('pse_id', '=', pseId)
    .where('country_id', '=', country.id)
    .execute();
  return lowestBefore(history, promoNet, country.vatRate);
}
