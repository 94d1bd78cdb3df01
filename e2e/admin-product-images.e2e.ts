import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoAxeViolations,
  openBackOfficePage,
  signInToBackOffice,
  waitForBackOfficePage,
} from './admin-support.ts';

/*
 * Issue 17, images: staff upload a photo in the product editor (a file that is no image is
 * refused with the reason at the field), and the storefront's product page shows the photo as a
 * <picture> with AVIF and WebP sources, srcset, sizes, width and height.
 */

/** A JPEG photo drawn by the browser itself (no binary fixture): 900x600 with a few shapes. */
async function drawPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#1fbfc0';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#24323b';
    context.fillRect(300, 80, 300, 440);
    context.fillStyle = '#ffffff';
    context.fillRect(320, 110, 260, 380);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function addPricedProduct(page: Page, name: string): Promise<string> {
  const sku = `E2E-IMG-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 1000)}`;
  await openBackOfficePage(page, '/products/new');
  await page.getByLabel(/^(SKU|Artikelnummer)/).fill(sku);
  await page.getByLabel(/^(Name|Namn) \(/).fill(name);
  await page.getByRole('button', { name: /^(Create product|Skapa produkt)$/ }).click();
  await expect(page.getByRole('main').locator('h1')).toHaveText(new RegExp(sku));
  await waitForBackOfficePage(page);
  const prices = page.getByRole('region', { name: /^(Prices|Priser)$/ });
  const normal = prices.getByRole('group', { name: /^(Normal prices|Ordinarie priser)$/ });
  await normal.getByRole('button', { name: /^(Add a tier|Lägg till en nivå)$/ }).click();
  await normal.getByRole('textbox', { name: /^(From quantity|Från antal) \(1\)$/ }).fill('1');
  const price = normal.getByRole('textbox', { name: /^(Price incl|Pris inkl).*\(1\)$/ });
  await price.fill('199');
  await price.blur();
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

  await fileInput.setInputFiles({ name: 'case.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page) });
  await images.getByRole('button', { name: /^(Upload photo|Ladda upp foto)$/ }).click();
  await expect(page.getByRole('status')).toContainText(/Photo uploaded|Fotot är uppladdat/);
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
  const avif = stage.locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', /-160\.avif 160w, .*-640\.avif 640w, .*-900\.avif 900w$/);
  await expect(avif).toHaveAttribute('sizes', /640px/);
  await expect(stage.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-900\.webp 900w/);
  const img = stage.locator('img');
  await expect(img).toHaveAttribute('width', '900');
  await expect(img).toHaveAttribute('height', '600');
  await expect(img).toHaveAttribute('srcset', /-320\.jpg 320w/);
  // Chromium takes a modern format from the sources, and the photo loads.
  await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
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
    const images = page.getByRole('region', { name: /^(Images|Bilder)$/ });
    await images.getByLabel(/^(Photo|Foto)$/).setInputFiles({
      name: 'case.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawPhoto(page),
    });
    await images.getByRole('button', { name: /^(Upload photo|Ladda upp foto)$/ }).click();
    await expect(page.getByRole('status')).toContainText(/Photo uploaded|Fotot är uppladdat/);
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
