import { adminEndpoints } from '@shop/contracts/admin-endpoints';
import { csrfHeader, type StaffRole } from '@shop/contracts/admin-permissions';
import type { EndpointContract } from '@shop/contracts/endpoint';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { AppError } from '../errors.ts';
import type { StaffRow } from '../repositories/staff.repository.ts';
import type { StaffSessionRow } from '../repositories/staff-sessions.repository.ts';
import type { Actor } from './audit.ts';
import { isTotpRequired } from './staff-accounts.ts';
import { isCsrfTokenValid, readSessionToken, resolveStaffSession } from './staff-sessions.ts';

/** The signed-in member a back-office call is made by. */
export interface SignedInMember {
  readonly staff: StaffRow;
  readonly session: StaffSessionRow;
  readonly actor: Actor;
}

export interface AdminCall {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /** Null only for the calls open to anyone (signing in). */
  readonly member: SignedInMember | null;
}

export type AdminHandler = (call: AdminCall) => Promise<unknown>;
/** Handlers by `METHOD /api/admin/path` of the permission table (admin-endpoints.ts). */
export type AdminHandlers = Readonly<Record<string, AdminHandler>>;

export function endpointKey(endpoint: Pick<EndpointContract, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The member of a call that needs one (the guard has made sure there is one). */
export function memberOf(call: AdminCall): SignedInMember {
  if (!call.member) throw new Error('This back-office call has no signed-in member');
  return call.member;
}

/** What an owner without two-factor may still do: look at the session, sign out, turn it on. */
const enrolmentCalls = new Set([
  'GET /api/admin/auth/session',
  'POST /api/admin/auth/logout',
  'POST /api/admin/auth/totp/setup',
  'POST /api/admin/auth/totp/enable',
]);

function describeRoles(roles: readonly StaffRole[]): string {
  return roles.join(', ');
}

/**
 * The one check in front of every back-office call, in this order: a live session from the
 * HttpOnly cookie (a bearer token, a customer's or an order login's, is no session: 401), the
 * CSRF token on every write (403), the role against the permission table (403), and two-factor
 * for owners (403 until it is on).
 */
export async function guardAdminCall(
  endpoint: (typeof adminEndpoints)[number],
  request: FastifyRequest,
  deps: { readonly database: ApiDependencies['database']; readonly secret: string; readonly now: () => Date },
): Promise<SignedInMember | null> {
  if (endpoint.access === 'anyone') return null;
  const token = readSessionToken(request.headers.cookie);
  const resolved = token ? await resolveStaffSession(deps.database.db, token, deps.now()) : null;
  if (!resolved) {
    throw new AppError(
      'UNAUTHENTICATED',
      401,
      'Sign in to the back office first: there is no live staff session',
    );
  }
  const { staff, session } = resolved;
  if (endpoint.method !== 'GET') {
    const given = request.headers[csrfHeader];
    if (!isCsrfTokenValid(deps.secret, session.id_hash, typeof given === 'string' ? given : undefined)) {
      throw new AppError(
        'CSRF_TOKEN_INVALID',
        403,
        `A write needs the session's CSRF token in the ${csrfHeader} header (csrf_token of the session)`,
      );
    }
  }
  const role = staff.role as StaffRole;
  if (!endpoint.access.includes(role)) {
    throw new AppError(
      'FORBIDDEN',
      403,
      `The ${staff.role} role may not call ${endpoint.method} ${endpoint.path}: it is for ${describeRoles(endpoint.access)}`,
    );
  }
  if (isTotpRequired(staff) && !enrolmentCalls.has(endpointKey(endpoint))) {
    throw new AppError(
      'TOTP_ENROLMENT_REQUIRED',
      403,
      'Owners must sign in with two-factor: turn it on first (POST /api/admin/auth/totp/setup)',
    );
  }
  return { staff, session, actor: { staffId: staff.id, name: staff.email, address: request.ip } };
}

/** `/api/admin/orders/{orderId}` as Fastify's `/admin/orders/:orderId`, under the /api prefix. */
function routePath(path: string): string {
  return path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers every call of the permission table with its handler. A call without a handler, or a
 * handler for no call, stops the start: the table is the whole back office.
 */
export function createAdminPlugin(
  deps: ApiDependencies,
  handlers: readonly AdminHandlers[],
): FastifyPluginAsync {
  const byKey = new Map<string, AdminHandler>();
  for (const group of handlers) for (const [key, handler] of Object.entries(group)) byKey.set(key, handler);
  const keys = new Set(adminEndpoints.map(endpointKey));
  const missing = [...keys].filter((key) => !byKey.has(key));
  const extra = [...byKey.keys()].filter((key) => !keys.has(key));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `The back office's handlers do not match its permission table: missing ${missing.join(', ') || 'none'}; not in the table ${extra.join(', ') || 'none'}`,
    );
  }
  const now = deps.clock ?? (() => new Date());
  return async (api) => {
    // Staff answers are personal: never kept by a browser or a shared cache.
    api.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    for (const endpoint of adminEndpoints) {
      const handler = byKey.get(endpointKey(endpoint)) as AdminHandler;
      api.route({
        method: endpoint.method,
        url: routePath(endpoint.path),
        handler: async (request, reply) => {
          const member = await guardAdminCall(endpoint, request, {
            database: deps.database,
            secret: deps.config.secret,
            now,
          });
          if (endpoint.status) reply.status(endpoint.status);
          return handler({ request, reply, member });
        },
      });
    }
  };
}
