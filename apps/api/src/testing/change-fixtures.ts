import type { Kysely } from 'kysely';
import { publishChange } from '../cache/change-feed.ts';
import type { Database } from '../db/schema.ts';

/**
 * Renames a product in one store and announces it in the same transaction, as a back-office
 * write does: what the cache tests change through one process and look for in another.
 */
export async function renameAndPublish(
  db: Kysely<Database>,
  productId: number,
  name: string,
  locale = 'sv',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('product_texts')
      .set({ name })
      .where('product_id', '=', productId)
      .where('locale', '=', locale)
      .execute();
    await publishChange(trx, 'catalog', `product:${productId}`);
  });
}

/** Reads until the expected value comes or the limit passes; answers the last value read. */
export async function readUntil<T>(
  read: () => Promise<T>,
  expected: T,
  options: { readonly limitMs?: number; readonly everyMs?: number } = {},
): Promise<T> {
  const startedAt = Date.now();
  let seen = await read();
  while (seen !== expected && Date.now() - startedAt < (options.limitMs ?? 5000)) {
    await new Promise((done) => setTimeout(done, options.everyMs ?? 50));
    seen = await read();
  }
  return seen;
}
