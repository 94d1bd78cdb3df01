import type {
  AdminReturn,
  AdminReturnListQuery,
  AdminReturnListResponse,
} from '@shop/contracts/admin-returns';
import { returnReasons } from '@shop/contracts/returns';
import { storeIds } from '@shop/domain/locales';
import { asMinor, sumMinor, toMajor } from '@shop/domain/money';
import { shareOfUnits } from '@shop/domain/order-adjustments';
import { allowedReturnEvents, isReturnStatus, type ReturnStatus } from '@shop/domain/order-lifecycle';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { findOrderDetails } from '../../repositories/order-queries.repository.ts';
import { findRefund } from '../../repositories/refunds.repository.ts';
import { refundView, storeOf } from '../orders/admin-order-view.ts';
import { containsPattern } from '../orders/list-orders.ts';
import { chargedLinesOf } from '../orders/refunds.ts';

export function returnStatusOf(status: string): ReturnStatus {
  if (!isReturnStatus(status)) throw new Error(`A return has an unknown status ${status}`);
  return status;
}

const reasonOf = (reason: string) => returnReasons.find((known) => known === reason) ?? 'other';

/** `{returnId}` is the return's number (RSE100014-1) or its id. */
export async function findReturnRow(db: Kysely<Database>, ref: string) {
  const query = db.selectFrom('returns').selectAll();
  const row = /^\d+$/.test(ref)
    ? await query.where('id', '=', Number(ref)).executeTakeFirst()
    : await query.where('number', '=', ref.trim().toUpperCase()).executeTakeFirst();
  if (!row) throw notFound(`No return ${ref}`);
  return row;
}

function filteredReturns(
  db: Kysely<Database>,
  filter: Partial<Pick<AdminReturnListQuery, 'status' | 'store' | 'q'>>,
) {
  let query = db.selectFrom('returns as r').innerJoin('orders as o', 'o.id', 'r.order_id');
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.store) query = query.where('o.store_id', '=', storeIds[filter.store]);
  const text = filter.q?.trim().toLowerCase();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('r.number')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('o.number')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('o.first_name')} || ' ' || ${sql.ref('o.last_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('o.email')}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

export async function listAdminReturns(
  db: Kysely<Database>,
  query: AdminReturnListQuery,
): Promise<AdminReturnListResponse> {
  const [rows, count] = await Promise.all([
    filteredReturns(db, query)
      .select([
        'r.id',
        'r.number',
        'r.order_id',
        'o.number as order_number',
        'o.locale',
        'r.status',
        'r.reason',
        'o.first_name',
        'o.last_name',
        'r.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('return_lines as l')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('l.quantity'), inner.lit(0)).as('units'))
          .whereRef('l.return_id', '=', 'r.id')
          .as('units'),
      )
      .orderBy('r.id', 'desc')
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .execute(),
    filteredReturns(db, query)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    returns: rows.map((row) => ({
      id: row.id,
      number: row.number,
      order_id: row.order_id,
      order_number: row.order_number,
      store: storeOf(row),
      status: returnStatusOf(row.status),
      reason: reasonOf(row.reason),
      customer_name: `${row.first_name} ${row.last_name}`.trim(),
      units: Number(row.units ?? 0),
      created_at: row.created_at,
    })),
    total: Number(count.count),
    page: query.page,
    per_page: query.per_page,
  };
}

/** A return as staff see it: its lines with what refunding them gives back, its history and refund. */
export async function readAdminReturn(db: Kysely<Database>, returnId: number): Promise<AdminReturn> {
  const row = await findReturnRow(db, String(returnId));
  const details = await findOrderDetails(db, row.order_id);
  if (!details) throw notFound(`Return ${row.number} has no order`);
  const { order } = details;
  const [lines, history, refund] = await Promise.all([
    db.selectFrom('return_lines').selectAll().where('return_id', '=', row.id).orderBy('position').execute(),
    db
      .selectFrom('return_status_history')
      .selectAll()
      .where('return_id', '=', row.id)
      .orderBy('id')
      .execute(),
    row.refund_id === null
      ? db
          .selectFrom('refunds')
          .selectAll()
          .where('return_id', '=', row.id)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      : findRefund(db, row.refund_id),
  ]);
  const charged = new Map(chargedLinesOf(details).map((line) => [line.position, line]));
  const orderLines = new Map(details.lines.map((line) => [line.position, line]));
  const valued = lines.map((line) => {
    const chargedLine = charged.get(line.position);
    const value = chargedLine
      ? shareOfUnits(chargedLine, Math.min(line.quantity, chargedLine.quantity)).total
      : asMinor(0);
    const orderLine = orderLines.get(line.position);
    return {
      position: line.position,
      sku: orderLine?.sku ?? '',
      name: orderLine?.name ?? '',
      quantity: line.quantity,
      value,
    };
  });
  const major = (amount: number) => toMajor(asMinor(amount), order.currency);
  const status = returnStatusOf(row.status);
  return {
    id: row.id,
    number: row.number,
    order_id: order.id,
    order_number: order.number,
    store: storeOf(order),
    status,
    reason: reasonOf(row.reason),
    customer_name: `${order.first_name} ${order.last_name}`.trim(),
    customer_email: order.email,
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    created_at: row.created_at,
    comment: row.comment,
    currency: order.currency,
    order_status: order.status,
    rejection_reason: row.rejection_reason,
    restocked: row.restocked === null ? null : row.restocked === 1,
    lines_value: major(sumMinor(valued.map((line) => line.value))),
    order_shipping: major(order.shipping_price),
    shipping_refunded: order.shipping_refunded === 1,
    lines: valued.map((line) => ({ ...line, value: major(line.value) })),
    status_history: history.map((entry) => ({
      status: entry.status,
      at: entry.created_at,
      note: entry.note ?? null,
    })),
    allowed_events: allowedReturnEvents(status).filter(
      (event) => event !== 'refund' || row.refund_id === null,
    ),
    refund: refund ? refundView(refund, order.currency) : null,
  };
}
