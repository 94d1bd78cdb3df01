import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

/**
 * The back office (docs/decisions/014-back-office.md): staff and their sessions, the audit log,
 * order notes, refunds, invoices and credit notes, per-store settings, and what orders, lines,
 * returns and mails need for staff to run them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createStaff(db, dialect);
  await createAudit(db, dialect);
  await createMoney(db, dialect);
  await createStoreSettings(db);
  await extendOrders(db);
  await extendReturns(db);
  await db.schema.alterTable('mail_outbox').addColumn('body_html', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

async function createStaff(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('staff'), dialect)
    .addColumn('email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('role', 'varchar(20)', (column) => column.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('language', 'varchar(5)', (column) => column.notNull().defaultTo('en'))
    .addColumn('totp_secret', 'varchar(200)')
    .addColumn('totp_pending_secret', 'varchar(200)')
    .addColumn('totp_enabled_at', 'varchar(30)')
    .addColumn('totp_last_step', 'integer')
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('last_login_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('staff_id', 'integer', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('address', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_agent', 'varchar(300)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_tokens')
    .addColumn('secret_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('purpose', 'varchar(30)', (column) => column.notNull())
    .addColumn('staff_id', 'integer', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
}

async function createAudit(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('audit_log'), dialect)
    .addColumn('at', 'varchar(30)', (column) => column.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(254)', (column) => column.notNull())
    .addColumn('action', 'varchar(60)', (column) => column.notNull())
    .addColumn('entity_type', 'varchar(30)', (column) => column.notNull())
    .addColumn('entity_id', 'varchar(60)', (column) => column.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('address', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity_type', 'entity_id'])
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await addIdColumn(db.schema.createTable('order_notes'), dialect)
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer')
    .addColumn('author', 'varchar(200)', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('order_notes_order').on('order_notes').column('order_id').execute();
}

async function createMoney(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('refunds'), dialect)
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('return_id', 'integer')
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('lines_amount', 'integer', (column) => column.notNull())
    .addColumn('shipping_amount', 'integer', (column) => column.notNull())
    .addColumn('free_amount', 'integer', (column) => column.notNull())
    .addColumn('lines', 'text', (column) => column.notNull())
    .addColumn('vat_by_rate', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (column) => column.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'varchar(254)', (column) => column.notNull())
    .addColumn('provider', 'varchar(30)', (column) => column.notNull())
    .addColumn('provider_reference', 'varchar(100)')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('completed_at', 'varchar(30)')
    .addUniqueConstraint('refunds_idempotency_unique', ['order_id', 'idempotency_key'])
    .execute();

  await addIdColumn(db.schema.createTable('invoices'), dialect)
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('number', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('kind', 'varchar(20)', (column) => column.notNull())
    .addColumn('refund_id', 'integer')
    .addColumn('issued_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('vat', 'integer', (column) => column.notNull())
    .addColumn('document', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('invoices_order').on('invoices').column('order_id').execute();
}

async function createStoreSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_settings')
    .addColumn('store_id', 'integer', (column) => column.primaryKey())
    .addColumn('return_window_days', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // Every store starts with the EU right of withdrawal: 14 days from delivery.
  const at = new Date().toISOString();
  for (const storeId of [1, 3, 4, 5, 6])
    await sql`insert into store_settings (store_id, return_window_days, updated_at) values (${storeId}, 14, ${at})`.execute(
      db,
    );
}

async function extendOrders(db: Kysely<unknown>): Promise<void> {
  const addInteger = (table: string, column: string) =>
    db.schema
      .alterTable(table)
      .addColumn(column, 'integer', (builder) => builder.notNull().defaultTo(0))
      .execute();
  await addInteger('orders', 'version');
  await addInteger('orders', 'paid_total');
  await addInteger('orders', 'refunded_total');
  await addInteger('orders', 'shipping_refunded');
  await addInteger('order_lines', 'cancelled_quantity');
  await addInteger('order_lines', 'refunded_quantity');
  // What the shopper was charged: the approved card payment, or the invoice issued.
  await sql`update orders set paid_total = total where payment_status in ('approved', 'invoice')`.execute(db);
  // Packing is now a step of its own (packages/domain/src/order-lifecycle.ts).
  await sql`update orders set status = 'packed' where status = 'processing'`.execute(db);
  await sql`update order_status_history set status = 'packed' where status = 'processing'`.execute(db);
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('orders_store_created_idx')
    .on('orders')
    .columns(['store_id', 'created_at'])
    .execute();
}

async function extendReturns(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('returns').addColumn('rejection_reason', 'text').execute();
  await db.schema.alterTable('returns').addColumn('restocked', 'integer').execute();
  await db.schema.alterTable('returns').addColumn('refund_id', 'integer').execute();
  await db.schema.alterTable('return_status_history').addColumn('note', 'text').execute();
  await db.schema.createIndex('returns_status').on('returns').columns(['status', 'created_at']).execute();
}
