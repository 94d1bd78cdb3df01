import type { StaffLanguage } from '@shop/contracts/admin-permissions';

/** The Intl locale of each back-office language: British English, Swedish. */
export type DisplayLocale = 'en-GB' | 'sv-SE';

export function displayLocaleOf(language: StaffLanguage): DisplayLocale {
  return language === 'sv' ? 'sv-SE' : 'en-GB';
}
