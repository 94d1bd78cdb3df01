import type { Kysely, Selectable } from 'kysely';
import type {
  OrderCouponsTable,
  OrderLinesTable,
  OrderStatusHistoryTable,
  OrdersTable,
  OrderVatRatesTable,
} from '../db/orders.schema.ts';
import type { Database } from '../db/schema.ts';
import type { InvoiceRow } from './invoices.repository.ts';
import type { RefundRow } from './refunds.repository.ts';

/*
 * Order reads: the confirmation page, the account pages and the order login (the accounts work
 * uses findOrderForLogin, listCustomerOrders and findOrderDetails).
 */

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderVatRateRow = Selectable<OrderVatRatesTable>;
export type OrderCouponRow = Selectable<OrderCouponsTable>;
export type OrderStatusRow = Selectable<OrderStatusHistoryTable>;

export interface OrderDetails {
  readonly order: OrderRow;
  readonly lines: readonly OrderLineRow[];
  readonly vatRates: readonly OrderVatRateRow[];
  readonly coupons: readonly OrderCouponRow[];
  readonly history: readonly OrderStatusRow[];
  /** The invoice and credit notes issued. */
  readonly invoices: readonly InvoiceRow[];
  readonly refunds: readonly RefundRow[];
}

export function findOrderById(db: Kysely<Database>, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByNumber(db: Kysely<Database>, number: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', number.trim().toUpperCase())
    .executeTakeFirst();
}

export function findOrderByIdempotencyKey(db: Kysely<Database>, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** The checkout's most recent order (a failed payment and a retry make two). */
export function findLatestCheckoutOrder(
  db: Kysely<Database>,
  checkoutId: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** An order with its lines, VAT per rate, coupons and status history. */
export async function findOrderDetails(db: Kysely<Database>, id: number): Promise<OrderDetails | undefined> {
  const order = await findOrderById(db, id);
  if (!order) return undefined;
  const [lines, vatRates, coupons, history, invoices, refunds] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('position').execute(),
    db.selectFrom('order_vat_rates').selectAll().where('order_id', '=', id).orderBy('vat_bp').execute(),
    db.selectFrom('order_coupons').selectAll().where('order_id', '=', id).orderBy('rule_id').execute(),
    db.selectFrom('order_status_history').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('invoices').selectAll().where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('refunds').selectAll().where('order_id', '=', id).orderBy('id').execute(),
  ]);
  return { order, lines, vatRates, coupons, history, invoices, refunds };
}

/** What the order login checks (spec 4): the order number with the e-mail or the postal code. */
export interface OrderLoginFacts {
  readonly id: number;
  readonly number: string;
  readonly email: string;
  readonly postalCode: string;
  readonly name: string;
  readonly locale: string;
}

export async function findOrderForLogin(
  db: Kysely<Database>,
  number: string,
): Promise<OrderLoginFacts | undefined> {
  const order = await findOrderByNumber(db, number);
  if (!order) return undefined;
  return {
    id: order.id,
    number: order.number,
    email: order.email,
    postalCode: order.postal_code,
    name: `${order.first_name} ${order.last_name}`.trim(),
    locale: order.locale,
  };
}

export interface OrderSummaryRow {
  readonly id: number;
  readonly number: string;
  readonly status: string;
  readonly created_at: string;
  readonly currency: string;
  readonly total: number;
  readonly units: number;
  readonly carrier: string | null;
  readonly tracking_number: string | null;
}

/** A customer's orders, newest first. */
export async function listCustomerOrders(
  db: Kysely<Database>,
  customerId: number,
): Promise<OrderSummaryRow[]> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('order_lines as l', 'l.order_id', 'o.id')
    .select(({ fn }) => [
      'o.id',
      'o.number',
      'o.status',
      'o.created_at',
      'o.currency',
      'o.total',
      'o.carrier',
      'o.tracking_number',
      fn.coalesce(fn.sum<number>('l.quantity'), (eb) => eb.lit(0)).as('units'),
    ])
    .where('o.customer_id', '=', customerId)
    .groupBy([
      'o.id',
      'o.number',
      'o.status',
      'o.created_at',
      'o.currency',
      'o.total',
      'o.carrier',
      'o.tracking_number',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, units: Number(row.units) }));
}
