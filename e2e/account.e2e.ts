import { expect, test } from '@playwright/test';
import {
  demoCustomer,
  demoOrder,
  logInThroughDialog,
  mailedLoginToken,
  openLoggedIn,
  plainCustomer,
} from './account-support.ts';
import { expectNoAxeViolations, shopDatabase } from './cart-support.ts';
import { giveConsent, openPage, readTd02 } from './shell-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await giveConsent(context, baseURL ?? '');
});

test('log in through the dialog: the account menu shows the name, the account token is kept in td02', async ({
  page,
}) => {
  await openPage(page, '/sv/');
  await logInThroughDialog(page, demoCustomer.email, demoCustomer.password);
  await expect(page.locator('[data-login-dialog]')).toBeHidden();
  const entry = page.locator('[data-account-entry="account"]').first();
  await expect(entry).toContainText(demoCustomer.name);
  const stored = (await readTd02(page, 'local')).auth as Record<string, unknown>;
  expect(stored.strategy).toBe('account');
  expect(typeof stored.access_token).toBe('string');
  // Spec 9: tokens last 3600 s; the refresh is due before that.
  expect(Number(stored.expires_at) - Date.now()).toBeGreaterThan(3_000_000);

  // The entry leads a logged-in customer to the account orders.
  await entry.click();
  await expect(page).toHaveURL(/\/sv\/my-account\/orders$/);
  await page.getByRole('main').locator('[data-logout]').click();
  await expect(page).toHaveURL(/\/sv\/?$/);
  await expect(page.locator('[data-account-entry="login"]').first()).toBeVisible();
  expect((await readTd02(page, 'local')).auth).toBeNull();
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await openPage(page, '/sv/?login');
  const dialog = page.locator('[data-login-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="email"]').fill(demoCustomer.email);
  await dialog.locator('input[type="password"]').fill('not-the-password');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.getByRole('status')).toHaveText('Fel e-postadress eller lösenord.');
});

test('?token= logs in as the account login, clears checkout and opens the account orders; the session refreshes', async ({
  page,
  request,
}) => {
  // The browser's clock, so the test can let most of the token's hour pass.
  await page.clock.install();
  const token = await mailedLoginToken(request, demoCustomer.email);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('td02', JSON.stringify({ cart: { checkoutID: 'stale-checkout', items: [] } }));
    }
  });
  await openPage(page, `/sv/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/sv\/my-account\/orders$/);
  await expect(page.getByRole('main').locator('[data-orders] tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-account-entry="account"]').first()).toContainText(demoCustomer.name);
  const td02 = await readTd02(page, 'local');
  expect((td02.cart as Record<string, unknown>).checkoutID).toBeNull();

  // Spec 4: tokens last 3600 s, with refresh. The link's token became a session of its own.
  const session = td02.auth as Record<string, unknown>;
  expect(session.strategy).toBe('account');
  expect(session.refresh_token).toMatch(/^[0-9a-f]{32}\./);

  // Shortly before the hour is over the storefront refreshes: both tokens rotate.
  await page.clock.fastForward('59:30');
  await expect
    .poll(async () => ((await readTd02(page, 'local')).auth as Record<string, unknown>).refresh_token)
    .not.toBe(session.refresh_token);
  const refreshed = (await readTd02(page, 'local')).auth as Record<string, unknown>;
  expect(refreshed.access_token).not.toBe(session.access_token);
  const profile = await request.get('/api/auth/profile?locale=sv&sid=1', {
    headers: { authorization: `Bearer ${String(refreshed.access_token)}` },
  });
  expect(profile.status()).toBe(200);
  // The spent refresh token of the link's session is refused: it rotated.
  const spent = await request.post('/api/auth/refresh?locale=sv&sid=1', {
    data: { refresh_token: session.refresh_token },
  });
  expect(spent.status()).toBe(401);

  // A link's token opens one session: used again, it logs nobody in.
  const again = await request.post('/api/auth/token-login?locale=sv&sid=1', {
    data: { token },
  });
  expect(again.status()).toBe(401);
});

test('change password: the current one is asked, the new one logs in', async ({ page }) => {
  const changed = 'olle-new-password-1';
  const changePassword = async (current: string, next: string) => {
    await openPage(page, '/sv/?change_password');
    const dialog = page.locator('[data-change-password-dialog]');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="current"]').fill(current);
    await dialog.locator('input[name="password"]').fill(next);
    await dialog.locator('input[name="repeat"]').fill(next);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toBeHidden();
  };
  await openPage(page, '/sv/');
  await logInThroughDialog(page, plainCustomer.email, plainCustomer.password);
  await expect(page.locator('[data-account-entry="account"]').first()).toContainText(plainCustomer.name);
  await changePassword(plainCustomer.password, changed);

  // The old password no longer works; the new one does. Then the demo password comes back.
  await page.evaluate(() => localStorage.removeItem('td02'));
  await openPage(page, '/sv/');
  await logInThroughDialog(page, plainCustomer.email, plainCustomer.password);
  await expect(page.locator('[data-login-dialog]').getByRole('status')).not.toBeEmpty();
  await page.locator('[data-login-dialog] input[type="password"]').fill(changed);
  await page.locator('[data-login-dialog] button[type="submit"]').click();
  await expect(page.locator('[data-account-entry="account"]').first()).toContainText(plainCustomer.name);
  await changePassword(changed, plainCustomer.password);
});

test('the my-account pages: overview, orders, an order, profile', async ({ page }) => {
  const order = demoOrder({ guest: false, status: 'delivered' });
  await openLoggedIn(page, '/sv/my-account');
  await expect(page.getByRole('main').locator('[data-account-overview]')).toContainText(demoCustomer.name);
  await expectNoAxeViolations(page, 'main');

  await openPage(page, '/sv/my-account/orders');
  const row = page.getByRole('main').locator(`[data-orders] tr[data-order-number="${order.number}"]`);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'main');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sv/my-account/orders/${order.id}$`));
  await expect(page.getByRole('main').getByTestId('order-number')).toHaveText(order.number);
  await expect(page.getByRole('main').locator('[data-status-history] li').first()).toBeVisible();
  // Home, My account, the order.
  await expect(page.locator('[data-breadcrumbs] li')).toHaveCount(3);
  await expectNoAxeViolations(page, 'main');

  await openPage(page, '/sv/my-account/profile');
  await expect(page.getByRole('main').locator('[data-profile-name]')).toHaveText(demoCustomer.name);
  await expectNoAxeViolations(page, 'main');
});

test('spec 2: an anonymous visitor of my account is sent to the login target /?login, whose dialog opens', async ({
  page,
}) => {
  await openPage(page, '/sv/my-account/orders');
  await expect(page.locator('[data-login-dialog]')).toBeVisible();
  // The store's home; ?login leaves the address once the dialog opened.
  await expect(page).toHaveURL(/\/sv\/?$/);
});

test('guest order login: order number and e-mail, then the order; the token stays in the tab', async ({
  page,
}) => {
  const order = demoOrder({ guest: true });
  await openPage(page, '/sv/my-order');
  await expectNoAxeViolations(page, 'main');
  const form = page.getByRole('main').locator('[data-order-login]');
  await form.locator('input[name="order_number"]').fill(order.number);
  await form.locator('input[name="email"]').fill('wrong@example.com');
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert')).toHaveText('Vi hittade ingen order med de uppgifterna.');
  await form.locator('input[name="email"]').fill(order.email);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/sv/my-order/${order.id}$`));
  await expect(page.getByRole('main').getByTestId('order-number')).toHaveText(order.number);
  await expectNoAxeViolations(page, 'main');
  // Spec 2: the single-order guest's account entry leads to their order.
  await expect(page.locator('[data-account-entry="my-order"]').first()).toBeVisible();
  expect((await readTd02(page, 'session')).auth).toMatchObject({ strategy: 'order' });
  expect((await readTd02(page, 'local')).auth ?? null).toBeNull();

  await page.getByRole('main').locator('[data-logout]').click();
  await expect(page).toHaveURL(/\/sv\/?$/);
  await expect(page.locator('[data-account-entry="login"]').first()).toBeVisible();
});

test('track an order with the e-mail address: status timeline, carrier and tracking number', async ({
  page,
}) => {
  const order = demoOrder({ guest: false, status: 'delivered' });
  await openPage(page, '/sv/track-order');
  const form = page.getByRole('main').locator('[data-order-login]');
  await form.locator('input[name="order_number"]').fill(order.number);
  await form.locator('input[name="email"]').fill(order.email);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/sv/track-order/${order.id}$`));
  await expect(page.getByRole('main').locator('[data-order-status]').first()).toHaveAttribute(
    'data-order-status',
    'delivered',
  );
  if (order.tracking_number)
    await expect(page.getByRole('main').locator('[data-tracking-number]')).toHaveText(order.tracking_number);
  await expect(
    page.getByRole('main').locator('[data-status-history] li[data-status="delivered"]'),
  ).toBeVisible();
  // Each entry is its localized status and time only: the shop's own history notes ("order placed",
  // in no store's language) are never shown to the shopper.
  await expect(page.getByRole('main').locator('[data-status-history] li > :not(strong, time)')).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, 'main');
});

test('the reset link: an unconfirmed account is told so, the link sets a new password that logs in', async ({
  page,
  request,
}) => {
  const email = `reset-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register?locale=sv&sid=1', {
    data: { email, password: 'first-password-1', name: 'Rut Reset' },
  });
  expect(registered.ok()).toBe(true);

  await openPage(page, '/sv/');
  await logInThroughDialog(page, email, 'first-password-1');
  await expect(page.locator('[data-login-dialog]').getByRole('status')).toHaveText(
    'Bekräfta din e-postadress via länken vi skickade innan du loggar in.',
  );

  const reset = await request.post('/api/auth/password-reset?locale=sv&sid=1', { data: { email } });
  expect(reset.ok()).toBe(true);
  const mail = shopDatabase()
    .prepare(`select body_text from mail_outbox where to_address = ? and kind = 'password-reset'`)
    .get(email) as { body_text: string } | undefined;
  const token = /change_password=([^\s&]+)/.exec(mail?.body_text ?? '')?.[1];
  expect(token).toBeTruthy();

  await openPage(page, `/sv/?change_password=${token}`);
  const dialog = page.locator('[data-change-password-dialog]');
  await expect(dialog).toBeVisible();
  // The link proves the owner: no current password is asked.
  await expect(dialog.locator('input[name="current"]')).toHaveCount(0);
  await dialog.locator('input[name="password"]').fill('second-password-2');
  await dialog.locator('input[name="repeat"]').fill('second-password-2');
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();

  await openPage(page, '/sv/');
  await logInThroughDialog(page, email, 'second-password-2');
  await expect(page.locator('[data-account-entry="account"]').first()).toContainText('Rut Reset');
});

test('the link of the registration mail confirms the address once; then the account logs in', async ({
  page,
  request,
}) => {
  const email = `confirm-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register?locale=sv&sid=1', {
    data: { email, password: 'confirm-password-1', name: 'Cilla Confirm' },
  });
  expect(registered.status()).toBe(201);
  const mail = shopDatabase()
    .prepare(`select body_text from mail_outbox where to_address = ? and kind = 'verify-email'`)
    .get(email) as { body_text: string } | undefined;
  const link = /https?:\/\/\S+verify_email=[A-Za-z0-9_-]+/.exec(mail?.body_text ?? '')?.[0];
  expect(link).toBeTruthy();
  const path = `${new URL(link ?? '').pathname}${new URL(link ?? '').search}`;
  expect(path).toMatch(/^\/sv\/my-account\?verify_email=/);

  await openPage(page, path);
  const main = page.getByRole('main');
  await expect(main.locator('[data-email-confirmation="confirmed"]')).toHaveText(
    'Din e-postadress är bekräftad. Nu kan du logga in.',
  );
  // The token leaves the address, so a reload does not try it again.
  await expect(page).toHaveURL(/\/sv\/my-account$/);
  await expectNoAxeViolations(page, 'main');

  const dialog = page.locator('[data-login-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[type="password"]').fill('confirm-password-1');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.locator('[data-account-entry="account"]').first()).toContainText('Cilla Confirm');

  // A link works once; a reload of the page says nothing more.
  await page.reload();
  await expect(page.locator('[data-account-entry="account"]').first()).toContainText('Cilla Confirm');
  await expect(main.locator('[data-email-confirmation]')).toHaveCount(0);
  await openPage(page, path);
  await expect(main.locator('[data-email-confirmation="failed"]')).toHaveText(
    'Länken är ogiltig, har gått ut eller har redan använts.',
  );
});
