// Helper-service data (locale config, menus, store info) changes rarely: kept 300 s on the server
// (spec section 9), one request in flight per key, and a failed fetch is not remembered. The time
// may be read on each use (the storefront's HELPER_CACHE_SECONDS, for the end-to-end journeys).
// Keys include product ids, so lru-cache bounds it: an entry goes when its time is up (the timer
// does not hold the process) or, when `max` entries are kept, the least recently used goes first.
import { LRUCache } from 'lru-cache';

export function createTtlCache(ttl: number | (() => number), now: () => number = Date.now, max = 20_000) {
  const ttlOf = typeof ttl === 'number' ? () => ttl : ttl;
  const entries = new LRUCache<string, Promise<unknown>>({ max, ttlAutopurge: true, ttlResolution: 0, perf: { now } });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const value = load();
      const time = ttlOf();
      if (time > 0) entries.set(key, value, { ttl: time });
      value.catch(() => {
        if (entries.peek(key) === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
    /** How many answers are kept now. */
    get size(): number {
      return entries.size;
    },
  };
}

export const HELPER_CACHE_MS = 300_000;
