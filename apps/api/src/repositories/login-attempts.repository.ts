import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Inserts an attempt that counts as failed until it is settled; answers its id. */
export async function insertLoginAttempt(
  db: Kysely<Database>,
  attempt: { accountKey: string; address: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({
      account_key: attempt.accountKey,
      address: attempt.address,
      succeeded: 0,
      attempted_at: attempt.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markLoginAttemptSucceeded(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('login_attempts').set({ succeeded: 1 }).where('id', '=', id).execute();
}

export async function deleteLoginAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

/**
 * Failed (or still unsettled) attempts since a moment: of one account from one address, from one
 * address, and of one account from anywhere.
 */
export async function countRecentFailures(
  db: Kysely<Database>,
  query: { accountKey: string; address: string; since: string },
): Promise<{ pair: number; address: number; account: number }> {
  const failures = () =>
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('succeeded', '=', 0)
      .where('attempted_at', '>=', query.since);
  const [pair, address, account] = await Promise.all([
    failures()
      .where('account_key', '=', query.accountKey)
      .where('address', '=', query.address)
      .executeTakeFirstOrThrow(),
    failures().where('address', '=', query.address).executeTakeFirstOrThrow(),
    failures().where('account_key', '=', query.accountKey).executeTakeFirstOrThrow(),
  ]);
  return { pair: Number(pair.count), address: Number(address.count), account: Number(account.count) };
}

/** Forgets an account's failed attempts: its owner proved who they are with an e-mailed link. */
export async function clearFailures(db: Kysely<Database>, accountKey: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('account_key', '=', accountKey)
    .where('succeeded', '=', 0)
    .execute();
}
