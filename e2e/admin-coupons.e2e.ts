import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoAxeViolationsAtEachWidth,
  openBackOfficePage,
  signInToBackOffice,
  waitForBackOfficePage,
} from './admin-support.ts';

/*
 * Issue 17, coupons in the back office: the catalog member adds a percent coupon and tries it on
 * a cart, priced by the shop's own cart rules, before any shopper sees it. The list and the editor
 * pass axe. With SCREENSHOTS=1 the same walk takes docs/screenshots/admin-coupons-{en,sv}.png and
 * admin-coupon-{en,sv}.png (they change files in the repository, so only when asked).
 */

const screenshots = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

test('staff create a percent coupon valid today only, try it on a cart and see the discount; list and editor pass axe', async ({
  page,
}) => {
  // Four axe scans at two widths and a preview: longer than a slow test's budget on a busy machine.
  test.setTimeout(180_000);
  await signInToBackOffice(page, 'catalog');
  const navigation = page.getByRole('navigation', { name: /Main navigation|Huvudmeny/ });
  await navigation.getByRole('link', { name: /^(Coupons|Rabattkoder)$/ }).click();
  await waitForBackOfficePage(page);
  await expect(page.getByRole('main').locator('table tbody tr').first()).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'the coupons list');

  // A product the Swedish store sells, for the cart.
  const popular = await page.request.get('/api/products?popular=true&limit=1&in_stock=true&locale=sv&sid=1');
  expect(popular.ok()).toBe(true);
  const [product] = (await popular.json()) as { sku: string }[];
  if (!product) throw new Error('The demo store sells nothing');

  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('link', { name: /^(New coupon|Ny rabattkod)$/ }).click();
  await waitForBackOfficePage(page);
  await page.getByRole('textbox', { name: /^(Code|Kod)/ }).fill(code);
  await page.getByRole('textbox', { name: /^(Percent off|Procent rabatt)$/ }).fill('20');
  await page.getByRole('textbox', { name: /^(Percent off|Procent rabatt)$/ }).blur();
  // Valid today only, a Swedish day: the last day counts, so the cart below gets the discount.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', dateStyle: 'short' }).format(
    Date.now(),
  );
  await page.getByLabel(/^(Starts|Börjar) \(/).fill(today);
  await page.getByLabel(/^(Ends|Slutar) \(/).fill(today);
  await page.getByRole('button', { name: /^(Create coupon|Skapa rabattkod)$/ }).click();
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(code));
  await waitForBackOfficePage(page);
  await expect(page.getByLabel(/^(Ends|Slutar) \(/)).toHaveValue(today);
  await expectNoAxeViolationsAtEachWidth(page, 'a new coupon in the editor');

  const tryIt = page.getByRole('region', { name: /^(Try it on a cart|Prova på en varukorg)$/ });
  await tryIt.getByRole('textbox', { name: /^(SKU|Artikelnummer) \(1\)$/ }).fill(product.sku);
  await tryIt.getByRole('textbox', { name: /^(Quantity|Antal) \(1\)$/ }).fill('2');
  await tryIt.getByRole('textbox', { name: /^(Quantity|Antal) \(1\)$/ }).blur();
  await tryIt.getByRole('button', { name: /^(Try it|Prova)$/ }).click();
  const result = tryIt.getByRole('region', { name: /^(Result|Resultat)$/ });
  await expect(result).toContainText(/The coupon applies to this cart|Rabattkoden gäller/);
  await expect(result).toContainText(/No objections|Inga invändningar/);
  const row = result.locator('tbody tr').first();
  await expect(row.locator('th')).toContainText(product.sku);
  // Unit price and price after the 20 % differ: the discount is on the line.
  const [unitPrice, discounted] = await Promise.all([
    row.locator('td').nth(1).textContent(),
    row.locator('td').nth(2).textContent(),
  ]);
  expect(discounted).not.toBe(unitPrice);
  await expectNoAxeViolationsAtEachWidth(page, 'the editor with a tried cart');

  if (process.env.SCREENSHOTS) {
    mkdirSync(screenshots, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    const editor = page.url().replace(/^.*\/admin/, '');
    for (const language of ['en', 'sv'] as const) {
      await chooseLanguage(page, language);
      await openBackOfficePage(page, '/coupons');
      await page.screenshot({ path: resolve(screenshots, `admin-coupons-${language}.png`) });
      await openBackOfficePage(page, editor);
      await tryIt.getByRole('textbox', { name: /^(SKU|Artikelnummer) \(1\)$/ }).fill(product.sku);
      await tryIt.getByRole('button', { name: /^(Try it|Prova)$/ }).click();
      await expect(result).toBeVisible();
      await page.screenshot({ path: resolve(screenshots, `admin-coupon-${language}.png`), fullPage: true });
    }
    await chooseLanguage(page, 'en');
  }
});
