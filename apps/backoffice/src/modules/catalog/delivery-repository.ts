// Delivery-time codes of products and variants (helper calls); the contract's classes are made
// of them in the routes.
import type { Db } from '../../db/connect.ts';

/** The product's delay code (null when it has none); undefined when there is no such product. */
export async function productDelayCode(db: Db, productId: number) {
  return db
    .selectFrom('product')
    .leftJoin('product_delay', 'product_delay.id', 'product.delay_id')
    .select('product_delay.code')
    .where('product.id', '=', productId)
    .executeTakeFirst();
}

/** A variant's own delay code and the one of its product; undefined when there is no such variant. */
export async function variantDelayCodes(db: Db, pseId: number) {
  return db
    .selectFrom('product_sale_element as pse')
    .innerJoin('product', 'product.id', 'pse.product_id')
    .leftJoin('product_delay as own', 'own.id', 'pse.delay_id')
    .leftJoin('product_delay as inherited', 'inherited.id', 'product.delay_id')
    .select(['own.code as own_code', 'inherited.code as inherited_code'])
    .where('pse.id', '=', pseId)
    .executeTakeFirst();
}
