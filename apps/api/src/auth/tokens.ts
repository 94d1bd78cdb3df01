import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Spec 4 and 9: access tokens last 3600 seconds. */
export const accessTokenSeconds = 3600;
export const refreshTokenSeconds = { account: 30 * 24 * 3600, order: 7 * 24 * 3600 } as const;

export type TokenKind = 'account' | 'order';

/** What an access token says: who (an account or one order) and what it may do (scope). */
export interface AccessClaims {
  readonly kind: TokenKind;
  /** The customer id for an account token, the order id for an order token. */
  readonly sub: number;
  /** 'customer' or 'my-order' (spec 3, User / auth). */
  readonly scope: string;
  /**
   * The session (refresh-token family) the token belongs to: an access token dies with its
   * session, at sign-out, a password change or reset, or a refresh token's reuse.
   */
  readonly fam: string;
  readonly iat: number;
  readonly exp: number;
}

function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

/** An HS256 JSON Web Token: stateless, so any server process can check it. */
export function signAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  now: Date = new Date(),
): { token: string; expiresIn: number } {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  // A random id makes every token unique, even two of one account in the same second: a
  // `?token=` link's token is traded for a session once (token-login.ts), by its hash.
  const jti = randomBytes(12).toString('base64url');
  const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + accessTokenSeconds, jti }));
  return {
    token: `${header}.${payload}.${sign(secret, `${header}.${payload}`)}`,
    expiresIn: accessTokenSeconds,
  };
}

export function verifyAccessToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): AccessClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!isClaims(claims)) return null;
    if (claims.exp <= Math.floor(now.getTime() / 1000)) return null;
    return claims;
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is AccessClaims {
  if (!value || typeof value !== 'object') return false;
  const claims = value as Record<string, unknown>;
  return (
    (claims.kind === 'account' || claims.kind === 'order') &&
    typeof claims.sub === 'number' &&
    typeof claims.scope === 'string' &&
    typeof claims.fam === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

/** An opaque refresh token `{id}.{secret}`; only a hash of the secret is stored. */
export function newRefreshToken(): { id: string; secret: string; token: string } {
  const id = randomBytes(16).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { id, secret, token: `${id}.${secret}` };
}

export function parseRefreshToken(token: string): { id: string; secret: string } | null {
  const match = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newOneTimeSecret(): string {
  return randomBytes(32).toString('base64url');
}
