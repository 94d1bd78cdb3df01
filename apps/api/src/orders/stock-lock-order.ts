import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { returnStock } from '../repositories/orders.repository.ts';

/*
 * Decision 028: a variation's stock change also updates its product's row (the Variant's summed
 * stock, kept by triggers), so every writer of stock (an order taking it; a cancel, a return or a
 * failed payment giving it back) locks product rows in one order: each product's group, then the
 * product id. Two writers then never wait for each other in a circle on PostgreSQL.
 */

/** Units of one product to take from or give back to stock. */
export interface StockChange {
  readonly productId: number;
  /** The product's group in the lock order (stockGroupOf). */
  readonly group: number;
  readonly units: number;
}

/** A variation belongs to its product's group; any other product is its own group. */
export function stockGroupOf(product: { readonly id: number; readonly parentId: number | null }): number {
  return product.parentId ?? product.id;
}

/** One change per product (one update, one lock): the units of its lines summed. */
export function sumUnitsByProduct<Change extends StockChange>(changes: readonly Change[]): Change[] {
  const summed = new Map<number, Change>();
  for (const change of changes) {
    const entry = summed.get(change.productId);
    summed.set(change.productId, entry ? { ...entry, units: entry.units + change.units } : change);
  }
  return [...summed.values()];
}

/** The changes in the lock order: by group, then by product id. */
export function inStockLockOrder<Change extends StockChange>(changes: readonly Change[]): Change[] {
  return [...changes].sort((a, b) => a.group - b.group || a.productId - b.productId);
}

/** The groups of the products, read from their rows (a variation's parent id). */
async function stockGroupsOf(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<ReadonlyMap<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'parent_id'])
    .where('id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, stockGroupOf({ id: row.id, parentId: row.parent_id })]));
}

/** Units go back to stock as checkout takes them: one update per product, in the lock order. */
export async function returnStockInLockOrder(
  db: Kysely<Database>,
  lines: readonly { readonly productId: number; readonly units: number }[],
): Promise<void> {
  const returned = lines.filter((line) => line.units > 0);
  if (returned.length === 0) return;
  const groups = await stockGroupsOf(
    db,
    returned.map((line) => line.productId),
  );
  const changes = returned.map((line) => ({ ...line, group: groups.get(line.productId) ?? line.productId }));
  for (const change of inStockLockOrder(sumUnitsByProduct(changes)))
    await returnStock(db, change.productId, change.units);
}
