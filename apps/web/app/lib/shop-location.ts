import type { StoreDomains } from '@shop/domain/locales';
import { localeForHost, matchRoute, resolveLocation } from '@shop/domain/routes';
import type { ShopLocation } from '../shop-context.ts';

/** Spec 2: the store comes from the path prefix, else from the domain, else sv. */
export function resolveShopLocation(
  url: URL,
  host: string | null,
  shop: { readonly domains: StoreDomains; readonly publicOrigin: string },
): ShopLocation {
  const { locale, prefixed, path } = resolveLocation(url.pathname, host ?? url.host, shop.domains);
  return { locale, prefixed, path, match: matchRoute(path, locale), origin: trustedOrigin(url, host, shop) };
}

/**
 * The origin absolute URLs are built on. The Host header is the client's to choose: it is used
 * only when it names one of the configured store domains; any other host (an IP address, a
 * made-up name) gets the shop's public URL (issue 22: `Host: evil.example` wrote itself into the
 * canonical URL, hreflang, sitemap and robots.txt).
 */
function trustedOrigin(
  url: URL,
  host: string | null,
  shop: { readonly domains: StoreDomains; readonly publicOrigin: string },
): string {
  return localeForHost(host ?? url.host, shop.domains) ? url.origin : shop.publicOrigin;
}
