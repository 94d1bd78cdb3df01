import type { ChangeVersions, SharedDocumentStore } from '@shop/contracts/change-topics';
import type { ApiTransport } from '@shop/contracts/transport';
import type { LocaleCode, StoreDomains } from '@shop/domain/locales';
import type { RouteMatch } from '@shop/domain/routes';
import { createContext } from 'react-router';

/** What the server hands every render: the in-process API and the store domains. */
export interface ShopServerContext {
  readonly transport: ApiTransport;
  readonly domains: StoreDomains;
  /**
   * Where shoppers reach the shop when a request's host is not a store domain (SHOP_PUBLIC_URL):
   * absolute URLs (canonical, hreflang, sitemap, robots.txt) never come from a Host header that
   * the shop does not know.
   */
  readonly publicOrigin: string;
  /** Spec 7: each store's retail tracking provider (RETAIL_TRACKING_URL_*); none: nothing is sent. */
  readonly retailTracking?: Readonly<
    Partial<Record<LocaleCode, { readonly url: string; readonly websiteUuid: string }>>
  >;
  /**
   * The process's change feed: a cache of the storefront keeps what it loaded while the versions
   * of its topics stay the same, so a change made on any machine reaches every page within seconds.
   */
  readonly changes: ChangeVersions;
  /** Documents built once for every process and machine: the sitemap's crawl of the catalog. */
  readonly sharedDocuments: SharedDocumentStore;
  /**
   * This request's Content-Security-Policy nonce (apps/server/src/security-headers.ts): every
   * inline script of the page carries it, and the header allows only scripts that do.
   */
  readonly cspNonce: string;
  /**
   * Issue 19: present when the page may be shared (apps/server/src/storefront-pages.ts): the
   * loaders report when what they show changes by time alone, for the page cache and the
   * Cache-Control of a shared cache in front.
   */
  readonly pageCapture?: PageCapture;
}

/** What a page rendered for the page cache reports about itself (lib/page-validity.server.ts). */
export interface PageCapture {
  /**
   * Rendered whole before it is sent (no streamed fallbacks, the same bytes for every reader):
   * a page the cache keeps. False: streamed as usual, only its validity is wanted.
   */
  readonly whole: boolean;
  /**
   * A moment (epoch milliseconds) at which the page goes out of date with no change announced:
   * a deal ends, a calendar door opens, the delivery dates move to the next day.
   */
  validUntil(epochMs: number): void;
}

/** Where a request landed: the store, the path without its prefix and the screen it shows. */
export interface ShopLocation {
  readonly locale: LocaleCode;
  readonly prefixed: boolean;
  readonly path: string;
  readonly match: RouteMatch;
  /** The origin of absolute URLs: the request's, on a configured store domain; else the public one. */
  readonly origin: string;
}

export const serverContext = createContext<ShopServerContext>();
export const locationContext = createContext<ShopLocation>();

/**
 * Issue 19: what the page cache may do with a page request (lib/page-cache-rule.server.ts).
 */
export type PageCacheRule =
  /** Not a document of the storefront (a .data request): the cache leaves it alone. */
  | { readonly kind: 'not-a-page' }
  /** For one person (an account, an order, a checkout, a link that opens something): never kept. */
  | { readonly kind: 'personal' }
  /** The same HTML for every request with this key. */
  | { readonly kind: 'shared'; readonly key: string };

/** What the cache rule reads of a request; the server gives it without making a Fetch Request. */
export interface PageRequestFacts {
  readonly url: URL;
  header(name: string): string | undefined;
}
