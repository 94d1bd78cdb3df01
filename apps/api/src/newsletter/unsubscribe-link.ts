import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocaleCode, type LocaleCode } from '@shop/domain/locales';

/**
 * The unsubscribe link of a newsletter is signed: `{locale}:{email}` in base64url and its HMAC, so
 * nobody can unsubscribe another address, and no token has to be stored.
 */
function signature(secret: string, locale: LocaleCode, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${locale}:${email}`).digest('base64url');
}

export function createUnsubscribeToken(secret: string, locale: LocaleCode, email: string): string {
  const payload = Buffer.from(`${locale}:${email}`).toString('base64url');
  return `${payload}.${signature(secret, locale, email)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { locale: LocaleCode; email: string } | null {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const separator = text.indexOf(':');
  const locale = text.slice(0, separator);
  const email = text.slice(separator + 1);
  if (separator < 0 || !isLocaleCode(locale) || !email) return null;
  const expected = Buffer.from(signature(secret, locale, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { locale, email } : null;
}
