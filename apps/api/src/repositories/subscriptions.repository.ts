import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SubscriptionsTable } from '../db/subscriptions.schema.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

export async function insertSubscriptions(
  db: Kysely<Database>,
  rows: readonly Insertable<SubscriptionsTable>[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('subscriptions')
      .values([...rows])
      .execute();
}

export function findSubscription(db: Kysely<Database>, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listSubscriptions(
  db: Kysely<Database>,
  owner: { customerId: number } | { sourceOrderId: number },
): Promise<SubscriptionRow[]> {
  const query = db.selectFrom('subscriptions').selectAll().orderBy('id');
  return (
    'customerId' in owner
      ? query.where('customer_id', '=', owner.customerId)
      : query.where('source_order_id', '=', owner.sourceOrderId)
  ).execute();
}

export async function updateSubscription(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Pick<SubscriptionRow, 'status' | 'interval' | 'next_order_at' | 'last_order_id'>>,
  at: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export function findDueSubscriptions(
  db: Kysely<Database>,
  today: string,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_order_at', '<=', today)
    .orderBy('next_order_at')
    .limit(limit)
    .execute();
}

/** Claims one subscription's order for one due date; false when another scheduler has it. */
export async function claimRun(
  db: Kysely<Database>,
  subscriptionId: number,
  dueDate: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('subscription_runs')
    .values({
      subscription_id: subscriptionId,
      due_date: dueDate,
      status: 'claimed',
      checkout_id: null,
      order_id: null,
      note: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.columns(['subscription_id', 'due_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function updateRun(
  db: Kysely<Database>,
  subscriptionId: number,
  dueDate: string,
  changes: { status?: string; checkout_id?: string; order_id?: number; note?: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('subscription_runs')
    .set({ ...changes, updated_at: at })
    .where('subscription_id', '=', subscriptionId)
    .where('due_date', '=', dueDate)
    .execute();
}

/** Moves the subscription on from a due date, once: only the run that placed that date's order. */
export async function advanceSubscription(
  db: Kysely<Database>,
  id: number,
  from: string,
  next: string,
  orderId: number | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ next_order_at: next, updated_at: at, ...(orderId === null ? {} : { last_order_id: orderId }) })
    .where('id', '=', id)
    .where('next_order_at', '=', from)
    .execute();
}
