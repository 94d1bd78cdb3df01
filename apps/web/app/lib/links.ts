import type { LocaleCode } from '@shop/domain/locales';
import { buildPath, type RouteName, type RouteParams } from '@shop/domain/routes';
import { useShop } from './strings.ts';

export type LinkQuery = Readonly<Record<string, string | number | undefined>>;

/**
 * The address of a screen in the current store. Spec 2: every route exists with and without the
 * locale prefix; a page reached with the prefix keeps linking with it, so a shopper browsing
 * /fi/... on a shared domain never falls back to the default store.
 */
export function screenHref(
  name: RouteName,
  locale: LocaleCode,
  prefixed: boolean,
  params: RouteParams = {},
  query: LinkQuery = {},
): string {
  const path = buildPath(name, locale, params);
  const base = prefixed ? `/${locale}${path === '/' ? '' : path}` : path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** `href('product', { slug })` for the store the page is rendered in. */
export function useHref() {
  const { locale, prefixed } = useShop();
  return (name: RouteName, params?: RouteParams, query?: LinkQuery) =>
    screenHref(name, locale, prefixed, params, query);
}

/** A product's address: its slug is the only parameter (spec 2, route name product). */
export function productHref(slug: string, locale: LocaleCode, prefixed: boolean): string {
  return screenHref('product', locale, prefixed, { slug });
}

/** A category's free-form path, e.g. `reservdelar/skarmar` (route name product-category-all). */
export function categoryHref(
  path: string,
  locale: LocaleCode,
  prefixed: boolean,
  query: LinkQuery = {},
): string {
  return screenHref('product-category-all', locale, prefixed, { '*': path }, query);
}

/**
 * A storefront path the provider sent (a category `uri`, a breadcrumb), always without the locale
 * prefix: the provider builds it from the same route table, so only the prefix is added here.
 */
export function localizeUri(uri: string, locale: LocaleCode, prefixed: boolean): string {
  if (!prefixed) return uri;
  return uri === '/' ? `/${locale}` : `/${locale}${uri}`;
}

export function useLocalizeUri() {
  const { locale, prefixed } = useShop();
  return (uri: string) => localizeUri(uri, locale, prefixed);
}
