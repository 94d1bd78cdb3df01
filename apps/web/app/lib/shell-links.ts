import type { LocaleCode } from '@shop/domain/locales';
import { useShop } from './strings.ts';

/**
 * A storefront path (as the API's `uri` fields give it, without a locale prefix) in the store
 * the page is in: a page reached with the prefix keeps linking with it (see links.ts).
 */
export function storePath(path: string, locale: LocaleCode, prefixed: boolean): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefixed) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export function useStorePath(): (path: string) => string {
  const { locale, prefixed } = useShop();
  return (path) => storePath(path, locale, prefixed);
}
