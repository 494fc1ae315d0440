// What only the product page needs on top of a product card (issue 7): for a reduced price, the
// lowest price of the 30 days before the reduction (PAngV section 11), worked out from the price
// history of the shopper's country.
import type { Product } from '@shop/contract';
import { grossFromNet, lowestPriceBefore, reductionStart } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import type { ShopCountry } from '../shop/shop-country.ts';

export async function withDetail(db: Db, country: ShopCountry, product: Product): Promise<Product> {
  const history = product.IS_PROMO
    ? await db
        .selectFrom('price_history')
        .select(['price_cents', 'valid_from'])
        .where('pse_id', '=', product.PRODUCT_SALE_ELEMENT)
        .where('country_id', '=', country.id)
        .execute()
    : [];
  const changes = history.map((row) => ({ price: row.price_cents, validFrom: new Date(row.valid_from) }));
  const reducedAt = product.IS_PROMO ? reductionStart(changes, product.PROMO_PRICE) : null;
  const lowestNet = reducedAt ? lowestPriceBefore(changes, reducedAt) : null;
  return {
    ...product,
    lowest_price_30_days: lowestNet === null ? null : grossFromNet(lowestNet, country.vatRate),
  };
}
