import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface StoreReviewRow {
  readonly id: number;
  readonly author: string;
  readonly rating: number;
  readonly body: string;
  readonly published_at: string;
}

/** The store's newest reviews first. */
export async function findNewestStoreReviews(
  db: Kysely<Database>,
  storeId: number,
  limit: number,
): Promise<StoreReviewRow[]> {
  return db
    .selectFrom('store_reviews')
    .select(['id', 'author', 'rating', 'body', 'published_at'])
    .where('store_id', '=', storeId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many reviews the store has and the sum of their ratings. */
export async function sumStoreRatings(
  db: Kysely<Database>,
  storeId: number,
): Promise<{ readonly count: number; readonly total: number }> {
  const row = await db
    .selectFrom('store_reviews')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number>('rating').as('total')])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  // PostgreSQL answers count and sum as text (bigint), SQLite as numbers.
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}
