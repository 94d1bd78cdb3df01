import type { Kysely, Transaction } from 'kysely';
import type { CatalogCache } from '../../cache/catalog-cache.ts';
import { publishChange } from '../../cache/change-feed.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction, isUniqueViolation } from '../../orders/transactions.ts';
import { type Actor, recordAudit } from '../audit.ts';

export interface ContentWriteDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  /** This process's catalog cache (widgets, pages, deals, doors): dropped at once after a write. */
  readonly cache: CatalogCache;
}

/** A save of a version someone else saved over first: nothing is written. */
export function staleVersion(what: string, version: number): AppError {
  return new AppError(
    'VERSION_CONFLICT',
    409,
    `${what} was changed by someone else since version ${version}: reload it to see it as it is now`,
  );
}

/** Two staff creating the same row at once: the second's insert meets the key and is a stale save. */
export function raceToStale(what: string, table: string): (error: unknown) => never {
  return (error) => {
    if (isUniqueViolation(error, table)) throw staleVersion(what, 0);
    throw error;
  };
}

/**
 * Deals and content pages take the largest id plus one (the tables have no sequence): two staff
 * creating at the same moment on PostgreSQL may take the same id, and the second meets the primary
 * key. Its transaction rolled back whole, so it runs again with a fresh id.
 */
export async function withFreshId<Result>(table: string, create: () => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const idTaken = isUniqueViolation(error, `${table}_pkey`) || isUniqueViolation(error, `${table}.id`);
      if (!idTaken || attempt >= 5) throw error;
    }
  }
}

/** Input that passed its contract but breaks a rule: a 422 naming the field, nothing written. */
export function refused(code: string, field: string, message: string, status = 422): AppError {
  return new AppError(code, status, message, [{ path: field, message }]);
}

/**
 * One staff write of content, all in one transaction: the change (whose version check throws to
 * roll everything back), the audit entry with the values before and after, and the change feed's
 * announcement on the `content` topic, on which every process drops its catalog cache, the
 * storefront its shell data and the page cache its pages.
 */
export async function writeContent<Result>(
  deps: ContentWriteDeps,
  actor: Actor,
  entry: { readonly action: string; readonly entityType: string },
  work: (
    trx: Transaction<Database>,
    now: Date,
  ) => Promise<{ readonly entityId: string; readonly before: unknown; readonly after: Result }>,
): Promise<Result> {
  const now = deps.now();
  const result = await inTransaction(deps.db, async (trx) => {
    const done = await work(trx, now);
    await recordAudit(
      trx,
      actor,
      {
        action: entry.action,
        entityType: entry.entityType,
        entityId: done.entityId,
        before: done.before,
        after: done.after,
      },
      now,
    );
    await publishChange(trx, 'content', `${entry.entityType}:${done.entityId}`, now);
    return done.after;
  });
  deps.cache.invalidate();
  return result;
}
