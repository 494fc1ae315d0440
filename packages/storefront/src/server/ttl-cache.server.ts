// Helper-service data (locale config, menus, store info) changes rarely: kept 300 s on the server
// (spec section 9), one request in flight per key, and a failed fetch is not remembered.
export function createTtlCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
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
