import { expect, type Page, test } from '@playwright/test';
import { giveConsent, openPage, shellStores, viewports } from './shell-support.ts';

const dayInSeconds = 86_400;

/** Seconds until the __consent cookie expires, as the browser stored it. */
async function consentCookie(page: Page): Promise<{ value: string; lifetime: number } | undefined> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === '__consent');
  if (!cookie) return undefined;
  return { value: cookie.value, lifetime: cookie.expires - Date.now() / 1000 };
}

/** The arguments of every gtag('consent', ...) call on the page, in order. */
async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

for (const store of shellStores) {
  test.describe(`${store.locale}: cookie consent (spec 4)`, () => {
    test('Consent Mode v2 defaults, analytics denied, are set in <head> before any tag', async ({ page }) => {
      await openPage(page, `/${store.locale}`);
      const firstScript = await page.evaluate(() => document.head.querySelector('script')?.textContent ?? '');
      expect(firstScript).toContain("gtag('consent','default'");
      const calls = await consentCalls(page);
      expect(calls[0]?.[1]).toBe('default');
      expect(calls[0]?.[2]).toMatchObject({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
    });

    test('Allow all grants every flag in a cookie that lasts 30 days, and the banner stays away', async ({
      page,
    }) => {
      await openPage(page, `/${store.locale}`);
      const banner = page.locator('[data-consent-banner]');
      await expect(banner).toBeVisible();
      await banner.locator('[data-consent-action="allow-all"]').click();
      await expect(banner).toHaveCount(0);
      const cookie = await consentCookie(page);
      expect(cookie?.value).toBe('31');
      expect(cookie?.lifetime).toBeGreaterThan(30 * dayInSeconds - 120);
      expect(cookie?.lifetime).toBeLessThanOrEqual(30 * dayInSeconds + 1);
      const calls = await consentCalls(page);
      expect(calls.at(-1)).toEqual([
        'consent',
        'update',
        {
          ad_storage: 'granted',
          analytics_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ]);

      // A later visit: no banner, and the stored choice is re-applied right after the defaults.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
      await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
      const again = await consentCalls(page);
      expect(again[1]?.[1]).toBe('update');
      expect(again[1]?.[2]).toMatchObject({ analytics_storage: 'granted' });
    });

    test('Settings with nothing but the necessary cookies stores a choice that lasts 1 day', async ({
      page,
    }) => {
      await page.setViewportSize(viewports.mobile);
      await openPage(page, `/${store.locale}`);
      await page.locator('[data-consent-banner] [data-consent-action="settings"]').click();
      const dialog = page.locator('[data-consent-settings]');
      await expect(dialog).toBeVisible();
      // Necessary is always on and cannot be switched off.
      await expect(dialog.locator('[data-consent-purpose="necessary"] input')).toBeChecked();
      await expect(dialog.locator('[data-consent-purpose="necessary"] input')).toBeDisabled();
      await dialog.locator('[data-consent-action="save"]').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
      const cookie = await consentCookie(page);
      expect(cookie?.value).toBe('1');
      expect(cookie?.lifetime).toBeGreaterThan(dayInSeconds - 120);
      expect(cookie?.lifetime).toBeLessThanOrEqual(dayInSeconds + 1);
    });

    test('personalization also grants ad user data; any grant keeps the cookie 30 days', async ({ page }) => {
      await openPage(page, `/${store.locale}`);
      await page.locator('[data-consent-banner] [data-consent-action="settings"]').click();
      const dialog = page.locator('[data-consent-settings]');
      await dialog.locator('[data-consent-purpose="personalization"]').click();
      await dialog.locator('[data-consent-action="save"]').click();
      const cookie = await consentCookie(page);
      // Necessary 1 + AdPersonalization 8 + AdUserData 16.
      expect(cookie?.value).toBe('25');
      expect(cookie?.lifetime).toBeGreaterThan(30 * dayInSeconds - 120);
      expect((await consentCalls(page)).at(-1)?.[2]).toEqual({
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      });
    });
  });
}

test('the banner does not show when the browser takes no cookies', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
  });
  await openPage(page, '/fi');
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
});

test('GA4 events reach the dataLayer only under analytics consent', async ({ page, baseURL, context }) => {
  const searchEvents = () =>
    page.evaluate(
      () =>
        (window.dataLayer ?? []).filter(
          (entry) =>
            typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'search',
        ).length,
    );
  const search = async (term: string) => {
    const box = page.getByRole('searchbox');
    await box.fill(term);
    await box.press('Enter');
    await page.waitForURL(/\/sok\?q=/);
  };

  // Necessary only: no analytics, no event.
  await giveConsent(context, baseURL ?? '', '1');
  await openPage(page, '/sv');
  await search('laddare');
  expect(await searchEvents()).toBe(0);

  // Analytics granted (1 + 4): the search event is pushed in the GA4 format.
  await giveConsent(context, baseURL ?? '', '5');
  await openPage(page, '/sv');
  await search('kabel');
  expect(await searchEvents()).toBe(1);
  const event = await page.evaluate(() =>
    (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'search'),
  );
  expect(event).toEqual({ event: 'search', search_term: 'kabel' });
});
