// Spec 3 (Locale / store): the five stores, in the order the shop lists them.
export const localeCodes = ['sv', 'no', 'da', 'fi', 'nl'] as const;

export type LocaleCode = (typeof localeCodes)[number];

export const defaultLocale: LocaleCode = 'sv';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

// Spec 3 and 9: store ids.
export const storeIds: Readonly<Record<LocaleCode, number>> = { sv: 1, no: 3, da: 5, fi: 4, nl: 6 };

export function localeForStoreId(storeId: number): LocaleCode | undefined {
  return localeCodes.find((code) => storeIds[code] === storeId);
}

/** The store domains come from the environment (SHOP_DOMAIN_SV ... SHOP_DOMAIN_NL). */
export type StoreDomains = Readonly<Partial<Record<LocaleCode, string | undefined>>>;
