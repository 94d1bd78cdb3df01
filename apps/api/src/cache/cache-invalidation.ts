import type { AppConfig } from '../config.ts';
import type { ShopDatabase } from '../db/database.ts';
import { catalogCacheFor } from './catalog-cache.ts';
import type { ChangeFeed, ChangeFeedOptions } from './change-feed.ts';

/**
 * The API's caches that the change feed keeps fresh across processes and machines. The catalog
 * cache holds products, listings, search vocabularies, widgets and pages: any change of the
 * catalog, the content or a store's settings drops it whole (an entry rarely stands alone: a
 * product is in its page, its listings, its search results). The stock cache (SQLite) needs no
 * subscription: it asks the database's trigger-kept `stock_version` on every read.
 */
export function dropCachesOnChange(feed: ChangeFeed, database: ShopDatabase): () => void {
  const catalog = catalogCacheFor(database);
  return feed.subscribe(['catalog', 'content', 'settings'], () => catalog.invalidate());
}

/** Where the feed LISTENs: DATABASE_LISTEN_URL or DATABASE_URL on PostgreSQL; SQLite polls. */
export function changeFeedOptions(config: AppConfig, log: ChangeFeedOptions['log']): ChangeFeedOptions {
  return {
    listenUrl: config.database.kind === 'postgres' ? config.database.listenUrl : undefined,
    ...(log ? { log } : {}),
  };
}
