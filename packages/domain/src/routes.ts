import { defaultLocale, isLocaleCode, type LocaleCode, localeCodes, type StoreDomains } from './locales.ts';

/**
 * Spec 2: the one route table. The storefront's router, its links, redirects, the sitemap,
 * canonical URLs and hreflang alternates are all generated from it.
 *
 * A path pattern uses `:name` for a parameter, `:name?` for an optional one and a trailing `*`
 * for a free-form rest. A localized path lists the locales that differ; `default` covers the rest.
 */
type LocalizedPath = string | ({ default?: string } & Partial<Record<LocaleCode, string>>);

export interface RouteDefinition {
  readonly name: string;
  readonly path: LocalizedPath;
}

export const routeTable = [
  { name: 'index', path: '/' },
  {
    name: 'christmas-calendar',
    path: {
      fi: '/joulukalenteri',
      no: '/julekalender',
      da: '/julekalender',
      sv: '/julkalender',
      nl: '/kerstkalender',
    },
  },
  { name: 'my-account', path: '/my-account' },
  { name: 'my-account-orders', path: '/my-account/orders' },
  { name: 'my-account-orders-id', path: '/my-account/orders/:id' },
  { name: 'my-account-overview', path: '/my-account/overview' },
  { name: 'my-account-profile', path: '/my-account/profile' },
  { name: 'my-account-profile-edit', path: '/my-account/profile/edit' },
  { name: 'my-account-returns', path: '/my-account/returns' },
  { name: 'my-account-subscriptions', path: '/my-account/subscriptions' },
  { name: 'my-account-orders-return-id', path: '/my-account/orders/return/:id?' },
  { name: 'my-order-id', path: '/my-order/:id?' },
  { name: 'my-order-return-id', path: '/my-order/return/:id' },
  { name: 'page-preview', path: '/page-preview' },
  { name: 'searchresults', path: { default: '/searchresults', sv: '/sok' } },
  { name: 'unsubscribe', path: '/unsubscribe' },
  { name: 'checkout-id', path: '/checkout/:id?' },
  { name: 'checkout-confirmation-id', path: '/checkout/confirmation/:id?' },
  { name: 'checkout-failed-id', path: '/checkout/failed/:id?' },
  { name: 'track-order-id', path: '/track-order/:id?' },
  { name: 'product', path: { default: '/produkt/:slug', fi: '/tuote/:slug', nl: '/product/:slug' } },
  {
    name: 'product-tag',
    path: { default: '/produkt-tagg/:slug', no: '/produkt-stikkord/:slug', nl: '/product-tag/:slug' },
  },
  {
    name: 'brand',
    path: { default: '/varumarke/:slug', da: '/maerke/:slug', fi: '/tavaramerkki/:slug', nl: '/merk/:slug' },
  },
  { name: 'product-category-all', path: { default: '/kategori/*', fi: '/kategoria/*', nl: '/categorie/*' } },
  // The generic content page catches every path that no other route claims.
  { name: 'all', path: '/*' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routeTable)[number]['name'];

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  readonly name: RouteName;
  readonly params: RouteParams;
}

/** The spec's country switcher lists every store except the Dutch one. */
export const countrySwitcherLocales: readonly LocaleCode[] = localeCodes.filter((code) => code !== 'nl');

/** Spec 2, Discount path: /rabatt/{optional category}/{code}. */
export const discountPathSegment = 'rabatt';

export function routePattern(name: RouteName, locale: LocaleCode): string {
  const route = routeTable.find((entry) => entry.name === name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return localizedPattern(route.path, locale);
}

function localizedPattern(path: LocalizedPath, locale: LocaleCode): string {
  if (typeof path === 'string') return path;
  const pattern = path[locale] ?? path.default;
  if (pattern === undefined) throw new Error(`Route path has no pattern for ${locale}`);
  return pattern;
}

/** Every (route, locale) pair with its unprefixed pattern: the full set of screens. */
export function listLocalizedRoutes(): { name: RouteName; locale: LocaleCode; pattern: string }[] {
  return routeTable.flatMap((route) =>
    localeCodes.map((locale) => ({
      name: route.name,
      locale,
      pattern: localizedPattern(route.path, locale),
    })),
  );
}

/**
 * The unprefixed patterns with the locales they belong to. `/produkt/:slug` serves sv, no and
 * da; on a store domain only the store's own patterns resolve.
 */
export function listUnprefixedPatterns(): { name: RouteName; pattern: string; locales: LocaleCode[] }[] {
  const byPattern = new Map<string, { name: RouteName; pattern: string; locales: LocaleCode[] }>();
  for (const entry of listLocalizedRoutes()) {
    const key = `${entry.name} ${entry.pattern}`;
    const existing = byPattern.get(key);
    if (existing) existing.locales.push(entry.locale);
    else byPattern.set(key, { name: entry.name, pattern: entry.pattern, locales: [entry.locale] });
  }
  return [...byPattern.values()];
}

// --- matching -------------------------------------------------------------------------------

interface CompiledPattern {
  readonly regex: RegExp;
  readonly keys: readonly string[];
  readonly specificity: number;
}

const compiledPatterns = new Map<string, CompiledPattern>();

function compilePattern(pattern: string): CompiledPattern {
  const cached = compiledPatterns.get(pattern);
  if (cached) return cached;
  const keys: string[] = [];
  let source = '';
  let specificity = 0;
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      keys.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
      specificity += optional ? 1 : 2;
    } else {
      source += `/${escapeRegExp(segment)}`;
      specificity += 10;
    }
  }
  const compiled = { regex: new RegExp(`^${source}/?$`), keys, specificity };
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const { regex, keys } = compilePattern(pattern);
  const found = regex.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  keys.forEach((key, index) => {
    const raw = found[index + 1];
    params[key] = raw === undefined || raw === '' ? undefined : safeDecode(raw);
  });
  return params;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Which screen an unprefixed path shows in a store. Static segments win over parameters, and
 * the catch-all content page takes whatever is left, as the router does.
 */
export function matchRoute(pathname: string, locale: LocaleCode): RouteMatch {
  let best: { match: RouteMatch; specificity: number } | undefined;
  for (const route of routeTable) {
    const pattern = localizedPattern(route.path, locale);
    const params = matchPattern(pattern, pathname);
    if (!params) continue;
    const { specificity } = compilePattern(pattern);
    if (!best || specificity > best.specificity) best = { match: { name: route.name, params }, specificity };
  }
  // The catch-all matches every path, so `best` is always set.
  return best?.match ?? { name: 'all', params: { '*': pathname.slice(1) } };
}

// --- locale resolution ----------------------------------------------------------------------

export interface ResolvedLocation {
  readonly locale: LocaleCode;
  /** True when the path starts with the locale, as in /fi/tuote/x. */
  readonly prefixed: boolean;
  /** The path without its locale prefix, always starting with '/'. */
  readonly path: string;
}

/** The host without its port, lower-cased. */
export function normalizeHost(host: string | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

export function localeForHost(host: string | undefined, domains: StoreDomains): LocaleCode | undefined {
  const normalized = normalizeHost(host).replace(/^www\./, '');
  if (!normalized) return undefined;
  return localeCodes.find((code) => {
    const domain = domains[code];
    return domain !== undefined && normalizeHost(domain).replace(/^www\./, '') === normalized;
  });
}

/**
 * Spec 2: every route exists once per locale with a locale prefix; the locale can also come
 * from the domain; the default is sv. A prefix wins over the domain.
 */
export function resolveLocation(
  pathname: string,
  host: string | undefined,
  domains: StoreDomains,
): ResolvedLocation {
  const [, first, ...rest] = pathname.split('/');
  if (isLocaleCode(first)) {
    return { locale: first, prefixed: true, path: `/${rest.join('/')}` };
  }
  return { locale: localeForHost(host, domains) ?? defaultLocale, prefixed: false, path: pathname || '/' };
}

// --- building paths -------------------------------------------------------------------------

type PatternSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'rest' }
  | { readonly kind: 'param'; readonly key: string; readonly optional: boolean };

/** Each route's pattern in each store, read once: a page builds a few hundred paths. */
const patternSegments = new Map<string, readonly PatternSegment[]>();

function segmentsOf(name: RouteName, locale: LocaleCode): readonly PatternSegment[] {
  const key = `${name}:${locale}`;
  let segments = patternSegments.get(key);
  if (!segments) {
    segments = routePattern(name, locale)
      .split('/')
      .filter(Boolean)
      .map((segment): PatternSegment => {
        if (segment === '*') return { kind: 'rest' };
        if (!segment.startsWith(':')) return { kind: 'text', text: segment };
        const optional = segment.endsWith('?');
        return { kind: 'param', key: segment.slice(1, optional ? -1 : undefined), optional };
      });
    patternSegments.set(key, segments);
  }
  return segments;
}

export function buildPath(name: RouteName, locale: LocaleCode, params: RouteParams = {}): string {
  let path = '';
  for (const segment of segmentsOf(name, locale)) {
    if (segment.kind === 'text') {
      path += `/${segment.text}`;
    } else if (segment.kind === 'rest') {
      const rest = params['*'];
      if (rest) for (const part of rest.split('/')) if (part) path += `/${encodeURIComponent(part)}`;
    } else {
      const value = params[segment.key];
      if (value === undefined || value === '') {
        if (!segment.optional) throw new Error(`Route ${name} needs the parameter ${segment.key}`);
      } else {
        path += `/${encodeURIComponent(value)}`;
      }
    }
  }
  return path || '/';
}

/**
 * The address of a screen in a store: on the store's own domain without a prefix when one is
 * configured, otherwise on the current origin with the locale prefix.
 */
export function buildStoreUrl(
  name: RouteName,
  locale: LocaleCode,
  params: RouteParams,
  options: { origin: string; domains: StoreDomains },
): string {
  const path = buildPath(name, locale, params);
  const domain = options.domains[locale];
  if (domain) return `https://${normalizeHost(domain)}${path === '/' ? '/' : path}`;
  return `${options.origin}/${locale}${path === '/' ? '' : path}`;
}

/** The address of a path (without locale prefix) in a store, as buildStoreUrl makes it. */
export function storeUrlForPath(
  path: string,
  locale: LocaleCode,
  options: { origin: string; domains: StoreDomains },
): string {
  const domain = options.domains[locale];
  if (domain) return `https://${normalizeHost(domain)}${path}`;
  return `${options.origin}/${locale}${path === '/' ? '' : path}`;
}

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** hreflang alternates of one screen in every store, plus x-default (the sv store). */
export function buildAlternates(
  name: RouteName,
  params: RouteParams,
  options: { origin: string; domains: StoreDomains; hreflang: Readonly<Record<LocaleCode, string>> },
): Alternate[] {
  const alternates = localeCodes.map((locale) => ({
    hreflang: options.hreflang[locale],
    href: buildStoreUrl(name, locale, params, options),
  }));
  return [
    ...alternates,
    { hreflang: 'x-default', href: buildStoreUrl(name, defaultLocale, params, options) },
  ];
}

/**
 * hreflang alternates of a page whose path differs per store (localized slugs): only the stores
 * that have the page, and x-default to the sv page, or the first store's when sv lacks it.
 */
export function buildAlternatesFromPaths(
  paths: Readonly<Partial<Record<LocaleCode, string>>>,
  options: { origin: string; domains: StoreDomains; hreflang: Readonly<Record<LocaleCode, string>> },
): Alternate[] {
  const alternates = localeCodes.flatMap((locale) => {
    const path = paths[locale];
    return path === undefined
      ? []
      : [{ hreflang: options.hreflang[locale], href: storeUrlForPath(path, locale, options) }];
  });
  const fallback = localeCodes.find((locale) => paths[locale] !== undefined);
  const defaultLocale = paths.sv !== undefined ? 'sv' : fallback;
  const defaultPath = defaultLocale ? paths[defaultLocale] : undefined;
  if (!defaultLocale || defaultPath === undefined) return alternates;
  return [
    ...alternates,
    { hreflang: 'x-default', href: storeUrlForPath(defaultPath, defaultLocale, options) },
  ];
}

// --- the discount path ----------------------------------------------------------------------

/** Spec 5: a discount code in the query or path has at least 3 letters, digits or dashes. */
export function isValidDiscountCode(code: string): boolean {
  return /^[\p{L}\p{N}-]{3,}$/u.test(code);
}

/**
 * Spec 2, Discount path: /rabatt/{category?}/{code} redirects to the category page, or home
 * without a category. The code becomes `disc`; every other query parameter is kept.
 * Returns null when the path is not a discount path, 'not-found' for a bad code.
 */
export function resolveDiscountRedirect(
  path: string,
  search: string,
  locale: LocaleCode,
  prefixed: boolean,
): string | 'not-found' | null {
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  if (segments[0] !== discountPathSegment) return null;
  if (segments.length < 2 || segments.length > 3) return 'not-found';
  const code = segments[segments.length - 1] ?? '';
  const category = segments.length === 3 ? segments[1] : undefined;
  if (!isValidDiscountCode(code)) return 'not-found';
  const target = category ? buildPath('product-category-all', locale, { '*': category }) : '/';
  const query = new URLSearchParams(search);
  query.delete('disc');
  query.append('disc', code);
  const base = prefixed ? `/${locale}${target === '/' ? '' : target}` : target;
  return `${base || '/'}?${query.toString()}`;
}
