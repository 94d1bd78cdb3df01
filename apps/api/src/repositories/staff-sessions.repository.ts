import type { Kysely, Selectable } from 'kysely';
import type { StaffSessionsTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';
import type { StaffRow } from './staff.repository.ts';

export type StaffSessionRow = Selectable<StaffSessionsTable>;

export async function insertStaffSession(db: Kysely<Database>, session: StaffSessionRow): Promise<void> {
  await db.insertInto('staff_sessions').values(session).execute();
}

/** A session with its member, by the hash of the cookie's token. */
export async function findStaffSession(
  db: Kysely<Database>,
  idHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  const session = await db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!session) return undefined;
  const staff = await db
    .selectFrom('staff')
    .selectAll()
    .where('id', '=', session.staff_id)
    .executeTakeFirst();
  return staff ? { session, staff } : undefined;
}

export async function touchStaffSession(db: Kysely<Database>, idHash: string, at: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
}

export async function revokeStaffSession(db: Kysely<Database>, idHash: string, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member, but the one given (a password change keeps its own session). */
export async function revokeStaffSessions(
  db: Kysely<Database>,
  staffId: number,
  at: string,
  except?: string,
): Promise<void> {
  let query = db
    .updateTable('staff_sessions')
    .set({ revoked_at: at })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (except) query = query.where('id_hash', '!=', except);
  await query.execute();
}
