import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type StaffTokenPurpose = 'invitation';

export async function insertStaffToken(
  db: Kysely<Database>,
  token: { secretHash: string; purpose: StaffTokenPurpose; staffId: number; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('staff_tokens')
    .values({
      secret_hash: token.secretHash,
      purpose: token.purpose,
      staff_id: token.staffId,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.now,
    })
    .execute();
}

/** Uses a one-time link: answers its member once, never after it expired or was used. */
export async function consumeStaffToken(
  db: Kysely<Database>,
  secretHash: string,
  purpose: StaffTokenPurpose,
  now: string,
): Promise<number | null> {
  const row = await db
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('secret_hash', '=', secretHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id ?? null;
}
