import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: { accountKey: string; address: string; succeeded: boolean; at: string },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      account_key: attempt.accountKey,
      address: attempt.address,
      succeeded: attempt.succeeded ? 1 : 0,
      attempted_at: attempt.at,
    })
    .execute();
}

/** Failed attempts since a moment, for one account and for one client address. */
export async function countRecentFailures(
  db: Kysely<Database>,
  query: { accountKey: string; address: string; since: string },
): Promise<{ account: number; address: number }> {
  const [account, address] = await Promise.all([
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_key', '=', query.accountKey)
      .where('succeeded', '=', 0)
      .where('attempted_at', '>=', query.since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('address', '=', query.address)
      .where('succeeded', '=', 0)
      .where('attempted_at', '>=', query.since)
      .executeTakeFirstOrThrow(),
  ]);
  return { account: Number(account.count), address: Number(address.count) };
}
