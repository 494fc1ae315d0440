// What a product picture needs from the database: the product's type and the colour's swatch.
// Answers are cached: a listing page asks for the same few dozen pictures over and over.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ProductPicture {
  productType: string;
  colorHex: string | null;
}

const CACHE_LIMIT = 5_000;

export function createProductPictureLookup(db: Kysely<Database>) {
  const cache = new Map<string, ProductPicture | null>();
  return async function lookup(productId: number, colorAvId: number | null): Promise<ProductPicture | null> {
    const key = `${productId}/${colorAvId ?? 'default'}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    const product = await db.selectFrom('product').select(['product_type']).where('id', '=', productId).executeTakeFirst();
    let answer: ProductPicture | null = null;
    if (product) {
      // Without a colour in the URL the picture shows the default variant's colour.
      const color =
        colorAvId === null
          ? await db
              .selectFrom('product_sale_element as pse')
              .leftJoin('attribute_av as av', 'av.id', 'pse.color_av_id')
              .select('av.hex')
              .where('pse.product_id', '=', productId)
              .orderBy('pse.is_default', 'desc')
              .orderBy('pse.position')
              .limit(1)
              .executeTakeFirst()
          : await db.selectFrom('attribute_av').select('hex').where('id', '=', colorAvId).executeTakeFirst();
      answer = colorAvId !== null && color === undefined ? null : { productType: product.product_type, colorHex: color?.hex ?? null };
    }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, answer);
    return answer;
  };
}
