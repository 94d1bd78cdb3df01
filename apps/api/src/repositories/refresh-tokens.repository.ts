import type { Kysely, Selectable } from 'kysely';
import type { RefreshTokensTable } from '../db/accounts.schema.ts';
import type { Database } from '../db/schema.ts';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertRefreshToken(db: Kysely<Database>, row: RefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export function findRefreshToken(db: Kysely<Database>, id: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Marks a token used, once: of two requests racing with the same token only one gets `true`;
 * the other then counts as reuse.
 */
export async function claimRefreshToken(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a customer, but the one given (a password change keeps its own). */
export async function revokeCustomerTokens(
  db: Kysely<Database>,
  customerId: number,
  now: string,
  exceptFamily?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (exceptFamily) query = query.where('family_id', '!=', exceptFamily);
  await query.execute();
}

/** Whether a session is live: its family exists and none of its tokens was revoked. */
export async function isFamilyLive(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => [eb.fn.countAll<number>().as('tokens'), eb.fn.count<number>('revoked_at').as('revoked')])
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(row.tokens) > 0 && Number(row.revoked) === 0;
}
