import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  acceptNecessaryCookies,
  inStore,
  mainCategories,
  popularProducts,
  screen,
  testedStores,
  viewports,
  waitForHydration,
} from './screens-support.ts';

/*
 * The screenshots in docs/screenshots: home, category, product and search results at desktop and
 * mobile widths, in sv, fi and nl. They change files in the repository, so they are taken only
 * when asked: SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/screens-screenshots
 */
const directory = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken with SCREENSHOTS=1');

for (const store of testedStores) {
  for (const viewport of viewports) {
    test(`screenshots of the catalog screens, ${store.locale} ${viewport.name}`, async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      test.slow();
      mkdirSync(directory, { recursive: true });
      await acceptNecessaryCookies(context, baseURL);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const [category] = await mainCategories(request, store);
      const [product] = await popularProducts(request, store, 1);
      if (!category || !product) throw new Error('no category or product');
      const term = product.name.split(/\s+/)[0] ?? 'iphone';
      const screens = [
        { name: 'home', path: inStore(store, '/') },
        { name: 'category', path: inStore(store, category.uri) },
        { name: 'product', path: inStore(store, product.url_fragment) },
        { name: 'search-results', path: `${inStore(store, store.search)}?q=${encodeURIComponent(term)}` },
      ];
      for (const shot of screens) {
        await page.goto(shot.path);
        await waitForHydration(page);
        await expect(screen(page).getByRole('heading', { level: 1 })).toBeVisible();
        // Lazy images below the fold are not waited for; the first screen is what a shopper sees.
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: resolve(directory, `${shot.name}-${store.locale}-${viewport.name}.png`),
        });
      }
    });
  }
}
