import { localeCodes } from '@shop/domain/locales';
import { localeForHost } from '@shop/domain/routes';
import { sitemapUrl } from '../lib/sitemap.server.ts';
import { locationContext, serverContext } from '../shop-context.ts';
import type { Route } from './+types/robots.route';

/**
 * robots.txt: crawl the catalog, not the shopper's own pages, and find every store's sitemap.
 * On a store's own domain only that store's sitemap is named.
 */
export function loader({ context, url, request }: Route.LoaderArgs) {
  const { domains } = context.get(serverContext);
  const { origin } = context.get(locationContext);
  const hostLocale = localeForHost(request.headers.get('host') ?? url.host, domains);
  const locales = hostLocale ? [hostLocale] : localeCodes;
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    'Allow: /api/images/',
    ...['/my-account', '/my-order', '/checkout', '/track-order', '/page-preview', '/unsubscribe'].flatMap(
      (path) => [`Disallow: ${path}`, `Disallow: /*${path}`],
    ),
    '',
    ...locales.map((locale) => `Sitemap: ${sitemapUrl(locale, { origin, domains })}`),
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
