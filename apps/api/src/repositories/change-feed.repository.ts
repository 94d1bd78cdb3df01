import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The row whose version is the newest change number of all (migration 0016). */
const head = { topic: '*', key: '' } as const;

export interface ChangeRow {
  readonly topic: string;
  readonly key: string;
  readonly version: number;
}

/**
 * Takes the next change number. On PostgreSQL the update locks the head row until the caller's
 * transaction ends, so numbers become visible in the order they were taken: a reader that saw
 * number n has seen every change below it.
 */
export async function takeChangeNumber(db: Kysely<Database>): Promise<number> {
  const row = await db
    .updateTable('change_feed')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('topic', '=', head.topic)
    .where('key', '=', head.key)
    .returning('version')
    .executeTakeFirst();
  if (!row) throw new Error('change_feed has no head row: the migrations have not run');
  return Number(row.version);
}

/** Marks a topic (key '') or one thing in it as changed at the given number. */
export async function markChanged(
  db: Kysely<Database>,
  change: { readonly topic: string; readonly key: string; readonly version: number },
  at: Date,
): Promise<void> {
  await db
    .insertInto('change_feed')
    .values({ ...change, changed_at: at.toISOString() })
    .onConflict((conflict) =>
      conflict
        .columns(['topic', 'key'])
        .doUpdateSet({ version: change.version, changed_at: at.toISOString() }),
    )
    .execute();
}

/**
 * Every change above the given number, oldest first. A change of one thing has two rows of the
 * same number (its key's and its topic's); the key's comes first.
 */
export async function findChangesSince(
  db: Kysely<Database>,
  seen: number,
  limit = 1000,
): Promise<ChangeRow[]> {
  const rows = await db
    .selectFrom('change_feed')
    .select(['topic', 'key', 'version'])
    .where('version', '>', seen)
    .where('topic', '!=', head.topic)
    .orderBy('version')
    .orderBy('key', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, version: Number(row.version) }));
}

/** The newest change number of all, and of each topic. */
export async function findChangeVersions(
  db: Kysely<Database>,
): Promise<{ readonly newest: number; readonly topics: ReadonlyMap<string, number> }> {
  const rows = await db
    .selectFrom('change_feed')
    .select(['topic', 'version'])
    .where('key', '=', '')
    .execute();
  const topics = new Map<string, number>();
  let newest = 0;
  for (const row of rows) {
    if (row.topic === head.topic) newest = Number(row.version);
    else topics.set(row.topic, Number(row.version));
  }
  return { newest, topics };
}

/** The newest change number of one topic (0 when it never changed). */
export async function findTopicVersion(db: Kysely<Database>, topic: string): Promise<number> {
  const row = await db
    .selectFrom('change_feed')
    .select('version')
    .where('topic', '=', topic)
    .where('key', '=', '')
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}
