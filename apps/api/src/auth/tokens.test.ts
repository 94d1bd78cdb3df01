import { describe, expect, it } from 'vitest';
import {
  accessTokenSeconds,
  hashSecret,
  newRefreshToken,
  parseRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-000000';

describe('access tokens', () => {
  it('last 3600 seconds (spec 9)', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const { token, expiresIn } = signAccessToken(
      secret,
      { kind: 'account', sub: 7, scope: 'customer', fam: 'family-1' },
      now,
    );
    expect(expiresIn).toBe(3600);
    expect(accessTokenSeconds).toBe(3600);
    expect(verifyAccessToken(secret, token, new Date(now.getTime() + 3599_000))?.sub).toBe(7);
    expect(verifyAccessToken(secret, token, new Date(now.getTime() + 3600_000))).toBeNull();
  });

  it('are refused when signed with another secret or altered', () => {
    const { token } = signAccessToken(secret, { kind: 'order', sub: 1, scope: 'my-order', fam: 'family-2' });
    expect(verifyAccessToken(`${secret}x`, token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ kind: 'account', sub: 1, scope: 'staff', iat: 0, exp: 9e9 }),
    ).toString('base64url');
    expect(verifyAccessToken(secret, `${header}.${forged}.${signature}`)).toBeNull();
    expect(verifyAccessToken(secret, 'not-a-token')).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are opaque: an id and a secret of which only a hash is stored', () => {
    const token = newRefreshToken();
    expect(parseRefreshToken(token.token)).toEqual({ id: token.id, secret: token.secret });
    expect(hashSecret(token.secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(parseRefreshToken('garbage')).toBeNull();
  });
});
