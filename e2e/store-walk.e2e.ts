import { expect, type Page, test } from '@playwright/test';
import {
  addFromProductPage,
  cartPanel,
  cartSettled,
  choosePayment,
  chooseShipping,
  fillCustomer,
  findProduct,
  goToCheckout,
  openPage,
  prepareContext,
  type StoreFixture,
  storePath,
  textOf,
  walkStores,
} from './cart-support.ts';

/*
 * Issue 20, the walk: in each of the five stores, at desktop and at phone width, a shopper
 * browses, searches, fills the cart, uses a coupon and checks out once with every payment method
 * the store offers (GET /api/store-payment), through to the confirmation, with no console error
 * and no failed request on the way. One browser context per test; the products come from the
 * database, the offer from the API.
 */

const homeDelivery: Readonly<Record<StoreFixture['locale'], string>> = {
  sv: 'postnord-home',
  no: 'bring-home',
  da: 'postnord-home',
  fi: 'posti-home',
  nl: 'budbee-home',
};

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Console errors, page errors, failed requests and error answers, as the shopper's browser saw them. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation cancels what the page it leaves still loads: not a failure of the shop.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function addCoupon(page: Page, code: string): Promise<void> {
  const coupons = cartPanel(page).locator('[data-coupons]');
  await coupons.getByRole('textbox').fill(code);
  await coupons.locator('form').getByRole('button').click();
  await expect(coupons.locator(`[data-coupon="${code}"]`)).toHaveAttribute('data-status', 'applied');
}

for (const [width, { name, viewport }] of widths.entries()) {
  test.describe(`the walk at ${name} width`, () => {
    test.use({ viewport });

    for (const [index, store] of walkStores.entries()) {
      test(`${store.locale}: browse, search, cart, coupon, checkout with every payment method offered, confirmation`, async ({
        page,
        context,
        baseURL,
      }) => {
        await prepareContext(context, baseURL);
        const problems = watchProblems(page);
        const offer = await page.request.get(`/api/store-payment?locale=${store.locale}&sid=${store.sid}`);
        const methods = ((await offer.json()) as { methods: { code: 'invoice' | 'card' | 'pay-later' }[] })
          .methods;
        expect(methods.length).toBeGreaterThan(0);

        // Browse and search.
        await openPage(page, storePath(store, '/'));
        await expect(page.locator('main')).toBeVisible();
        const sought = findProduct(store, { minStock: 150, offset: 90 + index });
        const word = sought.name.split(/\s+/).find((part) => part.length > 3) ?? sought.name;
        await openPage(page, `${storePath(store, store.search)}?q=${encodeURIComponent(word)}`);
        await expect(page.locator('main .product-card').first()).toBeVisible();

        for (const [round, method] of methods.entries()) {
          const product = findProduct(store, { minStock: 150, offset: 100 + width * 40 + index * 6 + round });
          await addFromProductPage(page, store, product);
          await cartSettled(page);
          if (round === 0) await addCoupon(page, 'SAVE10');
          const id = await goToCheckout(page);
          await fillCustomer(page, store, { email: `walk-${name}-${store.locale}@example.com` });
          await chooseShipping(page, homeDelivery[store.locale]);
          await choosePayment(page, method.code);
          const methodName = (
            await textOf(page.locator(`[data-payment="${method.code}"] .checkout-option__name`))
          ).split(/\s+/);
          await page.getByTestId('place-order').click();
          if (method.code !== 'invoice') {
            await expect(page).toHaveURL(/\/api\/payments\/test\//);
            await page.locator('button.approve').click();
          }
          await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${id}$`));
          await expect(page.locator('main[data-result="confirmed"]')).toBeVisible();
          // One name per method: the confirmation names it as the checkout did (the badge aside).
          await expect(page.locator('.order-details__facts')).toContainText(
            methodName.slice(0, method.code === 'invoice' ? undefined : -1).join(' '),
          );
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
