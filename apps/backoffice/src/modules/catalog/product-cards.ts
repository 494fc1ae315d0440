// Product cards of the listings, kept a few seconds (issue 19). A listing page is 24 cards, and on
// PostgreSQL loading them was eleven queries in two waves: most of a deep category page's cost at
// 100,000 products. A card is the same for every shopper of a country (no customer prices), so the
// cards of a listing are kept like the storefront keeps a guest's catalog answers: for CARD_TTL_MS,
// dropped at once when this process writes the catalog or prices (category-tree.ts), and at the
// latest after CARD_TTL_MS when another process did, or when an order changed a stock level (the
// cart and checkout read products fresh, never from here).
import type { Product } from '@shop/contract';
import { LRUCache } from 'lru-cache';
import { productsByIds, type ProductContext } from './product-service.ts';

export const CARD_TTL_MS = 3_000;
/** Cards kept at once (a few KB each): every product of a 100,000-product shop in one country is 30,000 pages of 24. */
const MAX_CARDS = 20_000;

export function createProductCards(now: () => number = Date.now, ttlMs = CARD_TTL_MS) {
  const cards = new LRUCache<string, Product>({ max: MAX_CARDS, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  return {
    /** The visible products of `ids` in that order, as productsByIds answers them. */
    async get(context: ProductContext, ids: readonly number[]): Promise<Product[]> {
      // The VAT rate is part of the key: a rate change (at midnight of its day) is never mixed in.
      const keyOf = (id: number) => `${context.country.id}:${context.country.vatRate}:${id}`;
      const missing = ids.filter((id) => !cards.has(keyOf(id)));
      const loaded = missing.length === 0 ? [] : await productsByIds(context, missing);
      const byId = new Map(loaded.map((product) => [product.ID, product]));
      for (const product of loaded) cards.set(keyOf(product.ID), product);
      return ids.flatMap((id) => byId.get(id) ?? cards.get(keyOf(id)) ?? []);
    },
    clear(): void {
      cards.clear();
    },
  };
}

export type ProductCards = ReturnType<typeof createProductCards>;
