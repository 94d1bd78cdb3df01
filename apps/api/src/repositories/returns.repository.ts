import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Units of each order line already on a return that was not rejected. */
export async function returnedQuantities(
  db: Kysely<Database>,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(({ fn }) => ['l.position', fn.sum<number>('l.quantity').as('quantity')])
    .where('l.order_id', '=', orderId)
    .where('r.status', '!=', 'rejected')
    .groupBy('l.position')
    .execute();
  return new Map(rows.map((row) => [row.position, Number(row.quantity)]));
}

export async function countOrderReturns(db: Kysely<Database>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertReturn(
  db: Kysely<Database>,
  row: { number: string; orderId: number; reason: string; comment: string | null; at: string },
  lines: readonly { position: number; quantity: number }[],
): Promise<number> {
  const inserted = await db
    .insertInto('returns')
    .values({
      number: row.number,
      order_id: row.orderId,
      status: 'requested',
      reason: row.reason,
      comment: row.comment,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('return_lines')
    .values(lines.map((line) => ({ return_id: inserted.id, order_id: row.orderId, ...line })))
    .execute();
  await db
    .insertInto('return_status_history')
    .values({ return_id: inserted.id, status: 'requested', created_at: row.at })
    .execute();
  return inserted.id;
}

export interface ReturnRecord {
  readonly id: number;
  readonly number: string;
  readonly order_id: number;
  readonly order_number: string;
  readonly status: string;
  readonly reason: string;
  readonly comment: string | null;
  readonly created_at: string;
  /** Why staff rejected it: the shopper sees it. */
  readonly rejection_reason: string | null;
  readonly lines: readonly { position: number; sku: string; name: string; quantity: number }[];
  readonly status_history: readonly { status: string; at: string }[];
}

/** Returns with their lines and history, for some orders or one customer's orders. */
export async function findReturns(
  db: Kysely<Database>,
  filter: { readonly returnId?: number; readonly orderId?: number; readonly customerId?: number },
): Promise<ReturnRecord[]> {
  let query = db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.number',
      'r.order_id',
      'o.number as order_number',
      'r.status',
      'r.reason',
      'r.comment',
      'r.created_at',
      'r.rejection_reason',
    ])
    .orderBy('r.id', 'desc');
  if (filter.returnId !== undefined) query = query.where('r.id', '=', filter.returnId);
  if (filter.orderId !== undefined) query = query.where('r.order_id', '=', filter.orderId);
  if (filter.customerId !== undefined) query = query.where('o.customer_id', '=', filter.customerId);
  const returns = await query.execute();
  if (returns.length === 0) return [];
  const ids = returns.map((row) => row.id);
  const [lines, history] = await Promise.all([
    db
      .selectFrom('return_lines as l')
      .innerJoin('order_lines as ol', (join) =>
        join.onRef('ol.order_id', '=', 'l.order_id').onRef('ol.position', '=', 'l.position'),
      )
      .select(['l.return_id', 'l.position', 'ol.sku', 'ol.name', 'l.quantity'])
      .where('l.return_id', 'in', ids)
      .orderBy('l.position')
      .execute(),
    db
      .selectFrom('return_status_history')
      .select(['return_id', 'status', 'created_at'])
      .where('return_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return returns.map((row) => ({
    ...row,
    lines: lines
      .filter((line) => line.return_id === row.id)
      .map(({ position, sku, name, quantity }) => ({ position, sku, name, quantity })),
    status_history: history
      .filter((entry) => entry.return_id === row.id)
      .map((entry) => ({ status: entry.status, at: entry.created_at })),
  }));
}
