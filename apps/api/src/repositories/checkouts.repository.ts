import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { CheckoutSessionsTable, CheckoutsTable } from '../db/orders.schema.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';

export type CheckoutRow = Selectable<CheckoutsTable>;
export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

const checkoutById = preparedQuery((db, id: string) =>
  db.selectFrom('checkouts').selectAll().where('id', '=', id),
);

/** Read with every cart sync: a prepared query. */
export async function findCheckout(db: Kysely<Database>, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await checkoutById(db, id);
  return row;
}

export async function insertCheckout(db: Kysely<Database>, row: Insertable<CheckoutsTable>): Promise<void> {
  await db.insertInto('checkouts').values(row).execute();
}

const setCartItems = preparedQuery((db, id: string, items: string, updatedAt: string) =>
  db.updateTable('checkouts').set({ items, updated_at: updatedAt }).where('id', '=', id),
);

/** A cart sync's most frequent write: new items (a prepared query). */
export async function updateCartItems(
  db: Kysely<Database>,
  id: string,
  items: string,
  updatedAt: string,
): Promise<void> {
  await setCartItems(db, id, items, updatedAt);
}

export async function updateCheckout(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<CheckoutsTable>,
): Promise<void> {
  await db.updateTable('checkouts').set(changes).where('id', '=', id).execute();
}

/**
 * Moves a checkout from one status to another only if it is still in the first: the answer says
 * whether this call made the move (so two callers can never both do it).
 */
export async function moveCheckout(
  db: Kysely<Database>,
  id: string,
  from: string,
  changes: Updateable<CheckoutsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives an open checkout its order, only if nothing changed it since it was priced (same
 * updated_at): an order is never made of a cart the shopper changed meanwhile.
 */
export async function completeCheckout(
  db: Kysely<Database>,
  id: string,
  pricedAt: string,
  changes: Updateable<CheckoutsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('checkouts')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('updated_at', '=', pricedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findCheckoutSessions(
  db: Kysely<Database>,
  checkoutId: string,
): Promise<CheckoutSessionRow[]> {
  return db.selectFrom('checkout_sessions').selectAll().where('checkout_id', '=', checkoutId).execute();
}

/** Keeps one session per kind: a new one (another locale, another payment) replaces the old. */
export async function saveCheckoutSession(db: Kysely<Database>, row: CheckoutSessionRow): Promise<void> {
  await db
    .insertInto('checkout_sessions')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['checkout_id', 'kind']).doUpdateSet({
        session_id: row.session_id,
        locale: row.locale,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/**
 * Opens a checkout again after its payment failed, for the same order id only: the next attempt
 * gets a new idempotency key, so the shopper can pay again and make a new order.
 */
export async function reopenCheckout(
  db: Kysely<Database>,
  id: string,
  orderId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set((eb) => ({ status: 'open', order_id: null, attempt: eb('attempt', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .where('order_id', '=', orderId)
    .execute();
}
