import type { LocalizedStrings } from './localized.ts';

/** Texts of the page shell: top bar, header, menus, footer, consent, search box, deal banner. */
export const shellStrings: LocalizedStrings = {};
