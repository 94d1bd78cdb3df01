/** Spec 3, Enumerations: the consent flags, a bitmask. */
export const ConsentFlag = {
  Necessary: 1,
  AdStorage: 2,
  AnalyticsStorage: 4,
  AdPersonalization: 8,
  AdUserData: 16,
} as const;
export type ConsentFlag = (typeof ConsentFlag)[keyof typeof ConsentFlag];

/** A combination of consent flags. */
export type ConsentFlags = number;

/** Spec 9: the consent cookie. */
export const CONSENT_COOKIE_NAME = '__consent';

const ALL_FLAGS: ConsentFlags = Object.values(ConsentFlag).reduce<number>((all, flag) => all | flag, 0);

export function hasConsent(flags: ConsentFlags, flag: ConsentFlag): boolean {
  return (flags & flag) === flag;
}

/** Spec 4: allow all grants every flag. */
export function allowAllConsent(): ConsentFlags {
  return ALL_FLAGS;
}

export interface ConsentSettings {
  /** Marketing: ad storage. */
  readonly marketing: boolean;
  readonly analytics: boolean;
  /** Personalization, which also grants ad user data. */
  readonly personalization: boolean;
}

/** Spec 4: the settings dialog's toggles as flags; necessary is always on. */
export function consentFromSettings(settings: ConsentSettings): ConsentFlags {
  let flags: ConsentFlags = ConsentFlag.Necessary;
  if (settings.marketing) flags |= ConsentFlag.AdStorage;
  if (settings.analytics) flags |= ConsentFlag.AnalyticsStorage;
  if (settings.personalization) flags |= ConsentFlag.AdPersonalization | ConsentFlag.AdUserData;
  return flags;
}

/** The settings dialog's toggles for stored flags. */
export function settingsFromConsent(flags: ConsentFlags): ConsentSettings {
  return {
    marketing: hasConsent(flags, ConsentFlag.AdStorage),
    analytics: hasConsent(flags, ConsentFlag.AnalyticsStorage),
    personalization: hasConsent(flags, ConsentFlag.AdPersonalization),
  };
}

/** Spec 9: the cookie lasts 30 days if any consent (beyond necessary) is granted, otherwise 1 day. */
export function consentCookieLifetimeDays(flags: ConsentFlags): number {
  return (flags & ~ConsentFlag.Necessary & ALL_FLAGS) !== 0 ? 30 : 1;
}

export function consentCookieMaxAgeSeconds(flags: ConsentFlags): number {
  return consentCookieLifetimeDays(flags) * 24 * 60 * 60;
}

/** The cookie's value: the flags as a decimal number. */
export function serializeConsent(flags: ConsentFlags): string {
  return String((flags | ConsentFlag.Necessary) & ALL_FLAGS);
}

/** A stored value, re-applied on later visits (spec 4); null when missing or not a flag set. */
export function parseConsentCookie(value: string | null | undefined): ConsentFlags | null {
  if (!value || !/^\d{1,3}$/.test(value.trim())) return null;
  const flags = Number(value.trim());
  return flags > ALL_FLAGS ? null : (flags | ConsentFlag.Necessary) & ALL_FLAGS;
}

/** Spec 4: on a visit with cookies enabled, the banner shows if no consent cookie exists. */
export function showsConsentBanner(cookiesEnabled: boolean, storedConsent: ConsentFlags | null): boolean {
  return cookiesEnabled && storedConsent === null;
}

export type ConsentState = 'granted' | 'denied';

export interface GoogleConsent {
  readonly ad_storage: ConsentState;
  readonly analytics_storage: ConsentState;
  readonly ad_user_data: ConsentState;
  readonly ad_personalization: ConsentState;
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/** Google Consent Mode v2 for stored flags; without a choice everything (analytics too) is denied. */
export function googleConsentMode(flags: ConsentFlags | null): GoogleConsent {
  const given = flags ?? ConsentFlag.Necessary;
  return {
    ad_storage: state(hasConsent(given, ConsentFlag.AdStorage)),
    analytics_storage: state(hasConsent(given, ConsentFlag.AnalyticsStorage)),
    ad_user_data: state(hasConsent(given, ConsentFlag.AdUserData)),
    ad_personalization: state(hasConsent(given, ConsentFlag.AdPersonalization)),
  };
}

/** Spec 9: analytics consent defaults to denied; the defaults before any choice. */
export const defaultGoogleConsent: GoogleConsent = googleConsentMode(null);
