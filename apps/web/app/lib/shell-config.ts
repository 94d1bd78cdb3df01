import type { LocaleCode } from '@shop/domain/locales';

/**
 * Per-store settings of the page shell that are not part of the store table in
 * packages/domain, for the parts every page loads. What an owner edits (selling points, links,
 * newsletter, review widget) comes from GET /api/store-settings (docs/decisions/025).
 */

/** The logos' intrinsic widths at 40 px height (public/brand), so the header reserves their space. */
export const logoWidth: Readonly<Record<LocaleCode, number>> = {
  sv: 176,
  no: 176,
  da: 163,
  fi: 189,
  nl: 277,
};
export const logoHeight = 40;
