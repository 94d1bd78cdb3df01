import { buildSitemap } from '../lib/sitemap.server.ts';
import { locationContext, serverContext } from '../shop-context.ts';
import type { Route } from './+types/sitemap.route';

/** /sitemap.xml (the store of the domain, else sv) and /{locale}/sitemap.xml: one per store. */
export async function loader({ context }: Route.LoaderArgs) {
  const { transport, domains, sharedDocuments } = context.get(serverContext);
  const { locale, origin } = context.get(locationContext);
  const xml = await buildSitemap({ transport, sharedDocuments }, locale, { origin, domains });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
