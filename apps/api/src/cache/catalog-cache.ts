import { catalogCacheLookups } from '../operations/metrics.ts';

/**
 * Catalog reads cached in the process. Entries live for a short time (TTL) and all of them go at
 * once on `invalidate()`, which the change feed calls when any process on any machine announces a
 * change of the catalog, the content or the settings (cache-invalidation.ts, change-feed.ts); a
 * write that announces nothing is seen within the TTL. A load that was running when the cache was
 * invalidated is not stored: it may have read the old data.
 *
 * An entry past its TTL is still answered for one more TTL while a single reload runs in the
 * background (stale-while-revalidate), so a hot page never makes a shopper wait for its reload.
 */
export interface CatalogCache {
  /** The cached value, or the loader's value (one load per key at a time). */
  get<Value>(key: string, load: () => Promise<Value>): Promise<Value>;
  /** The value if cached and fresh. */
  peek<Value>(key: string): Value | undefined;
  /** Keeps a value the caller loaded after a peek found nothing (counted as a miss). */
  set<Value>(key: string, value: Value): void;
  /** Drops every entry. */
  invalidate(): void;
  /** Grows with every invalidation. */
  readonly version: number;
  readonly size: number;
}

export interface CatalogCacheOptions {
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  readonly now?: () => number;
  /**
   * Told of every lookup (/metrics): a fresh hit (get, peek), a stale answer while it reloads
   * (get), or a miss (get, or a set after a peek that found nothing).
   */
  readonly onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
}

interface Entry {
  readonly value: unknown;
  readonly expires: number;
  /** Until then an expired entry is still answered while it reloads. */
  readonly staleUntil: number;
}

export function createCatalogCache(options: CatalogCacheOptions = {}): CatalogCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? Date.now;
  const onLookup = options.onLookup ?? (() => {});
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<unknown>>();
  let version = 0;

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) return undefined;
    return entry;
  };

  const store = (key: string, value: unknown) => {
    entries.delete(key);
    const time = now();
    entries.set(key, { value, expires: time + ttlMs, staleUntil: time + 2 * ttlMs });
    // Map keeps insertion order: the first key is the oldest.
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  const reload = <Value>(key: string, load: () => Promise<Value>): Promise<Value> => {
    const startedAt = version;
    const promise = load().then(
      (value) => {
        if (loading.get(key) === promise) loading.delete(key);
        if (startedAt === version) store(key, value);
        return value;
      },
      (error: unknown) => {
        if (loading.get(key) === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
    return promise;
  };

  return {
    async get<Value>(key: string, load: () => Promise<Value>): Promise<Value> {
      const entry = entries.get(key);
      const time = now();
      if (entry && entry.expires > time) {
        onLookup('hit');
        return entry.value as Value;
      }
      const pending = loading.get(key);
      if (entry && entry.staleUntil > time) {
        onLookup('stale');
        // Answer the stale value; one reload refreshes it (a failed reload keeps it until staleUntil).
        if (!pending) reload(key, load).catch(() => {});
        return entry.value as Value;
      }
      if (entry) entries.delete(key);
      onLookup('miss');
      if (pending) return pending as Promise<Value>;
      return reload(key, load);
    },

    peek<Value>(key: string): Value | undefined {
      const entry = fresh(key);
      // A peek that finds nothing is followed by a get or by the caller's load and set, which
      // counts the miss: it is counted once.
      if (entry) onLookup('hit');
      return entry?.value as Value | undefined;
    },
    set(key, value) {
      // The caller loaded the value itself: a miss.
      onLookup('miss');
      store(key, value);
    },
    invalidate() {
      version++;
      entries.clear();
      loading.clear();
    },
    get version() {
      return version;
    },
    get size() {
      return entries.size;
    },
  };
}

const caches = new WeakMap<object, CatalogCache>();

/**
 * The catalog cache of one database connection. Everything that changes catalog data through
 * that connection can reach it to invalidate it: `catalogCacheFor(database).invalidate()`.
 */
export function catalogCacheFor(database: object): CatalogCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = createCatalogCache({ onLookup: (result) => catalogCacheLookups.inc({ result }) });
    caches.set(database, cache);
  }
  return cache;
}
