// What only the product page needs on top of a product card (issue 7): for a reduced price, the
// lowest price of the 30 days before the reduction (PAngV section 11), worked out from the price
// history of the shopper's country.
import type { Product } from '@shop/contract';
import { grossFromNet, lowestPriceBefore, reductionStart } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import type { ShopCountry } from '../shop/shop-country.ts';

export async function withDetail(db: Db, country: ShopCountry, product: Product): Promise<Product> {
  return {
    ...product,
    lowest_price_30_days: product.IS_PROMO ? await lowestGrossBeforeReduction(db, country, product.PRODUCT_SALE_ELEMENT, product.PROMO_PRICE) : null,
  };
}

/** The lowest gross price of the 30 days before a sale element's current reduction to `promoNet`. */
export async function lowestGrossBeforeReduction(db: Db, country: ShopCountry, pseId: number, promoNet: number): Promise<number | null> {
  const history = await db
    .selectFrom('price_history')
    .select(['price_cents', 'valid_from'])
    .where('pse_id', '=', pseId)
    .where('country_id', '=', country.id)
    .execute();
  const changes = history.map((row) => ({ price: row.price_cents, validFrom: new Date(row.valid_from) }));
  const reducedAt = reductionStart(changes, promoNet);
  const lowestNet = reducedAt ? lowestPriceBefore(changes, reducedAt) : null;
  return lowestNet === null ? null : grossFromNet(lowestNet, country.vatRate);
}
