// Product cards of the listings, kept a few seconds (issue 19). A listing page is 24 cards, and on
// PostgreSQL loading them was eleven queries in two waves: most of a deep category page's cost at
// 100,000 products. A card is the same for every shopper of a country (no customer prices), so the
// cards of a listing are kept like the storefront keeps a guest's catalog answers. A card older
// than CARD_FRESH_MS is still answered but read again in the background (one batch per request), so
// no shopper waits for a whole listing's cards expiring at once; one older than CARD_MAX_AGE_MS is
// never answered. Dropped at once when this process writes the catalog, prices or anything through
// the admin (category-tree.ts, admin-registrar.ts); another process's writes and an order's stock
// change show within CARD_MAX_AGE_MS. The cart and checkout read products fresh, never from here.
import type { Product } from '@shop/contract';
import { LRUCache } from 'lru-cache';
import { productsByIds, type ProductContext } from './product-service.ts';

export const CARD_FRESH_MS = 3_000;
export const CARD_MAX_AGE_MS = 6_000;
/** Cards kept at once (a few KB each). */
const MAX_CARDS = 20_000;

export function createProductCards(now: () => number = Date.now) {
  const cards = new LRUCache<string, Product>({ max: MAX_CARDS, ttl: CARD_MAX_AGE_MS, ttlResolution: 0, perf: { now } });
  const refreshing = new Set<string>();
  const loading = new Map<string, Promise<Product | undefined>>();
  const inFlight = new Set<Promise<void>>();
  // A clear() while a load is under way must not let the load put back what it read before.
  let generation = 0;

  const store = (keyOf: (id: number) => string, products: readonly Product[], loadedIn: number) => {
    if (loadedIn !== generation) return;
    for (const product of products) cards.set(keyOf(product.ID), product);
  };

  return {
    /** The visible products of `ids` in that order, as productsByIds answers them. */
    async get(context: ProductContext, ids: readonly number[]): Promise<Product[]> {
      // The VAT rate is part of the key: a rate change (at midnight of its day) is never mixed in.
      const keyOf = (id: number) => `${context.country.id}:${context.country.vatRate}:${id}`;
      // The kept cards are taken once, here: one that expires while the missing ones are read (or a
      // clear() meanwhile) is still answered, not silently left out of the page.
      const kept = new Map<number, Product>();
      for (const id of ids) {
        const card = cards.get(keyOf(id));
        if (card) kept.set(id, card);
      }
      const missing = ids.filter((id) => !kept.has(id));
      const due = ids.filter((id) => {
        const key = keyOf(id);
        return kept.has(id) && cards.getRemainingTTL(key) < CARD_MAX_AGE_MS - CARD_FRESH_MS && !refreshing.has(key);
      });
      if (due.length > 0) {
        const started = generation;
        for (const id of due) refreshing.add(keyOf(id));
        const refresh = productsByIds(context, due)
          .then((products) => store(keyOf, products, started))
          .catch(() => undefined)
          .finally(() => {
            for (const id of due) refreshing.delete(keyOf(id));
            inFlight.delete(refresh);
          });
        inFlight.add(refresh);
      }
      // A card another request is reading already is awaited, not read twice: with a listing's
      // pages asked side by side, the cold cards were otherwise read by every connection at once.
      const toRead = missing.filter((id) => !loading.has(keyOf(id)));
      if (toRead.length > 0) {
        const started = generation;
        const batch = productsByIds(context, toRead).then((products) => {
          store(keyOf, products, started);
          return new Map(products.map((product) => [product.ID, product]));
        });
        for (const id of toRead) {
          const key = keyOf(id);
          const card: Promise<Product | undefined> = batch
            .then((byId) => byId.get(id))
            .finally(() => {
              if (loading.get(key) === card) loading.delete(key);
            });
          // A failed read fails the requests awaiting it; it is never an unhandled rejection.
          card.catch(() => undefined);
          loading.set(key, card);
        }
      }
      // Taken before awaiting: a finished read leaves `loading` at once.
      const waits = missing.map((id) => [id, loading.get(keyOf(id))] as const);
      const read = new Map<number, Product | undefined>();
      for (const [id, card] of waits) read.set(id, await card);
      return ids.flatMap((id) => kept.get(id) ?? read.get(id) ?? []);
    },
    /** Settles when the background reads started so far are done (tests, and a clean stop). */
    async refreshed(): Promise<void> {
      await Promise.all(inFlight);
    },
    clear(): void {
      generation += 1;
      cards.clear();
      loading.clear();
    },
  };
}

export type ProductCards = ReturnType<typeof createProductCards>;
