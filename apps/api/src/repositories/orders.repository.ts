import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  OrderCouponsTable,
  OrderLinesTable,
  OrdersTable,
  OrderVatRatesTable,
} from '../db/orders.schema.ts';
import type { Database } from '../db/schema.ts';

/*
 * The order writes. They run inside the order's transaction: the order, its lines, the stock it
 * takes and the coupon uses it counts commit together or not at all.
 */

export async function insertOrder(db: Kysely<Database>, order: Insertable<OrdersTable>): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setOrderNumber(db: Kysely<Database>, id: number, number: string): Promise<void> {
  await db.updateTable('orders').set({ number }).where('id', '=', id).execute();
}

export async function insertOrderLines(
  db: Kysely<Database>,
  lines: readonly Insertable<OrderLinesTable>[],
): Promise<void> {
  if (lines.length > 0)
    await db
      .insertInto('order_lines')
      .values([...lines])
      .execute();
}

export async function insertOrderVatRates(
  db: Kysely<Database>,
  rates: readonly Insertable<OrderVatRatesTable>[],
): Promise<void> {
  if (rates.length > 0)
    await db
      .insertInto('order_vat_rates')
      .values([...rates])
      .execute();
}

export async function insertOrderCoupons(
  db: Kysely<Database>,
  coupons: readonly Insertable<OrderCouponsTable>[],
): Promise<void> {
  if (coupons.length > 0)
    await db
      .insertInto('order_coupons')
      .values([...coupons])
      .execute();
}

export async function addOrderStatus(
  db: Kysely<Database>,
  entry: { orderId: number; status: string; note: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('order_status_history')
    .values({ order_id: entry.orderId, status: entry.status, note: entry.note, created_at: entry.at })
    .execute();
}

/**
 * Takes units from stock only while there are enough (UPDATE ... WHERE stock >= n): the answer
 * says whether they were taken. Two buyers can never take the last unit twice, and stock never
 * goes below zero.
 */
export async function takeStock(db: Kysely<Database>, productId: number, units: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', units) }))
    .where('id', '=', productId)
    .where('stock', '>=', units)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(db: Kysely<Database>, productId: number, units: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('id', '=', productId)
    .execute();
}

/**
 * Moves an order between statuses only if it is still in `from`: whoever makes the move does
 * what goes with it (gives stock back, confirms), exactly once.
 */
export async function moveOrder(
  db: Kysely<Database>,
  id: number,
  from: string,
  changes: Updateable<OrdersTable> & { status: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateOrder(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<OrdersTable>,
): Promise<void> {
  await db.updateTable('orders').set(changes).where('id', '=', id).execute();
}
