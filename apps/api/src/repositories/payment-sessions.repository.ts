import type { Insertable, Kysely, Selectable } from 'kysely';
import type { PaymentSessionsTable } from '../db/orders.schema.ts';
import type { Database } from '../db/schema.ts';

export type PaymentSessionRow = Selectable<PaymentSessionsTable>;

export async function insertPaymentSession(
  db: Kysely<Database>,
  row: Insertable<PaymentSessionsTable>,
): Promise<void> {
  await db.insertInto('payment_sessions').values(row).execute();
}

export function findPaymentSession(db: Kysely<Database>, id: string): Promise<PaymentSessionRow | undefined> {
  return db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderPaymentSession(
  db: Kysely<Database>,
  orderId: number,
): Promise<PaymentSessionRow | undefined> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Closes a pending session with an outcome; only the first outcome counts. The answer says
 * whether this call closed it: a repeated callback changes nothing.
 */
export async function closePaymentSession(
  db: Kysely<Database>,
  id: string,
  status: 'approved' | 'declined' | 'expired' | 'cancelled',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_sessions')
    .set({ status, completed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sessions still pending since before `before`: the shopper left the provider's page. */
export function findStalePaymentSessions(db: Kysely<Database>, before: string): Promise<PaymentSessionRow[]> {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(100)
    .execute();
}
