import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/*
 * A Variant's stock is the sum of its published variations' stock (decision 028). Triggers keep
 * the parent's `stock` equal to it on every change of a variation (migration 0026); what they do
 * not see is a variation added with stock, which the import does: it recounts here.
 */

/**
 * Sets each parent's stock to the sum of its published variations' stock, in the caller's
 * transaction. On PostgreSQL the variations are locked first, so an order that changed one of them
 * has committed before the sum is read, and its change is counted.
 */
export async function recountVariantStock(
  trx: Kysely<Database>,
  parentIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(parentIds)];
  for (let index = 0; index < ids.length; index += 500) {
    const slice = ids.slice(index, index + 500);
    const variations = trx.selectFrom('products').select('id').where('parent_id', 'in', slice);
    // SQLite has no row locks (a write transaction holds the whole file); FOR UPDATE is PostgreSQL's.
    await (isPostgres(trx) ? variations.forUpdate() : variations).execute();
    await trx
      .updateTable('products')
      .set((eb) => ({
        stock: eb.fn.coalesce(
          eb
            .selectFrom('products as v')
            .select((inner) => inner.fn.sum<number>('v.stock').as('total'))
            .whereRef('v.parent_id', '=', 'products.id')
            .where('v.published', '=', 1),
          eb.lit(0),
        ),
      }))
      .where('id', 'in', slice)
      .execute();
  }
}

/** Refuses (422 naming stock) a stock figure set on a product that has variations: it is theirs. */
export async function refuseStockOfVariant(db: Kysely<Database>, id: number): Promise<void> {
  const variation = await db
    .selectFrom('products')
    .select('id')
    .where('parent_id', '=', id)
    .executeTakeFirst();
  if (!variation) return;
  const message = "a Variant's stock is the sum of its variations' stock: set it on each variation";
  throw new AppError('STOCK_OF_VARIATIONS', 422, `stock: ${message}`, [{ path: 'stock', message }]);
}
