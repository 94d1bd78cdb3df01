import type { LocaleCode, StoreDomains } from '@shop/domain/locales';
import { buildStoreUrl } from '@shop/domain/routes';

/**
 * Where the shopper lands after paying, in the order's own store (spec 2: /checkout/confirmation/{id}
 * and /checkout/failed/{id}). The id is the checkout id: the page reads the order with it. A store
 * with a domain of its own gets an absolute URL on that domain; otherwise the path with the locale
 * prefix, on whatever host the shopper used.
 */
export function checkoutResultUrl(
  outcome: 'confirmation' | 'failed',
  locale: LocaleCode,
  checkoutId: string,
  domains: StoreDomains,
): string {
  const name = outcome === 'confirmation' ? 'checkout-confirmation-id' : 'checkout-failed-id';
  return buildStoreUrl(name, locale, { id: checkoutId }, { origin: '', domains });
}

/** The test provider's own payment page (served by the API, like a provider's hosted page). */
export function testPaymentPageUrl(sessionId: string, locale: LocaleCode, storeId: number): string {
  return `/api/payments/test/${sessionId}?locale=${locale}&sid=${storeId}`;
}
