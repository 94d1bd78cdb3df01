import type { AdminOrderListQuery, AdminOrderListResponse } from '@shop/contracts/admin-orders';
import { addDays, startOfLocalDay } from '@shop/domain/dates';
import { storeIds } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { adminOrderSummaryView } from './admin-order-view.ts';

const officeTimeZone = getStore('sv').timeZone;

/** A LIKE pattern that finds `text` anywhere, with its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type OrdersBuilder = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;

/**
 * Free text finds an order by its number, the shopper's name, e-mail or phone (digits only, so
 * "070-123 45 67" is found by 0701234567).
 */
function matchesText(eb: OrdersBuilder, text: string) {
  const pattern = containsPattern(text.toLowerCase());
  const digits = text.replace(/\D/g, '');
  const like = (expression: ReturnType<typeof sql<string>>) =>
    sql<boolean>`${expression} like ${pattern} escape '\\'`;
  return eb.or([
    like(sql`lower(${sql.ref('o.number')})`),
    like(sql`lower(${sql.ref('o.first_name')} || ' ' || ${sql.ref('o.last_name')})`),
    like(sql`lower(${sql.ref('o.email')})`),
    ...(digits.length >= 4
      ? [
          sql<boolean>`replace(replace(replace(replace(${sql.ref('o.phone')}, ' ', ''), '-', ''), '+', ''), '(', '') like ${containsPattern(digits)} escape '\\'`,
        ]
      : []),
  ]);
}

const sortColumns = {
  created_at: 'o.created_at',
  total: 'o.total',
  number: 'o.id',
} as const;

export interface OrderFilter
  extends Partial<Pick<AdminOrderListQuery, 'status' | 'store' | 'payment_status' | 'from' | 'to' | 'q'>> {
  readonly customerId?: number;
}

function filtered(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders as o');
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.store) query = query.where('o.store_id', '=', storeIds[filter.store]);
  if (filter.payment_status) query = query.where('o.payment_status', '=', filter.payment_status);
  // Days as the shop's office counts them: Swedish time, as the back office shows every time.
  if (filter.from)
    query = query.where('o.created_at', '>=', startOfLocalDay(filter.from, officeTimeZone).toISOString());
  if (filter.to) {
    query = query.where(
      'o.created_at',
      '<',
      startOfLocalDay(addDays(filter.to, 1), officeTimeZone).toISOString(),
    );
  }
  if (filter.customerId !== undefined) query = query.where('o.customer_id', '=', filter.customerId);
  const text = filter.q?.trim();
  if (text) query = query.where((eb) => matchesText(eb, text));
  return query;
}

/** Orders for staff: filtered, sorted and a page at a time, with how many match in all. */
export async function listAdminOrders(
  db: Kysely<Database>,
  query: Pick<AdminOrderListQuery, 'page' | 'per_page' | 'sort'> & OrderFilter,
): Promise<AdminOrderListResponse> {
  const descending = query.sort.startsWith('-');
  const column = sortColumns[query.sort.replace(/^-/, '') as keyof typeof sortColumns];
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select([
        'o.id',
        'o.number',
        'o.locale',
        'o.status',
        'o.payment_status',
        'o.payment_method',
        'o.created_at',
        'o.first_name',
        'o.last_name',
        'o.email',
        'o.phone',
        'o.currency',
        'o.total',
        'o.internal',
      ])
      .select((eb) =>
        eb
          .selectFrom('order_lines as l')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('l.quantity'), inner.lit(0)).as('units'))
          .whereRef('l.order_id', '=', 'o.id')
          .as('units'),
      )
      .orderBy(column, descending ? 'desc' : 'asc')
      .orderBy('o.id', descending ? 'desc' : 'asc')
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    orders: rows.map((row) => adminOrderSummaryView({ ...row, units: row.units ?? 0 })),
    total: Number(count.count),
    page: query.page,
    per_page: query.per_page,
  };
}
