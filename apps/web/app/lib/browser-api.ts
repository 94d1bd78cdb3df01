import { type ApiTransport, createFetchTransport } from '@shop/contracts/transport';
import type { LocaleCode } from '@shop/domain/locales';
import { useMemo } from 'react';
import { type ApiCall, createApiCall } from './api-client.ts';
import { useShop } from './strings.ts';

let fetchTransport: ApiTransport | undefined;

/** The provider over HTTP, for calls the browser makes after the page has loaded. */
export function browserApiCall(locale: LocaleCode): ApiCall {
  fetchTransport ??= createFetchTransport();
  return createApiCall(fetchTransport, locale);
}

/** The browser's API caller for the store the page is in. Use it in effects and handlers only. */
export function useBrowserApi(): ApiCall {
  const { locale } = useShop();
  return useMemo(() => browserApiCall(locale), [locale]);
}
