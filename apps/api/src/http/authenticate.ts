import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AccessClaims, type TokenKeys, verifyAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isFamilyLive } from '../repositories/refresh-tokens.repository.ts';

/**
 * How long a process trusts that a session it saw live still is. A session ended in this process
 * is forgotten at once; one ended in another process is refused here within these seconds.
 */
const liveSessionSeconds = 5;

export interface Authenticator {
  /** The claims of the request's bearer token; 401 when there is none or it is not valid. */
  requireToken(request: FastifyRequest): Promise<AccessClaims>;
  /** An account endpoint: an order login may read its own order and nothing else (spec 6). */
  requireAccount(request: FastifyRequest): Promise<AccessClaims>;
  /** The claims when the request carries a token (which must then be valid), else null. */
  optionalToken(request: FastifyRequest): Promise<AccessClaims | null>;
  /** Forgets what this process knew of sessions that just ended (all of them without a list). */
  forgetSessions(familyIds?: readonly string[]): void;
}

/**
 * Access tokens are signed, so any process can check them, and they name their session: a token
 * of a session that ended (sign-out, a password change or reset, a refresh token's reuse) is
 * refused although its hour has not passed (issue 22, point 8).
 */
export function createAuthenticator(db: Kysely<Database>, keys: TokenKeys): Authenticator {
  const liveUntil = new Map<string, number>();

  const isLive = async (familyId: string): Promise<boolean> => {
    const now = Date.now();
    const until = liveUntil.get(familyId);
    if (until !== undefined && until > now) return true;
    const live = await isFamilyLive(db, familyId);
    if (live) {
      if (liveUntil.size > 10_000) liveUntil.clear();
      liveUntil.set(familyId, now + liveSessionSeconds * 1000);
    } else liveUntil.delete(familyId);
    return live;
  };

  const requireToken = async (request: FastifyRequest): Promise<AccessClaims> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token)
      throw new AppError(
        'UNAUTHENTICATED',
        401,
        'Sign in first: the Authorization header has no bearer token',
      );
    const claims = await verifyAccessToken(keys, token);
    if (!claims) throw new AppError('UNAUTHENTICATED', 401, 'The access token is invalid or has expired');
    if (!(await isLive(claims.fam))) {
      throw new AppError('SESSION_ENDED', 401, 'The session of this token has ended: sign in again');
    }
    return claims;
  };

  return {
    requireToken,
    async requireAccount(request) {
      const claims = await requireToken(request);
      if (claims.kind !== 'account') {
        throw new AppError('FORBIDDEN', 403, 'An order login gives access to its own order only');
      }
      return claims;
    },
    async optionalToken(request) {
      return request.headers.authorization ? requireToken(request) : null;
    },
    forgetSessions(familyIds) {
      if (!familyIds) liveUntil.clear();
      else for (const familyId of familyIds) liveUntil.delete(familyId);
    },
  };
}
