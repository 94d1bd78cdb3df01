import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { staffSessionCookie } from '@shop/contracts/admin-permissions';
import type { Kysely } from 'kysely';
import { hashSecret } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import type { StaffRow } from '../repositories/staff.repository.ts';
import {
  findStaffSession,
  insertStaffSession,
  type StaffSessionRow,
  touchStaffSession,
} from '../repositories/staff-sessions.repository.ts';

/**
 * Back-office sessions are cookies, not bearer tokens: the cookie is HttpOnly (no script reads
 * it), SameSite=Strict (no other site sends it), Secure behind TLS, and sent only to /api/admin.
 * The table keeps a hash of the token, so a copy of the database opens no session. A session
 * ends after an idle hour, after 12 hours in all, at sign-out, and when the member's password
 * changes or the member is deactivated.
 */
export const staffSessionLimits = { idleMinutes: 60, absoluteHours: 12, touchEverySeconds: 60 } as const;

const cookiePath = '/api/admin';

export function newStaffSessionToken(): { token: string; idHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, idHash: hashSecret(token) };
}

/**
 * The CSRF token of a session, derived from it with the shop's secret: nothing to store, and
 * useless for any other session. Writes send it back in the x-csrf-token header (a page of
 * another site can neither read it nor set that header).
 */
export function csrfTokenFor(secret: string, idHash: string): string {
  return createHmac('sha256', secret).update(`staff-csrf:${idHash}`).digest('base64url');
}

export function isCsrfTokenValid(secret: string, idHash: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenFor(secret, idHash));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function sessionCookieHeader(
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  return [
    `${staffSessionCookie}=${token}`,
    `Path=${cookiePath}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearedSessionCookieHeader(secure: boolean): string {
  return sessionCookieHeader('', { secure, maxAgeSeconds: 0 });
}

/** The session token of a request's Cookie header, or null. */
export function readSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === staffSessionCookie) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
    }
  }
  return null;
}

export async function openStaffSession(
  db: Kysely<Database>,
  staff: Pick<StaffRow, 'id'>,
  context: { address: string; userAgent: string; now: Date },
): Promise<{ token: string; idHash: string; expiresAt: string }> {
  const { token, idHash } = newStaffSessionToken();
  const at = context.now.toISOString();
  const expiresAt = new Date(
    context.now.getTime() + staffSessionLimits.absoluteHours * 3_600_000,
  ).toISOString();
  await insertStaffSession(db, {
    id_hash: idHash,
    staff_id: staff.id,
    created_at: at,
    last_seen_at: at,
    expires_at: expiresAt,
    revoked_at: null,
    address: context.address.slice(0, 64),
    user_agent: context.userAgent.slice(0, 300),
  });
  return { token, idHash, expiresAt };
}

export interface ResolvedStaffSession {
  readonly session: StaffSessionRow;
  readonly staff: StaffRow;
}

/** The live session of a token, its last use brought up to date; null when it ended. */
export async function resolveStaffSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ResolvedStaffSession | null> {
  const found = await findStaffSession(db, hashSecret(token));
  if (!found) return null;
  const { session, staff } = found;
  const at = now.toISOString();
  const idleSince = new Date(now.getTime() - staffSessionLimits.idleMinutes * 60_000).toISOString();
  if (session.revoked_at !== null || session.expires_at <= at || session.last_seen_at < idleSince)
    return null;
  if (staff.active !== 1 || staff.password_hash === null) return null;
  const touchAfter = new Date(now.getTime() - staffSessionLimits.touchEverySeconds * 1000).toISOString();
  if (session.last_seen_at < touchAfter) await touchStaffSession(db, session.id_hash, at);
  return { session, staff };
}
