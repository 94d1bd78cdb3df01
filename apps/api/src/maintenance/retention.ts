import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * How long rows that only serve a moment are kept (issue 22: nothing ever deleted them). Orders,
 * returns, invoices and the audit log are the shop's books and are never deleted here.
 */
export const retention = {
  /** A cart that never became an order and was not touched for this long. */
  openCheckoutDays: 90,
  /** Front-end error reports (POST /captuerr). */
  errorReportDays: 30,
  /** Login attempts count for 15 minutes; a day is kept to read an attack afterwards. */
  loginAttemptDays: 1,
  /** Rate-limit hits count for an hour at most. */
  rateLimitHitDays: 1,
} as const;

export interface RetentionOutcome {
  readonly checkouts: number;
  readonly errorReports: number;
  readonly loginAttempts: number;
  readonly rateLimitHits: number;
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/**
 * Deletes what has outlived its use. Every process runs it now and then (apps/server/src/start.ts);
 * a delete that finds nothing costs little, so several processes doing it need no claim.
 */
export async function deleteExpiredRows(db: Kysely<Database>, now: Date): Promise<RetentionOutcome> {
  const checkoutsBefore = daysBefore(now, retention.openCheckoutDays);
  const abandoned = db
    .selectFrom('checkouts')
    .select('id')
    .where('status', '=', 'open')
    .where('order_id', 'is', null)
    .where('updated_at', '<', checkoutsBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('orders').select('orders.id').whereRef('orders.checkout_id', '=', 'checkouts.id')),
      ),
    );
  const checkouts = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('checkout_sessions').where('checkout_id', 'in', abandoned).execute();
    const deleted = await trx.deleteFrom('checkouts').where('id', 'in', abandoned).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
  const errorReports = await db
    .deleteFrom('error_reports')
    .where('received_at', '<', daysBefore(now, retention.errorReportDays))
    .executeTakeFirst();
  const loginAttempts = await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<', daysBefore(now, retention.loginAttemptDays))
    .executeTakeFirst();
  const rateLimitHits = await db
    .deleteFrom('rate_limit_hits')
    .where('at', '<', daysBefore(now, retention.rateLimitHitDays))
    .executeTakeFirst();
  return {
    checkouts,
    errorReports: Number(errorReports.numDeletedRows),
    loginAttempts: Number(loginAttempts.numDeletedRows),
    rateLimitHits: Number(rateLimitHits.numDeletedRows),
  };
}
