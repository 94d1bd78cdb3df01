import type { Kysely, Transaction } from 'kysely';
import { publishChange } from '../../cache/change-feed.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { type Actor, recordAudit } from '../audit.ts';
import type { CatalogWriteDeps } from '../catalog/product-writes.ts';

/**
 * One staff write of a category, a brand or a tag, all in one transaction: the change, the audit
 * entry with the item before and after, the change feed's announcement (every process drops its
 * menu, shell data and cached pages) and the search documents of the products whose searchable
 * names it changed. This process's catalog cache is dropped at once after the commit.
 */
export async function runTreeWrite<Item>(
  deps: CatalogWriteDeps,
  actor: Actor,
  write: {
    readonly action: string;
    readonly entityType:
      | 'category'
      | 'brand'
      | 'tag'
      | 'search_trigger'
      | 'phone_model'
      | 'plug_type'
      | 'vehicle';
    /** What the change feed announces: the catalog's trees, or content (search triggers). */
    readonly topic?: 'catalog' | 'content';
    /** The work removes the item: its audit entry's "after" is null. */
    readonly removes?: boolean;
    /** The item's id, or null when the work creates it (its id is what the work returns). */
    readonly id: number | null;
    readonly read: (db: Kysely<Database>, id: number) => Promise<Item | undefined>;
    readonly work: (trx: Transaction<Database>, before: Item | undefined) => Promise<number>;
    /** Products whose search documents hold a name the write changed. */
    readonly searchedProducts?: (trx: Transaction<Database>, id: number) => Promise<readonly number[]>;
  },
): Promise<Item | undefined> {
  const now = deps.now();
  const item = await inTransaction(deps.db, async (trx) => {
    const before = write.id === null ? undefined : await write.read(trx, write.id);
    const id = await write.work(trx, before);
    const after = await write.read(trx, id);
    if (after === undefined && !write.removes)
      throw new Error(`${write.entityType} ${id} vanished in its own write`);
    await recordAudit(
      trx,
      actor,
      {
        action: write.action,
        entityType: write.entityType,
        entityId: id,
        before: before ?? null,
        after: after ?? null,
      },
      now,
    );
    await publishChange(trx, write.topic ?? 'catalog', `${write.entityType}:${id}`, now);
    const products = (await write.searchedProducts?.(trx, id)) ?? [];
    if (products.length > 0) await deps.search.refreshProducts(trx, products);
    return after;
  });
  deps.cache.invalidate();
  return item;
}

/** A write that leaves the item in place (every write but a removal): answers it as it is now. */
export async function writeTreeItem<Item>(
  deps: CatalogWriteDeps,
  actor: Actor,
  write: Omit<Parameters<typeof runTreeWrite<Item>>[2], 'removes'>,
): Promise<Item> {
  const item = await runTreeWrite(deps, actor, write);
  if (item === undefined) throw new Error(`${write.entityType} vanished in its own write`);
  return item;
}
