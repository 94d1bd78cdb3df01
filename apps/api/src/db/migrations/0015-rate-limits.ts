import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

/**
 * Rate limits that hold across every process and machine (issue 22): each hit of a limited
 * action is a row, counted in a sliding window (auth/rate-limits.ts). Old rows are deleted by the
 * retention job.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('rate_limit_hits'), dialect)
    .addColumn('bucket', 'varchar(40)', (column) => column.notNull())
    .addColumn('subject', 'varchar(254)', (column) => column.notNull())
    .addColumn('at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_lookup')
    .on('rate_limit_hits')
    .columns(['bucket', 'subject', 'at'])
    .execute();
  await db.schema.createIndex('login_attempts_at').on('login_attempts').column('attempted_at').execute();
}
