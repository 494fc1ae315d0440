// What a product picture needs from the database: the product's type and the colour's swatch.
// Answers are cached: a listing page asks for the same few dozen pictures over and over.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findColorHex, findDefaultVariantColorHex, findProductType } from './picture-repository.ts';

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
    const product = await findProductType(db, productId);
    let answer: ProductPicture | null = null;
    if (product) {
      // Without a colour in the URL the picture shows the default variant's colour.
      const color =
        colorAvId === null
          ? await findDefaultVariantColorHex(db, productId)
          : await findColorHex(db, colorAvId);
      answer = colorAvId !== null && color === undefined ? null : { productType: product.product_type, colorHex: color?.hex ?? null };
    }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, answer);
    return answer;
  };
}
