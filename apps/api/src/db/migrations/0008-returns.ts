import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('returns'), dialect)
    .addColumn('number', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('reason', 'varchar(40)', (column) => column.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('returns_order').on('returns').column('order_id').execute();

  await db.schema
    .createTable('return_lines')
    .addColumn('return_id', 'integer', (column) =>
      column.notNull().references('returns.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('return_lines_pk', ['return_id', 'position'])
    .execute();
  await db.schema
    .createIndex('return_lines_order')
    .on('return_lines')
    .columns(['order_id', 'position'])
    .execute();

  await addIdColumn(db.schema.createTable('return_status_history'), dialect)
    .addColumn('return_id', 'integer', (column) =>
      column.notNull().references('returns.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}
