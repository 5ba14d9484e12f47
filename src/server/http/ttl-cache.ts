/**
 * Public answers kept in the process (events, board, slider, finance), so a burst of visitors costs
 * one query. Keys name the answer and its audience (`list:public`, `detail:3:visitor`, ...). Each
 * owner clears its whole cache on any change of its data: changes are rare, finer invalidation is
 * not worth a bug. Several instances each keep their own cache, so entries also expire after
 * `ttlMs`: another instance's change shows here within that time at the latest.
 */
export type TTtlCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
  readonly size: number;
};

type TEntry = { value: Promise<unknown>; expiresAt: number };

export type TTtlCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

export function createTtlCache(options: TTtlCacheOptions = {}): TTtlCache {
  const { ttlMs = 60_000, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, TEntry>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<T>;
      entries.delete(key);
      // The promise itself is kept, so callers arriving while it loads share the one query.
      const value = load();
      const entry: TEntry = { value, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not remembered; neither is one that an invalidate() overtook meanwhile
      // (the map no longer holds this entry then, so nothing needs doing).
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // Made-up ids could grow the map without end: drop the oldest entries beyond the cap.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
