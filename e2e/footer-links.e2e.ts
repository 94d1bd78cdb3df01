import { expect, test } from '@playwright/test';
import { giveConsent, openPage, shellStores, viewports } from './shell-support.ts';

/*
 * Spec 1: the footer's link columns lead to the store's own pages (content pages through the
 * catch-all route, categories, the calendar, order tracking, the account), the top bar's
 * customer-service link to the store's customer-service page, and the social links to the
 * store's own accounts on facebook, instagram, tiktok and youtube.
 */

/** The store's handle in its social links (footer-config.ts). */
const socialHandles = {
  sv: /mobildelar/,
  fi: /puhelinosat/,
  nl: /telefoononderdelen/,
} as const;

const networkHosts = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  tiktok: 'https://www.tiktok.com/@',
  youtube: 'https://www.youtube.com/@',
} as const;

for (const store of shellStores) {
  test(`${store.locale}: every footer link and the customer-service link answer with a page, none with a 404`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await giveConsent(context, baseURL ?? '');
    await openPage(page, `/${store.locale}`);
    const footerLinks = await page
      .locator('footer.site-footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const serviceLink = await page.locator('.top-bar a.top-bar__button').first().getAttribute('href');
    const paths = [...new Set([...footerLinks, serviceLink ?? ''])];
    expect(paths.length).toBeGreaterThanOrEqual(10);
    expect(paths.every((path) => path.startsWith(`/${store.locale}/`))).toBe(true);

    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const main = page.locator('main:visible');
      await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(main, path).not.toContainText('This page could not be found');
    }
  });

  test(`${store.locale}: the customer-service pages of the footer show their content in the store language`, async ({
    page,
    context,
    baseURL,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await openPage(page, `/${store.locale}`);
    // Open the first column as a phone shows it (the columns collapse at 576 px or narrower).
    await page.setViewportSize(viewports.mobile);
    const column = page.locator('[data-footer-column]').first();
    const links = await column.locator('.footer-column__links a').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        label: anchor.textContent ?? '',
      })),
    );
    // Contact, shipping and returns are content pages (the fourth link is order tracking).
    for (const link of links.slice(0, 3)) {
      await page.goto(link.href);
      const article = page.locator('main:visible');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await article.textContent())?.length ?? 0, link.href).toBeGreaterThan(120);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${store.locale}`));
      // Nothing on the page is wider than the phone (a long e-mail address once was).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), link.href).toBeLessThanOrEqual(
        375,
      );
    }
  });

  test(`${store.locale}: social links go to the store's own accounts and are named for assistive technology`, async ({
    page,
    context,
    baseURL,
  }) => {
    await giveConsent(context, baseURL ?? '');
    await openPage(page, `/${store.locale}`);
    for (const [network, host] of Object.entries(networkHosts)) {
      const link = page.locator(`[data-social="${network}"]`);
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(host), href).toBe(true);
      expect(href).toMatch(socialHandles[store.locale]);
      await expect(link).toHaveAccessibleName(
        new RegExp(network === 'tiktok' ? 'TikTok' : network === 'youtube' ? 'YouTube' : network, 'i'),
      );
    }
  });
}
