import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('subscriptions'), dialect)
    .addColumn('customer_id', 'integer', (column) => column.references('customers.id'))
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('source_order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('product_id', 'integer', (column) => column.notNull())
    .addColumn('sku', 'varchar(100)', (column) => column.notNull())
    .addColumn('name', 'varchar(300)', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('interval', 'varchar(20)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('next_order_at', 'varchar(10)', (column) => column.notNull())
    .addColumn('last_order_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_due')
    .on('subscriptions')
    .columns(['status', 'next_order_at'])
    .execute();
  await db.schema.createIndex('subscriptions_customer').on('subscriptions').column('customer_id').execute();

  await db.schema
    .createTable('subscription_runs')
    .addColumn('subscription_id', 'integer', (column) => column.notNull().references('subscriptions.id'))
    .addColumn('due_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('checkout_id', 'varchar(64)')
    .addColumn('order_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('subscription_runs_pk', ['subscription_id', 'due_date'])
    .execute();
}
