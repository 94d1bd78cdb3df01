import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { cartStores, findProduct, shopDatabase } from './cart-support.ts';
import { openPage } from './shell-support.ts';

/** The seeded demo accounts (apps/api/src/seed/commerce/customers.seed.ts). */
export const demoCustomer = {
  email: 'kund@mobildelar.example',
  password: 'kund-demo-password',
  name: 'Karin Kund',
};
export const demoStaff = {
  email: 'staff@mobildelar.example',
  password: 'staff-demo-password',
  name: 'Siri Lager',
};

const svStore = { locale: 'sv', sid: '1' };

export interface DemoOrder {
  readonly id: number;
  readonly number: string;
  readonly email: string;
  readonly postal_code: string;
  readonly status: string;
  readonly tracking_number: string | null;
}

/** A seeded order of the Swedish store: a guest's (customer_id null) or the demo customer's. */
export function demoOrder(where: { readonly guest: boolean; readonly status?: string }): DemoOrder {
  const order = shopDatabase()
    .prepare(
      `select id, number, email, postal_code, status, tracking_number from orders
       where locale = 'sv' and customer_id is ${where.guest ? '' : 'not '}null ${where.status ? 'and status = ?' : ''}
       order by id limit 1`,
    )
    .get(...(where.status ? [where.status] : [])) as DemoOrder | undefined;
  if (!order) throw new Error(`No seeded ${where.guest ? 'guest' : 'customer'} order`);
  return order;
}

/** The login dialog, from the account entry of the top bar. */
export async function logInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.locator('[data-account-entry="login"]').first().click();
  const dialog = page.locator('[data-login-dialog]');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.locator('button[type="submit"]').click();
}

/** Tokens from POST /api/auth/login, as a mail link or another device would hold them. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await request.post(`/api/auth/login?${new URLSearchParams(svStore)}`, {
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Opens a page already logged in as the demo customer (through `?token=`). */
export async function openLoggedIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const tokens = await apiLogin(request, demoCustomer.email, demoCustomer.password);
  await openPage(page, `/sv/?token=${encodeURIComponent(tokens.access_token)}`);
  await expect(page.locator('[data-account-entry="account"]').first()).toBeVisible();
  await openPage(page, path);
}

/**
 * An order with a subscription line, placed through the provider as the storefront's checkout
 * does (sync-cart, customer, shipping, invoice, place-order): the way a subscription comes about.
 */
export async function placeSubscriptionOrder(request: APIRequestContext, accessToken: string): Promise<void> {
  const store = new URLSearchParams(svStore);
  const headers = { authorization: `Bearer ${accessToken}` };
  const product = findProduct(cartStores[0]);
  const synced = await request.post(`/api/sync-cart?${store}`, {
    headers,
    data: {
      items: [{ sku: product.sku, quantity: 1, subscription_interval: '2-months' }],
      coupons: [],
      checkout_order_id: null,
    },
  });
  expect(synced.ok()).toBe(true);
  const id = synced.headers()['x-checkout-order-id'];
  const steps: readonly (readonly [string, unknown])[] = [
    [
      'customer',
      {
        buyer_type: 'private',
        email: demoCustomer.email,
        phone: '070-123 45 67',
        first_name: 'Karin',
        last_name: 'Kund',
        street: 'Storgatan 1',
        postal_code: '111 22',
        city: 'Stockholm',
      },
    ],
    ['shipping', { shipping_method: 'postnord-home' }],
    ['payment', { payment_method: 'invoice' }],
  ];
  for (const [step, data] of steps) {
    const response = await request.put(`/api/checkout/${id}/${step}?${store}`, { headers, data });
    expect(response.status(), step).toBe(200);
  }
  const placed = await request.post(`/api/checkout/${id}/place-order?${store}`, { headers, data: {} });
  expect(placed.status()).toBe(201);
}
