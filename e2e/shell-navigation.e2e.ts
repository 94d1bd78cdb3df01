import { expect, type Page, test } from '@playwright/test';
import {
  callApi,
  firstCategoryPath,
  giveConsent,
  navigateInApp,
  openPage,
  readTd02,
  shellStores,
  viewports,
} from './shell-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? '');
});

async function scrollReason(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.scrollReason);
}

async function waitForScrollReason(page: Page, reason: string): Promise<void> {
  await expect.poll(() => scrollReason(page)).toBe(reason);
}

test.describe('scroll on navigation (spec 2)', () => {
  for (const store of shellStores) {
    test(`${store.locale}: a q query on a screen of 768 px or narrower scrolls to 100 px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewports.mobile);
      await openPage(page, `/${store.locale}`);
      await page.evaluate(() => window.scrollTo(0, 400));
      const box = page.getByRole('searchbox');
      await box.fill('iphone');
      await box.press('Enter');
      await page.waitForURL(
        (url) => url.pathname === store.searchPath && url.searchParams.get('q') === 'iphone',
      );
      await waitForScrollReason(page, 'search');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    });
  }

  test('a q query on a wider screen scrolls to the top', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await openPage(page, '/sv');
    await page.evaluate(() => window.scrollTo(0, 400));
    await navigateInApp(page, '/sv/sok?q=iphone');
    await waitForScrollReason(page, 'top');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const store of shellStores) {
    test(`${store.locale}: a page query without phone_model scrolls to the product grid`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewports.desktop);
      const category = await firstCategoryPath(request, store);
      await openPage(page, category);
      await page.locator('.pagination a[href$="page=2"]').first().click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await waitForScrollReason(page, 'page');
      const gridTop = await page.evaluate(
        () =>
          [...document.querySelectorAll('#product-grid')]
            .find((element) => element.getClientRects().length > 0)
            ?.getBoundingClientRect().top ?? -1,
      );
      // The grid's top sits just under the sticky header (its scroll-margin-top, 96 px).
      expect(Math.round(gridTop)).toBeGreaterThanOrEqual(94);
      expect(Math.round(gridTop)).toBeLessThanOrEqual(98);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    });
  }

  test('a page query with phone_model scrolls to the top', async ({ page, request }) => {
    await page.setViewportSize(viewports.desktop);
    const category = await firstCategoryPath(request, shellStores[0]);
    await openPage(page, category);
    await page.evaluate(() => window.scrollTo(0, 600));
    await navigateInApp(page, `${category}?page=2&phone_model=iphone-16`);
    await waitForScrollReason(page, 'top');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const store of shellStores) {
    test(`${store.locale}: going back restores the saved position`, async ({ page, request }) => {
      await page.setViewportSize(viewports.desktop);
      const category = await firstCategoryPath(request, store);
      await openPage(page, category);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
      await navigateInApp(page, `/${store.locale}`);
      await waitForScrollReason(page, 'top');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await waitForScrollReason(page, 'saved');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    });
  }
});

test.describe('scroll on a page load (spec 2: saved positions are for back and forward)', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  for (const store of shellStores) {
    test(`${store.locale}: a URL opened anew and a reload start at the top, a return by back restores`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewports.desktop);
      const category = await firstCategoryPath(request, store);
      await openPage(page, category);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => scrollY(page)).toBe(1500);

      // The same address opened anew: a new navigation, at the top (the shell is ready only after
      // the scroll manager has placed the landing page).
      await openPage(page, category);
      expect(await scrollY(page)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(() => scrollY(page)).toBe(1200);
      // Let the position be recorded (once per animation frame) before the reload.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
      expect(await scrollY(page)).toBe(0);

      // Another document, then back: the position this entry had.
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => scrollY(page)).toBe(900);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await openPage(page, `/${store.locale}`);
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
      await expect.poll(() => scrollY(page)).toBe(900);
      await page.goForward();
      await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
      await expect.poll(() => scrollY(page)).toBe(0);
    });
  }

  test('a URL with a page query opened anew lands at the product grid, not at a saved position', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewports.desktop);
    const category = `${await firstCategoryPath(request, shellStores[1])}?page=2`;
    await openPage(page, category);
    await waitForScrollReason(page, 'page');
    const gridTop = () =>
      page.evaluate(() =>
        Math.round(document.querySelector('#product-grid')?.getBoundingClientRect().top ?? -1),
      );
    await expect.poll(gridTop).toBe(96);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => scrollY(page)).toBe(3000);
    await openPage(page, category);
    await waitForScrollReason(page, 'page');
    await expect.poll(gridTop).toBe(96);
  });
});

test.describe('kept-alive pages (spec 1 and 9: at most 2, never checkout)', () => {
  async function markCurrentPage(page: Page, marker: string): Promise<void> {
    await page.evaluate((value) => {
      const current = document.querySelector<HTMLElement>('.kept-page[data-current="true"]');
      if (current) current.dataset.marker = value;
    }, marker);
  }

  /**
   * The URL changes before React has committed the page it leads to (the router renders in a
   * transition): wait until the page shown is the one for `path`.
   */
  async function showing(page: Page, path: string): Promise<void> {
    await expect(page.locator('.kept-page[data-current="true"]')).toHaveAttribute('data-kept-page', path);
  }

  async function currentMarker(page: Page): Promise<string | undefined> {
    return page.evaluate(
      () => document.querySelector<HTMLElement>('.kept-page[data-current="true"]')?.dataset.marker,
    );
  }

  for (const store of shellStores) {
    test(`${store.locale}: at most 2 other pages stay alive, the oldest goes first`, async ({
      page,
      request,
    }) => {
      const category = await firstCategoryPath(request, store);
      const home = `/${store.locale}`;
      const search = `${store.searchPath}?q=kabel`;
      const brands = [
        `/${store.locale}/${brandSegment[store.locale]}/apple`,
        `/${store.locale}/${brandSegment[store.locale]}/samsung`,
      ];

      await openPage(page, home);
      await showing(page, home);
      await markCurrentPage(page, 'home');
      await navigateInApp(page, category);
      await expect(page.locator('.kept-page')).toHaveCount(2);
      // Back on the home page: the same page, kept alive with its DOM and state.
      await navigateInApp(page, home);
      await showing(page, home);
      expect(await currentMarker(page)).toBe('home');

      await navigateInApp(page, search);
      await expect(page.locator('.kept-page')).toHaveCount(3);
      await navigateInApp(page, brands[0] ?? '');
      await expect(page.locator('.kept-page')).toHaveCount(3);
      await navigateInApp(page, brands[1] ?? '');
      await expect(page.locator('.kept-page')).toHaveCount(3);
      // Three pages later the home page was let go: it renders anew.
      await navigateInApp(page, home);
      await showing(page, home);
      await expect(page.locator('.kept-page')).toHaveCount(3);
      expect(await currentMarker(page)).toBeUndefined();
      expect(await page.locator('.kept-page[data-current="false"]').count()).toBeLessThanOrEqual(2);
    });
  }

  test('the checkout and its confirmation are never kept alive', async ({ page }) => {
    await openPage(page, '/sv');
    await navigateInApp(page, '/sv/checkout');
    await expect(page.locator('.kept-page[data-screen="checkout-id"]')).toHaveCount(1);
    await navigateInApp(page, '/sv');
    await expect(page.locator('.kept-page[data-screen="checkout-id"]')).toHaveCount(0);
    await navigateInApp(page, '/sv/checkout/confirmation/1001');
    await navigateInApp(page, '/sv/sok?q=kabel');
    await expect(page.locator('.kept-page[data-screen="checkout-confirmation-id"]')).toHaveCount(0);
    await expect(page.locator('.kept-page[data-screen="index"]')).toHaveCount(1);
  });
});

const brandSegment = { sv: 'varumarke', fi: 'tavaramerkki', nl: 'merk' } as const;

test.describe('progress bar (spec 2: throttle 200 ms, duration 5000 ms)', () => {
  async function recordPhases(page: Page): Promise<void> {
    await page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>('.progress-bar');
      const log: [number, string][] = [];
      (window as unknown as { phases: [number, string][] }).phases = log;
      new MutationObserver(() => log.push([performance.now(), bar?.dataset.phase ?? ''])).observe(
        bar as Node,
        {
          attributes: true,
        },
      );
    });
  }

  test('a slow navigation shows the bar, never before 200 ms; it runs over 5000 ms', async ({
    page,
    request,
  }) => {
    const category = await firstCategoryPath(request, shellStores[1]);
    await openPage(page, '/fi');
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await recordPhases(page);
    const started = await page.evaluate(() => performance.now());
    await navigateInApp(page, category);
    const phases = await page.evaluate(() => (window as unknown as { phases: [number, string][] }).phases);
    const loading = phases.find(([, phase]) => phase === 'loading');
    expect(loading, 'the bar showed').toBeDefined();
    expect((loading?.[0] ?? 0) - started).toBeGreaterThanOrEqual(200);
    const duration = await page
      .locator('.progress-bar')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--progress-duration'));
    expect(duration.trim()).toBe('5000ms');
    await expect(page.locator('.progress-bar')).toHaveAttribute('data-phase', 'idle');
  });

  test('a navigation under 200 ms shows no bar', async ({ page }) => {
    await openPage(page, '/nl');
    // The same page again: its data answers at once from the in-process API.
    await recordPhases(page);
    const started = await page.evaluate(() => performance.now());
    await navigateInApp(page, '/nl?fast=1');
    const ended = await page.evaluate(() => performance.now());
    const phases = await page.evaluate(() => (window as unknown as { phases: [number, string][] }).phases);
    if (ended - started < 200) expect(phases.map(([, phase]) => phase)).not.toContain('loading');
  });
});

interface Deal {
  product_slug: string;
  expires_at: string;
}

test.describe('current-deal banner (spec 4)', () => {
  for (const store of shellStores) {
    test(`${store.locale}: the countdown ticks each second, pauses on a hidden tab and re-syncs`, async ({
      page,
      request,
    }) => {
      const deal = await callApi<Deal>(request, store, '/api/current-deal');
      await page.clock.install();
      await openPage(page, `/${store.locale}`);
      // Elsewhere the banner links to the deal and shows no countdown.
      await expect(page.locator('[data-deal-banner]')).toBeVisible();
      await expect(page.locator('[data-deal-countdown]')).toHaveCount(0);

      await page.locator('[data-deal-banner]').click();
      await page.waitForURL(
        (url) => url.pathname === `/${store.locale}/${store.productSegment}/${deal.product_slug}`,
      );
      const countdown = page.locator('[data-deal-countdown]');
      await expect(countdown).not.toHaveAttribute('data-seconds-left', '');
      await page.clock.pauseAt(Date.now() + 1000);
      const secondsLeft = async () => Number(await countdown.getAttribute('data-seconds-left'));
      await page.clock.runFor(1000);
      const start = await secondsLeft();
      const expected = Math.floor(
        (Date.parse(deal.expires_at) - (await page.evaluate(() => Date.now()))) / 1000,
      );
      expect(Math.abs(start - expected)).toBeLessThanOrEqual(1);

      await page.clock.runFor(3000);
      await expect.poll(secondsLeft).toBe(start - 3);

      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.clock.runFor(5000);
      // Paused: nothing ticked while the tab was hidden.
      expect(await secondsLeft()).toBe(start - 3);

      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // Re-synced with the clock at once, then ticking again.
      await expect.poll(secondsLeft).toBe(start - 8);
      await page.clock.runFor(1000);
      await expect.poll(secondsLeft).toBe(start - 9);
    });
  }

  test('outside its window the deal banner is hidden', async ({ page, request }) => {
    const deal = await callApi<Deal>(request, shellStores[0], '/api/current-deal');
    // The browser's clock after the deal expired: the banner hides after hydration.
    await page.clock.install({ time: Date.parse(deal.expires_at) + 60_000 });
    await openPage(page, '/sv');
    await expect(page.locator('[data-deal-banner]')).toHaveCount(0);
  });
});

test.describe('header (spec 9)', () => {
  test('the header takes its scrolled state after 40 px', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await openPage(page, '/sv');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 41));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  for (const store of shellStores) {
    test(`${store.locale}: the mobile selling-points slider moves every 3000 ms`, async ({ page }) => {
      await page.setViewportSize(viewports.mobile);
      await page.clock.install();
      await openPage(page, `/${store.locale}`);
      const list = page.locator('.selling-points__list');
      const index = async () => Number(await list.getAttribute('data-index'));
      await page.clock.pauseAt(Date.now() + 500);
      // Find a tick: from there, the next one comes 3000 ms later, not before.
      const before = await index();
      for (let step = 0; step < 40 && (await index()) === before; step += 1) await page.clock.runFor(100);
      const ticked = await index();
      expect(ticked).toBe((before + 1) % 3);
      await page.clock.runFor(2900);
      expect(await index()).toBe(ticked);
      await page.clock.runFor(100);
      await expect.poll(index).toBe((ticked + 1) % 3);
    });
  }

  test('the slider stands still for a shopper who prefers reduced motion', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, '/fi');
    const list = page.locator('.selling-points__list');
    await page.clock.runFor(9000);
    await expect(list).toHaveAttribute('data-index', '0');
    await expect(page.locator('.selling-points')).toHaveAttribute('data-playing', 'false');
  });
});

test.describe('special query parameters (spec 2)', () => {
  test('utm_* and gclid are stored as campaign data with the cart, disc as the discount code', async ({
    page,
  }) => {
    await openPage(page, '/sv?utm_source=newsletter&utm_campaign=black-week&gclid=abc123&disc=BLACK-25');
    await expect
      .poll(
        async () =>
          ((await readTd02(page, 'local')).cart as { campaignData?: unknown } | undefined)?.campaignData,
      )
      .toEqual({ utm_source: 'newsletter', utm_campaign: 'black-week', gclid: 'abc123' });
    await expect.poll(async () => (await readTd02(page, 'session')).discount).toEqual({ code: 'BLACK-25' });
  });

  test('a disc code shorter than 3 characters is ignored', async ({ page }) => {
    await openPage(page, '/fi?disc=ab');
    await page.waitForTimeout(300);
    expect((await readTd02(page, 'session')).discount).toBeUndefined();
  });
});

test.describe('failures (spec 4 and 8)', () => {
  test('a failed chunk load reloads the page, at most once per 60 seconds', async ({ page }) => {
    await page.route('**/assets/side-menu-*.js', (route) => route.abort());
    await openPage(page, '/sv');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.locator('[data-side-menu-button]').click();
    await expect.poll(() => loads).toBe(1);
    await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('shop:chunk-reload-at'))).not.toBeNull();

    // The chunk still fails: within 60 seconds there is no second reload, and the page stays.
    await page.locator('[data-side-menu-button]').click();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
    await expect(page.locator('header.site-header')).toBeVisible();
  });

  test('spec 8: a failed category lookup is treated as empty: the side menu opens without categories or an error', async ({
    page,
  }) => {
    let failed = 0;
    // The side menu's full tree (v=2 without main_menu); the main-menu strip is server-rendered.
    await page.route(
      (url) => url.pathname === '/api/product-categories' && !url.searchParams.has('main_menu'),
      (route) => {
        failed += 1;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      },
    );
    await openPage(page, '/sv');
    await page.locator('[data-side-menu-button]').click();
    const menu = page.locator('[data-side-menu]');
    // An empty list has no height: it is there, and the loading notice is gone.
    await expect(menu.locator('[data-menu-tree]')).toBeAttached();
    await expect(menu.locator('.side-menu__status')).toHaveCount(0);
    expect(failed).toBeGreaterThan(0);
    await expect(menu.locator('[data-menu-tree] > li')).toHaveCount(0);
    await expect(menu.locator('[role="alert"]')).toHaveCount(0);
    // The rest of the menu is there: the brands.
    await expect(menu.locator('[data-menu-brands] a')).toHaveCount(10);
  });

  test('an unhandled front-end error is posted to /captuerr', async ({ page }) => {
    const reports: unknown[] = [];
    await page.route('**/captuerr*', async (route) => {
      reports.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    await openPage(page, '/nl');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('shell e2e failure');
      });
    });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({
      error: 'shell e2e failure',
      level: 'error',
      url: expect.stringContaining('/nl'),
    });
    const report = reports[0] as { stack: string; userAgent: string };
    expect(report.stack).toContain('shell e2e failure');
    expect(report.userAgent).toContain('Chrome');
  });
});

test.describe('search box (spec 4 and 9: 2 characters, 250 ms)', () => {
  test('a search starts after 2 characters and a 250 ms pause; 1 character shows popular products', async ({
    page,
  }) => {
    const calls: { query: string | null; popular: string | null }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/products') {
        calls.push({
          query: url.searchParams.get('query'),
          popular: url.searchParams.get('popular'),
        });
      }
    });
    await openPage(page, '/sv');
    const box = page.getByRole('searchbox');
    await box.click();
    await box.pressSequentially('k');
    await expect.poll(() => calls.filter((call) => call.popular === 'true').length).toBe(1);
    expect(calls.filter((call) => call.query !== null)).toEqual([]);
    await expect(page.locator('.search-suggestions')).toContainText(/Populära produkter/);

    await page.evaluate(() => {
      document.addEventListener(
        'input',
        () => {
          (window as unknown as { lastInput: number }).lastInput = performance.now();
        },
        true,
      );
    });
    await box.pressSequentially('abel');
    await expect.poll(() => calls.filter((call) => call.query !== null).length).toBe(1);
    const search = calls.find((call) => call.query !== null);
    expect(search?.query).toBe('kabel');
    // Measured in the page: from the last keystroke to the request, at least the 250 ms pause.
    const pause = await page.evaluate(() => {
      const request = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/products?') && entry.name.includes('query=kabel'));
      return (request?.startTime ?? 0) - (window as unknown as { lastInput: number }).lastInput;
    });
    expect(pause).toBeGreaterThanOrEqual(249);
    await expect(page.locator('.search-suggestions__product').first()).toBeVisible();
  });

  test('more than 2 characters without results say so', async ({ page }) => {
    await openPage(page, '/nl');
    const box = page.getByRole('searchbox');
    await box.fill('qqxqqzz');
    await expect(page.locator('[data-search-empty]')).toBeVisible();
    await expect(page.locator('[data-search-empty]')).toContainText('qqxqqzz');
  });
});
