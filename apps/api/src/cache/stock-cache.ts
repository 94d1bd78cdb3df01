import { CompiledQuery, type Kysely } from 'kysely';
import type { ShopDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { findStockFacts, type StockFacts } from '../repositories/cart-products.repository.ts';

/**
 * Stock facts kept in the process, as fresh as a read of the products table (SQLite only).
 *
 * Every sync reads the stock of every line; most of the time nothing has been sold since the
 * last one. The database keeps `stock_version`, a number its triggers raise with every change of
 * stock, stock status or delivery date (migration 0012), whichever process or program made it.
 * A read asks for that number first, one row, and keeps its stock while the number stays the
 * same; when it has moved, everything kept goes and is read again.
 *
 * A load that ran while the number moved may hold the stock from before the change: it answers
 * the request it was made for, as a fresh read at that moment would, and is not kept.
 */
export interface StockCache {
  /** The stock facts of the given products, by id; a product that does not exist is left out. */
  read(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, StockFacts>>;
  /** Products whose stock is kept. */
  readonly size: number;
}

const versionQuery = CompiledQuery.raw('select version from stock_version where id = 1');

async function stockVersion(db: Kysely<Database>): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number }>(versionQuery);
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('stock_version has no row: the migrations have not run');
  return version;
}

/** @param maxProducts how many products' stock is kept at most (then all of it goes at once). */
export function createStockCache(maxProducts = 50_000): StockCache {
  const kept = new Map<number, StockFacts>();
  let keptVersion: number | undefined;

  return {
    async read(db, productIds) {
      const version = await stockVersion(db);
      if (version !== keptVersion) {
        kept.clear();
        keptVersion = version;
      }
      const missing = productIds.filter((id) => !kept.has(id));
      const loaded = missing.length > 0 ? await findStockFacts(db, missing) : undefined;
      // Another read may have seen a newer version meanwhile: then this load is not kept.
      if (loaded && keptVersion === version) {
        if (kept.size + loaded.size > maxProducts) kept.clear();
        for (const [id, facts] of loaded) kept.set(id, facts);
      }
      const facts = new Map<number, StockFacts>();
      for (const id of productIds) {
        const found = loaded?.get(id) ?? kept.get(id);
        if (found) facts.set(id, found);
      }
      return facts;
    },
    get size() {
      return kept.size;
    },
  };
}

const caches = new WeakMap<ShopDatabase, StockCache>();

/** The stock cache of one SQLite database; none on PostgreSQL, where stock is read every time. */
export function stockCacheFor(database: ShopDatabase): StockCache | undefined {
  if (database.dialect !== 'sqlite') return undefined;
  let cache = caches.get(database);
  if (!cache) {
    cache = createStockCache();
    caches.set(database, cache);
  }
  return cache;
}
