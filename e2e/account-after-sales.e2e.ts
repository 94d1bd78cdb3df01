import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  apiLogin,
  deliveredCustomerOrder,
  deliveredGuestOrder,
  demoCustomer,
  openLoggedIn,
  placeSubscriptionOrder,
} from './account-support.ts';
import { expectNoAxeViolations } from './cart-support.ts';
import { currentPage, giveConsent, openPage } from './shell-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? '');
});

/** The signed unsubscribe link's token (apps/api/src/newsletter/unsubscribe-link.ts). */
function unsubscribeToken(locale: string, email: string): string {
  const file = process.env.E2E_DATABASE;
  if (!file) throw new Error('E2E_DATABASE is not set (see e2e/playwright.config.ts)');
  const secret = readFileSync(join(dirname(file), 'secret'), 'utf8').trim();
  const payload = Buffer.from(`${locale}:${email}`).toString('base64url');
  const signature = createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${locale}:${email}`)
    .digest('base64url');
  return `${payload}.${signature}`;
}

test('unsubscribe with the signed link of the newsletter; an altered link is refused', async ({
  page,
  request,
}) => {
  const email = `unsubscribe-${Date.now()}@example.com`;
  const signup = await request.post('/api/newsletter?locale=sv&sid=1', { data: { email } });
  expect(signup.ok()).toBe(true);
  const token = unsubscribeToken('sv', email);

  await openPage(page, `/sv/unsubscribe?token=${encodeURIComponent(token)}`);
  await expectNoAxeViolations(page, 'main');
  await page.getByRole('main').getByRole('button').click();
  await expect(page.locator('[data-unsubscribe-outcome]')).toHaveAttribute(
    'data-unsubscribe-outcome',
    'unsubscribed',
  );
  await expectNoAxeViolations(page, 'main');

  await openPage(page, `/sv/unsubscribe?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`);
  await page.getByRole('main').getByRole('button').click();
  await expect(page.locator('[data-unsubscribe-outcome]')).toHaveAttribute(
    'data-unsubscribe-outcome',
    'invalid',
  );
});

test('a customer returns a line of a delivered order, capped at what was bought; the return is listed', async ({
  page,
  request,
}) => {
  const tokens = await apiLogin(request, demoCustomer.email, demoCustomer.password);
  const order = await deliveredCustomerOrder(request, tokens.access_token);
  await openLoggedIn(page, `/sv/my-account/orders/${order.id}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Returnera varor' }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/my-account/orders/return/${order.id}$`));
  const form = main.locator('[data-return-form]');
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  const quantity = form.locator('input[type="number"]:not([disabled])').first();
  expect(Number(await quantity.getAttribute('max'))).toBeGreaterThan(0);
  await quantity.fill('1');
  await form.getByLabel('Anledning').selectOption('defective');
  await form.getByRole('button', { name: 'Skicka returen' }).click();
  const created = main.locator('[data-return-number]');
  await expect(created).toBeVisible();
  const number = await created.getAttribute('data-return-number');

  await openPage(page, '/sv/my-account/returns');
  await expect(page.getByRole('main').locator(`tr[data-return-number="${number}"]`)).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});

test('a guest returns from their order after the order login', async ({ page, request }) => {
  const order = await deliveredGuestOrder(request);
  await openPage(page, '/no/my-order');
  const main = page.getByRole('main');
  await main.locator('input[name="order_number"]').fill(order.number);
  await main.locator('input[name="email"]').fill(order.email);
  await main.getByRole('button', { name: 'Vis ordre' }).click();
  await expect(page).toHaveURL(new RegExp(`/no/my-order/${order.id}$`));
  // The page the guest came from stays alive (hidden) and shows the order too: click the link on
  // the order's own page.
  await currentPage(page, `/no/my-order/${order.id}`).getByRole('link', { name: 'Returner varer' }).click();
  await expect(page).toHaveURL(new RegExp(`/no/my-order/return/${order.id}$`));
  const form = main.locator('[data-return-form]');
  await form.locator('input[type="number"]:not([disabled])').first().fill('1');
  await form.getByLabel('Årsak').selectOption('wrong-item');
  await form.getByRole('button', { name: 'Send returen' }).click();
  await expect(main.locator('[data-return-number]')).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});

test('manage a subscription: pause, resume, change the interval, cancel', async ({ page, request }) => {
  const tokens = await apiLogin(request, demoCustomer.email, demoCustomer.password);
  await placeSubscriptionOrder(request, tokens.access_token);
  await openLoggedIn(page, '/sv/my-account/subscriptions');
  const main = page.getByRole('main');
  const item = main.locator('[data-subscription]').last();
  await expect(item).toHaveAttribute('data-status', 'active');
  await expectNoAxeViolations(page, 'main');

  await item.getByRole('button', { name: 'Pausa' }).click();
  await expect(item).toHaveAttribute('data-status', 'paused');
  await item.getByRole('button', { name: 'Återuppta' }).click();
  await expect(item).toHaveAttribute('data-status', 'active');
  await item.getByLabel('Intervall').selectOption('3-months');
  await expect(item.getByLabel('Intervall')).toHaveValue('3-months');
  await expect(item.getByLabel('Intervall')).toBeEnabled();
  await item.getByRole('button', { name: 'Avsluta' }).click();
  await expect(item).toHaveAttribute('data-status', 'cancelled');

  // What the page shows is what the provider keeps.
  const listed = await request.get('/api/subscriptions?locale=sv&sid=1', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const subscriptions = (await listed.json()) as { status: string; interval: string }[];
  expect(subscriptions.at(-1)).toMatchObject({ status: 'cancelled', interval: '3-months' });
});
