import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  callApi,
  firstCategoryPath,
  giveConsent,
  openPage,
  shellStores,
  viewports,
} from './shell-support.ts';

const brandPathSegment = { sv: 'varumarke', fi: 'tavaramerkki', nl: 'merk' } as const;
/** The seed's brand for every maker outside the nine, named and linked in each language. */
const othersBrand = {
  sv: { slug: 'ovriga', name: 'Övriga' },
  fi: { slug: 'muut', name: 'Muut' },
  nl: { slug: 'overige', name: 'Overige' },
} as const;
const tenBrands = [
  'Apple',
  'Google Pixel',
  'Huawei',
  'Motorola',
  'OnePlus',
  'Samsung',
  'Sony',
  'Universal',
  'Xiaomi',
];

/** axe on the shell: everything but the screen itself (the screens have their own tests). */
async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('#content').analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

for (const store of shellStores) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test.describe(`${store.locale} store, ${viewportName}`, () => {
      test.use({ viewport });

      test('the shell renders in the store language, hydrates without errors and passes axe', async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await openPage(page, `/${store.locale}`);
        await expect(page.locator('header.site-header')).toBeVisible();
        await expect(page.locator('footer.site-footer')).toBeAttached();
        // Every shopper-visible text comes from the strings: no key shows through.
        await expect(page.locator('body')).not.toContainText('shell.');
        // The consent banner is part of a first visit, so axe sees it too.
        await expect(page.locator('[data-consent-banner]')).toBeVisible();
        await expectNoAxeViolations(page, `${store.locale} ${viewportName} page`);

        await page.locator('[data-side-menu-button]').click();
        await expect(page.locator('[data-menu-tree]')).toBeVisible();
        await expectNoAxeViolations(page, `${store.locale} ${viewportName} side menu`);
        await page.keyboard.press('Escape');
        await expect(page.locator('[data-side-menu]')).toHaveCount(0);
        expect(errors).toEqual([]);
      });

      test(`the company/private VAT toggle is ${store.allowExVAT ? 'offered' : 'absent'} (allowExVAT)`, async ({
        page,
        baseURL,
        context,
      }) => {
        await giveConsent(context, baseURL ?? '');
        await openPage(page, `/${store.locale}`);
        if (viewportName === 'mobile') {
          // On mobile the top bar's controls live in the side menu.
          await page.locator('[data-side-menu-button]').click();
          await expect(page.locator('[data-menu-tree]')).toBeVisible();
          await expect(page.locator('[data-side-menu] fieldset.vat-toggle')).toHaveCount(
            store.allowExVAT ? 1 : 0,
          );
          return;
        }
        const toggle = page.locator('.top-bar fieldset.vat-toggle');
        await expect(toggle).toHaveCount(store.allowExVAT ? 1 : 0);
        if (!store.allowExVAT) return;
        await toggle.locator('input[value="company"]').check();
        await expect(toggle).toHaveAttribute('data-vat-included', 'false');
        const cookies = await context.cookies();
        expect(cookies.find((cookie) => cookie.name === '__vat')?.value).toBe('0');
        // The choice survives a reload and the server renders it (no flip after hydration).
        const html = await (await page.request.get(`/${store.locale}`)).text();
        expect(html).toContain('data-vat-included="false"');
        await page.reload();
        await expect(page.locator('.top-bar fieldset.vat-toggle')).toHaveAttribute(
          'data-vat-included',
          'false',
        );
        const td02 = await page.evaluate(() => JSON.parse(localStorage.getItem('td02') ?? '{}'));
        expect(td02.cart.vat).toBe(false);
      });

      test('the country switcher lists sv, no, da and fi, never nl', async ({ page, baseURL, context }) => {
        await giveConsent(context, baseURL ?? '');
        await openPage(page, `/${store.locale}`);
        if (viewportName === 'mobile') {
          await page.locator('[data-side-menu-button]').click();
          const links = page.locator('.side-menu__countries a');
          await expect(links).toHaveCount(4);
          expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('lang')))).toEqual([
            'sv',
            'nb',
            'da',
            'fi',
          ]);
          return;
        }
        await page.locator('[data-country-switcher]').click();
        const items = page.getByRole('menuitem');
        await expect(items).toHaveCount(4);
        expect(await items.evaluateAll((all) => all.map((item) => item.getAttribute('data-locale')))).toEqual(
          ['sv', 'no', 'da', 'fi'],
        );
        await expect(page.locator('[data-locale="nl"][role="menuitem"]')).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(items).toHaveCount(0);
      });

      test('?login opens the login dialog on load; ?change_password the change-password dialog', async ({
        page,
        baseURL,
        context,
      }) => {
        await giveConsent(context, baseURL ?? '');
        await openPage(page, `/${store.locale}?login`);
        const login = page.getByRole('dialog');
        await expect(login).toBeVisible();
        await expect(page.locator('[data-login-dialog]')).toBeVisible();
        await expect(login.locator('input[type="email"]')).toBeVisible();
        await expect(login.locator('input[type="password"]')).toBeVisible();
        await expectNoAxeViolations(page, `${store.locale} ${viewportName} login dialog`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        await openPage(page, `/${store.locale}?change_password`);
        await expect(page.locator('[data-change-password-dialog]')).toBeVisible();
        // The logged-in change asks for the current password too (the reset link does not).
        await expect(page.getByRole('dialog').locator('input[type="password"]')).toHaveCount(3);
      });
    });
  }
}

test.describe('account entry (spec 2, Login entry)', () => {
  test('an anonymous shopper gets the login dialog', async ({ page, baseURL, context }) => {
    await giveConsent(context, baseURL ?? '');
    await openPage(page, '/sv');
    await page.locator('.top-bar [data-account-entry="login"]').click();
    await expect(page.locator('[data-login-dialog]')).toBeVisible();
  });

  test('a logged-in customer goes to the orders page and sees their name', async ({
    page,
    baseURL,
    context,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await page.addInitScript(() => {
      const auth = {
        strategy: 'account',
        access_token: 'token',
        refresh_token: 'refresh',
        expires_at: Date.now() + 3_600_000,
        user: { name: 'Anna Andersson', scope: 'customer', order_id: null, discounts: {} },
      };
      localStorage.setItem('td02', JSON.stringify({ auth }));
    });
    await openPage(page, '/fi');
    const entry = page.locator('.top-bar [data-account-entry="account"]');
    await expect(entry).toContainText('Anna Andersson');
    await expect(entry).toHaveAttribute('href', '/fi/my-account/orders');
  });

  test('a single-order guest (scope my-order) goes to their own order page', async ({
    page,
    baseURL,
    context,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await page.addInitScript(() => {
      const auth = {
        strategy: 'order',
        access_token: 'token',
        refresh_token: null,
        expires_at: Date.now() + 3_600_000,
        user: { name: 'Guest', scope: 'my-order', order_id: '10042', discounts: {} },
      };
      // Spec 4: the order token is not global; it lives in this tab's session storage.
      sessionStorage.setItem('td02', JSON.stringify({ auth }));
    });
    await openPage(page, '/nl');
    await expect(page.locator('.top-bar [data-account-entry="my-order"]')).toHaveAttribute(
      'href',
      '/nl/my-order/10042',
    );
  });
});

test.describe('main-category strip (spec 9: 230 px per step)', () => {
  for (const store of shellStores) {
    test(`${store.locale}: each arrow click scrolls the strip by 230 px`, async ({
      page,
      baseURL,
      context,
    }) => {
      await giveConsent(context, baseURL ?? '');
      // A pointer-device window narrow enough for the strip to overflow; instant scrolling for exact steps.
      await page.setViewportSize({ width: 640, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, `/${store.locale}`);
      const list = page.locator('.category-strip__list');
      const overflow = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, 'the strip overflows').toBeGreaterThan(230);
      const next = page.locator('.category-strip__arrow--next');
      const previous = page.locator('.category-strip__arrow--previous');
      await expect(previous).toBeDisabled();
      await next.click();
      await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(230);
      // The second step goes another 230 px, or to the end when less is left.
      const second = Math.min(460, overflow);
      await next.click();
      await expect.poll(() => list.evaluate((element) => Math.round(element.scrollLeft))).toBe(second);
      await previous.click();
      await expect.poll(() => list.evaluate((element) => Math.round(element.scrollLeft))).toBe(second - 230);
    });
  }
});

test.describe('side menu (spec 2: 324 px, grid on desktop, drill-down on mobile)', () => {
  for (const store of shellStores) {
    test(`${store.locale} desktop: 324 px wide, tree loaded on first opening, a 4-column grid on hover that a click keeps open and keys toggle`, async ({
      page,
      baseURL,
      context,
    }) => {
      await giveConsent(context, baseURL ?? '');
      await page.setViewportSize(viewports.desktop);
      const treeRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/product-categories' && !url.searchParams.has('main_menu')) {
          treeRequests.push(url.search);
        }
      });
      await openPage(page, `/${store.locale}`);
      expect(treeRequests, 'the tree is not loaded before the menu opens').toEqual([]);

      await page.locator('[data-side-menu-button]').click();
      const menu = page.locator('[data-side-menu]');
      await expect(page.locator('[data-menu-tree]')).toBeVisible();
      expect(await menu.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(324);
      expect(treeRequests).toHaveLength(1);

      await page.locator('[data-menu-category]').first().hover();
      const grid = page.locator('[data-menu-grid]');
      await expect(grid).toBeVisible();
      // A click on the category the mouse opened keeps its grid open.
      await page.locator('[data-menu-category]').first().click();
      await expect(grid).toBeVisible();
      await expect(page.locator('[data-menu-category]').first()).toHaveAttribute('aria-expanded', 'true');
      // Keys toggle it.
      await page.locator('[data-menu-category]').first().press('Enter');
      await expect(grid).toHaveCount(0);
      await page.locator('[data-menu-category]').first().press('Enter');
      await expect(grid).toBeVisible();
      const columns = await grid.evaluate(
        (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
      );
      expect(columns).toBe(4);

      const brands = page.locator('[data-menu-brands] a');
      await expect(brands).toHaveCount(10);
      const names = await brands.allTextContents();
      expect(names.slice(0, 9)).toEqual(tenBrands);
      await expect(brands.first()).toHaveAttribute(
        'href',
        `/${store.locale}/${brandPathSegment[store.locale]}/apple`,
      );
      await expect(brands.last()).toHaveAttribute(
        'href',
        `/${store.locale}/${brandPathSegment[store.locale]}/${othersBrand[store.locale].slug}`,
      );

      // Closed and opened again: the tree is cached, no second call.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await page.locator('[data-side-menu-button]').click();
      await expect(page.locator('[data-menu-tree]')).toBeVisible();
      expect(treeRequests).toHaveLength(1);

      // Spec 2: "Others" leads to the brand page of every brand outside the nine.
      await page.locator('[data-menu-brands] a').last().click();
      await expect(page).toHaveURL(new RegExp(`/${othersBrand[store.locale].slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(othersBrand[store.locale].name);
    });

    test(`${store.locale} tablet (830 to 1024 px): the sub-category grid has 3 columns`, async ({
      page,
      baseURL,
      context,
    }) => {
      await giveConsent(context, baseURL ?? '');
      await page.setViewportSize({ width: 900, height: 800 });
      await openPage(page, `/${store.locale}`);
      await page.locator('[data-side-menu-button]').click();
      await expect(page.locator('[data-menu-tree]')).toBeVisible();
      const grid = page.locator('[data-menu-grid]');
      // The menu slides in: a hover during the slide may land beside the entry, so it is repeated.
      await expect(async () => {
        await page.locator('[data-menu-category]').first().hover();
        await expect(grid).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      expect(
        await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length),
      ).toBe(3);
    });

    test(`${store.locale} mobile (576 px or narrower): a drill-down with back and close`, async ({
      page,
      baseURL,
      context,
    }) => {
      await giveConsent(context, baseURL ?? '');
      await page.setViewportSize(viewports.mobile);
      await openPage(page, `/${store.locale}`);
      await page.locator('[data-side-menu-button]').click();
      const menu = page.locator('[data-side-menu]');
      await expect(page.locator('[data-menu-tree]')).toBeVisible();
      expect(await menu.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(324);
      await expect(page.locator('.side-menu__content')).toHaveAttribute('data-mode', 'drill-down');

      const first = page.locator('[data-menu-category]').first();
      const name = (await first.textContent())?.trim() ?? '';
      await first.click();
      await expect(page.locator('[data-menu-level]')).toBeVisible();
      await expect(page.locator('.side-menu__title')).toHaveText(name);
      await expect(page.locator('[data-menu-back]')).toBeFocused();
      await expect(page.locator('[data-menu-grid]')).toHaveCount(0);

      await page.locator('[data-menu-back]').click();
      await expect(page.locator('[data-menu-tree]')).toBeVisible();
      await expect(page.locator('[data-menu-category]').first()).toBeFocused();

      await page.locator('[data-menu-close]').click();
      await expect(menu).toHaveCount(0);
    });
  }

  test('a category link in the side menu leads to the category page and closes the menu', async ({
    page,
    baseURL,
    context,
    request,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await page.setViewportSize(viewports.desktop);
    await openPage(page, '/sv');
    const categoryPath = await firstCategoryPath(request, shellStores[0]);
    await page.locator('[data-side-menu-button]').click();
    await page.locator('[data-menu-category]').first().hover();
    await page.locator('.side-menu__flyout-all').click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath}$`));
    await expect(page.locator('[data-side-menu]')).toHaveCount(0);
  });
});

test.describe('store message bar (spec 2: more than 20 characters, dismissal remembered)', () => {
  for (const store of shellStores) {
    test(`${store.locale}: the message shows, hides on close and stays hidden`, async ({
      page,
      baseURL,
      context,
      request,
    }) => {
      await giveConsent(context, baseURL ?? '');
      const widget = await callApi<{ content: string; hidden: boolean }>(
        request,
        store,
        '/api/widget-by-slug/store-message',
      );
      await openPage(page, `/${store.locale}`);
      const bar = page.locator('[data-store-message]');
      await expect(bar).toBeVisible();
      const text = (await bar.locator('.store-message__text').textContent())?.trim() ?? '';
      expect(text.length).toBeGreaterThan(20);
      expect(widget.content).toContain(text.slice(0, 10));

      await bar.getByRole('button').click();
      await expect(bar).toHaveCount(0);
      // Remembered: the server leaves it out of the next page, also after a reload.
      await page.reload();
      await expect(page.locator('[data-store-message]')).toHaveCount(0);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === '__dismissed')?.value).toMatch(
        /^store(:|%3A)[0-9a-z]+/,
      );
    });
  }

  test('hiding one message does not hide a different one (another store keeps its message)', async ({
    page,
    baseURL,
    context,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await openPage(page, '/sv');
    await page.locator('[data-store-message] button').click();
    await openPage(page, '/fi');
    await expect(page.locator('[data-store-message]')).toBeVisible();
  });
});

test.describe('footer (spec 1)', () => {
  // Issue 20: only the logos of methods the store offers (invoice: Walley, pay-later: Klarna, card).
  const footerBadges = {
    sv: ['Klarna', 'Walley', 'Visa', 'Mastercard'],
    fi: ['Klarna', 'Walley', 'Visa', 'Mastercard'],
    nl: ['Klarna', 'Visa', 'Mastercard'],
  } as const;
  const socialCount = { sv: 4, fi: 4, nl: 4 } as const;

  for (const store of shellStores) {
    test(`${store.locale}: badges, social links and the company line of the store`, async ({
      page,
      baseURL,
      context,
    }) => {
      await giveConsent(context, baseURL ?? '');
      await openPage(page, `/${store.locale}`);
      const payment = page.locator('[data-badges="payment"] img');
      expect(await payment.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
        [...footerBadges[store.locale]],
      );
      await expect(page.locator('[data-badges="shipping"] img').first()).toBeAttached();
      await expect(page.locator('[data-badges="trust"] img')).toHaveCount(1);
      await expect(page.locator('[data-social]')).toHaveCount(socialCount[store.locale]);
      const company = page.locator('[data-company-line]');
      await expect(company).toContainText(String(new Date().getFullYear()));
      await expect(company).toContainText('Nordic Spareparts AB');
    });
  }

  test('the link columns collapse on mobile (576 px or narrower) and stand open on desktop', async ({
    page,
    baseURL,
    context,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await page.setViewportSize(viewports.mobile);
    await openPage(page, '/fi');
    const column = page.locator('[data-footer-column]').first();
    const toggle = column.locator('.footer-column__toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(column.locator('.footer-column__links')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(column.locator('.footer-column__links')).toBeVisible();

    await page.setViewportSize(viewports.desktop);
    await expect(toggle).toBeHidden();
    await expect(page.locator('[data-footer-column] .footer-column__links').last()).toBeVisible();
  });

  test('the newsletter signup subscribes, and says so when it fails', async ({ page, baseURL, context }) => {
    await giveConsent(context, baseURL ?? '');
    await openPage(page, '/nl');
    const form = page.locator('.newsletter__form');
    await page.route('**/api/newsletter*', (route) => route.abort());
    await form.locator('input[type="email"]').fill('shopper@example.com');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-newsletter="failed"]')).toContainText(/lukt op dit moment niet/);

    await page.unroute('**/api/newsletter*');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[data-newsletter="subscribed"]')).toBeVisible();
  });
});
