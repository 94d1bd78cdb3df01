import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/** The stores the screen tests cover in full (issue 6: at least sv, fi and nl). */
export const testedStores = [
  {
    locale: 'sv',
    sid: 1,
    lang: 'sv-SE',
    brand: 'Mobildelar',
    search: '/sok',
    calendar: '/julkalender',
    content: '/om-oss',
    currency: /kr/,
  },
  {
    locale: 'fi',
    sid: 4,
    lang: 'fi-FI',
    brand: 'Puhelinosat',
    search: '/searchresults',
    calendar: '/joulukalenteri',
    content: '/tietoa-meista',
    currency: /€/,
  },
  {
    locale: 'nl',
    sid: 6,
    lang: 'nl-NL',
    brand: 'Telefoononderdelen',
    search: '/searchresults',
    calendar: '/kerstkalender',
    content: '/over-ons',
    currency: /€/,
  },
] as const;

export type TestedStore = (typeof testedStores)[number];

/** Desktop and mobile widths of the issue: 1366 x 900 and 375 x 812. */
export const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/** A path in the store with its locale prefix: `/fi/tuote/x`. */
export function inStore(store: TestedStore, path: string): string {
  return path === '/' ? `/${store.locale}` : `/${store.locale}${path}`;
}

/** A call to the provider as the storefront makes it: locale and sid on every request (spec 7). */
export async function apiGet<Result>(
  request: APIRequestContext,
  store: TestedStore,
  path: string,
  query: Record<string, string | number> = {},
): Promise<Result> {
  const params = new URLSearchParams({
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    locale: store.locale,
    sid: String(store.sid),
  });
  const response = await request.get(`${path}?${params.toString()}`);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Result;
}

interface ListedProduct {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly url_fragment: string;
  readonly variations: readonly { readonly sku: string }[];
}

interface CategoryEntry {
  readonly id: number;
  readonly name: string;
  readonly uri: string;
  readonly path: string;
  readonly children: readonly CategoryEntry[];
}

export function mainCategories(request: APIRequestContext, store: TestedStore): Promise<CategoryEntry[]> {
  return apiGet<CategoryEntry[]>(request, store, '/api/product-categories', { v: 2, main_menu: 'true' });
}

export function popularProducts(
  request: APIRequestContext,
  store: TestedStore,
  limit = 12,
): Promise<ListedProduct[]> {
  return apiGet<ListedProduct[]>(request, store, '/api/products', { popular: 'true', limit });
}

export interface CategoryPage {
  readonly category: {
    readonly name: string;
    readonly path: string;
    readonly children: readonly CategoryEntry[];
  };
  readonly products: readonly ListedProduct[];
  readonly pages: number;
  readonly total: number;
  readonly filters: { readonly phone_models: readonly { slug: string; name: string }[] };
}

export function categoryPage(
  request: APIRequestContext,
  store: TestedStore,
  path: string,
  query: Record<string, string | number> = {},
): Promise<CategoryPage> {
  return apiGet<CategoryPage>(request, store, '/api/category-by-path', { path, ...query });
}

/** The first product of the store that has variations (spec 4: lists open its page). */
export async function productWithVariations(
  request: APIRequestContext,
  store: TestedStore,
): Promise<ListedProduct> {
  for (const category of await mainCategories(request, store)) {
    for (let page = 1; page <= 5; page += 1) {
      const listing = await categoryPage(request, store, category.path, { page });
      const found = listing.products.find((product) => product.variations.length > 1);
      if (found) return found;
      if (page >= listing.pages) break;
    }
  }
  throw new Error(`No product with variations in ${store.locale}`);
}

/**
 * Spec 8 and DESIGN.md: no page ships with an axe violation. These tests check the screen (its
 * <main>); the shell around it (header, footer, banners) has its own tests.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Every page has a localized title, a canonical URL and hreflang alternates for the five stores,
 * and the theme colour (spec 9: #1fbfc0); the catalog's main pages also a description.
 */
export async function expectPageMeta(
  page: Page,
  store: TestedStore,
  options: { readonly described?: boolean } = {},
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
  // Issue 19: the pages Lighthouse scores (home, category, product, search) have a meta description
  // in the store's language, never a raw string key.
  if (options.described) {
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).toHaveAttribute('content', /^(?![a-z]+\.[a-z-]+$).{50,}/s);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1fbfc0');
  await expect(page).toHaveTitle(new RegExp(`\\| ${store.brand}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(6);
}

/** The screen has hydrated: React has attached itself to the visible <main>. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main')].some(
      (main) => main.checkVisibility() && Object.keys(main).some((key) => key.startsWith('__reactFiber')),
    ),
  );
}

/**
 * The screen on show. The shell keeps up to 2 other pages alive, hidden (spec 1), so a page may
 * hold more than one <main>: the tests look at the visible one.
 */
export function screen(page: Page): Locator {
  return page.locator('main:visible');
}

/** Consent given for necessary cookies only: the consent banner (spec 4) stays out of the way. */
export async function acceptNecessaryCookies(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  await context.addCookies([{ name: '__consent', value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
}

/** The demo seed's preview token of a draft page (apps/api seed: the same on every seed). */
export function seededPreviewToken(store: TestedStore, key: string): string {
  return createHash('sha256').update(`page-preview:${store.locale}:${key}`).digest('base64url').slice(0, 24);
}
