import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

/** The stores the shell tests cover (issue 6: at least sv, fi and nl). */
export const shellStores = [
  { locale: 'sv', sid: 1, allowExVAT: true, searchPath: '/sv/sok', productSegment: 'produkt' },
  { locale: 'fi', sid: 4, allowExVAT: true, searchPath: '/fi/searchresults', productSegment: 'tuote' },
  { locale: 'nl', sid: 6, allowExVAT: false, searchPath: '/nl/searchresults', productSegment: 'product' },
] as const;

export type ShellStore = (typeof shellStores)[number];

export const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

export type ViewportName = keyof typeof viewports;

/** Spec 4: all five consent flags granted (Necessary 1 + 2 + 4 + 8 + 16). */
export const allConsent = '31';

/** A consent choice already made, so the banner stays out of the way of other tests. */
export async function giveConsent(
  context: BrowserContext,
  baseURL: string,
  value = allConsent,
): Promise<void> {
  await context.addCookies([{ name: '__consent', value, url: baseURL }]);
}

/** Loads a page and waits until the shell has hydrated (ShellEffects marks <html>). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
}

/**
 * The page on show, or with `path` the page of that path once it is on show. Pages left behind
 * stay alive, hidden, and may hold the same links; a locator scoped to the path never picks one of
 * them, also while a navigation is still hiding the page it left.
 */
export function currentPage(page: Page, path?: string): Locator {
  const shown = '.kept-page[data-current="true"]';
  return page.locator(path ? `${shown}[data-kept-page="${path}"]` : shown);
}

interface RouterWindow {
  __reactRouterDataRouter: { navigate(to: string): Promise<void> };
}

/** A client-side navigation, as a link click makes it, without a link on the page. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(async (target) => {
    await (window as unknown as RouterWindow).__reactRouterDataRouter.navigate(target);
  }, to);
  await page.waitForFunction((target) => `${location.pathname}${location.search}` === target, to);
}

/** A call to the provider, as the storefront makes it (spec 7: locale and sid on every call). */
export async function callApi<Result>(
  request: APIRequestContext,
  store: Pick<ShellStore, 'locale' | 'sid'>,
  path: string,
  query: Record<string, string> = {},
): Promise<Result> {
  const params = new URLSearchParams({ ...query, locale: store.locale, sid: String(store.sid) });
  const response = await request.get(`${path}?${params}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as Result;
}

export interface MenuCategory {
  id: number;
  name: string;
  uri: string;
  show_in_menu: boolean;
  children: MenuCategory[];
}

/** The first main-menu category's page in the store, with the locale prefix. */
export async function firstCategoryPath(request: APIRequestContext, store: ShellStore): Promise<string> {
  const menu = await callApi<MenuCategory[]>(request, store, '/api/product-categories', {
    v: '2',
    main_menu: 'true',
  });
  const first = menu.find((category) => category.show_in_menu);
  if (!first) throw new Error(`No main menu in ${store.locale}`);
  return `/${store.locale}${first.uri}`;
}

/** Reads the td02 object of local or session storage. */
export async function readTd02(page: Page, area: 'local' | 'session'): Promise<Record<string, unknown>> {
  return page.evaluate((which) => {
    const storage = which === 'local' ? window.localStorage : window.sessionStorage;
    return JSON.parse(storage.getItem('td02') ?? '{}') as Record<string, unknown>;
  }, area);
}
