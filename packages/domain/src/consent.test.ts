import { describe, expect, it } from 'vitest';
import {
  allowAllConsent,
  CONSENT_COOKIE_NAME,
  ConsentFlag,
  consentCookieLifetimeDays,
  consentCookieMaxAgeSeconds,
  consentFromSettings,
  defaultGoogleConsent,
  googleConsentMode,
  hasConsent,
  parseConsentCookie,
  serializeConsent,
  settingsFromConsent,
  showsConsentBanner,
} from './consent.ts';

describe('consent', () => {
  it('the consent flags are Necessary=1, AdStorage=2, AnalyticsStorage=4, AdPersonalization=8, AdUserData=16', () => {
    expect(ConsentFlag).toEqual({
      Necessary: 1,
      AdStorage: 2,
      AnalyticsStorage: 4,
      AdPersonalization: 8,
      AdUserData: 16,
    });
  });

  it('allow all grants every flag', () => {
    const all = allowAllConsent();
    for (const flag of Object.values(ConsentFlag)) expect(hasConsent(all, flag)).toBe(true);
  });

  it('settings toggle marketing (ad storage), analytics and personalization; necessary is always on', () => {
    expect(consentFromSettings({ marketing: false, analytics: false, personalization: false })).toBe(1);
    expect(consentFromSettings({ marketing: true, analytics: false, personalization: false })).toBe(1 | 2);
    expect(consentFromSettings({ marketing: false, analytics: true, personalization: false })).toBe(1 | 4);
  });

  it('personalization also grants ad user data', () => {
    expect(consentFromSettings({ marketing: false, analytics: false, personalization: true })).toBe(
      1 | 8 | 16,
    );
  });

  it('reads the settings back from stored flags', () => {
    expect(settingsFromConsent(1 | 4 | 8 | 16)).toEqual({
      marketing: false,
      analytics: true,
      personalization: true,
    });
  });

  it('the consent cookie is named __consent', () => {
    expect(CONSENT_COOKIE_NAME).toBe('__consent');
  });

  it('the cookie lasts 30 days if any consent is granted, otherwise 1 day', () => {
    expect(consentCookieLifetimeDays(ConsentFlag.Necessary)).toBe(1);
    expect(consentCookieLifetimeDays(ConsentFlag.Necessary | ConsentFlag.AnalyticsStorage)).toBe(30);
    expect(consentCookieMaxAgeSeconds(allowAllConsent())).toBe(30 * 86_400);
    expect(consentCookieMaxAgeSeconds(ConsentFlag.Necessary)).toBe(86_400);
  });

  it('a stored value is re-applied on later visits', () => {
    expect(parseConsentCookie(serializeConsent(1 | 4))).toBe(5);
    expect(serializeConsent(4)).toBe('5');
    expect(parseConsentCookie('4')).toBe(5);
    expect(parseConsentCookie(' 31 ')).toBe(31);
  });

  it('a missing or broken cookie is no consent', () => {
    expect(parseConsentCookie(undefined)).toBeNull();
    expect(parseConsentCookie('')).toBeNull();
    expect(parseConsentCookie('yes')).toBeNull();
    expect(parseConsentCookie('999')).toBeNull();
  });

  it('the banner shows only if cookies are enabled and no consent cookie exists', () => {
    expect(showsConsentBanner(true, null)).toBe(true);
    expect(showsConsentBanner(true, 1)).toBe(false);
    expect(showsConsentBanner(false, null)).toBe(false);
  });

  it('analytics consent defaults to denied', () => {
    expect(defaultGoogleConsent).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('maps flags to Google Consent Mode v2', () => {
    expect(googleConsentMode(allowAllConsent())).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(googleConsentMode(1 | 4)).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});
