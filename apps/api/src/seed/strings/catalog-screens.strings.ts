import type { LocalizedStrings } from './localized.ts';

/** Texts of the catalog screens: home, category, brand, tag, product, search results, content, calendar. */
export const catalogScreenStrings: LocalizedStrings = {};
