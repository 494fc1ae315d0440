// What only the product page needs on top of a product card (issue 7): how the default variant is
// sold (by the m² for tiles) and, for a reduced price, the lowest price of the 30 days before the
// reduction (PAngV section 11), worked out from the price history of the shopper's country.
import type { Product } from '@shop/contract';
import { grossFromNet, lowestPriceBefore, reductionStart } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import type { ShopCountry } from '../shop/shop-country.ts';

export async function withDetail(db: Db, country: ShopCountry, product: Product): Promise<Product> {
  const [unit, history] = await Promise.all([
    db
      .selectFrom('product_sale_element')
      .select(['unit', 'unit_content_milli'])
      .where('id', '=', product.PRODUCT_SALE_ELEMENT)
      .executeTakeFirst(),
    product.IS_PROMO
      ? db
          .selectFrom('price_history')
          .select(['price_cents', 'valid_from'])
          .where('pse_id', '=', product.PRODUCT_SALE_ELEMENT)
          .where('country_id', '=', country.id)
          .execute()
      : [],
  ]);
  const changes = history.map((row) => ({ price: row.price_cents, validFrom: new Date(row.valid_from) }));
  const reducedAt = product.IS_PROMO ? reductionStart(changes, product.PROMO_PRICE) : null;
  const lowestNet = reducedAt ? lowestPriceBefore(changes, reducedAt) : null;
  return {
    ...product,
    ...(unit ? { unit: unit.unit, unit_content_milli: unit.unit_content_milli } : {}),
    lowest_price_30_days: lowestNet === null ? null : grossFromNet(lowestNet, country.vatRate),
  };
}
