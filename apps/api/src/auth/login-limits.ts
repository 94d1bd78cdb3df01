import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { countRecentFailures, recordLoginAttempt } from '../repositories/login-attempts.repository.ts';

/**
 * Login attempts are limited per account and per client address. The counts live in the
 * database, so the limit holds across every server process.
 */
export const loginLimits = {
  windowMinutes: 15,
  failuresPerAccount: 5,
  failuresPerAddress: 20,
} as const;

export async function isLoginBlocked(
  db: Kysely<Database>,
  accountKey: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - loginLimits.windowMinutes * 60_000).toISOString();
  const failures = await countRecentFailures(db, { accountKey, address, since });
  return (
    failures.account >= loginLimits.failuresPerAccount || failures.address >= loginLimits.failuresPerAddress
  );
}

export function recordLogin(
  db: Kysely<Database>,
  accountKey: string,
  address: string,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  return recordLoginAttempt(db, { accountKey, address, succeeded, at: now.toISOString() });
}
