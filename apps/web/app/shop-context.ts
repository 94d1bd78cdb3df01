import type { ApiTransport } from '@shop/contracts/transport';
import type { LocaleCode, StoreDomains } from '@shop/domain/locales';
import type { RouteMatch } from '@shop/domain/routes';
import { createContext } from 'react-router';

/** What the server hands every render: the in-process API and the store domains. */
export interface ShopServerContext {
  readonly transport: ApiTransport;
  readonly domains: StoreDomains;
}

/** Where a request landed: the store, the path without its prefix and the screen it shows. */
export interface ShopLocation {
  readonly locale: LocaleCode;
  readonly prefixed: boolean;
  readonly path: string;
  readonly match: RouteMatch;
  readonly origin: string;
}

export const serverContext = createContext<ShopServerContext>();
export const locationContext = createContext<ShopLocation>();
