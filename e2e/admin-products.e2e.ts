import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoAxeViolations,
  expectNoAxeViolationsAtEachWidth,
  openBackOfficePage,
  signInToBackOffice,
  waitForBackOfficePage,
} from './admin-support.ts';

/*
 * Issue 17, the catalog in the back office: the catalog member finds products, adds one, types
 * price tiers and sees the shopper's price display before saving, and a save over someone else's
 * shows "changed by someone else" with the fields they changed. Every page passes axe.
 */

/** Adds a product through the New product page; answers its SKU, with the editor open. */
async function addProduct(page: Page, name: string): Promise<string> {
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`;
  await openBackOfficePage(page, '/products');
  await page.getByRole('link', { name: /^(New product|Ny produkt)$/ }).click();
  await waitForBackOfficePage(page);
  await page.getByLabel(/^(SKU|Artikelnummer)/).fill(sku);
  await page.getByLabel(/^(Name|Namn) \(/).fill(name);
  await page.getByRole('button', { name: /^(Create product|Skapa produkt)$/ }).click();
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(sku));
  await waitForBackOfficePage(page);
  return sku;
}

/** Types a store's tiers in the editor's price form: [[quantity, price], ...] per list. */
async function typePrices(
  page: Page,
  store: RegExp,
  normal: readonly (readonly [number, number])[],
  campaign: readonly (readonly [number, number])[] = [],
): Promise<void> {
  const prices = page.getByRole('region', { name: /^(Prices|Priser)$/ });
  await prices.getByRole('button', { name: /(Store|Butik)$/ }).click();
  await page.getByRole('option', { name: store }).click();
  for (const [list, tiers] of [
    [/^(Normal prices|Ordinarie priser)$/, normal],
    [/^(Campaign prices|Kampanjpriser)$/, campaign],
  ] as const) {
    const group = prices.getByRole('group', { name: list });
    for (const [index, [quantity, price]] of tiers.entries()) {
      await group.getByRole('button', { name: /^(Add a tier|Lägg till en nivå)$/ }).click();
      await group
        .getByRole('textbox', { name: new RegExp(`^(From quantity|Från antal) \\(${index + 1}\\)$`) })
        .fill(String(quantity));
      const priceField = group.getByRole('textbox', {
        name: new RegExp(`^(Price incl|Pris inkl).*\\(${index + 1}\\)$`),
      });
      await priceField.fill(String(price));
      await priceField.blur();
    }
  }
}

test('the catalog member finds products, adds one, previews and saves its prices; every page passes axe', async ({
  page,
}) => {
  // Six axe scans at two widths: longer than a slow test's budget on a busy machine.
  test.setTimeout(180_000);
  await signInToBackOffice(page, 'catalog');
  const navigation = page.getByRole('navigation', { name: /Main navigation|Huvudmeny/ });
  await expect(navigation.getByRole('link', { name: /^(Products|Produkter)$/ })).toBeVisible();

  await openBackOfficePage(page, '/products?q=a');
  await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'the products list');
  await page.getByRole('main').locator('table tbody th a').first().click();
  await waitForBackOfficePage(page);
  await expectNoAxeViolationsAtEachWidth(page, 'a seeded product in the editor');

  await addProduct(page, 'E2E laddkabel');
  await expectNoAxeViolationsAtEachWidth(page, 'a new product in the editor');

  await typePrices(
    page,
    /^(Sweden|Sverige)/,
    [
      [1, 200],
      [5, 180],
    ],
    [[1, 150]],
  );
  // The domain's price display: the campaign's first tier with the normal price and the percent.
  const preview = page.getByRole('region', { name: /^(What shoppers see|Det här ser kunderna)$/ });
  await expect(preview).toContainText(/150\skr/);
  await expect(preview).toContainText(/200\skr, −25 %/);
  await expectNoAxeViolations(page, 'the price preview');
  await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Prices of Sweden|Priserna för Sverige/);
});

test("a save over someone else's shows who changed what, and the reload shows their change", async ({
  page,
}) => {
  test.slow();
  await signInToBackOffice(page, 'catalog');
  await addProduct(page, 'E2E skal');
  const id = /\/products\/(\d+)/.exec(page.url())?.[1];
  // Someone else saves a new Swedish name first (the same session's API, as a second tab would).
  const session = await page.request.get('/api/admin/auth/session');
  const { csrf_token: csrf } = (await session.json()) as { csrf_token: string };
  const theirs = await page.request.patch(`/api/admin/products/${id}`, {
    headers: { 'x-csrf-token': csrf },
    data: { version: 1, texts: { sv: { name: 'Deras namn' } } },
  });
  expect(theirs.ok()).toBe(true);

  const details = page.getByRole('region', { name: /^(Details and texts|Uppgifter och texter)$/ });
  await details.getByLabel(/^(Name|Namn)$/).fill('Mitt namn');
  await details.getByRole('button', { name: /^(Save|Spara)$/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: /Changed by someone else|Ändrad av någon annan/ });
  await expect(alert).toContainText('texts.sv.name');
  await expectNoAxeViolations(page, 'the editor with a conflict');
  await alert.getByRole('button', { name: /^(Reload the product|Läs in produkten igen)$/ }).click();
  await expect(alert).toHaveCount(0);
  await expect(details.getByLabel(/^(Name|Namn)$/)).toHaveValue('Deras namn');
});

test('staff add a product with prices in three stores and publish it; a shopper finds it in sv and sees the price', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToBackOffice(page, 'catalog');
  const name = `Zyxelkabel ${Date.now().toString(36)}`;
  const sku = await addProduct(page, name);
  for (const [store, price] of [
    [/^(Sweden|Sverige)/, 249],
    [/^(Finland)/, 25],
    [/^(Netherlands|Nederländerna)/, 24],
  ] as const) {
    await typePrices(page, store, [[1, price]]);
    await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
    await expect(page.getByRole('status')).toContainText(/Prices of|Priserna för/);
  }
  const details = page.getByRole('region', { name: /^(Details and texts|Uppgifter och texter)$/ });
  await details.getByText(/^(Published|Publicerad)$/).click();
  await details.getByRole('button', { name: /^(Save|Spara)$/ }).click();
  await expect(page.getByRole('main').locator('h1').locator('..')).toContainText(/Published|Publicerad/);

  const shopper = await browser.newPage();
  const card = shopper.locator('main:visible').getByText(name).first();
  // Every process of the shop hears of the change within 2 s (the change feed).
  await expect(async () => {
    await shopper.goto(`/sv/sok?q=${encodeURIComponent(name)}`);
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  expect(sku).toMatch(/^E2E-/);
  await card.click();
  await expect(shopper.locator('main:visible h1')).toContainText(name);
  await expect(shopper.locator('main:visible')).toContainText(/249\skr/);
  await shopper.close();
});

test.describe('screenshots', () => {
  /*
   * docs/screenshots/admin-products-*.png and admin-product-*.png, in English and Swedish; taken
   * only when asked: SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/admin-products
   */
  const directory = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
  test.skip(!process.env.SCREENSHOTS, 'screenshots are taken with SCREENSHOTS=1');

  test('the products list and the product editor in English and Swedish', async ({ page }) => {
    test.slow();
    mkdirSync(directory, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToBackOffice(page, 'catalog');
    const answer = await page.request.get('/api/admin/products?q=skal&per_page=1');
    const { products } = (await answer.json()) as { products: { id: number }[] };
    const id = products[0]?.id ?? 1;
    for (const language of ['en', 'sv'] as const) {
      await chooseLanguage(page, language);
      await openBackOfficePage(page, '/products');
      await page.screenshot({ path: resolve(directory, `admin-products-${language}.png`) });
      await openBackOfficePage(page, `/products/${id}`);
      // The preview answers a moment after the form opens.
      await expect(
        page.getByRole('region', { name: /^(What shoppers see|Det här ser kunderna)$/ }),
      ).toContainText(/kr/);
      await page.screenshot({ path: resolve(directory, `admin-product-${language}.png`), fullPage: true });
    }
    await chooseLanguage(page, 'en');
  });
});
