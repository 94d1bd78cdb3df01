import { createHash, randomBytes } from 'node:crypto';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

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

/**
 * Access tokens are JSON Web Tokens made and checked by the jose library (issue 18): HS256 only,
 * with the shop as issuer and the token kind as audience, so an account token is never taken for
 * an order token. Staff never hold one: the back office uses opaque session cookies
 * (admin/staff-sessions.ts), which are not JWTs, so neither is ever accepted as the other.
 */
export const tokenIssuer = 'phone-parts-shop';
export const tokenAudiences = { account: 'shop-account', order: 'shop-order' } as const;
const algorithm = 'HS256';

/** A secret with the key id that names it in a token's header. */
interface TokenKey {
  readonly kid: string;
  readonly key: Uint8Array;
}

/**
 * The keys a process checks tokens with: SHOP_SECRET, and after a rotation SHOP_SECRET_PREVIOUS,
 * which is trusted only for one token lifetime after the process started: every token it signed
 * before the rotation has expired by then, and a leaked old secret stops minting tokens.
 */
export interface TokenKeys {
  readonly current: TokenKey;
  readonly previous: TokenKey | null;
  /** Epoch seconds after which the previous secret is no longer trusted. */
  readonly previousUntil: number;
}

/** The key id of a secret: the first 8 hex digits of its SHA-256, which tells keys apart and hides them. */
export function keyIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 8);
}

function tokenKeyOf(secret: string): TokenKey {
  return { kid: keyIdOf(secret), key: new TextEncoder().encode(secret) };
}

export function createTokenKeys(
  secret: string,
  previousSecret: string | null = null,
  now: Date = new Date(),
): TokenKeys {
  return {
    current: tokenKeyOf(secret),
    previous: previousSecret ? tokenKeyOf(previousSecret) : null,
    previousUntil: Math.floor(now.getTime() / 1000) + accessTokenSeconds,
  };
}

/** An HS256 JSON Web Token: stateless, so any server process can check it. Signed with SHOP_SECRET. */
export async function signAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'iat' | 'exp'>,
  now: Date = new Date(),
): Promise<{ token: string; expiresIn: number }> {
  const { kid, key } = tokenKeyOf(secret);
  const iat = Math.floor(now.getTime() / 1000);
  // A random id makes every token unique, even two of one account in the same second: a
  // `?token=` link's token is traded for a session once (token-login.ts), by its hash.
  const token = await new SignJWT({ kind: claims.kind, scope: claims.scope, fam: claims.fam })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT', kid })
    .setIssuer(tokenIssuer)
    .setAudience(tokenAudiences[claims.kind])
    .setSubject(String(claims.sub))
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessTokenSeconds)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(key);
  return { token, expiresIn: accessTokenSeconds };
}

export interface VerifyOptions {
  /** The kinds the caller takes; both unless said. */
  readonly kinds?: readonly TokenKind[];
  readonly now?: Date;
}

/**
 * The claims of a valid token, else null: a wrong algorithm (none, HS512, RS256...), issuer or
 * audience, an unknown key id, a bad signature or an expired token are all refused alike.
 */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
  options: VerifyOptions = {},
): Promise<AccessClaims | null> {
  const now = options.now ?? new Date();
  const kinds = options.kinds ?? (['account', 'order'] as const);
  try {
    const { payload, protectedHeader } = await jwtVerify(token, (header) => keyFor(keys, header.kid, now), {
      algorithms: [algorithm],
      issuer: tokenIssuer,
      audience: kinds.map((kind) => tokenAudiences[kind]),
      typ: 'JWT',
      currentDate: now,
      maxTokenAge: accessTokenSeconds,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = claimsOf(payload);
    // The kind inside must be the audience the token was made for.
    if (!claims || payload.aud !== tokenAudiences[claims.kind] || !protectedHeader.kid) return null;
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

function keyFor(keys: TokenKeys, kid: string | undefined, now: Date): Uint8Array {
  if (kid === keys.current.kid) return keys.current.key;
  if (keys.previous && kid === keys.previous.kid && Math.floor(now.getTime() / 1000) <= keys.previousUntil) {
    return keys.previous.key;
  }
  throw new errors.JWSSignatureVerificationFailed('The token was signed with a key this shop does not hold');
}

function claimsOf(payload: JWTPayload): AccessClaims | null {
  const { kind, sub, scope, fam, iat, exp } = payload;
  if (kind !== 'account' && kind !== 'order') return null;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,15}$/.test(sub)) return null;
  if (typeof scope !== 'string' || typeof fam !== 'string') return null;
  if (typeof iat !== 'number' || typeof exp !== 'number') return null;
  return { kind, sub: Number(sub), scope, fam, iat, exp };
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
