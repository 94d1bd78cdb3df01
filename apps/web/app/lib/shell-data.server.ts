import type { ApiTransport } from '@shop/contracts/transport';
import type { LocaleCode } from '@shop/domain/locales';
import { createApiCall } from './api-client.ts';
import { fetchMainMenu } from './categories.api.ts';
import { fetchCurrentDeal } from './deal.api.ts';
import { fetchStoreReviews } from './reviews.api.ts';
import type { ShellData } from './shell-data.ts';
import { fetchStorePaymentIcons } from './store-payment.api.ts';
import { fetchStoreShellSettings } from './store-settings.api.ts';
import { fetchWidget, visibleContent } from './widgets.api.ts';

/**
 * Spec 7: the categories and layout content are fetched when the server starts and cached.
 * Kept per store until the change feed says the catalog, content, strings or settings changed
 * (on any machine: `version`, ShopServerContext.changes), and at most a minute, since a deal
 * starts and ends on time without any change.
 */
const cacheLifetimeMs = 60_000;
export const shellTopics = ['catalog', 'content', 'strings', 'settings'] as const;
const cache = new Map<
  LocaleCode,
  { readonly expires: number; readonly version: number; readonly data: Promise<ShellData> }
>();

export function loadShellData(
  transport: ApiTransport,
  locale: LocaleCode,
  version: number,
  now = Date.now(),
): Promise<ShellData> {
  const cached = cache.get(locale);
  if (cached && cached.expires > now && cached.version === version) return cached.data;
  const data = fetchShellData(transport, locale);
  const entry = { expires: now + cacheLifetimeMs, version, data };
  cache.set(locale, entry);
  // A failed load is not kept: the next page tries again.
  data.catch(() => {
    if (cache.get(locale) === entry) cache.delete(locale);
  });
  return data;
}

async function fetchShellData(transport: ApiTransport, locale: LocaleCode): Promise<ShellData> {
  const call = createApiCall(transport, locale);
  const [
    mainMenu,
    storeMessage,
    footerMessage,
    footerColumns,
    cookieAlert,
    deal,
    reviews,
    paymentIcons,
    settings,
  ] = await Promise.all([
    fetchMainMenu(call).catch(() => []),
    fetchWidget(call, 'store-message'),
    fetchWidget(call, 'store-message-footer'),
    fetchWidget(call, 'footer-columns'),
    fetchWidget(call, 'cookie-alert'),
    fetchCurrentDeal(call),
    fetchStoreReviews(call),
    fetchStorePaymentIcons(call),
    fetchStoreShellSettings(call),
  ]);
  return {
    mainMenu: mainMenu
      .filter((category) => category.show_in_menu)
      .map(({ id, name, uri }) => ({ id, name, uri })),
    storeMessage: visibleContent(storeMessage),
    footerMessage: visibleContent(footerMessage),
    footerColumns: footerColumns && !footerColumns.hidden ? (footerColumns.columns ?? []) : [],
    cookieAlert: visibleContent(cookieAlert),
    deal,
    reviewWidget: reviews !== null,
    paymentIcons,
    settings,
  };
}
