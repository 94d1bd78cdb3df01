import type { FastifyRequest } from 'fastify';
import { type AccessClaims, verifyAccessToken } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';

/** The claims of the request's bearer token; 401 when there is none or it is not valid. */
export function requireToken(request: FastifyRequest, secret: string): AccessClaims {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token)
    throw new AppError('UNAUTHENTICATED', 401, 'Sign in first: the Authorization header has no bearer token');
  const claims = verifyAccessToken(secret, token);
  if (!claims) throw new AppError('UNAUTHENTICATED', 401, 'The access token is invalid or has expired');
  return claims;
}

/** An account endpoint: an order login may read its own order and nothing else (spec 6). */
export function requireAccount(request: FastifyRequest, secret: string): AccessClaims {
  const claims = requireToken(request, secret);
  if (claims.kind !== 'account') {
    throw new AppError('FORBIDDEN', 403, 'An order login gives access to its own order only');
  }
  return claims;
}

/** The order a request may read: its own with an order token; any of the account's with an account token. */
export function optionalToken(request: FastifyRequest, secret: string): AccessClaims | null {
  return request.headers.authorization ? requireToken(request, secret) : null;
}
