import type { Store } from '@shop/domain/stores';
import { secondsPerDay, writeBrowserCookie } from '../lib/cookies.ts';
import { useShop } from '../lib/strings.ts';
import { cartStore } from './cart-store.ts';
import { useStore } from './create-store.ts';

/**
 * Spec 4, VAT mode: the cart's vat flag (true: prices include VAT) decides how every price is
 * shown. It persists with the cart in td02 and is mirrored in a cookie, so the server renders
 * the shopper's mode and a company buyer's prices do not jump after hydration.
 */
export const vatCookieName = '__vat';
const vatCookieMaxAge = 365 * secondsPerDay;

/** The server's reading of the cookie: false only for an explicit ex-VAT choice. */
export function vatIncludedFromCookie(value: string | undefined): boolean {
  return value !== '0';
}

/**
 * true when prices include VAT. Where the store does not allow ex-VAT (spec 4: nl), always true.
 * During SSR and hydration the cookie (through the root loader) decides.
 */
export function useVatIncluded(): boolean {
  const { store, vatIncluded } = useShop();
  const included = useStore(cartStore, (state) => state.vat, vatIncluded);
  return store.allowExVAT ? included : true;
}

/** Sets the mode; a store without ex-VAT keeps prices including VAT (spec 4). */
export function setVatIncluded(included: boolean, store: Pick<Store, 'allowExVAT'>): void {
  const vat = store.allowExVAT ? included : true;
  cartStore.setState({ vat });
  writeBrowserCookie(vatCookieName, vat ? '1' : '0', vatCookieMaxAge);
}

/** Brings the cookie in line with td02 when they differ (a cleared cookie, another device's cookie). */
export function syncVatCookie(cookieSaysIncluded: boolean): void {
  const included = cartStore.getState().vat;
  if (included !== cookieSaysIncluded)
    writeBrowserCookie(vatCookieName, included ? '1' : '0', vatCookieMaxAge);
}
