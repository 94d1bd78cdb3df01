import { expect, type Page, test } from '@playwright/test';
import { giveConsent, openPage } from './shell-support.ts';

/*
 * Spec 1 and 2: the customer-review widget of a store loads only when the store has it
 * configured (the demo configures sv, da and fi), and then only when the viewport is taller
 * than 1200 px and the page 1800 px or less, or after more than 400 px of scroll.
 */

const configured = [
  { locale: 'sv', shortPage: '/sv/kundservice', heading: 'Omdömen från våra kunder', count: /8 omdömen/ },
  { locale: 'fi', shortPage: '/fi/asiakaspalvelu', heading: 'Asiakkaidemme arviot', count: /7 arviota/ },
] as const;

/** Counts the browser's calls for the widget's reviews and its code. */
function watchWidgetLoads(page: Page): { reviews: number; code: number } {
  const seen = { reviews: 0, code: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/store-reviews')) seen.reviews += 1;
    if (/\/assets\/review-(widget|content)[^/]*\.js/.test(request.url())) seen.code += 1;
  });
  return seen;
}

const widget = (page: Page) => page.locator('[data-review-widget]');
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** A moment for anything that would load to start loading. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 400)));
}

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? '');
});

for (const store of configured) {
  test.describe(`${store.locale}: configured`, () => {
    test('a viewport taller than 1200 px over a page of 1800 px or less loads it without a scroll', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 1300 });
      const loads = watchWidgetLoads(page);
      await openPage(page, store.shortPage);
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'loaded');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(loads.reviews).toBe(1);
      const section = page.getByRole('region', { name: store.heading });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(store.heading);
      await expect(section).toContainText(store.count);
      await expect(section.locator('.review-card')).toHaveCount(6);
      await expect(section.locator('.review-card').first().getByRole('img')).toHaveAccessibleName(/5/);
      // The page without the widget was 1800 px or less: the rule's condition, not a scroll.
      const withWidget = await pageHeight(page);
      const widgetHeight = await widget(page).evaluate((element) => element.getBoundingClientRect().height);
      expect(withWidget - widgetHeight).toBeLessThanOrEqual(1800);
    });

    test('a long page waits for a scroll of more than 400 px, and loads nothing before', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 1300 });
      const loads = watchWidgetLoads(page);
      await openPage(page, `/${store.locale}`);
      expect(await pageHeight(page)).toBeGreaterThan(1800);
      await settle(page);
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'waiting');
      await expect(widget(page).locator('.review-card')).toHaveCount(0);
      // Neither the reviews nor the code that shows them.
      expect(loads).toEqual({ reviews: 0, code: 0 });

      await page.evaluate(() => window.scrollTo(0, 400));
      await settle(page);
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'waiting');
      expect(loads).toEqual({ reviews: 0, code: 0 });

      await page.evaluate(() => window.scrollTo(0, 401));
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'loaded');
      expect(loads).toEqual({ reviews: 1, code: 1 });
      await expect(widget(page).locator('.review-card').first()).toBeAttached();
    });

    test('a viewport of 1200 px or less over a short page waits for the scroll too', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 1200 });
      const loads = watchWidgetLoads(page);
      await openPage(page, store.shortPage);
      await settle(page);
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'waiting');
      expect(loads.reviews).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 450));
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'loaded');
    });

    test('on a phone it loads after the scroll and shows the three newest reviews', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openPage(page, `/${store.locale}`);
      await settle(page);
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'waiting');
      await page.evaluate(() => window.scrollTo(0, 800));
      await expect(widget(page)).toHaveAttribute('data-review-widget', 'loaded');
      await expect(widget(page).locator('.review-card:visible')).toHaveCount(3);
    });
  });
}

test('nl has no review widget configured: nothing of it renders or loads, whatever the page does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 1300 });
  const loads = watchWidgetLoads(page);
  await openPage(page, '/nl/klantenservice');
  await settle(page);
  await openPage(page, '/nl');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  await expect(widget(page)).toHaveCount(0);
  expect(loads).toEqual({ reviews: 0, code: 0 });
});
