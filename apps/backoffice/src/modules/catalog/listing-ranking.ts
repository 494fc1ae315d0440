// Listings of a category, a brand or both in a kept order, paged from memory (issue 19): best
// sellers first (the default), or by price, cheapest or dearest first (the price the shopper pays
// in one country: the promo price while on promotion). The database sorts a large category's
// products for every page otherwise (a deep page of a 25,000-product category cost ~700 ms by sales
// and 0.6 s at p50 by price at 100,000 products); here the whole catalog's order is read once, each
// listing keeps its members in that order, and a page is a slice. The order is exactly the query's
// (sales descending or price either way, id descending among equals), the members exactly its
// filter (visible, linked to a category of the subtree, of the brand; by price, with a price in the
// country).
//
// Kept like the category counts next to it (category-tree.ts): dropped by `invalidate()`, which
// every catalog write calls after committing (product save, import, category changes), the price
// orders also by `invalidatePrices()` after a price write; rebuilt at the latest after a minute, so
// a change made by another back-office process shows within it. A listing is as old as the
// catalog order it was cut from.
import type { Db } from '../../db/connect.ts';
import { brandProductIds, categoryMemberIds, visibleIdsByPrice, visibleIdsBySales } from './product-repository.ts';

const TTL_MS = 60_000;
/** Ids kept in listings at once (4 bytes each): every category and brand of a large shop in each order. */
const MAX_KEPT_IDS = 10_000_000;

export type RankedTarget = { categoryIds?: readonly number[] | undefined; brandId?: number | undefined };
/** The kept orders: best sellers (the default), and by the price paid in one country, either way. */
export type RankedOrder = { by: 'sales' } | { by: 'min_price' | 'max_price'; countryId: number };

export type Kept<T> = { at: number; value: Promise<T> };

const BEST_SELLERS: RankedOrder = { by: 'sales' };
const orderKey = (order: RankedOrder) => (order.by === 'sales' ? 'sales' : `${order.by}:${order.countryId}`);

export function createListingRanking(db: Db, now: () => number = Date.now, maxKeptIds = MAX_KEPT_IDS) {
  const orders = new Map<string, Kept<Int32Array>>();
  const listings = new Map<string, Kept<Int32Array> & { order: string; size: number }>();
  let keptIds = 0;

  const fresh = <T>(entry: Kept<T> | undefined): entry is Kept<T> => entry !== undefined && now() - entry.at < TTL_MS;

  const forget = (key: string) => {
    const entry = listings.get(key);
    if (!entry) return;
    keptIds -= entry.size;
    listings.delete(key);
  };

  const catalogOrder = (order: RankedOrder): Kept<Int32Array> => {
    const key = orderKey(order);
    const kept = orders.get(key);
    if (fresh(kept)) return kept;
    const ids = order.by === 'sales' ? visibleIdsBySales(db) : visibleIdsByPrice(db, order.countryId, order.by);
    const entry = { at: now(), value: ids.then((list) => Int32Array.from(list)) };
    orders.set(key, entry);
    entry.value.catch(() => {
      if (orders.get(key) === entry) orders.delete(key);
    });
    return entry;
  };

  const build = async (target: RankedTarget, ranked: Promise<Int32Array>): Promise<Int32Array> => {
    const sets: Set<number>[] = [];
    if (target.categoryIds !== undefined) sets.push(new Set(await categoryMemberIds(db, target.categoryIds)));
    if (target.brandId !== undefined) sets.push(new Set(await brandProductIds(db, target.brandId)));
    const all = await ranked;
    return all.filter((id) => sets.every((members) => members.has(id)));
  };

  /** Every visible product of the target in the order, and since when it is known; the whole catalog for an empty target. */
  const members = (target: RankedTarget, order: RankedOrder = BEST_SELLERS): Kept<Int32Array> => {
    if (target.categoryIds === undefined && target.brandId === undefined) return catalogOrder(order);
    const key = JSON.stringify([orderKey(order), target.categoryIds === undefined ? null : [...target.categoryIds].sort((a, b) => a - b), target.brandId ?? null]);
    const entry = listings.get(key);
    if (fresh(entry)) return entry;
    forget(key);
    const base = catalogOrder(order);
    const created = { at: base.at, value: build(target, base.value), order: orderKey(order), size: 0 };
    listings.set(key, created);
    created.value.then(
      (ids) => {
        if (listings.get(key) !== created) return;
        created.size = ids.length;
        keptIds += ids.length;
        // The oldest listings go first once the bound is passed (never the one just built).
        for (const oldest of listings.keys()) {
          if (keptIds <= maxKeptIds || oldest === key) break;
          forget(oldest);
        }
      },
      () => {
        if (listings.get(key) === created) forget(key);
      },
    );
    return created;
  };

  return {
    members,
    /** The ids of one page of the target's visible products in the order (best sellers first by default), and how many there are. */
    async page(target: RankedTarget, offset: number, limit: number, order: RankedOrder = BEST_SELLERS): Promise<{ ids: number[]; total: number }> {
      const ids = await members(target, order).value;
      return { ids: Array.from(ids.subarray(offset, offset + limit)), total: ids.length };
    },
    /** How many listings and ids are kept now. */
    get kept(): { listings: number; ids: number } {
      return { listings: listings.size, ids: keptIds };
    },
    invalidate(): void {
      orders.clear();
      listings.clear();
      keptIds = 0;
    },
    /** After a price write: only the price orders and the listings cut from them go. */
    invalidatePrices(): void {
      for (const key of [...orders.keys()]) if (key !== 'sales') orders.delete(key);
      for (const [key, entry] of [...listings]) if (entry.order !== 'sales') forget(key);
    },
  };
}

export type ListingRanking = ReturnType<typeof createListingRanking>;
