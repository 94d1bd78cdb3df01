import type { APIRequestContext } from '@playwright/test';
import {
  apiGet,
  inStore,
  mainCategories,
  popularProducts,
  seededPreviewToken,
  type TestedStore,
} from './screens-support.ts';

export interface ScannedScreen {
  readonly name: ScreenName;
  readonly path: string;
}

/** The screens storeScreens gives, by name, for tests declared one per screen. */
export const screenNames = [
  'home',
  'category',
  'brand',
  'product tag',
  'product',
  'search',
  'search without results',
  'search too short',
  'content page',
  'page preview',
  'christmas calendar',
  'unsubscribe',
  'track order',
  'my account (anonymous)',
  'not found',
] as const;
export type ScreenName = (typeof screenNames)[number];

/**
 * Every catalog screen of issue 6 in a store, with real content from the demo seed: the tests
 * that look at whole pages (axe, raw string keys) walk this list.
 */
export async function storeScreens(request: APIRequestContext, store: TestedStore): Promise<ScannedScreen[]> {
  const [categories, popular, brands] = await Promise.all([
    mainCategories(request, store),
    popularProducts(request, store, 12),
    apiGet<{ uri: string }[]>(request, store, '/api/brands'),
  ]);
  const category = categories[0];
  const product = popular[0];
  const brand = brands[0];
  if (!category || !product || !brand) throw new Error(`No catalog in ${store.locale}`);
  const detail = await apiGet<{ product: { tags: { uri: string }[] } }>(
    request,
    store,
    `/api/product-by-slug/${product.slug}`,
  );
  const tag = detail.product.tags[0];
  const screens: ScannedScreen[] = [
    { name: 'home', path: inStore(store, '/') },
    { name: 'category', path: inStore(store, category.uri) },
    { name: 'brand', path: inStore(store, brand.uri) },
    { name: 'product', path: inStore(store, product.url_fragment) },
    {
      name: 'search',
      path: `${inStore(store, store.search)}?q=${encodeURIComponent(product.name.split(' ')[0] ?? 'a')}`,
    },
    { name: 'search without results', path: `${inStore(store, store.search)}?q=qzxqzxqzx` },
    { name: 'search too short', path: `${inStore(store, store.search)}?q=a` },
    { name: 'content page', path: inStore(store, store.content) },
    {
      name: 'page preview',
      path: `${inStore(store, '/page-preview')}?token=${seededPreviewToken(store, 'about-draft')}`,
    },
    { name: 'christmas calendar', path: inStore(store, store.calendar) },
    { name: 'unsubscribe', path: inStore(store, '/unsubscribe') },
    { name: 'track order', path: inStore(store, '/track-order') },
    { name: 'my account (anonymous)', path: inStore(store, '/my-account') },
    { name: 'not found', path: inStore(store, '/no-such-page-anywhere') },
  ];
  if (tag) screens.splice(3, 0, { name: 'product tag', path: inStore(store, tag.uri) });
  return screens;
}
