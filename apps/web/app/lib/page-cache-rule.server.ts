import { CONSENT_COOKIE_NAME, parseConsentCookie } from '@shop/domain/consent';
import type { RouteName } from '@shop/domain/routes';
import { getStore } from '@shop/domain/stores';
import type { PageCacheRule, PageRequestFacts, ShopServerContext } from '../shop-context.ts';
import { vatCookieName, vatIncludedFromCookie } from '../state/vat-mode.ts';
import { parseCookies } from './cookies.ts';
import { dismissedCookieName, parseDismissedMessages } from './dismissed-messages.ts';
import { messageToShow } from './message-rules.ts';
import { loadShellData, shellTopics } from './shell-data.server.ts';
import { resolveShopLocation } from './shop-location.ts';

/**
 * Issue 19: which page requests the page cache (apps/server/src/page-cache.ts) may answer from a
 * kept copy, and under which key. It lives beside the root loader because it must read exactly
 * the request state the loaders read (docs/decisions/019-page-cache.md lists it):
 *
 * - the URL: the store (path prefix, else the Host when it is a store domain), the origin of the
 *   canonical and hreflang links, the path and the query as it came;
 * - the cookies the root loader reads: `__vat` (VAT mode, only where the store allows ex-VAT
 *   prices), `__consent` (the consent flags, rendered into the page) and `__dismissed` (whether
 *   the shopper hid the current store or footer message);
 * - nothing else. The cart, the account and order logins, the recently viewed products and the
 *   experiment picks live in the browser's storage (td02) and are rendered there, never on the
 *   server; every other cookie and header is read by no loader.
 */
/**
 * The screens whose HTML holds nothing of the shopper. Every other screen (checkout, my account,
 * my order, order tracking, the preview of a draft, unsubscribe) is personal.
 */
export const sharedScreens: ReadonlySet<RouteName> = new Set<RouteName>([
  'index',
  'product',
  'product-tag',
  'brand',
  'product-category-all',
  'searchresults',
  'christmas-calendar',
  'all',
]);

/**
 * A parameter whose value opens something for one person (as the access log redacts them), or
 * belongs to one shopper: Google's click id and spec 2's `atc` cart items. The page shows its own
 * URL (its kept-alive screen is named by path and query), so such a page is the shopper's own.
 */
const personalParameter = /token|password|secret|signature|session|^sid$|^key$|^email$|^gclid$|^atc$/i;

export async function pageCacheRule(
  request: PageRequestFacts,
  shop: Pick<ShopServerContext, 'transport' | 'domains' | 'publicOrigin' | 'changes'>,
): Promise<PageCacheRule> {
  const { url } = request;
  // Single-fetch data requests of client navigations are not documents.
  if (url.pathname.endsWith('.data')) return { kind: 'not-a-page' };
  // A browser never sends credentials with a page; a client that does gets its own answer.
  if (request.header('authorization') !== undefined) return { kind: 'personal' };
  const location = resolveShopLocation(url, request.header('host') ?? null, shop);
  if (!sharedScreens.has(location.match.name)) return { kind: 'personal' };
  // The query stays as it came, order included: the page shows it (its kept-alive screen is named
  // by path and query), so `?page=2&sort=name` and `?sort=name&page=2` are two pages. A
  // newsletter's tagged link is one URL for all its readers, and one entry.
  for (const name of url.searchParams.keys()) if (personalParameter.test(name)) return { kind: 'personal' };

  const cookies = parseCookies(request.header('cookie'));
  const store = getStore(location.locale, shop.domains);
  const vatIncluded = store.allowExVAT ? vatIncludedFromCookie(cookies.get(vatCookieName)) : true;
  const consent = parseConsentCookie(cookies.get(CONSENT_COOKIE_NAME));
  // The root loader hides a message whose fingerprint the shopper's cookie holds; a fingerprint
  // of an older message hides nothing, so only "hides the current one" is in the key.
  const dismissed = parseDismissedMessages(cookies.get(dismissedCookieName));
  let hides = '';
  if (dismissed.store !== undefined || dismissed.footer !== undefined) {
    const shell = await loadShellData(shop.transport, location.locale, shop.changes.versionOf(shellTopics));
    const hidden = (slot: 'store' | 'footer', html: string | null) =>
      messageToShow(slot, html, dismissed) === null && messageToShow(slot, html, {}) !== null;
    hides = `${hidden('store', shell.storeMessage) ? 's' : ''}${hidden('footer', shell.footerMessage) ? 'f' : ''}`;
  }
  return {
    kind: 'shared',
    key: [
      location.locale,
      `${location.origin}${url.pathname}${url.search}`,
      `vat=${vatIncluded ? 1 : 0}`,
      `consent=${consent ?? '-'}`,
      `hides=${hides}`,
    ].join(' '),
  };
}
