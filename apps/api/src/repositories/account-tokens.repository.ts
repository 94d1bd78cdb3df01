import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One-time links: e-mail verification, password reset and the `?token=` login link. */
export type AccountTokenPurpose = 'verify-email' | 'password-reset' | 'login-link';

export async function insertAccountToken(
  db: Kysely<Database>,
  token: {
    secretHash: string;
    purpose: AccountTokenPurpose;
    customerId: number;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .values({
      secret_hash: token.secretHash,
      purpose: token.purpose,
      customer_id: token.customerId,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.now,
    })
    .execute();
}

/** Uses a one-time link: answers its customer once, and never after it expired or was used. */
export async function consumeAccountToken(
  db: Kysely<Database>,
  secretHash: string,
  purpose: AccountTokenPurpose,
  now: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['customer_id', 'expires_at', 'used_at'])
    .where('secret_hash', '=', secretHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) return null;
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('secret_hash', '=', secretHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.customer_id : null;
}

/**
 * Only the newest link of a kind works: the ones sent before it are spent (issue 22, point 9:
 * an older reset link once still worked after a newer one was used).
 */
export async function spendAccountTokens(
  db: Kysely<Database>,
  customerId: number,
  purpose: AccountTokenPurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
