import { generateKeyPairSync } from 'node:crypto';
import { staffSessionCookie } from '@shop/contracts/admin-permissions';
import { type JWTPayload, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { newStaffSessionToken, readSessionToken } from '../admin/staff-sessions.ts';
import {
  accessTokenSeconds,
  createTokenKeys,
  hashSecret,
  keyIdOf,
  newRefreshToken,
  parseRefreshToken,
  signAccessToken,
  tokenAudiences,
  tokenIssuer,
  verifyAccessToken,
} from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-000000';
const previousSecret = 'the-secret-before-the-rotation-1111111111';
const keys = createTokenKeys(secret);
const now = new Date('2026-11-21T10:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const account = { kind: 'account', sub: 7, scope: 'customer', fam: 'family-1' } as const;

/** A token made by hand with jose: what an attacker or another system could send. */
async function craft(
  header: { alg: string; kid?: string },
  claims: JWTPayload,
  key: Uint8Array | import('node:crypto').KeyObject = new TextEncoder().encode(secret),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind: 'account', scope: 'customer', fam: 'family-1', ...claims })
    .setProtectedHeader({ typ: 'JWT', kid: keyIdOf(secret), ...header })
    .setIssuer(typeof claims.iss === 'string' ? claims.iss : tokenIssuer)
    .setAudience(claims.aud ?? tokenAudiences.account)
    .setSubject('7')
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessTokenSeconds)
    .sign(key);
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access tokens', () => {
  it('last 3600 seconds (spec 9)', async () => {
    const { token, expiresIn } = await signAccessToken(secret, account, now);
    expect(expiresIn).toBe(3600);
    expect(accessTokenSeconds).toBe(3600);
    expect((await verifyAccessToken(keys, token, { now: at(3599) }))?.sub).toBe(7);
    expect(await verifyAccessToken(keys, token, { now: at(3600) })).toBeNull();
  });

  it('carry the claims the shop reads, the issuer, the audience of their kind and the key id', async () => {
    const { token } = await signAccessToken(secret, account, now);
    const [header = '', payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: keyIdOf(secret),
    });
    expect(keyIdOf(secret)).toMatch(/^[0-9a-f]{8}$/);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'phone-parts-shop', aud: 'shop-account', sub: '7', kind: 'account' });
    expect(await verifyAccessToken(keys, token, { now })).toMatchObject({
      kind: 'account',
      sub: 7,
      scope: 'customer',
      fam: 'family-1',
    });
  });

  it('are refused when signed with another secret or altered', async () => {
    const { token } = await signAccessToken(
      secret,
      { kind: 'order', sub: 1, scope: 'my-order', fam: 'f' },
      now,
    );
    expect(await verifyAccessToken(createTokenKeys(`${secret}x`), token, { now })).toBeNull();
    const [header, payload = '', signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = encode({ ...claims, kind: 'account', scope: 'customer', aud: 'shop-account' });
    expect(await verifyAccessToken(keys, `${header}.${forged}.${signature}`, { now })).toBeNull();
    expect(await verifyAccessToken(keys, `${token.slice(0, -2)}AA`, { now })).toBeNull();
    expect(await verifyAccessToken(keys, 'not-a-token', { now })).toBeNull();
    expect(await verifyAccessToken(keys, 'a.b.c', { now })).toBeNull();
  });

  describe('only HS256: a header that names another algorithm is refused', () => {
    it('alg none, without a signature', async () => {
      const { token } = await signAccessToken(secret, account, now);
      const [, payload] = token.split('.');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT', kid: keyIdOf(secret) })}.${payload}.`;
      expect(await verifyAccessToken(keys, unsigned, { now })).toBeNull();
    });

    it('HS512, although signed with the shop secret itself', async () => {
      const token = await craft({ alg: 'HS512' }, {});
      expect(await verifyAccessToken(keys, token, { now })).toBeNull();
    });

    it('RS256, signed with a key pair of its own', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const token = await craft({ alg: 'RS256' }, {}, privateKey);
      expect(await verifyAccessToken(keys, token, { now })).toBeNull();
    });

    it('while the same claims under HS256 are accepted (the crafted tokens differ only there)', async () => {
      expect(await verifyAccessToken(keys, await craft({ alg: 'HS256' }, {}), { now })).not.toBeNull();
    });
  });

  it('are refused from another issuer', async () => {
    const token = await craft({ alg: 'HS256' }, { iss: 'another-shop' });
    expect(await verifyAccessToken(keys, token, { now })).toBeNull();
  });

  describe('audience: one kind of token is never taken for another', () => {
    it('an account token is not an order token, nor the reverse', async () => {
      const accountToken = (await signAccessToken(secret, account, now)).token;
      const orderToken = (
        await signAccessToken(secret, { kind: 'order', sub: 3, scope: 'my-order', fam: 'f' }, now)
      ).token;
      expect(await verifyAccessToken(keys, accountToken, { kinds: ['order'], now })).toBeNull();
      expect(await verifyAccessToken(keys, orderToken, { kinds: ['account'], now })).toBeNull();
      expect((await verifyAccessToken(keys, accountToken, { kinds: ['account'], now }))?.kind).toBe(
        'account',
      );
      expect((await verifyAccessToken(keys, orderToken, { kinds: ['order'], now }))?.kind).toBe('order');
    });

    it('a kind claim that contradicts the audience is refused', async () => {
      const token = await craft({ alg: 'HS256' }, { aud: tokenAudiences.order, kind: 'account' });
      expect(await verifyAccessToken(keys, token, { now })).toBeNull();
    });

    it('a token for another audience is refused', async () => {
      const token = await craft({ alg: 'HS256' }, { aud: 'shop-staff' });
      expect(await verifyAccessToken(keys, token, { now })).toBeNull();
    });

    it('a customer token is never a staff session, and a staff session is never a customer token', async () => {
      const customer = (await signAccessToken(secret, account, now)).token;
      expect(readSessionToken(`${staffSessionCookie}=${customer}`)).toBeNull();
      const staff = newStaffSessionToken().token;
      expect(readSessionToken(`${staffSessionCookie}=${staff}`)).toBe(staff);
      expect(await verifyAccessToken(keys, staff, { now })).toBeNull();
    });
  });

  describe('rotation: SHOP_SECRET signs, SHOP_SECRET_PREVIOUS still verifies for one token lifetime', () => {
    const rotated = createTokenKeys(secret, previousSecret, now);

    it('a token signed with the previous secret is accepted after the rotation, picked by its key id', async () => {
      const before = (await signAccessToken(previousSecret, account, at(-60))).token;
      expect((await verifyAccessToken(rotated, before, { now }))?.sub).toBe(7);
      // Without the previous secret configured, the same token is refused.
      expect(await verifyAccessToken(keys, before, { now })).toBeNull();
    });

    it('new tokens are signed with the new secret and carry its key id', async () => {
      const { token } = await signAccessToken(secret, account, now);
      expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid).toBe(
        keyIdOf(secret),
      );
      expect(await verifyAccessToken(rotated, token, { now })).not.toBeNull();
    });

    it('the previous secret is trusted for one token lifetime after the start only', async () => {
      const later = at(accessTokenSeconds + 1);
      const minted = (await signAccessToken(previousSecret, account, at(accessTokenSeconds - 10))).token;
      expect(await verifyAccessToken(rotated, minted, { now: at(accessTokenSeconds - 5) })).not.toBeNull();
      expect(await verifyAccessToken(rotated, minted, { now: later })).toBeNull();
    });

    it('a token signed with an unknown old secret is refused, whatever key id it claims', async () => {
      const unknown = 'an-old-secret-nobody-configured-22222222';
      const token = (await signAccessToken(unknown, account, now)).token;
      expect(await verifyAccessToken(rotated, token, { now })).toBeNull();
      const claimingCurrent = await craft({ alg: 'HS256' }, {}, new TextEncoder().encode(unknown));
      expect(await verifyAccessToken(rotated, claimingCurrent, { now })).toBeNull();
      const claimingPrevious = await craft(
        { alg: 'HS256', kid: keyIdOf(previousSecret) },
        {},
        new TextEncoder().encode(unknown),
      );
      expect(await verifyAccessToken(rotated, claimingPrevious, { now })).toBeNull();
    });

    it('a token without a key id is refused', async () => {
      const token = await new SignJWT({ kind: 'account', scope: 'customer', fam: 'f' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudiences.account)
        .setSubject('7')
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
        .sign(new TextEncoder().encode(secret));
      expect(await verifyAccessToken(keys, token, { now })).toBeNull();
    });
  });

  it('a token that claims a lifetime longer than an hour is refused once an hour has passed', async () => {
    const iat = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT({ kind: 'account', scope: 'customer', fam: 'f' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(secret) })
      .setIssuer(tokenIssuer)
      .setAudience(tokenAudiences.account)
      .setSubject('7')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 30 * 24 * 3600)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(keys, token, { now: at(60) })).not.toBeNull();
    expect(await verifyAccessToken(keys, token, { now: at(accessTokenSeconds + 1) })).toBeNull();
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
