import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  addProduct,
  chooseLanguage,
  expectNoAxeViolations,
  expectNoAxeViolationsAtEachWidth,
  expectResponsivePhoto,
  openBackOfficePage,
  signInToBackOffice,
  typePrices,
  uploadPhoto,
  waitForBackOfficePage,
} from './admin-support.ts';
import {
  addFromProductPage,
  cartStores,
  choosePayment,
  chooseShipping,
  fillCustomer,
  goToCheckout,
  ordersOfCheckout,
  prepareContext,
  shopDatabase,
  storePath,
} from './cart-support.ts';

/*
 * Issue 17, the catalog in the back office: the catalog member finds products, adds one, types
 * price tiers and sees the shopper's price display before saving, and a save over someone else's
 * shows "changed by someone else" with the fields they changed. Every page passes axe. And the
 * issue's walk, from the new product to a shopper's order and a campaign on the product page.
 */

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

  // A further category that lists the product beside its main one.
  const placement = page.getByRole('region', { name: /^(Brand and category|Varumärke och kategori)$/ });
  await placement
    .locator('summary', { hasText: /^(Other categories that list it|Andra kategorier som listar den)$/ })
    .click();
  const further = placement.locator('details label').first();
  const furtherName = (await further.textContent()) ?? '';
  await further.click();
  await expect(further.getByRole('checkbox')).toBeChecked();
  await expectNoAxeViolations(page, 'the editor with the other categories open');
  await placement
    .getByRole('button', { name: /^(Save brand and category|Spara varumärke och kategori)$/ })
    .click();
  await expect(page.getByRole('status')).toContainText(
    /Brand and category saved|Varumärke och kategori sparade/,
  );
  await page.reload();
  await waitForBackOfficePage(page);
  await expect(placement.locator('p.muted')).toContainText(furtherName.trim());

  // The rules' numbers: the discount category that coupons and customers' discount maps name.
  const classification = page.getByRole('region', {
    name: /^(Type, VAT and discounts|Typ, moms och rabatter)$/,
  });
  await classification.getByRole('textbox', { name: /^(Discount category|Rabattkategori)$/ }).fill('2');
  await classification
    .getByRole('button', { name: /^(Save type, VAT and discounts|Spara typ, moms och rabatter)$/ })
    .click();
  await expect(page.getByRole('status')).toContainText(
    /Type, VAT and discounts saved|Typ, moms och rabatter sparade/,
  );
  await page.reload();
  await waitForBackOfficePage(page);
  await expect(
    page
      .getByRole('region', { name: /^(Type, VAT and discounts|Typ, moms och rabatter)$/ })
      .getByRole('textbox', { name: /^(Discount category|Rabattkategori)$/ }),
  ).toHaveValue('2');

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

test('the walk: staff create a product with a photo, a brand and a category, prices in three stores and stock, and publish it; a shopper finds it in sv and fi, sees the photo and the price, buys it; a campaign then shows with the original price and the percent', async ({
  page,
  browser,
  baseURL,
}) => {
  // Staff and a shopper, a whole checkout and three stores: longer than a slow test's budget.
  test.setTimeout(240_000);
  await signInToBackOffice(page, 'catalog');
  const mark = Date.now().toString(36);
  const names = { sv: `Zyxelkabel ${mark}`, fi: `Zyxelkaapeli ${mark}`, nl: `Zyxelsnoer ${mark}` };
  const sku = await addProduct(page, names.sv);
  const id = Number(/\/products\/(\d+)/.exec(page.url())?.[1]);
  await uploadPhoto(page);

  const [sv, fi, nl] = cartStores;
  const stores = [
    { store: sv, option: /^(Sweden|Sverige)/, price: 249, shown: /249\skr/ },
    { store: fi, option: /^Finland/, price: 25, shown: /25,00\s€/ },
    { store: nl, option: /^(Netherlands|Nederländerna)/, price: 24, shown: /€\s24,00/ },
  ] as const;
  for (const { option, price } of stores) {
    await typePrices(page, option, [[1, price]]);
    await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
    await expect(page.getByRole('status')).toContainText(/Prices of|Priserna för/);
  }

  // A new product has no stock: it is bought only once staff put units in stock.
  const stock = page.getByRole('region', { name: /^(Stock|Lager)$/ });
  const units = stock.getByRole('textbox', { name: /^(Units in stock|Antal i lager)$/ });
  await units.fill('40');
  await units.blur();
  await stock.getByRole('button', { name: /(Stock status|Lagerstatus)$/ }).click();
  await page.getByRole('option', { name: /^(In stock|I lager)$/ }).click();
  await stock.getByRole('button', { name: /^(Save stock|Spara lager)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Stock saved|Lagret är sparat/);

  // The brand and the main category place it in the shop (the brand page, lists, the breadcrumb).
  const placement = page.getByRole('region', { name: /^(Brand and category|Varumärke och kategori)$/ });
  await placement.getByRole('button', { name: /(Brand|Varumärke)$/ }).click();
  await page.getByRole('option', { name: 'Universal', exact: true }).click();
  await placement.getByRole('button', { name: /(Main category|Huvudkategori)$/ }).click();
  await page.getByRole('option', { name: 'Kablar › USB-C-kablar', exact: true }).click();
  await placement
    .getByRole('button', { name: /^(Save brand and category|Spara varumärke och kategori)$/ })
    .click();
  await expect(page.getByRole('status')).toContainText(
    /Brand and category saved|Varumärke och kategori sparade/,
  );
  await expectNoAxeViolations(page, 'the editor with a brand and a main category');

  // The Finnish and Dutch names and the published state go in one save of the details.
  const details = page.getByRole('region', { name: /^(Details and texts|Uppgifter och texter)$/ });
  for (const [language, name] of [
    [/^Finland/, names.fi],
    [/^(Netherlands|Nederländerna)/, names.nl],
  ] as const) {
    await details.getByRole('button', { name: /(Language|Språk)$/ }).click();
    await page.getByRole('option', { name: language }).click();
    await details.getByLabel(/^(Name|Namn)$/).fill(name);
  }
  await details.getByText(/^(Published|Publicerad)$/).click();
  await details.getByRole('button', { name: /^(Save|Spara)$/ }).click();
  await expect(page.getByRole('main').locator('h1').locator('..')).toContainText(/Published|Publicerad/);

  // One shopper, with consent given, finds it by search in each store and sees the photo and the price.
  const context = await browser.newContext();
  await prepareContext(context, baseURL);
  const shopper = await context.newPage();
  const buyBox = shopper.locator('main:visible .product-page__buy .price');
  let swedishPage = '';
  for (const { store, shown } of stores) {
    const name = names[store.locale];
    // The card's link (the results' heading names the query too).
    const card = shopper.locator('main:visible').getByRole('link', { name, exact: true });
    // Every process of the shop hears of the change within 2 s (the change feed).
    await expect(async () => {
      await shopper.goto(storePath(store, `${store.search}?q=${encodeURIComponent(name)}`));
      await expect(card).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await card.click();
    await expect(shopper.locator('main:visible h1')).toHaveText(name);
    await expect(buyBox).toContainText(shown);
    await expect(buyBox).not.toHaveClass(/price--campaign/);
    await expectResponsivePhoto(shopper.locator('main:visible .gallery__stage'));
    await expect(shopper.locator('main:visible [data-testid="product-sku"]')).toHaveText(sku);
    await expect(shopper.locator('main:visible .product-page__meta')).toContainText('Universal');
    if (store === sv) {
      swedishPage = new URL(shopper.url()).pathname;
      await expect(shopper.locator('[data-breadcrumbs]:visible')).toContainText('USB-C-kablar');
    }
  }

  // The shopper buys it in Sweden, with the invoice.
  const slug = swedishPage.split('/').pop() ?? '';
  await addFromProductPage(shopper, sv, { id, sku, slug, name: names.sv, stock: 40 });
  const checkoutId = await goToCheckout(shopper);
  await fillCustomer(shopper, sv);
  await chooseShipping(shopper);
  await choosePayment(shopper, 'invoice');
  await shopper.getByTestId('place-order').click();
  await expect(shopper).toHaveURL(new RegExp(`/checkout/confirmation/${checkoutId}$`));
  await expect(shopper.locator('main[data-result="confirmed"]')).toBeVisible();
  const [order] = ordersOfCheckout(checkoutId);
  expect(order?.status).toBe('confirmed');
  const lines = shopDatabase()
    .prepare('select sku, quantity, unit_price from order_lines where order_id = ?')
    .all(order?.id) as { sku: string; quantity: number; unit_price: number }[];
  expect(lines).toEqual([{ sku, quantity: 1, unit_price: 24_900 }]);

  // Staff start a campaign in Sweden: from today, for a week, in Swedish days (the store's zone).
  const swedishDay = (at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', dateStyle: 'short' }).format(at);
  const today = swedishDay(Date.now());
  const inAWeek = swedishDay(Date.now() + 7 * 86_400_000);
  await typePrices(page, /^(Sweden|Sverige)/, [], [[1, 199]]);
  const prices = page.getByRole('region', { name: /^(Prices|Priser)$/ });
  await prices.getByLabel(/^(Campaign starts|Kampanjen börjar)/).fill(today);
  await prices.getByLabel(/^(Campaign ends|Kampanjen slutar)/).fill(inAWeek);
  const preview = page.getByRole('region', { name: /^(What shoppers see|Det här ser kunderna)$/ });
  await expect(preview).toContainText(/249\skr, −20 %/);
  await expect(preview).not.toContainText(/not running|pågår inte/);
  await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Prices of|Priserna för/);

  // Spec 5: the campaign's first tier shows with the original price and the rounded percent.
  await expect(async () => {
    await shopper.goto(swedishPage);
    await expect(buyBox).toHaveClass(/price--campaign/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(buyBox.locator('.price__current')).toContainText(/199\skr/);
  await expect(buyBox.locator('del.price__original')).toContainText(/249\skr/);
  await expect(buyBox.locator('.badge--sale')).toHaveText('−20 %');

  // The last day counts (issue 17): a campaign that ends today runs all of today. The new campaign
  // price shows that the shopper's page follows this save, not the week-long one.
  const campaignPrice = prices
    .getByRole('group', { name: /^(Campaign prices|Kampanjpriser)$/ })
    .getByRole('textbox', { name: /^(Price incl|Pris inkl).*\(1\)$/ });
  await campaignPrice.fill('189');
  await campaignPrice.blur();
  await prices.getByLabel(/^(Campaign ends|Kampanjen slutar)/).fill(today);
  await expect(preview).toContainText(/189\skr/);
  await expect(preview).not.toContainText(/not running|pågår inte/);
  await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Prices of|Priserna för/);
  await expect(async () => {
    await shopper.goto(swedishPage);
    await expect(buyBox.locator('.price__current')).toContainText(/189\skr/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(buyBox).toHaveClass(/price--campaign/);
  await expect(buyBox.locator('del.price__original')).toContainText(/249\skr/);
  // Read back, the days are the ones picked.
  await page.reload();
  await waitForBackOfficePage(page);
  await expect(prices.getByLabel(/^(Campaign starts|Kampanjen börjar)/)).toHaveValue(today);
  await expect(prices.getByLabel(/^(Campaign ends|Kampanjen slutar)/)).toHaveValue(today);
  await context.close();
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
      // The images' thumbnails load lazily: each is brought into view and waited for.
      for (const thumb of await page.getByRole('main').locator('img').all()) {
        await thumb.scrollIntoViewIfNeeded();
        await expect(thumb).toHaveJSProperty('complete', true);
      }
      // Back at the top, or the sticky header and menu are drawn where the scroll left them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: resolve(directory, `admin-product-${language}.png`), fullPage: true });
    }
    await chooseLanguage(page, 'en');
  });
});
