// Reads behind a generated product picture: the product's type and a colour's swatch.
import type { Db } from '../../db/connect.ts';

export function findProductType(db: Db, productId: number) {
  return db.selectFrom('product').select(['product_type']).where('id', '=', productId).executeTakeFirst();
}

/** The swatch of the product's default variant (undefined when the product has no variant). */
export function findDefaultVariantColorHex(db: Db, productId: number) {
  return db
    .selectFrom('product_sale_element as pse')
    .leftJoin('attribute_av as av', 'av.id', 'pse.color_av_id')
    .select('av.hex')
    .where('pse.product_id', '=', productId)
    .orderBy('pse.is_default', 'desc')
    .orderBy('pse.position')
    .limit(1)
    .executeTakeFirst();
}

export function findColorHex(db: Db, colorAvId: number) {
  return db.selectFrom('attribute_av').select('hex').where('id', '=', colorAvId).executeTakeFirst();
}
