import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * State that several processes on several machines share (issue 18, docs/decisions/018-shared-state.md):
 *
 * - `change_feed`: one row per topic ('catalog', 'content', 'strings', 'settings') and per key of a
 *   topic ('product:123'), holding the number of its newest change. The numbers come from one
 *   sequence, the row ('*', ''), which every change raises: a process asks for the rows above the
 *   number it has seen and learns everything that changed since, in order.
 * - `shared_documents`: something costly that every process would otherwise build for itself (the
 *   sitemap's crawl of the whole catalog), built once and stored with the change number it was
 *   built at.
 * - `leases`: who builds it; a row with a holder and an expiry, taken atomically.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('change_feed')
    .addColumn('topic', 'varchar(40)', (column) => column.notNull())
    .addColumn('key', 'varchar(200)', (column) => column.notNull())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .addColumn('changed_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('change_feed_pk', ['topic', 'key'])
    .execute();
  await db.schema.createIndex('change_feed_version').on('change_feed').column('version').execute();
  await sql`insert into change_feed (topic, key, version, changed_at) values ('*', '', 0, ${new Date().toISOString()})`.execute(
    db,
  );

  await db.schema
    .createTable('shared_documents')
    .addColumn('name', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('built_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('builds', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'varchar(100)', (column) => column.primaryKey())
    .addColumn('holder', 'varchar(100)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}
