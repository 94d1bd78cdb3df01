import type { LocaleCode, StoreDomains } from '@shop/domain/locales';
import { normalizeHost } from '@shop/domain/routes';

/**
 * The absolute address of a storefront path (as the provider sends it, without the locale
 * prefix): on the store's own domain when it has one, else on this origin with the prefix. The
 * same rule as the canonical URL of the root (buildStoreUrl), for paths the table does not build.
 */
export function absoluteStoreUrl(
  uri: string,
  locale: LocaleCode,
  options: { origin: string; domains: StoreDomains },
): string {
  const domain = options.domains[locale];
  if (domain) return `https://${normalizeHost(domain)}${uri}`;
  return `${options.origin}/${locale}${uri === '/' ? '' : uri}`;
}
