import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoAxeViolations,
  openBackOfficePage,
  signInToBackOffice,
  waitForBackOfficePage,
} from './admin-support.ts';

/*
 * Issue 17, variations in the back office: the catalog member adds a variation with its own price
 * under a product, the variation opens in the same editor, and the shopper's product page offers
 * it. The editor with its variations passes axe. A category still in use cannot be removed; an
 * unused tag can, after a confirmation.
 */

const uniqueSku = (prefix: string) =>
  `${prefix}-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`;

/** Sets the Swedish store's single price in the editor's price form and saves it. */
async function saveSwedishPrice(page: Page, price: number): Promise<void> {
  const prices = page.getByRole('region', { name: /^(Prices|Priser)$/ });
  const normal = prices.getByRole('group', { name: /^(Normal prices|Ordinarie priser)$/ });
  await normal.getByRole('button', { name: /^(Add a tier|Lägg till en nivå)$/ }).click();
  const priceField = normal.getByRole('textbox', { name: /^(Price incl|Pris inkl).*\(1\)$/ });
  await priceField.fill(String(price));
  await priceField.blur();
  await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Prices of|Priserna för/);
}

test('staff add a variation with a price under a product: the shopper’s product page offers it, and the editor with its variations passes axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToBackOffice(page, 'catalog');
  const name = `Zyxskal ${Date.now().toString(36)}`;
  const sku = uniqueSku('E2E-SKAL');
  await openBackOfficePage(page, '/products/new');
  await page.getByLabel(/^(SKU|Artikelnummer)/).fill(sku);
  await page.getByLabel(/^(Name|Namn) \(/).fill(name);
  await page.getByRole('button', { name: /^(Create product|Skapa produkt)$/ }).click();
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(sku));
  await waitForBackOfficePage(page);
  await saveSwedishPrice(page, 199);
  const details = page.getByRole('region', { name: /^(Details and texts|Uppgifter och texter)$/ });
  await details.getByText(/^(Published|Publicerad)$/).click();
  await details.getByRole('button', { name: /^(Save|Spara)$/ }).click();
  await expect(page.getByRole('main').locator('h1').locator('..')).toContainText(/Published|Publicerad/);

  const variations = page.getByRole('region', { name: /^(Variations|Varianter)$/ });
  const variationSku = `${sku}-BLU`;
  await variations.getByLabel(/^(SKU of the variation|Variantens artikelkod)/).fill(variationSku);
  await variations.getByLabel(/^(Option \(colour\)|Alternativ \(färg\))/).fill('blue');
  await variations.getByText(/^(Published|Publicerad)$/).click();
  await variations.getByRole('button', { name: /^(Add a variation|Lägg till en variant)$/ }).click();

  // The new variation opens in the same editor, without the product's related products.
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(variationSku));
  await waitForBackOfficePage(page);
  await expect(page.getByRole('main')).toContainText(/A variation \(blue\)|En variant \(blue\)/);
  await expect(page.getByRole('region', { name: /^(Related products|Relaterade produkter)/ })).toHaveCount(0);
  await saveSwedishPrice(page, 229);

  await page.getByRole('link', { name: /^(open the product|öppna produkten)$/ }).click();
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(`${sku}$`));
  await waitForBackOfficePage(page);
  // Its stock is its variations' sum: shown, never edited (decision 028).
  const stock = page.getByRole('region', { name: /^(Stock|Lager)$/ });
  await expect(stock.getByRole('textbox', { name: /^(Units in stock|Antal i lager)/ })).toBeDisabled();
  await expect(stock).toContainText(/sum of the published variations|Summan av de publicerade/);
  const row = variations.locator('tbody tr', { hasText: variationSku });
  await expect(row).toContainText(/229/);
  await expect(row).toContainText(/Published|Publicerad/);
  // React Aria's announcer says the pending price save with role="img" items labelled by an id of
  // the variation's page, which is gone: axe runs once the announcer has let them go.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, 'a product with a variation in the editor');

  const shopper = await browser.newPage();
  const card = shopper.locator('main:visible').getByRole('link', { name, exact: true });
  // Every process of the shop hears of the change within 2 s (the change feed).
  await expect(async () => {
    await shopper.goto(`/sv/sok?q=${encodeURIComponent(name)}`);
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await card.click();
  await expect(shopper).toHaveURL(/\/produkt\//);
  const main = shopper.locator('main:visible');
  await expect(main.locator('h1')).toContainText(name);
  // The variation is the one offered: its colour in the picker and its own price.
  await expect(main).toContainText('Blå');
  await expect(main).toContainText(/229\skr/);
  await shopper.close();
});

test('staff remove an unused tag after confirming; a category still in use is refused, naming its uses', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInToBackOffice(page, 'catalog');
  await chooseLanguage(page, 'en');
  await openBackOfficePage(page, '/categories');
  await page.getByRole('button', { name: 'Remove Reservdelar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Reservdelar?' });
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Reservdelar is still in use, nothing was removed');
  await expect(dialog.getByRole('alert')).toContainText('child categories');
  await expect(page.locator('[aria-live] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, 'a refused removal of a category');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('region', { name: 'Category tree' }).getByText('Reservdelar', { exact: true }),
  ).toBeVisible();

  await openBackOfficePage(page, '/brands-tags');
  const name = `Tillfällig ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'New tag' });
  await form.getByRole('group', { name: 'Texts in Swedish' }).getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toContainText(`${name} added.`);
  const tags = page.getByRole('region', { name: 'Tags', exact: true });
  await tags.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Remove ${name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(page.getByRole('status')).toContainText(`${name} removed.`);
  await expect(tags.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
});
