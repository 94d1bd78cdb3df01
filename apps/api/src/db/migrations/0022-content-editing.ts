import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Staff edit the shop's content (issue 17, docs/decisions/024-content-editing.md): widgets, deals,
 * content pages and calendar doors each get a `version`, raised by every staff save in the same
 * `UPDATE ... WHERE version = ?` that checks it, so of two saves of one version only one wins.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const table of ['widgets', 'deals', 'content_pages', 'calendar_doors']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
  }
}
