import { changeTopics } from '@shop/contracts/change-topics';
import { localeCodes } from '@shop/domain/locales';
import { sql } from 'kysely';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import { publishChange } from '../cache/change-feed.ts';
import { defaultSeller, type SellerConfig } from '../config.ts';
import type { ShopDatabase } from '../db/database.ts';
import { createSearchIndex } from '../search/create-search-index.ts';
import { seedCatalog } from './catalog/catalog.seed.ts';
import { seedCommerce } from './commerce/commerce.seed.ts';
import { uiStrings } from './ui-strings.seed.ts';

export interface SeedOptions {
  /** Products in the demo catalog. */
  readonly products: number;
  readonly progress?: (message: string) => void;
  /** The seed's "now" (deals, presales, the calendar year); the current time unless given. */
  readonly now?: Date;
  /** SHOP_SECRET: the demo owner's two-factor secret is stored encrypted with it. */
  readonly secret: string;
  /** The seller on the demo orders' invoices (SELLER_*); the demo company unless given. */
  readonly seller?: SellerConfig;
  /**
   * Seed only a database that holds no demo yet, judged inside the seed's transaction: of two
   * processes that start on an empty database at once, one seeds and the other finds it seeded.
   */
  readonly onlyIfEmpty?: boolean;
}

const seededKey = 'demo_seeded_at';

export async function isSeeded({ db }: Pick<ShopDatabase, 'db'>): Promise<boolean> {
  const row = await db
    .selectFrom('shop_meta')
    .select('value')
    .where('key', '=', seededKey)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The deterministic demo seed: the same options always give the same shop. It runs once, on the
 * first start of an empty database. Returns whether it seeded (see `onlyIfEmpty`).
 */
export async function seedDatabase(database: ShopDatabase, options: SeedOptions): Promise<boolean> {
  const progress = options.progress ?? (() => {});
  const seeded = await database.db.transaction().execute(async (trx) => {
    if (options.onlyIfEmpty && (await isSeeded({ db: trx }))) return false;
    progress('seeding strings');
    const rows = Object.entries(uiStrings).flatMap(([key, texts]) =>
      localeCodes.map((locale) => ({ locale, key, value: texts[locale] })),
    );
    await trx.deleteFrom('strings').execute();
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('strings')
        .values(rows.slice(index, index + 500))
        .execute();
    }
    progress(`seeding the catalog (${options.products} products)`);
    await seedCatalog(trx, { products: options.products, now: options.now ?? new Date(), progress });
    progress('building the search index');
    await createSearchIndex(database, catalogCacheFor(database)).rebuild(trx, progress);
    progress('seeding coupons, shipping, demo accounts and orders');
    await seedCommerce(trx, {
      now: options.now ?? new Date(),
      progress,
      secret: options.secret,
      seller: options.seller ?? defaultSeller,
    });
    // Every process on every machine drops what it cached of the shop before the seed.
    for (const topic of changeTopics) await publishChange(trx, topic);
    await trx
      .insertInto('shop_meta')
      .values({ key: seededKey, value: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: new Date().toISOString() }))
      .execute();
    return true;
  });
  if (!seeded) {
    progress('another process seeded the database meanwhile');
    return false;
  }
  // Fresh statistics for the query planners of both databases after the bulk load.
  progress('analyzing the database');
  await sql`analyze`.execute(database.db);
  // The catalog changed under any cached reads.
  catalogCacheFor(database).invalidate();
  progress('seed complete');
  return true;
}
