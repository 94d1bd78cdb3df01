import { expect, type Page, test } from '@playwright/test';
import { placeOrderThroughApi } from './account-support.ts';
import { openBackOfficePage, shipAndDeliver, signInToBackOffice } from './admin-support.ts';
import { cartStores, findProduct } from './cart-support.ts';
import { mailTo } from './mail-support.ts';
import { currentPage, openPage } from './shell-support.ts';

/*
 * Issue 16: a day of business. A shopper's order is found by staff in the back office, packed and
 * shipped; the shopper follows it and is mailed in the store's language; a return is approved,
 * received and refunded, and the shopper sees the refund. Setup goes through the API; what staff
 * and shoppers do goes through the pages.
 */

const trackingNumber = '00370730253817421903';

function shopper(locale: 'sv' | 'fi') {
  const store = cartStores.find((candidate) => candidate.locale === locale);
  if (!store) throw new Error(`no store ${locale}`);
  const email = `e2e-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return {
    store,
    email,
    customer: { email, first_name: 'Elsa', last_name: 'Exempel', ...store.customer },
  };
}

/** The guest order login on the store's order page: number and e-mail. */
async function openOrderAsGuest(page: Page, locale: string, path: string, number: string, email: string) {
  await openPage(page, `/${locale}/${path}`);
  const main = page.getByRole('main');
  await main.locator('input[name="order_number"]').fill(number);
  await main.locator('input[name="email"]').fill(email);
  await main.locator('[data-order-login] button[type="submit"]').click();
}

test('an sv order: signed in with two-factor, staff find, pack and ship it; the shopper tracks it and is mailed in Swedish', async ({
  page,
  request,
}) => {
  const { store, email, customer } = shopper('sv');
  const placed = await placeOrderThroughApi(request, {
    store,
    item: { sku: findProduct(store).sku, quantity: 1 },
    customer,
    shipping_method: 'postnord-home',
  });
  const number = placed.order_number;
  // The order confirmation arrives with the invoice attached.
  const confirmation = await mailTo(email, (mail) => mail.subject === `Orderbekräftelse ${number}`);
  expect(confirmation.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

  await signInToBackOffice(page, 'owner');
  // The demo owner works in Swedish, the language of the profile.
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Ordrar' }).click();
  await page.getByLabel('Sök').fill(number);
  await page.getByLabel('Sök').press('Enter');
  await page.getByRole('link', { name: number }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(number);
  await main.getByRole('button', { name: 'Markera packad' }).click();
  await expect(page.getByText(`Order ${number} är packad.`)).toBeVisible();
  await main.getByRole('button', { name: 'Skicka', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kollinummer').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Skicka order' }).click();
  await expect(page.getByText(`Order ${number} är skickad.`)).toBeVisible();
  await expect(main.getByText('Skickad', { exact: true }).first()).toBeVisible();

  // The shopper follows the parcel.
  await openOrderAsGuest(page, 'sv', 'track-order', number, email);
  const tracked = currentPage(page).locator(`[data-tracked-order="${number}"]`);
  await expect(tracked.locator('[data-order-status="shipped"]')).toHaveText('Skickad');
  await expect(tracked.locator('[data-tracking-link]')).toHaveAttribute(
    'href',
    `https://portal.postnord.com/tracking/details/${trackingNumber}`,
  );
  await expect(tracked.locator('[data-status-history] li[data-status="shipped"]')).toBeVisible();

  const shipped = await mailTo(email, (mail) => mail.subject === `Din order ${number} har skickats`);
  expect(shipped.text).toContain(`https://portal.postnord.com/tracking/details/${trackingNumber}`);
  expect(shipped.html).toContain('lang="sv-SE"');
});

test('an fi return: requested, approved, received and refunded in the back office; the shopper sees the refund', async ({
  page,
  request,
}) => {
  const { store, email, customer } = shopper('fi');
  const placed = await placeOrderThroughApi(request, {
    store,
    item: { sku: findProduct(store).sku, quantity: 2 },
    customer,
    shipping_method: 'posti-home',
  });
  const number = placed.order_number;
  await shipAndDeliver(request, number);
  const query = `locale=fi&sid=${store.sid}`;
  const login = await request.post(`/api/order-auth/login?${query}`, {
    data: { order_number: number, email },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const requested = await request.post(`/api/orders/${number}/returns?${query}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { lines: [{ position: 1, quantity: 1 }], reason: 'defective', comment: 'Ei toimi' },
  });
  expect(requested.status()).toBe(201);
  const returned = (await requested.json()) as { number: string };

  await signInToBackOffice(page, 'orders');
  await openBackOfficePage(page, '/returns');
  await page.getByRole('link', { name: returned.number }).click();
  const main = page.getByRole('main');
  // The demo orders member works in Swedish.
  await main.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page.getByText('Returen är godkänd', { exact: false }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Markera mottagen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Markera mottagen' }).click();
  await expect(page.getByText('Returen är markerad som mottagen.').first()).toBeVisible();
  await main.getByRole('button', { name: 'Återbetala' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Återbetala' }).click();
  await expect(page.getByText('Returen är återbetald.').first()).toBeVisible();

  const refunded = await mailTo(
    email,
    (mail) => mail.subject === `Palautuksesi tilauksesta ${number} on hyvitetty`,
  );
  expect(refunded.html).toContain('lang="fi-FI"');

  // The shopper's order page shows the refund and its credit note.
  await openOrderAsGuest(page, 'fi', 'my-order', number, email);
  const order = currentPage(page).locator(`[data-account-order="${number}"]`);
  await expect(order.locator('[data-order-refunds] li')).toHaveCount(1);
  await expect(order.locator('[data-order-refunds] li')).toContainText('hyvitetty');
  await expect(order.locator('[data-order-documents] [data-invoice^="K"]')).toBeVisible();
});
