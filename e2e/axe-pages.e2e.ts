import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { screenNames, storeScreens } from './page-scan-support.ts';
import { screen, testedStores, viewports, waitForHydration } from './screens-support.ts';

/*
 * Spec 8 and DESIGN.md: no page ships with an axe violation. axe here looks at the whole
 * document of every screen: header, the screen, the review widget where the store has one,
 * footer and the consent banner of a first visit; and, over a page, the side menu and the
 * dialogs.
 */

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** Scrolls through the page and back, so what loads on scroll (review widget, images) is there. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
    window.scrollTo(0, 0);
    await pause();
  });
}

for (const store of testedStores) {
  for (const viewport of viewports) {
    test.describe(`${store.locale} at ${viewport.name} width`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const name of screenNames) {
        test(`${name}: the whole document on a first visit (consent banner shown)`, async ({
          page,
          request,
        }) => {
          const shown = (await storeScreens(request, store)).find((entry) => entry.name === name);
          test.skip(!shown, `the demo seed has no ${name} in ${store.locale}`);
          await page.goto(shown?.path ?? '/');
          await expect(screen(page)).toBeVisible();
          await waitForHydration(page);
          await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
          await expect(page.locator('[data-consent-banner]')).toBeVisible();
          await scrollThrough(page);
          await expectNoViolations(page, `${store.locale} ${viewport.name} ${name}`);
        });
      }

      test('the side menu, the login dialog and the consent settings over a page', async ({ page }) => {
        await page.goto(`/${store.locale}`);
        await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');

        await page.locator('[data-consent-banner] [data-consent-action="settings"]').click();
        await expect(page.locator('[data-consent-settings]')).toBeVisible();
        await expectNoViolations(page, `${store.locale} ${viewport.name} consent settings`);
        await page.locator('[data-consent-settings] [data-consent-action="save"]').click();
        await expect(page.locator('[data-consent-settings]')).toHaveCount(0);

        await page.locator('[data-side-menu-button]').click();
        await expect(page.locator('[data-menu-tree]')).toBeVisible();
        await expectNoViolations(page, `${store.locale} ${viewport.name} side menu`);
        const first = page.locator('[data-menu-category]').first();
        if (viewport.name === 'desktop') {
          // The menu slides in: a hover during the slide may land beside the entry, so it is
          // repeated (as in shell.e2e.ts).
          await expect(async () => {
            await first.hover();
            await expect(page.locator('[data-menu-grid]')).toBeVisible({ timeout: 1000 });
          }).toPass({ timeout: 10_000 });
          await expectNoViolations(page, `${store.locale} ${viewport.name} side menu sub-category grid`);
        } else {
          await first.click();
          await expect(page.locator('[data-menu-level]')).toBeVisible();
          await expectNoViolations(page, `${store.locale} ${viewport.name} side menu drill-down`);
        }
        await page.keyboard.press('Escape');
        await expect(page.locator('[data-side-menu]')).toHaveCount(0);

        await page.locator('[data-account-entry="login"]:visible').first().click();
        await expect(page.locator('[data-login-dialog]')).toBeVisible();
        await expectNoViolations(page, `${store.locale} ${viewport.name} login dialog`);
      });
    });
  }
}
