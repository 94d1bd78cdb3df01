import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('customers'), dialect)
    .addColumn('email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('role', 'varchar(20)', (column) => column.notNull().defaultTo('customer'))
    .addColumn('discounts', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('email_verified_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('family_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(10)', (column) => column.notNull())
    .addColumn('customer_id', 'integer', (column) => column.references('customers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer')
    .addColumn('secret_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('issued_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await addIdColumn(db.schema.createTable('login_attempts'), dialect)
    .addColumn('account_key', 'varchar(254)', (column) => column.notNull())
    .addColumn('address', 'varchar(64)', (column) => column.notNull())
    .addColumn('succeeded', 'integer', (column) => column.notNull())
    .addColumn('attempted_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_account')
    .on('login_attempts')
    .columns(['account_key', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_address')
    .on('login_attempts')
    .columns(['address', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('secret_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('purpose', 'varchar(30)', (column) => column.notNull())
    .addColumn('customer_id', 'integer', (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('mail_outbox'), dialect)
    .addColumn('to_address', 'varchar(254)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('body_text', 'text', (column) => column.notNull())
    .addColumn('kind', 'varchar(40)', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
}
