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
