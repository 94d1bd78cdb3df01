import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One-time links, and the access tokens of `?token=` links already traded for a session. */
export type AccountTokenPurpose = 'verify-email' | 'password-reset' | 'token-login';

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
 * Records that a `?token=` link's access token was traded for a session; answers false when it
 * already was. The primary key decides between two requests racing with the same token.
 */
export async function claimLinkToken(
  db: Kysely<Database>,
  token: { secretHash: string; customerId: number; expiresAt: string; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('account_tokens')
    .values({
      secret_hash: token.secretHash,
      purpose: 'token-login',
      customer_id: token.customerId,
      expires_at: token.expiresAt,
      used_at: token.now,
      created_at: token.now,
    })
    .onConflict((conflict) => conflict.column('secret_hash').doNothing())
    .returning('secret_hash')
    .executeTakeFirst();
  return row !== undefined;
}
