import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A unique-key violation on the given column (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const code = errorCode(error);
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  const facts = error as { constraint?: unknown; message?: unknown; detail?: unknown };
  return [facts.constraint, facts.message, facts.detail].some(
    (text) => typeof text === 'string' && text.includes(column),
  );
}

/** Failures where running the same transaction again is the right answer. */
function isTransient(error: unknown): boolean {
  const code = errorCode(error);
  // PostgreSQL: deadlock detected, serialization failure; SQLite: the file is locked by another process.
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY';
}

/**
 * Runs the work in one transaction; a deadlock or serialization failure rolls it back and runs
 * it again (a few times), so concurrent orders for the same products never fail for that alone.
 */
export async function inTransaction<Result>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<Result>,
  attempts = 4,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
