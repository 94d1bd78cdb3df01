import type { ApiTransport } from '@shop/contracts/transport';
import type { LocaleCode } from '@shop/domain/locales';
import { createApiCall } from './api-client.ts';
import { fetchMainMenu } from './categories.api.ts';
import { fetchCurrentDeal } from './deal.api.ts';
import { fetchStoreReviews } from './reviews.api.ts';
import type { ShellData } from './shell-data.ts';
import { fetchStorePaymentIcons } from './store-payment.api.ts';
import { fetchWidget, visibleContent } from './widgets.api.ts';

/**
 * Spec 7: the categories and layout content are fetched when the server starts and cached.
 * DESIGN.md: caches are per process with short lifetimes; a minute keeps a changed widget or
 * a new deal visible soon without a call per page view.
 */
const cacheLifetimeMs = 60_000;
const cache = new Map<LocaleCode, { readonly expires: number; readonly data: Promise<ShellData> }>();

export function loadShellData(
  transport: ApiTransport,
  locale: LocaleCode,
  now = Date.now(),
): Promise<ShellData> {
  const cached = cache.get(locale);
  if (cached && cached.expires > now) return cached.data;
  const data = fetchShellData(transport, locale);
  cache.set(locale, { expires: now + cacheLifetimeMs, data });
  // A failed load is not kept: the next page tries again.
  data.catch(() => cache.delete(locale));
  return data;
}

async function fetchShellData(transport: ApiTransport, locale: LocaleCode): Promise<ShellData> {
  const call = createApiCall(transport, locale);
  const [mainMenu, storeMessage, footerMessage, footerColumns, cookieAlert, deal, reviews, paymentIcons] =
    await Promise.all([
      fetchMainMenu(call).catch(() => []),
      fetchWidget(call, 'store-message'),
      fetchWidget(call, 'store-message-footer'),
      fetchWidget(call, 'footer-columns'),
      fetchWidget(call, 'cookie-alert'),
      fetchCurrentDeal(call),
      fetchStoreReviews(call),
      fetchStorePaymentIcons(call),
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
  };
}
