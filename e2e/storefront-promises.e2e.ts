import { expect, type Page, test } from '@playwright/test';
import {
  addFromProductPage,
  cartPanel,
  cartSettled,
  cartStores,
  choosePayment,
  chooseShipping,
  fillCustomer,
  findProduct,
  goToCheckout,
  openPage,
  prepareContext,
  storePath,
  textOf,
} from './cart-support.ts';

/*
 * Issue 20, "What the storefront promises, it keeps": one test per point, in the store where a
 * shopper saw it. The walk through all five stores is e2e/store-walk.e2e.ts.
 */

const sv = cartStores[0];
const nl = cartStores[2];

async function atCheckoutWithCustomer(page: Page, store: (typeof cartStores)[number], offset: number) {
  await addFromProductPage(page, store, findProduct(store, { minStock: 150, offset }));
  await cartSettled(page);
  await goToCheckout(page);
  await fillCustomer(page, store);
}

test.describe('issue 20: what the storefront promises, it keeps', () => {
  test('an add whose upsell offer has no product to show opens the cart panel, with no flashing modal', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL, { experiment: 'upselling' });
    // The upsell product list comes back empty (every upsell product out of stock).
    await page.route(
      (url) => url.pathname === '/api/products' && url.searchParams.has('upselling_id'),
      (route) => route.fulfill({ json: [] }),
    );
    let modalShown = false;
    await page.exposeFunction('upsellModalShown', () => {
      modalShown = true;
    });
    const product = findProduct(sv, { minStock: 150, offset: 3, hasUpsell: true });
    await openPage(page, storePath(sv, `/produkt/${product.slug}`));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-upsell-modal]'))
          (window as unknown as { upsellModalShown(): void }).upsellModalShown();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('add-to-cart').click();
    await expect(cartPanel(page)).toBeVisible();
    await expect(cartPanel(page).locator(`[data-cart-line][data-sku="${product.sku}"]`)).toBeVisible();
    expect(modalShown).toBe(false);
  });

  test('after an add the product page button offers the add again', async ({ page, context, baseURL }) => {
    await prepareContext(context, baseURL);
    const product = findProduct(sv, { minStock: 150, offset: 5 });
    await openPage(page, storePath(sv, `/produkt/${product.slug}`));
    const button = page.getByTestId('add-to-cart');
    const label = await textOf(button);
    await button.click();
    await expect(button).not.toHaveText(label);
    await expect(button).toHaveText(label, { timeout: 5000 });
  });

  test('?login leaves the address once the dialog opened, so a reload does not open it again', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await openPage(page, `${storePath(sv, '/')}?login&utm_source=mail`);
    await expect(page.locator('[data-login-dialog]')).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.has('login')).toBe(false);
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('mail');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.shellReady === 'true');
    await expect(page.locator('[data-login-dialog]')).toHaveCount(0);
  });

  test('?change_password and ?token leave the address once acted on', async ({ page, context, baseURL }) => {
    await prepareContext(context, baseURL);
    await openPage(page, `${storePath(sv, '/')}?change_password`);
    await expect(page.locator('[data-change-password-dialog]')).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await openPage(page, `${storePath(sv, '/')}?token=not-a-real-token`);
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  for (const [store, wallet] of [
    [sv, /Swish/],
    [nl, /iDEAL/],
  ] as const) {
    test(`${store.locale}: every payment logo and text comes from the methods the store offers`, async ({
      page,
      context,
      baseURL,
    }) => {
      await prepareContext(context, baseURL);
      await openPage(page, storePath(store, '/'));
      await expect(page.locator('.selling-strip')).not.toContainText(wallet);
      const footerLogos = page.locator('[data-badges="payment"] img');
      await expect(footerLogos.first()).toBeAttached();
      for (const alt of await footerLogos.evaluateAll((images) =>
        images.map((image) => image.getAttribute('alt')),
      ))
        expect(alt).not.toMatch(wallet);
      await addFromProductPage(page, store, findProduct(store, { minStock: 150, offset: 20 }));
      await cartSettled(page);
      const cartLogos = cartPanel(page).locator('[data-cart-icons="payment"] img');
      await expect(cartLogos.first()).toBeAttached();
      for (const alt of await cartLogos.evaluateAll((images) =>
        images.map((image) => image.getAttribute('alt')),
      ))
        expect(alt).not.toMatch(wallet);
      await goToCheckout(page);
      await fillCustomer(page, store);
      const expected = store.invoice ? ['invoice', 'card', 'pay-later'] : ['card', 'pay-later'];
      await expect(page.locator('[data-payment]')).toHaveCount(expected.length);
      const offered = await page
        .locator('[data-payment]')
        .evaluateAll((options) => options.map((option) => option.getAttribute('data-payment')));
      expect(offered).toEqual(expected);
    });
  }

  test('checkout shows "choose delivery" and no total until a delivery is chosen; the VAT line has no decimals in SEK', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await atCheckoutWithCustomer(page, sv, 22);
    const summary = page.locator('[data-order-summary]');
    await expect(summary.locator('[data-summary="shipping"]')).toHaveText('Välj leverans');
    await expect(summary.locator('[data-summary="total"]')).toHaveCount(0);
    await expect(page.getByTestId('place-order')).toHaveText('Välj leverans');
    await chooseShipping(page, 'budbee-home');
    await expect(summary.locator('[data-summary="total"]')).toHaveText(/^\d[\d\s]*\skr$/);
    // Spec 9: SEK has no decimals, the VAT line neither ("Varav moms 611 kr", not "611,00 kr").
    await expect(summary.locator('[data-summary="vat"]')).toHaveText(/^\d[\d\s]*\skr$/);
  });

  test('service points for 123 45 are nearest first (Stockholm), and none is preselected', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await addFromProductPage(page, sv, findProduct(sv, { minStock: 150, offset: 24 }));
    await cartSettled(page);
    await goToCheckout(page);
    const form = page.locator('[data-customer-form]');
    await fillCustomer(page, { ...sv, customer: { ...sv.customer, postal_code: '123 45' } });
    await expect(form).toBeVisible();
    const locker = page.locator('[data-shipping][data-service-point-method="true"]').first();
    await locker.locator('input').check();
    const points = page.locator('[data-service-points] [data-service-point]');
    await expect(points.first()).toBeVisible();
    await expect(points.first()).toContainText('Stockholm');
    await expect(page.locator('[data-service-points]')).not.toContainText(/Malmö|Göteborg/);
    await expect(page.locator('[data-service-points] input:checked')).toHaveCount(0);
    await expect(page.getByTestId('place-order')).toBeDisabled();
    await points.nth(1).locator('input').check();
    await expect(points.nth(1).locator('input')).toBeChecked();
  });

  test('the deal end reads as a date in the store’s time zone, not "01:00"', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await openPage(page, storePath(sv, '/'));
    const deal = page.getByTestId('home-deal');
    await expect(deal).toContainText(/Gäller till \d{4}-\d{2}-\d{2}/);
    await expect(deal).not.toContainText(/\d{2}:\d{2}/);
  });

  test('screen readers hear the test-mode badge as its own word ("Kort TESTLÄGE")', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await atCheckoutWithCustomer(page, sv, 26);
    await chooseShipping(page, 'budbee-home');
    const name = page.locator('[data-payment="card"] .checkout-option__name');
    expect((await name.textContent())?.replace(/\s+/g, ' ')).toMatch(/^Kort \S+/);
    await choosePayment(page, 'card');
    await expect(page.locator('[data-payment="card"] input')).toHaveAccessibleName(/^Kort \S/);
  });

  test('one return window: the selling strip and the cart quote the same store value', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await addFromProductPage(page, sv, findProduct(sv, { minStock: 150, offset: 30 }));
    await cartSettled(page);
    await expect(page.locator('.selling-strip')).toContainText('14 dagars ångerrätt');
    await expect(cartPanel(page).locator('[data-widget="cart-footer"]')).toContainText('14 dagars ångerrätt');
    await expect(page.locator('body')).not.toContainText(/öppet köp/);
  });

  test('the test payment page has a favicon that loads (no console 404)', async ({
    page,
    context,
    baseURL,
  }) => {
    await prepareContext(context, baseURL);
    await atCheckoutWithCustomer(page, sv, 28);
    await chooseShipping(page, 'budbee-home');
    await choosePayment(page, 'card');
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/api\/payments\/test\//);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const answer = await page.request.get(new URL(icon ?? '', page.url()).toString());
    expect(answer.status()).toBe(200);
  });
});
