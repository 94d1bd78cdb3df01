import type { LocaleCode } from '@shop/domain/locales';

/**
 * Per-store settings of the page shell that are not part of the store table in
 * packages/domain, for the parts every page loads (the footer's are in footer-config.ts).
 */

/** Generic content pages (the catch-all screen) the top bar and footer link to. */
export const customerServicePath: Readonly<Record<LocaleCode, string>> = {
  sv: '/kundservice',
  no: '/kundeservice',
  da: '/kundeservice',
  fi: '/asiakaspalvelu',
  nl: '/klantenservice',
};

/** The logos' intrinsic widths at 40 px height (public/brand), so the header reserves their space. */
export const logoWidth: Readonly<Record<LocaleCode, number>> = {
  sv: 176,
  no: 176,
  da: 163,
  fi: 189,
  nl: 277,
};
export const logoHeight = 40;
