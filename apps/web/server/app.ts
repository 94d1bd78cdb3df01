import * as build from 'virtual:react-router/server-build';
import { localeCodes } from '@shop/domain/locales';
import { matchRoute, resolveLocation } from '@shop/domain/routes';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { routesWithUnknownMiddleware, unknownMiddlewareResponse } from '../app/lib/middleware-check.ts';
import { pageCacheRule } from '../app/lib/page-cache-rule.server.ts';
import { loadShellData, shellTopics } from '../app/lib/shell-data.server.ts';
import {
  loadStringsDictionary,
  parseStringsAssetFile,
  stringsTopics,
} from '../app/lib/strings-dictionary.server.ts';
import {
  type PageCacheRule,
  type PageRequestFacts,
  type ShopServerContext,
  serverContext,
} from '../app/shop-context.ts';

const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');

/**
 * The screens whose route module has an action: the only pages a form may post to. Route ids are
 * `{screen}.{locale}`, `{screen}` or `{screen}:{pattern}` (app/routes.ts).
 */
const screensWithAction = new Set(
  Object.entries(build.routes)
    .filter(([, route]) => route?.module && 'action' in route.module && route.module.action)
    .map(([id]) => id.split(/[.:]/)[0]),
);

/** A post, put, patch or delete to a page without an action: 405 at once, nothing rendered or logged. */
function withoutAction(request: Request, shop: ShopServerContext): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const url = new URL(request.url);
  // Single-fetch data requests name the page with a .data suffix.
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const { locale, path } = resolveLocation(pathname, request.headers.get('host') ?? url.host, shop.domains);
  return !screensWithAction.has(matchRoute(path, locale).name);
}

/** Spec 8: a route whose middleware the build does not hold is a build fault, checked once. */
const faultyRoutes = routesWithUnknownMiddleware(build.routes);
if (faultyRoutes.length > 0) {
  process.stderr.write(`[shop] build fault: unknown middleware in ${faultyRoutes.join(', ')}\n`);
}

/** Renders a page or answers a data request; called by the Fastify server for every non-API path. */
export function handleShopRequest(request: Request, shop: ShopServerContext): Promise<Response> {
  if (faultyRoutes.length > 0) return Promise.resolve(unknownMiddlewareResponse());
  if (withoutAction(request, shop)) {
    return Promise.resolve(new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }));
  }
  const context = new RouterContextProvider();
  context.set(serverContext, shop);
  return handleRequest(request, context);
}

export const assetsBuildDirectory = build.assetsBuildDirectory;
export const publicPath = build.publicPath;

/**
 * Spec 7: the categories and layout content (main menu, messages, footer columns, cookie alert,
 * deal, payment logos) are fetched when the server starts, for every store, so the first shopper
 * of a store does not wait for them. A store whose fetch fails loads on its first page instead.
 */
export async function warmShellData(shop: ShopServerContext): Promise<void> {
  await Promise.all(
    localeCodes.map((locale) =>
      loadShellData(shop.transport, locale, shop.changes.versionOf(shellTopics)).catch(() => undefined),
    ),
  );
}

/**
 * Issue 19: whether a page request may be answered by the page cache, and its key
 * (app/lib/page-cache-rule.server.ts): the rule knows what the loaders read.
 */
export function describePageRequest(
  request: PageRequestFacts,
  shop: Pick<ShopServerContext, 'transport' | 'domains' | 'publicOrigin' | 'changes'>,
): Promise<PageCacheRule> {
  return pageCacheRule(request, shop);
}

/**
 * Issue 19: the strings asset a page names (`/strings/sv-{tag}.js`). `current` says whether the tag
 * is the store's dictionary now; an older tag (a page rendered before the strings changed) gets the
 * current dictionary under its own tag, so that page still shows text, and must not be kept long.
 */
export async function stringsAsset(
  file: string,
  shop: Pick<ShopServerContext, 'transport' | 'changes'>,
): Promise<{ readonly script: string; readonly current: boolean } | null> {
  const named = parseStringsAssetFile(file, localeCodes);
  if (!named) return null;
  const dictionary = await loadStringsDictionary(
    shop.transport,
    named.locale,
    shop.changes.versionOf(stringsTopics),
  );
  if (dictionary.tag === named.tag) return { script: dictionary.script, current: true };
  return {
    script: dictionary.script.replace(JSON.stringify(dictionary.tag), JSON.stringify(named.tag)),
    current: false,
  };
}
