import type { Insertable, Kysely, Selectable } from 'kysely';
import type { RefundsTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';

export type RefundRow = Selectable<RefundsTable>;

export async function insertRefund(db: Kysely<Database>, refund: Insertable<RefundsTable>): Promise<number> {
  const row = await db.insertInto('refunds').values(refund).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findRefund(db: Kysely<Database>, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefundByKey(
  db: Kysely<Database>,
  orderId: number,
  idempotencyKey: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findOrderRefunds(db: Kysely<Database>, orderId: number): Promise<RefundRow[]> {
  return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Refunds still waiting for their provider since before `before`: a process died between the steps. */
export function findStalePendingRefunds(db: Kysely<Database>, before: string): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(50)
    .execute();
}

/** Closes a pending refund once: answers false when it was already settled. */
export async function settleRefund(
  db: Kysely<Database>,
  id: number,
  outcome: {
    status: 'succeeded' | 'failed';
    providerReference: string | null;
    failure: string | null;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set({
      status: outcome.status,
      provider_reference: outcome.providerReference,
      failure: outcome.failure,
      completed_at: outcome.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
