import type { Kysely, Selectable, Updateable } from 'kysely';
import type { StaffTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';

export type StaffRow = Selectable<StaffTable>;

export function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findStaffById(db: Kysely<Database>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewStaff {
  readonly email: string;
  readonly name: string;
  readonly role: string;
  readonly passwordHash: string | null;
  readonly language: string;
  readonly totpSecret?: string | null;
}

export async function insertStaff(db: Kysely<Database>, staff: NewStaff, now: string): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({
      email: staff.email.trim().toLowerCase(),
      name: staff.name,
      role: staff.role,
      password_hash: staff.passwordHash,
      language: staff.language,
      totp_secret: staff.totpSecret ?? null,
      totp_pending_secret: null,
      totp_enabled_at: staff.totpSecret ? now : null,
      totp_last_step: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<StaffTable>,
): Promise<void> {
  await db.updateTable('staff').set(changes).where('id', '=', id).execute();
}

/**
 * Accepts a TOTP code's time step only if it is later than the last accepted one: of two
 * requests with the same code, one wins (RFC 6238 section 5.2: a code is used once).
 */
export async function claimTotpStep(db: Kysely<Database>, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listStaff(db: Kysely<Database>): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('role').orderBy('email').execute();
}

/** Owners who can sign in: active, with a password (an invited owner has none yet). */
export async function countActiveOwners(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'owner')
    .where('active', '=', 1)
    .where('password_hash', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
