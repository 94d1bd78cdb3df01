import {
  CONSENT_COOKIE_NAME,
  ConsentFlag,
  type ConsentFlags,
  consentCookieMaxAgeSeconds,
  parseConsentCookie,
  serializeConsent,
} from '@shop/domain/consent';
import { updateGoogleConsent } from '../lib/consent-mode.ts';
import { readBrowserCookie, writeBrowserCookie } from '../lib/cookies.ts';
import { cartStore } from './cart-store.ts';
import { createStore, useStore } from './create-store.ts';
import { uiStore } from './ui-store.ts';

/**
 * Spec 4, Consent: the flags the shopper gave, from the __consent cookie (null: no choice yet).
 * The cookie is the record; this store mirrors it for the page.
 */
export interface ConsentStoreState {
  readonly flags: ConsentFlags | null;
}

export const consentStore = createStore<ConsentStoreState>({
  flags: parseConsentCookie(readBrowserCookie(CONSENT_COOKIE_NAME)),
});

/**
 * Saves a choice: the cookie (spec 9: 30 days when anything beyond necessary is granted,
 * otherwise 1 day), Consent Mode, the cart's consent flags, and the banner closes.
 */
export function saveConsent(flags: ConsentFlags): void {
  const value = serializeConsent(flags);
  const saved = parseConsentCookie(value) ?? ConsentFlag.Necessary;
  writeBrowserCookie(CONSENT_COOKIE_NAME, value, consentCookieMaxAgeSeconds(saved));
  updateGoogleConsent(saved);
  consentStore.setState({ flags: saved });
  cartStore.setState({ consentGranted: saved !== ConsentFlag.Necessary, hasGrants: true });
  uiStore.setState({ cookieAlert: false });
}

export function useConsentFlags(serverFlags: ConsentFlags | null): ConsentFlags | null {
  return useStore(consentStore, (state) => state.flags, serverFlags ?? undefined);
}
