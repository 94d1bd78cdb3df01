import { describe, expect, it } from 'vitest';
import {
  currentTotpCode,
  decryptTotpSecret,
  encryptTotpSecret,
  newTotpSecret,
  readTotpSecret,
  verifiedTotpStep,
} from './totp.ts';

const shopSecret = 'a-shop-secret-of-at-least-32-characters!';

describe('two-factor codes (RFC 6238)', () => {
  it('accepts the current code and the neighbouring steps, nothing further away', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-25T10:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    expect(verifiedTotpStep(secret, 'a@b.se', currentTotpCode(secret, now), now)).toBe(step);
    const previous = currentTotpCode(secret, new Date(now.getTime() - 30_000));
    expect(verifiedTotpStep(secret, 'a@b.se', previous, now)).toBe(step - 1);
    const old = currentTotpCode(secret, new Date(now.getTime() - 120_000));
    expect(verifiedTotpStep(secret, 'a@b.se', old, now)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    // The RFC's key "12345678901234567890" in base32; its 8-digit code 94287082 ends in these 6.
    expect(currentTotpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('stores the secret encrypted: unreadable without SHOP_SECRET, refused when tampered with', () => {
    const secret = newTotpSecret();
    const stored = encryptTotpSecret(shopSecret, secret);
    expect(stored).not.toContain(secret);
    expect(decryptTotpSecret(shopSecret, stored)).toBe(secret);
    expect(decryptTotpSecret('another-secret-of-at-least-32-characters', stored)).toBeNull();
    const parts = stored.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(decryptTotpSecret(shopSecret, parts.join('.'))).toBeNull();
  });

  it('after a rotation reads a secret under SHOP_SECRET_PREVIOUS too, and never under another', () => {
    const secret = newTotpSecret();
    const rotated = 'the-new-shop-secret-of-at-least-32-characters';
    const stored = encryptTotpSecret(shopSecret, secret);
    expect(readTotpSecret({ secret: rotated, previousSecret: shopSecret }, stored)).toBe(secret);
    expect(readTotpSecret({ secret: rotated, previousSecret: null }, stored)).toBeNull();
    expect(
      readTotpSecret({ secret: rotated, previousSecret: 'yet-another-secret-of-32-characters!' }, stored),
    ).toBeNull();
    const underNew = encryptTotpSecret(rotated, secret);
    expect(readTotpSecret({ secret: rotated, previousSecret: shopSecret }, underNew)).toBe(secret);
  });
});
