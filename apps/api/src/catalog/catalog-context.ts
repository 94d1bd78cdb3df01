import type { Kysely } from 'kysely';
import type { CatalogCache } from '../cache/catalog-cache.ts';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import type { ShopDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { type EncodedJson, encodeJson } from '../http/send-json.ts';
import { createSearchIndex } from '../search/create-search-index.ts';
import type { SearchIndex } from '../search/search-index.ts';

/** What the catalog use cases work with. */
export interface CatalogContext {
  readonly db: Kysely<Database>;
  readonly cache: CatalogCache;
  readonly search: SearchIndex;
  /** The time deals, calendar doors and presales are judged by. */
  readonly now: () => Date;
}

export function createCatalogContext(
  database: ShopDatabase,
  now: () => Date = () => new Date(),
): CatalogContext {
  const cache = catalogCacheFor(database);
  return { db: database.db, cache, search: createSearchIndex(database, cache), now };
}

/**
 * A cached read, or a fresh one when the caller asked for no cache (spec 7's `nc`); a fresh read
 * still refreshes the cache for the next caller.
 */
export async function cachedRead<Value>(
  context: CatalogContext,
  key: string,
  noCache: boolean | undefined,
  load: () => Promise<Value>,
): Promise<Value> {
  if (!noCache) return context.cache.get(key, load);
  const value = await load();
  context.cache.set(key, value);
  return value;
}

/**
 * A cached answer kept encoded (http/send-json.ts): the hot pages (product, category) are served
 * without serializing or compressing them again on every request.
 */
export function cachedJson(
  context: CatalogContext,
  key: string,
  noCache: boolean | undefined,
  load: () => Promise<unknown>,
): EncodedJson | Promise<EncodedJson> {
  const cacheKey = `json:${key}`;
  // A fresh hit is answered without a promise: this is the hot path of every cached page.
  const hit = noCache ? undefined : context.cache.peek<EncodedJson>(cacheKey);
  return hit ?? cachedRead(context, cacheKey, noCache, async () => encodeJson(await load()));
}
