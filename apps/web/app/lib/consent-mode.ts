import {
  CONSENT_COOKIE_NAME,
  ConsentFlag,
  type ConsentFlags,
  defaultGoogleConsent,
  googleConsentMode,
} from '@shop/domain/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Spec 4, Consent: Google Consent Mode v2. This script goes first into <head>, before any tag
 * can run: it sets the defaults (everything denied, analytics too: spec 9) and re-applies a
 * stored choice from the __consent cookie. It reads the cookie itself, so a cached page is
 * right for every visitor. Built from the domain's flag values, never hand-copied numbers.
 */
export function consentModeScript(): string {
  const defaults = {
    ...defaultGoogleConsent,
    functionality_storage: 'granted',
    security_storage: 'granted',
    wait_for_update: 500,
  };
  const cookie = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE_NAME}=(\\d+)`).source;
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};',
    `gtag('consent','default',${JSON.stringify(defaults)});`,
    `(function(){var m=document.cookie.match(/${cookie}/);if(!m)return;var f=+m[1];`,
    "function s(b){return (f&b)===b?'granted':'denied';}",
    `gtag('consent','update',{ad_storage:s(${ConsentFlag.AdStorage}),analytics_storage:s(${ConsentFlag.AnalyticsStorage}),`,
    `ad_user_data:s(${ConsentFlag.AdUserData}),ad_personalization:s(${ConsentFlag.AdPersonalization})});})();`,
  ].join('');
}

/** Tells the tags about a new choice (spec 4: saving stores the flags and applies them). */
export function updateGoogleConsent(flags: ConsentFlags): void {
  try {
    window.gtag?.('consent', 'update', googleConsentMode(flags));
  } catch {
    // Spec 8: an analytics failure is silently ignored.
  }
}
