import type { StoreDomains } from '@shop/domain/locales';
import { matchRoute, resolveLocation } from '@shop/domain/routes';
import type { ShopLocation } from '../shop-context.ts';

/** Spec 2: the store comes from the path prefix, else from the domain, else sv. */
export function resolveShopLocation(url: URL, host: string | null, domains: StoreDomains): ShopLocation {
  const { locale, prefixed, path } = resolveLocation(url.pathname, host ?? url.host, domains);
  return { locale, prefixed, path, match: matchRoute(path, locale), origin: url.origin };
}
