import { expect, test } from '@playwright/test';
import { inStore, popularProducts, testedStores } from './screens-support.ts';
import { openPage } from './shell-support.ts';

/*
 * Issue 19: a page's scripts start after its first contentful paint (apps/web/app/lib/page-scripts.ts),
 * so that on a slow connection they do not hold up the CSS, the fonts and the largest image. The
 * server's HTML names no script to fetch before then, and the page still hydrates, in order (the
 * strings before the modules that render with them), without an error.
 */

const store = testedStores[0];

test.describe('page scripts after the first paint (issue 19)', () => {
  test('the HTML fetches no module and no strings asset before the boot script starts them', async ({
    request,
  }) => {
    const html = await (await request.get(inStore(store, '/'))).text();
    const [head = '', body = ''] = html.split('</head>');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('/strings/');
    // Outside the <noscript> that holds them, the body has no script with a source or a module.
    const outside = body.replace(/<noscript id="page-scripts">[\s\S]*?<\/noscript>/, '');
    expect(outside).not.toMatch(/<script[^>]+(src=|type="module")/);
    expect(outside).not.toContain('modulepreload');
    expect(body).toContain('<noscript id="page-scripts">');
  });

  for (const screen of ['home', 'product'] as const) {
    test(`${screen}: every script starts after the first contentful paint, and the page hydrates without an error`, async ({
      page,
      request,
    }) => {
      const [product] = await popularProducts(request, store, 1);
      const path = screen === 'home' ? '/' : (product?.url_fragment ?? '');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await openPage(page, inStore(store, path));
      const timings = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      }));
      expect(timings.scripts.length).toBeGreaterThan(2);
      for (const script of timings.scripts) {
        expect(script.start, script.name).toBeGreaterThanOrEqual(timings.paint);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe("the shop's own links (issue 19: links without resolving their paths)", () => {
  test('a product card prefetches its page when the pointer rests on it, and a click opens it in the page', async ({
    page,
  }) => {
    await openPage(page, inStore(store, '/'));
    const card = page.locator('main:visible .product-card a[data-discover="true"]').first();
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/sv\/produkt\/[\w-]+$/);
    // prefetch="intent": the product page's data and module are fetched once the pointer rests.
    const prefetched = page.locator(`link[rel="prefetch"][href^="${href}.data"]`);
    await expect(prefetched).toHaveCount(0);
    await card.hover();
    await expect(prefetched).toHaveCount(1);
    await expect(page.locator('link[rel="modulepreload"][href*="/product.route-"]')).toHaveCount(1);
    // A click navigates in the page: the document stays (no reload) and the product is on show.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.locator(`.kept-page[data-current="true"][data-kept-page="${href}"] h1`)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Back returns to the home page, as with any navigation in the page.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/sv');
  });
});
