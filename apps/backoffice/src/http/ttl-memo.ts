// Remembers computed values for a while (counts shown next to listings may be a minute old, as
// the storefront refetches them after 60 s anyway). Bounded, so odd filter combinations cannot
// grow it without end.
export function createTtlMemo<T>(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = compute();
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
