import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  countRecentFailures,
  deleteLoginAttempt,
  insertLoginAttempt,
  markLoginAttemptSucceeded,
} from '../repositories/login-attempts.repository.ts';
import { PasswordWorkBusy } from './passwords.ts';

/**
 * Login attempts are limited per account from one address, per address, and per account from
 * anywhere. The counts live in the database, so the limits hold across every server process.
 *
 * The first limit stops guessing from one place; the second, one place guessing many accounts;
 * the third, many places guessing one account. Someone failing on an account from their own
 * address blocks only themselves for it: the owner at another address gets in, until very many
 * failures from everywhere block the account too; then the owner's e-mailed link (a password
 * reset) clears the failures (issue 22, point 7).
 */
export const loginLimits = {
  windowMinutes: 15,
  failuresPerAccountAndAddress: 5,
  failuresPerAddress: 20,
  failuresPerAccount: 50,
} as const;

export type LoginClaim = { readonly blocked: true } | { readonly blocked: false; readonly attemptId: number };

/**
 * Counts an attempt BEFORE the slow password check: the attempt is written as failed first, then
 * the failures are counted with it. Of any number of attempts racing, each one counts at least
 * every attempt committed before its own, so no more than the limit ever reach the password
 * check (checking first and recording after the hash let 300 parallel guesses through). A blocked
 * attempt is taken back, so retrying while blocked does not extend the block.
 */
export async function claimLoginAttempt(
  db: Kysely<Database>,
  accountKey: string,
  address: string,
  now: Date,
): Promise<LoginClaim> {
  const attemptId = await insertLoginAttempt(db, { accountKey, address, at: now.toISOString() });
  const since = new Date(now.getTime() - loginLimits.windowMinutes * 60_000).toISOString();
  const failures = await countRecentFailures(db, { accountKey, address, since });
  if (
    failures.pair > loginLimits.failuresPerAccountAndAddress ||
    failures.address > loginLimits.failuresPerAddress ||
    failures.account > loginLimits.failuresPerAccount
  ) {
    await deleteLoginAttempt(db, attemptId);
    return { blocked: true };
  }
  return { blocked: false, attemptId };
}

/**
 * The password check of a claimed attempt. When the shop is too busy to hash it (passwords.ts),
 * the attempt was never checked: it is taken back, and the busy answer (429) passes on.
 */
export async function checkClaimedPassword(
  db: Kysely<Database>,
  attemptId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof PasswordWorkBusy) await deleteLoginAttempt(db, attemptId);
    throw error;
  }
}

/** A successful attempt no longer counts as a failure; a failed one stays counted. */
export async function settleLoginAttempt(
  db: Kysely<Database>,
  attemptId: number,
  succeeded: boolean,
): Promise<void> {
  if (succeeded) await markLoginAttemptSucceeded(db, attemptId);
}
