import type { LocaleCode } from '@shop/domain/locales';

/** A text in every store's language. */
export type LocalizedText = Readonly<Record<LocaleCode, string>>;

/** Key -> text in every language; the type makes a missing language a compile error. */
export type LocalizedStrings = Readonly<Record<string, LocalizedText>>;
