import { expect, test } from '@playwright/test';

const stores = [
  { locale: 'sv', path: '/sv', lang: 'sv-SE' },
  { locale: 'no', path: '/no', lang: 'nb-NO' },
  { locale: 'da', path: '/da', lang: 'da-DK' },
  { locale: 'fi', path: '/fi', lang: 'fi-FI' },
  { locale: 'nl', path: '/nl', lang: 'nl-NL' },
] as const;

for (const store of stores) {
  test(`the ${store.locale} store renders, hydrates and logs no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(store.path);
    await expect(page.locator('html')).toHaveAttribute('lang', store.lang);
    await expect(page.locator('main[data-route-name="index"]')).toHaveAttribute('data-locale', store.locale);
    // The shell marks the document once it has hydrated.
    await expect(page.locator('html[data-shell-ready]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('a path the store does not route shows the 404 page with the spec message', async ({ page }) => {
  const response = await page.goto('/fi/produkt/x');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Etusivulle' })).toHaveAttribute('href', '/fi');
});
