import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Multi-row inserts kept under both databases' limits on bound parameters (SQLite 32766,
 * PostgreSQL 65535): a few hundred rows per statement is what makes seeding take seconds.
 */
export async function insertBatched<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Insertable<Database[Table]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let index = 0; index < rows.length; index += size) {
    await db
      .insertInto(table)
      .values(rows.slice(index, index + size) as Insertable<Database[Table]>[])
      .execute();
  }
}
