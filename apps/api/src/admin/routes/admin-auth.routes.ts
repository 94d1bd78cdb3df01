import {
  invitationAcceptRequestSchema,
  passwordChangeRequestSchema,
  staffLoginRequestSchema,
  staffProfileRequestSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
} from '@shop/contracts/admin-auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../http/parse.ts';
import type { StaffRow } from '../../repositories/staff.repository.ts';
import { revokeStaffSession } from '../../repositories/staff-sessions.repository.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import {
  acceptInvitation,
  changeStaffPassword,
  disableTotp,
  enableTotp,
  type StaffDeps,
  signInStaff,
  staffMemberView,
  startTotpEnrolment,
  updateStaffProfile,
} from '../staff-accounts.ts';
import {
  clearedSessionCookieHeader,
  csrfTokenFor,
  sessionCookieHeader,
  staffSessionLimits,
} from '../staff-sessions.ts';

const refusals = {
  INVALID_CREDENTIALS: () => new AppError('INVALID_CREDENTIALS', 401, 'Wrong e-mail address or password'),
  RATE_LIMITED: () =>
    new AppError(
      'RATE_LIMITED',
      429,
      'Too many failed sign-ins for this account or address: wait 15 minutes',
    ),
  TOTP_REQUIRED: () =>
    new AppError(
      'TOTP_REQUIRED',
      401,
      'Two-factor sign-in is on: send the 6-digit code of your authenticator app',
    ),
  TOTP_INVALID: () => new AppError('TOTP_INVALID', 401, 'The 6-digit code is wrong, expired or already used'),
  TOTP_NOT_STARTED: () =>
    new AppError('TOTP_NOT_STARTED', 409, 'Start the enrolment first (POST /api/admin/auth/totp/setup)'),
  TOTP_REQUIRED_FOR_OWNERS: () =>
    new AppError('TOTP_REQUIRED_FOR_OWNERS', 403, 'Owners must keep two-factor sign-in on'),
  INVITATION_INVALID: () =>
    new AppError(
      'INVITATION_INVALID',
      401,
      'The invitation link is not valid, was used or has expired: ask for a new one',
    ),
} as const;

/** Behind a proxy that ends TLS, the request came over https when TRUST_PROXY says so. */
function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function sessionAnswer(secret: string, staff: StaffRow, idHash: string, expiresAt: string) {
  return { staff: staffMemberView(staff), csrf_token: csrfTokenFor(secret, idHash), expires_at: expiresAt };
}

/** Sign-in, the session, two-factor, password and profile of the signed-in member. */
export function adminAuthHandlers(deps: StaffDeps): AdminHandlers {
  return {
    'POST /api/admin/auth/login': async ({ request, reply }) => {
      const body = parseInput(staffLoginRequestSchema, request.body, 'body');
      const outcome = await signInStaff(deps, {
        ...body,
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      if (!outcome.ok) throw refusals[outcome.code]();
      reply.header(
        'set-cookie',
        sessionCookieHeader(outcome.token, {
          secure: isSecure(request),
          maxAgeSeconds: staffSessionLimits.absoluteHours * 3600,
        }),
      );
      return sessionAnswer(deps.secret, outcome.staff, outcome.idHash, outcome.expiresAt);
    },

    'POST /api/admin/auth/invitations/accept': async ({ request }) => {
      const body = parseInput(invitationAcceptRequestSchema, request.body, 'body');
      const outcome = await acceptInvitation(deps, { ...body, address: request.ip });
      if (!outcome.ok) throw refusals[outcome.code]();
      return { ok: true };
    },

    'GET /api/admin/auth/session': async (call) => {
      const { staff, session } = memberOf(call);
      return sessionAnswer(deps.secret, staff, session.id_hash, session.expires_at);
    },

    'POST /api/admin/auth/logout': async (call) => {
      const { session } = memberOf(call);
      await revokeStaffSession(deps.db, session.id_hash, deps.now().toISOString());
      call.reply.header('set-cookie', clearedSessionCookieHeader(isSecure(call.request)));
      return { ok: true };
    },

    'POST /api/admin/auth/totp/setup': async (call) => startTotpEnrolment(deps, memberOf(call).staff.id),

    'POST /api/admin/auth/totp/enable': async (call) => {
      const { staff, session, actor } = memberOf(call);
      const { code } = parseInput(totpEnableRequestSchema, call.request.body, 'body');
      const outcome = await enableTotp(deps, actor, staff.id, code);
      if (!outcome.ok) throw refusals[outcome.code]();
      return sessionAnswer(deps.secret, outcome.staff, session.id_hash, session.expires_at);
    },

    'POST /api/admin/auth/totp/disable': async (call) => {
      const { staff, session, actor } = memberOf(call);
      const { password } = parseInput(totpDisableRequestSchema, call.request.body, 'body');
      const outcome = await disableTotp(deps, actor, staff.id, password);
      if (!outcome.ok) throw refusals[outcome.code]();
      return sessionAnswer(deps.secret, outcome.staff, session.id_hash, session.expires_at);
    },

    'POST /api/admin/auth/password': async (call) => {
      const { staff, session, actor } = memberOf(call);
      const body = parseInput(passwordChangeRequestSchema, call.request.body, 'body');
      const outcome = await changeStaffPassword(deps, actor, {
        staffId: staff.id,
        current: body.current_password,
        next: body.new_password,
        keepSession: session.id_hash,
      });
      if (!outcome.ok) throw refusals[outcome.code]();
      return { ok: true };
    },

    'PATCH /api/admin/auth/profile': async (call) => {
      const { staff, session, actor } = memberOf(call);
      const changes = parseInput(staffProfileRequestSchema, call.request.body, 'body');
      const updated = await updateStaffProfile(deps, actor, staff.id, changes);
      return sessionAnswer(deps.secret, updated, session.id_hash, session.expires_at);
    },
  };
}
