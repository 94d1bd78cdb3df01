import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

/**
 * `import_jobs` (issue 17, CSV import of products, prices and stock): each real import runs in the
 * background with its status and progress here, so the back office and the command line can follow
 * it, and a job whose process died is seen as such (its heartbeat stops).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('import_jobs'), dialect)
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('file_name', 'varchar(300)', (column) => column.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(320)', (column) => column.notNull())
    .addColumn('total_rows', 'integer', (column) => column.notNull())
    .addColumn('processed_rows', 'integer', (column) => column.notNull())
    .addColumn('created_count', 'integer', (column) => column.notNull())
    .addColumn('updated_count', 'integer', (column) => column.notNull())
    .addColumn('unchanged_count', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('started_at', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    .addColumn('heartbeat_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('import_jobs_status_idx').on('import_jobs').column('status').execute();
}
