// Helper-service data (locale config, menus, store info) changes rarely: kept 300 s on the server
// (spec section 9), one request in flight per key, and a failed fetch is not remembered. The time
// may be read on each use (the storefront's HELPER_CACHE_SECONDS, for the end-to-end journeys).
export function createTtlCache(ttl: number | (() => number), now: () => number = Date.now) {
  const ttlOf = typeof ttl === 'number' ? () => ttl : ttl;
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlOf()) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export const HELPER_CACHE_MS = 300_000;
