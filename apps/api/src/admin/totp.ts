import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second
 * steps, what every authenticator app reads), through the kept library otpauth. The secret is
 * stored encrypted (AES-256-GCM, key derived from SHOP_SECRET with HKDF), so a copy of the
 * database alone does not give anyone the codes.
 */
const issuer = 'Mobildelar back office';
const period = 30;

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function enrolmentFacts(
  secretBase32: string,
  email: string,
): Promise<{ secret: string; otpauth_url: string; qr_svg: string }> {
  const url = totpFor(secretBase32, email).toString();
  return {
    secret: secretBase32,
    otpauth_url: url,
    qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }),
  };
}

/**
 * The time step of a valid code (the one before and after count too, for clocks a little off),
 * or null. The caller claims the step so that a code works once.
 */
export function verifiedTotpStep(
  secretBase32: string,
  email: string,
  code: string,
  now: Date,
): number | null {
  const delta = totpFor(secretBase32, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period, timestamp: now.getTime() }) + delta;
}

/** The code an authenticator shows at `now` (the demo seed's documentation and the tests use it). */
export function currentTotpCode(secretBase32: string, now: Date = new Date()): string {
  return totpFor(secretBase32, 'code').generate({ timestamp: now.getTime() });
}

function keyFrom(shopSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', shopSecret, 'shop-staff-totp', 'totp secret encryption', 32));
}

/** `v1.{iv}.{tag}.{ciphertext}`, base64url. */
export function encryptTotpSecret(shopSecret: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(shopSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was not encrypted with this SHOP_SECRET (or was tampered with). */
export function decryptTotpSecret(shopSecret: string, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(shopSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** The secrets a stored TOTP secret may be encrypted with: SHOP_SECRET, and after a rotation SHOP_SECRET_PREVIOUS. */
export interface TotpKeys {
  readonly secret: string;
  readonly previousSecret?: string | null | undefined;
}

/**
 * The secret under SHOP_SECRET, else under SHOP_SECRET_PREVIOUS: after a rotation, a member's
 * two-factor goes on working (the start re-encrypts it, rotateStaffTotpSecrets; a process of
 * the old version may still write one under the old secret during a rolling restart).
 */
export function readTotpSecret(keys: TotpKeys, stored: string): string | null {
  const current = decryptTotpSecret(keys.secret, stored);
  if (current !== null || !keys.previousSecret) return current;
  return decryptTotpSecret(keys.previousSecret, stored);
}
