import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  addProduct,
  chooseLanguage,
  expectNoAxeViolations,
  expectResponsivePhoto,
  openBackOfficePage,
  signInToBackOffice,
  typePrices,
  uploadPhoto,
} from './admin-support.ts';

/*
 * Issue 17, images: staff upload a photo in the product editor (a file that is no image is
 * refused with the reason at the field), and the storefront's product page shows the photo as a
 * <picture> with AVIF and WebP sources, srcset, sizes, width and height.
 */

/** A new product with a price in Sweden, its editor open; answers its SKU. */
async function addPricedProduct(page: Page, name: string): Promise<string> {
  const sku = await addProduct(page, name, 'E2E-IMG');
  await typePrices(page, /^(Sweden|Sverige)/, [[1, 199]]);
  await page.getByRole('button', { name: /^(Save prices|Spara priser)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Prices of|Priserna för/);
  return sku;
}

test('staff upload a photo in the editor and the product page shows it with srcset, sizes, width and height', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInToBackOffice(page, 'catalog');
  const name = `Fotoskal ${Date.now().toString(36)}`;
  await addPricedProduct(page, name);
  const images = page.getByRole('region', { name: /^(Images|Bilder)$/ });
  await expect(images).toContainText(/no images yet|inga bilder än/);

  // A text file called photo.jpg is judged by its content and refused, at the field.
  const fileInput = images.getByLabel(/^(Photo|Foto)$/);
  await fileInput.setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('no photo here'),
  });
  await images.getByRole('button', { name: /^(Upload photo|Ladda upp foto)$/ }).click();
  await expect(images.locator('.field__error')).toContainText(/not a JPEG, PNG, WebP or AVIF|inte en JPEG/);
  await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, "the images section with the upload's error");

  await uploadPhoto(page);
  const listed = images.getByRole('list', { name: /order the shop shows|ordning butiken visar/ });
  await expect(listed.getByRole('listitem')).toHaveCount(1);
  await expect(listed).toContainText(/900 × 600 px/);
  const thumb = listed.locator('img').first();
  await expect(thumb).toHaveAttribute('src', /\/api\/images\/p\/[a-f0-9]{32}-160\.jpg$/);
  await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  await expectNoAxeViolations(page, 'the images section with a photo');

  const details = page.getByRole('region', { name: /^(Details and texts|Uppgifter och texter)$/ });
  await details.getByText(/^(Published|Publicerad)$/).click();
  await details.getByRole('button', { name: /^(Save|Spara)$/ }).click();
  await expect(page.getByRole('main').locator('h1').locator('..')).toContainText(/Published|Publicerad/);
  const slug = await details.getByLabel(/^Slug/).inputValue();

  // The shopper, in the same browser context.
  const shopper = await page.context().newPage();
  const stage = shopper.locator('main:visible .gallery__stage');
  await expect(async () => {
    await shopper.goto(`/sv/produkt/${slug}`);
    await expect(stage.locator('picture')).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(shopper.locator('main:visible h1')).toContainText(name);
  await expectResponsivePhoto(stage);
  const img = stage.locator('img');
  expect(await img.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
  const served = await shopper.request.get(await img.evaluate((image: HTMLImageElement) => image.currentSrc));
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers()['content-type']).toBe('image/avif');
  await shopper.close();
});

test.describe('screenshots', () => {
  /*
   * docs/screenshots/admin-product-images-en.png and -sv.png: the editor's images section; taken
   * only when asked: SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts e2e/admin-product-images
   */
  const directory = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
  test.skip(!process.env.SCREENSHOTS, 'screenshots are taken with SCREENSHOTS=1');

  test("the product editor's images section in English and Swedish", async ({ page }) => {
    test.slow();
    mkdirSync(directory, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToBackOffice(page, 'catalog');
    await addPricedProduct(page, `Skärmskydd foto ${Date.now().toString(36)}`);
    await uploadPhoto(page);
    const url = page.url().replace(/^.*\/admin/, '');
    for (const language of ['en', 'sv'] as const) {
      await chooseLanguage(page, language);
      await openBackOfficePage(page, url);
      const section = page.getByRole('region', { name: /^(Images|Bilder)$/ });
      await expect(section.locator('img').first()).toHaveJSProperty('complete', true);
      await section.screenshot({ path: resolve(directory, `admin-product-images-${language}.png`) });
    }
    await chooseLanguage(page, 'en');
  });
});
