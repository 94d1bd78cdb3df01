import type { StaffMember } from '@shop/contracts/admin-auth';
import {
  type StaffLanguage,
  type StaffRole,
  staffLanguages,
  staffRoles,
} from '@shop/contracts/admin-permissions';
import type { Kysely, Updateable } from 'kysely';
import { checkClaimedPassword, claimLoginAttempt, settleLoginAttempt } from '../auth/login-limits.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashSecret, newOneTimeSecret } from '../auth/tokens.ts';
import type { StaffTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderStaffInvitationMail } from '../mail/templates/staff-mail.ts';
import { inTransaction } from '../orders/transactions.ts';
import {
  claimTotpStep,
  countActiveOwners,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  type StaffRow,
  updateStaff,
} from '../repositories/staff.repository.ts';
import { revokeStaffSessions } from '../repositories/staff-sessions.repository.ts';
import { consumeStaffToken, insertStaffToken } from '../repositories/staff-tokens.repository.ts';
import { type Actor, recordAudit } from './audit.ts';
import { openStaffSession } from './staff-sessions.ts';
import {
  encryptTotpSecret,
  enrolmentFacts,
  newTotpSecret,
  readTotpSecret,
  verifiedTotpStep,
} from './totp.ts';

export interface StaffDeps {
  readonly db: Kysely<Database>;
  /** SHOP_SECRET: derives the CSRF tokens and the TOTP encryption key. */
  readonly secret: string;
  /** SHOP_SECRET_PREVIOUS: after a rotation, two-factor secrets are still read with it. */
  readonly previousSecret?: string | null | undefined;
  /** Where staff reach the shop: invitation links. */
  readonly publicUrl: string;
  readonly now: () => Date;
}

export const invitationHours = 72;

function roleOf(staff: Pick<StaffRow, 'role'>): StaffRole {
  return staffRoles.find((role) => role === staff.role) ?? 'orders';
}

function languageOf(staff: Pick<StaffRow, 'language'>): StaffLanguage {
  return staffLanguages.find((language) => language === staff.language) ?? 'en';
}

/** Owners must use two-factor; every member can turn it on. */
export function isTotpRequired(staff: Pick<StaffRow, 'role' | 'totp_secret'>): boolean {
  return staff.role === 'owner' && staff.totp_secret === null;
}

export function staffMemberView(staff: StaffRow): StaffMember {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: roleOf(staff),
    language: languageOf(staff),
    totp_enabled: staff.totp_secret !== null,
    totp_required: isTotpRequired(staff),
  };
}

export function staffListItem(staff: StaffRow) {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: roleOf(staff),
    language: languageOf(staff),
    active: staff.active === 1,
    totp_enabled: staff.totp_secret !== null,
    invited: staff.password_hash === null,
    last_login_at: staff.last_login_at,
    created_at: staff.created_at,
  };
}

/** What the audit log keeps of a member: never a hash or a secret. */
function auditView(staff: StaffRow) {
  const { password_hash: _hash, totp_secret: _secret, totp_pending_secret: _pending, ...rest } = staff;
  return { ...rest, totp_enabled: staff.totp_secret !== null };
}

export type SignInOutcome =
  | {
      readonly ok: true;
      readonly staff: StaffRow;
      readonly token: string;
      readonly idHash: string;
      readonly expiresAt: string;
    }
  | {
      readonly ok: false;
      readonly code: 'INVALID_CREDENTIALS' | 'RATE_LIMITED' | 'TOTP_REQUIRED' | 'TOTP_INVALID';
    };

/**
 * Signs a member in: the password (argon2id), then the 6-digit code when two-factor is on. The
 * attempt is counted before the password is checked (login-limits.ts), per e-mail address and
 * per client address, with the storefront's limits; a wrong code counts as a failed attempt.
 */
export async function signInStaff(
  deps: StaffDeps,
  input: { email: string; password: string; totp?: string | undefined; address: string; userAgent: string },
): Promise<SignInOutcome> {
  const now = deps.now();
  const claim = await claimLoginAttempt(deps.db, `staff:${input.email}`, input.address, now);
  if (claim.blocked) return { ok: false, code: 'RATE_LIMITED' };
  const staff = await findStaffByEmail(deps.db, input.email);
  // An unknown address costs as much time as a wrong password, so timing tells nothing.
  const valid = await checkClaimedPassword(deps.db, claim.attemptId, async () =>
    verifyPassword(staff?.password_hash ?? (await decoyPasswordHash()), input.password),
  );
  if (!staff || !valid || staff.active !== 1 || staff.password_hash === null) {
    await settleLoginAttempt(deps.db, claim.attemptId, false);
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  if (staff.totp_secret !== null) {
    if (!input.totp) {
      // The password was right: asking for the code is no failure.
      await settleLoginAttempt(deps.db, claim.attemptId, true);
      return { ok: false, code: 'TOTP_REQUIRED' };
    }
    const secret = readTotpSecret(deps, staff.totp_secret);
    const step = secret ? verifiedTotpStep(secret, staff.email, input.totp, now) : null;
    if (step === null || !(await claimTotpStep(deps.db, staff.id, step))) {
      await settleLoginAttempt(deps.db, claim.attemptId, false);
      return { ok: false, code: 'TOTP_INVALID' };
    }
  }
  await settleLoginAttempt(deps.db, claim.attemptId, true);
  const session = await inTransaction(deps.db, async (trx) => {
    const opened = await openStaffSession(trx, staff, {
      address: input.address,
      userAgent: input.userAgent,
      now,
    });
    await updateStaff(trx, staff.id, { last_login_at: now.toISOString() });
    await recordAudit(
      trx,
      { staffId: staff.id, name: staff.email, address: input.address },
      {
        action: 'staff.sign_in',
        entityType: 'staff',
        entityId: staff.id,
        before: null,
        after: { two_factor: staff.totp_secret !== null },
      },
      now,
    );
    return opened;
  });
  return { ok: true, staff, ...session };
}

async function requireMember(db: Kysely<Database>, staffId: number): Promise<StaffRow> {
  const staff = await findStaffById(db, staffId);
  if (!staff) throw new Error(`Staff member ${staffId} vanished`);
  return staff;
}

/** Changes a member and records the member before and after, in the caller's transaction. */
async function changeMember(
  trx: Kysely<Database>,
  actor: Actor,
  before: StaffRow,
  action: string,
  changes: Updateable<StaffTable>,
  now: Date,
): Promise<StaffRow> {
  await updateStaff(trx, before.id, { ...changes, updated_at: now.toISOString() });
  const after = await requireMember(trx, before.id);
  await recordAudit(
    trx,
    actor,
    { action, entityType: 'staff', entityId: before.id, before: auditView(before), after: auditView(after) },
    now,
  );
  return after;
}

/** Two-factor off: the secret and what goes with it. */
const withoutTotp = {
  totp_secret: null,
  totp_pending_secret: null,
  totp_enabled_at: null,
  totp_last_step: null,
} as const;

/** A new secret to scan; it replaces nothing until a code from it is confirmed. */
export async function startTotpEnrolment(deps: StaffDeps, staffId: number) {
  const staff = await requireMember(deps.db, staffId);
  const secret = newTotpSecret();
  await updateStaff(deps.db, staff.id, {
    totp_pending_secret: encryptTotpSecret(deps.secret, secret),
    updated_at: deps.now().toISOString(),
  });
  return enrolmentFacts(secret, staff.email);
}

export type TotpOutcome =
  | { readonly ok: true; readonly staff: StaffRow }
  | { readonly ok: false; readonly code: 'TOTP_INVALID' | 'TOTP_NOT_STARTED' };

export async function enableTotp(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
  code: string,
): Promise<TotpOutcome> {
  const now = deps.now();
  const staff = await requireMember(deps.db, staffId);
  const pending = staff.totp_pending_secret ? readTotpSecret(deps, staff.totp_pending_secret) : null;
  if (!pending) return { ok: false, code: 'TOTP_NOT_STARTED' };
  const step = verifiedTotpStep(pending, staff.email, code, now);
  if (step === null) return { ok: false, code: 'TOTP_INVALID' };
  return inTransaction(deps.db, async (trx) => {
    const after = await changeMember(
      trx,
      actor,
      staff,
      'staff.totp_enable',
      {
        // Encrypted again: a pending secret may date from before a rotation of SHOP_SECRET.
        totp_secret: encryptTotpSecret(deps.secret, pending),
        totp_pending_secret: null,
        totp_enabled_at: now.toISOString(),
        totp_last_step: step,
      },
      now,
    );
    return { ok: true, staff: after } as const;
  });
}

export type PasswordCheckOutcome =
  | { readonly ok: true; readonly staff: StaffRow }
  | { readonly ok: false; readonly code: 'INVALID_CREDENTIALS' | 'TOTP_REQUIRED_FOR_OWNERS' };

export async function disableTotp(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
  password: string,
): Promise<PasswordCheckOutcome> {
  const now = deps.now();
  const staff = await requireMember(deps.db, staffId);
  if (staff.role === 'owner') return { ok: false, code: 'TOTP_REQUIRED_FOR_OWNERS' };
  if (!staff.password_hash || !(await verifyPassword(staff.password_hash, password))) {
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  return inTransaction(deps.db, async (trx) => {
    const after = await changeMember(trx, actor, staff, 'staff.totp_disable', withoutTotp, now);
    return { ok: true, staff: after } as const;
  });
}

/** A new password; every other session of the member ends. */
export async function changeStaffPassword(
  deps: StaffDeps,
  actor: Actor,
  input: { staffId: number; current: string; next: string; keepSession: string },
): Promise<PasswordCheckOutcome> {
  const now = deps.now();
  const staff = await requireMember(deps.db, input.staffId);
  if (!staff.password_hash || !(await verifyPassword(staff.password_hash, input.current))) {
    return { ok: false, code: 'INVALID_CREDENTIALS' };
  }
  const hash = await hashPassword(input.next);
  return inTransaction(deps.db, async (trx) => {
    await updateStaff(trx, staff.id, { password_hash: hash, updated_at: now.toISOString() });
    await revokeStaffSessions(trx, staff.id, now.toISOString(), input.keepSession);
    await recordAudit(
      trx,
      actor,
      { action: 'staff.password_change', entityType: 'staff', entityId: staff.id, before: null, after: null },
      now,
    );
    return { ok: true, staff } as const;
  });
}

export async function updateStaffProfile(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
  changes: { name?: string | undefined; language?: StaffLanguage | undefined },
): Promise<StaffRow> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const before = await requireMember(trx, staffId);
    return changeMember(
      trx,
      actor,
      before,
      'staff.profile',
      {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.language !== undefined ? { language: changes.language } : {}),
      },
      now,
    );
  });
}

export type CreateStaffOutcome =
  | { readonly ok: true; readonly staff: StaffRow; readonly invitationUrl: string }
  | { readonly ok: false; readonly code: 'EMAIL_TAKEN' };

function invitationUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}/admin/invitation?token=${encodeURIComponent(secret)}`;
}

/**
 * Invites a member: the account exists without a password until the member follows the mailed
 * link (72 hours, once) and chooses one. Nobody but the member ever knows the password.
 */
export async function inviteStaff(
  deps: StaffDeps,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; language: StaffLanguage; inviterName: string },
): Promise<CreateStaffOutcome> {
  const now = deps.now();
  if (await findStaffByEmail(deps.db, input.email)) return { ok: false, code: 'EMAIL_TAKEN' };
  const secret = newOneTimeSecret();
  const link = invitationUrl(deps.publicUrl, secret);
  const mail = renderStaffInvitationMail({
    name: input.name,
    inviterName: input.inviterName,
    link,
    language: input.language,
  });
  return inTransaction(deps.db, async (trx) => {
    const id = await insertStaff(
      trx,
      {
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash: null,
        language: input.language,
      },
      now.toISOString(),
    );
    await insertStaffToken(trx, {
      secretHash: hashSecret(secret),
      purpose: 'invitation',
      staffId: id,
      expiresAt: new Date(now.getTime() + invitationHours * 3_600_000).toISOString(),
      now: now.toISOString(),
    });
    await queueMail(
      trx,
      {
        to: input.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        kind: 'staff_invitation',
        locale: input.language,
      },
      now,
    );
    const staff = await requireMember(trx, id);
    await recordAudit(
      trx,
      actor,
      { action: 'staff.invite', entityType: 'staff', entityId: id, before: null, after: auditView(staff) },
      now,
    );
    return { ok: true, staff, invitationUrl: link } as const;
  });
}

export type AcceptInvitationOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'INVITATION_INVALID' };

export async function acceptInvitation(
  deps: StaffDeps,
  input: { token: string; password: string; address: string },
): Promise<AcceptInvitationOutcome> {
  const now = deps.now();
  const hash = await hashPassword(input.password);
  return inTransaction(deps.db, async (trx) => {
    const staffId = await consumeStaffToken(trx, hashSecret(input.token), 'invitation', now.toISOString());
    if (staffId === null) return { ok: false, code: 'INVITATION_INVALID' } as const;
    const staff = await requireMember(trx, staffId);
    await updateStaff(trx, staffId, { password_hash: hash, updated_at: now.toISOString() });
    await recordAudit(
      trx,
      { staffId, name: staff.email, address: input.address },
      {
        action: 'staff.invitation_accept',
        entityType: 'staff',
        entityId: staffId,
        before: null,
        after: null,
      },
      now,
    );
    return { ok: true } as const;
  });
}

export type UpdateStaffOutcome =
  | { readonly ok: true; readonly staff: StaffRow }
  | { readonly ok: false; readonly code: 'NOT_FOUND' | 'LAST_OWNER' };

/**
 * Changes a member's role, name or whether they may sign in. A deactivated member is signed out
 * everywhere. The shop always keeps one active owner: the last one cannot be demoted or
 * deactivated (checked inside the transaction, so two owners demoting each other cannot both win).
 */
export async function updateStaffMember(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
  changes: { role?: StaffRole | undefined; active?: boolean | undefined; name?: string | undefined },
): Promise<UpdateStaffOutcome> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const before = await findStaffById(trx, staffId);
    if (!before) return { ok: false, code: 'NOT_FOUND' } as const;
    const after = await changeMember(
      trx,
      actor,
      before,
      'staff.update',
      {
        ...(changes.role !== undefined ? { role: changes.role } : {}),
        ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
        ...(changes.name !== undefined ? { name: changes.name } : {}),
      },
      now,
    );
    const ownerLeft = before.role === 'owner' && before.active === 1 && before.password_hash !== null;
    if (ownerLeft && (await countActiveOwners(trx)) === 0) throw new LastOwnerRefusal();
    if (changes.active === false) await revokeStaffSessions(trx, staffId, now.toISOString());
    return { ok: true, staff: after } as const;
  }).catch((error: unknown) => {
    if (error instanceof LastOwnerRefusal) return { ok: false, code: 'LAST_OWNER' } as const;
    throw error;
  });
}

/** Thrown inside the transaction to roll the change back. */
class LastOwnerRefusal extends Error {}

/** For a lost phone: two-factor off until the member enrols again (an owner must, at the next sign-in). */
export async function resetStaffTotp(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
): Promise<StaffRow | null> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const before = await findStaffById(trx, staffId);
    if (!before) return null;
    const after = await changeMember(trx, actor, before, 'staff.totp_reset', withoutTotp, now);
    await revokeStaffSessions(trx, staffId, now.toISOString());
    return after;
  });
}

export async function listStaffMembers(db: Kysely<Database>) {
  return (await listStaff(db)).map(staffListItem);
}

/**
 * A member with a password, made from the command line (the first owner) or the demo seed; the
 * TOTP secret, when given, is stored encrypted and two-factor is on from the start.
 */
export async function createStaffWithPassword(
  deps: Pick<StaffDeps, 'db' | 'secret' | 'now'>,
  actor: Actor,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    password: string;
    language?: StaffLanguage;
    totpSecret?: string;
  },
): Promise<CreateStaffOutcome | { readonly ok: true; readonly staff: StaffRow }> {
  const now = deps.now();
  if (await findStaffByEmail(deps.db, input.email)) return { ok: false, code: 'EMAIL_TAKEN' };
  const hash = await hashPassword(input.password);
  return inTransaction(deps.db, async (trx) => {
    const id = await insertStaff(
      trx,
      {
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash: hash,
        language: input.language ?? 'en',
        totpSecret: input.totpSecret ? encryptTotpSecret(deps.secret, input.totpSecret) : null,
      },
      now.toISOString(),
    );
    const staff = await requireMember(trx, id);
    await recordAudit(
      trx,
      actor,
      { action: 'staff.create', entityType: 'staff', entityId: id, before: null, after: auditView(staff) },
      now,
    );
    return { ok: true, staff } as const;
  });
}

/** The command line's password reset for a member who lost it (an owner locked out, say). */
export async function setStaffPassword(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  actor: Actor,
  staffId: number,
  password: string,
): Promise<void> {
  const now = deps.now();
  const hash = await hashPassword(password);
  await inTransaction(deps.db, async (trx) => {
    await updateStaff(trx, staffId, { password_hash: hash, updated_at: now.toISOString() });
    await revokeStaffSessions(trx, staffId, now.toISOString());
    await recordAudit(
      trx,
      actor,
      { action: 'staff.password_set', entityType: 'staff', entityId: staffId, before: null, after: null },
      now,
    );
  });
}
