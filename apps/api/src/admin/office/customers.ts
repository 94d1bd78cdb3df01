import type {
  CustomerDiscountsBody,
  customerDetailResponseSchema,
  customerListResponseSchema,
} from '@shop/contracts/admin-office';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { findCustomerById, parseDiscounts } from '../../repositories/customers.repository.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { containsPattern, listAdminOrders } from '../orders/list-orders.ts';

function filteredCustomers(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('customers as c');
  const text = q?.trim().toLowerCase();
  if (text) {
    const pattern = containsPattern(text);
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('c.email')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('c.name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(${sql.ref('c.phone')}, '')) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

const summaryColumns = ['c.id', 'c.email', 'c.name', 'c.phone', 'c.locale', 'c.created_at'] as const;

/** Customer accounts for staff, newest first, with how many orders each placed. */
export async function listCustomers(
  db: Kysely<Database>,
  query: { q?: string | undefined; page: number; per_page: number },
): Promise<z.infer<typeof customerListResponseSchema>> {
  const [rows, count] = await Promise.all([
    filteredCustomers(db, query.q)
      .select(summaryColumns)
      .select((eb) =>
        eb
          .selectFrom('orders as o')
          .select(eb.fn.countAll<number>().as('orders'))
          .whereRef('o.customer_id', '=', 'c.id')
          .as('orders'),
      )
      .orderBy('c.id', 'desc')
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .execute(),
    filteredCustomers(db, query.q)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    customers: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      store: row.locale,
      orders: Number(row.orders ?? 0),
      created_at: row.created_at,
    })),
    total: Number(count.count),
    page: query.page,
    per_page: query.per_page,
  };
}

export async function readCustomer(
  db: Kysely<Database>,
  customerId: number,
): Promise<z.infer<typeof customerDetailResponseSchema>> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw notFound(`No customer ${customerId}`);
  const orders = await listAdminOrders(db, { customerId, page: 1, per_page: 100, sort: '-created_at' });
  const discounts = parseDiscounts(customer.discounts);
  return {
    id: customer.id,
    email: customer.email,
    name: customer.name,
    phone: customer.phone,
    store: customer.locale,
    orders: orders.total,
    created_at: customer.created_at,
    email_verified: customer.email_verified_at !== null,
    discounts,
    order_list: orders.orders,
  };
}

/** A stored map as JSON text, its keys in discount-category order. */
function discountsText(discounts: CustomerDiscountsBody['discounts']): string {
  const ordered = Object.entries(discounts).sort(([a], [b]) => Number(a) - Number(b));
  return JSON.stringify(Object.fromEntries(ordered));
}

/**
 * Replaces a customer's discount map (spec 5: the logged-in customer's category discount), audited
 * with the map before and after. Pricing reads the map from the account on every cart sync and
 * checkout, so the customer's next cart has it; nothing is cached to drop.
 */
export async function changeCustomerDiscounts(
  db: Kysely<Database>,
  actor: Actor,
  customerId: number,
  body: CustomerDiscountsBody,
  now: Date,
): Promise<z.infer<typeof customerDetailResponseSchema>> {
  await inTransaction(db, async (trx) => {
    const customer = await findCustomerById(trx, customerId);
    if (!customer) throw notFound(`No customer ${customerId}`);
    const after = discountsText(body.discounts);
    if (after === customer.discounts) return;
    await trx
      .updateTable('customers')
      .set({ discounts: after, updated_at: now.toISOString() })
      .where('id', '=', customerId)
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'customer.discounts',
        entityType: 'customer',
        entityId: customerId,
        before: { discounts: parseDiscounts(customer.discounts) },
        after: { discounts: JSON.parse(after) },
      },
      now,
    );
  });
  return readCustomer(db, customerId);
}
