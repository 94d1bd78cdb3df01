import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { addIdColumn } from './columns.ts';

/**
 * Coupons, carts and checkouts, shipping, orders and payments. The unique keys carry the
 * guarantees: one order per checkout attempt (idempotency_key), one code per store.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createDiscountRules(db, dialect);
  await createCheckouts(db);
  await createShipping(db, dialect);
  await createOrders(db, dialect);
  await createPayments(db);
}

async function createDiscountRules(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('discount_rules'), dialect)
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('code', 'varchar(64)', (column) => column.notNull())
    .addColumn('code_key', 'varchar(64)', (column) => column.notNull())
    .addColumn('kind', 'varchar(30)', (column) => column.notNull())
    .addColumn('percent_bp', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('buy_x', 'integer')
    .addColumn('get_y', 'integer')
    .addColumn('increment', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('interval', 'integer')
    .addColumn('buy_x_whole_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('min_spend', 'integer')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('starts_at', 'varchar(30)')
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('label', 'text')
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addUniqueConstraint('discount_rules_code_unique', ['store_id', 'code_key'])
    .execute();
}

async function createCheckouts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('items', 'text', (column) => column.notNull())
    .addColumn('coupons', 'text', (column) => column.notNull())
    .addColumn('campaign_data', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('internal', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('buyer_type', 'varchar(10)')
    .addColumn('customer', 'text')
    .addColumn('shipping_method', 'varchar(60)')
    .addColumn('service_point', 'text')
    .addColumn('payment_method', 'varchar(30)')
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('checkout_id', 'varchar(64)', (column) =>
      column.notNull().references('checkouts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(30)', (column) => column.notNull())
    .addColumn('session_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('checkout_sessions_pk', ['checkout_id', 'kind'])
    .execute();
}

async function createShipping(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('shipping_options'), dialect)
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('code', 'varchar(60)', (column) => column.notNull())
    .addColumn('carrier', 'varchar(30)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('free_above', 'integer')
    .addColumn('service_point', 'integer', (column) => column.notNull())
    .addColumn('delivery_days_min', 'integer', (column) => column.notNull())
    .addColumn('delivery_days_max', 'integer', (column) => column.notNull())
    .addColumn('sort_order', 'integer', (column) => column.notNull())
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
    .addUniqueConstraint('shipping_options_code_unique', ['store_id', 'code'])
    .execute();

  await db.schema
    .createTable('service_points')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('carrier', 'varchar(30)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('postal_code', 'varchar(20)', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('postal_number', 'integer', (column) => column.notNull())
    .addColumn('opening_hours', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('service_points_lookup')
    .on('service_points')
    .columns(['store_id', 'carrier', 'postal_number'])
    .execute();
}

async function createOrders(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await addIdColumn(db.schema.createTable('orders'), dialect)
    .addColumn('number', 'varchar(40)', (column) => column.notNull().unique())
    .addColumn('idempotency_key', 'varchar(100)', (column) => column.notNull().unique())
    .addColumn('checkout_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('store_id', 'integer', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('status', 'varchar(30)', (column) => column.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('internal', 'integer', (column) => column.notNull())
    .addColumn('buyer_type', 'varchar(10)', (column) => column.notNull())
    .addColumn('company_name', 'text')
    .addColumn('organisation_number', 'varchar(30)')
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('phone', 'varchar(40)', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('care_of', 'text')
    .addColumn('postal_code', 'varchar(20)', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('country_code', 'varchar(2)', (column) => column.notNull())
    .addColumn('shipping_method', 'varchar(60)', (column) => column.notNull())
    .addColumn('shipping_carrier', 'varchar(30)', (column) => column.notNull())
    .addColumn('shipping_name', 'text', (column) => column.notNull())
    .addColumn('shipping_price', 'integer', (column) => column.notNull())
    .addColumn('shipping_vat', 'integer', (column) => column.notNull())
    .addColumn('shipping_vat_bp', 'integer', (column) => column.notNull())
    .addColumn('service_point', 'text')
    .addColumn('payment_method', 'varchar(30)', (column) => column.notNull())
    .addColumn('payment_provider', 'varchar(30)', (column) => column.notNull())
    .addColumn('payment_status', 'varchar(20)', (column) => column.notNull())
    .addColumn('goods_gross', 'integer', (column) => column.notNull())
    .addColumn('discount_total', 'integer', (column) => column.notNull())
    .addColumn('goods_total', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('vat_total', 'integer', (column) => column.notNull())
    .addColumn('coupons', 'text', (column) => column.notNull())
    .addColumn('campaign_data', 'text', (column) => column.notNull())
    .addColumn('carrier', 'varchar(30)')
    .addColumn('tracking_number', 'varchar(60)')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('orders_checkout_idx').on('orders').column('checkout_id').execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'integer', (column) => column.notNull())
    .addColumn('sku', 'varchar(64)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price', 'integer', (column) => column.notNull())
    .addColumn('discount_percent_bp', 'integer', (column) => column.notNull())
    .addColumn('discounted_unit_price', 'integer', (column) => column.notNull())
    .addColumn('gross', 'integer', (column) => column.notNull())
    .addColumn('discount', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('vat', 'integer', (column) => column.notNull())
    .addColumn('vat_bp', 'integer', (column) => column.notNull())
    .addColumn('stock_taken', 'integer', (column) => column.notNull())
    .addColumn('coupons', 'text', (column) => column.notNull())
    .addColumn('origin', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('order_vat_rates')
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('vat_bp', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('vat', 'integer', (column) => column.notNull())
    .addColumn('total_ex_vat', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('order_vat_rates_pk', ['order_id', 'vat_bp'])
    .execute();

  await db.schema
    .createTable('order_coupons')
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('rule_id', 'integer', (column) => column.notNull().references('discount_rules.id'))
    .addColumn('code', 'varchar(64)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('order_coupons_pk', ['order_id', 'rule_id'])
    .execute();

  await addIdColumn(db.schema.createTable('order_status_history'), dialect)
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(30)', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .column('order_id')
    .execute();
}

async function createPayments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('order_id', 'integer', (column) =>
      column.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(30)', (column) => column.notNull())
    .addColumn('method', 'varchar(30)', (column) => column.notNull())
    .addColumn('status', 'varchar(20)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('currency', 'varchar(3)', (column) => column.notNull())
    .addColumn('locale', 'varchar(5)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('completed_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('payment_sessions_pending_idx')
    .on('payment_sessions')
    .columns(['status', 'created_at'])
    .execute();
}
