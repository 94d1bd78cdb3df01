import type { CatalogCache } from '../cache/catalog-cache.ts';
import type { ShopDatabase } from '../db/database.ts';
import { createPostgresSearchIndex } from './search.postgres.ts';
import { createSqliteSearchIndex } from './search.sqlite.ts';
import type { SearchIndex } from './search-index.ts';

/** The search index of the database's dialect. */
export function createSearchIndex(database: ShopDatabase, cache: CatalogCache): SearchIndex {
  return database.dialect === 'sqlite'
    ? createSqliteSearchIndex(database.db, cache)
    : createPostgresSearchIndex(database.db, cache);
}
