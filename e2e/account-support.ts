import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { shipAndDeliver } from './admin-support.ts';
import { cartStores, findProduct, shopDatabase } from './cart-support.ts';
import { caughtMailCount, mailTo } from './mail-support.ts';
import { openPage } from './shell-support.ts';

/** The seeded demo accounts (apps/api/src/seed/commerce/customers.seed.ts). */
export const demoCustomer = {
  email: 'kund@mobildelar.example',
  password: 'kund-demo-password',
  name: 'Karin Kund',
};
/** A second demo customer, without discounts: its password may change during a test. */
export const plainCustomer = {
  email: 'olle@mobildelar.example',
  password: 'olle-demo-password',
  name: 'Olle Ordinär',
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

const orderColumns = 'id, number, email, postal_code, status, tracking_number';

/** A seeded order of the Swedish store: a guest's (customer_id null) or the demo customer's. */
export function demoOrder(where: { readonly guest: boolean; readonly status?: string }): DemoOrder {
  const order = shopDatabase()
    .prepare(
      `select ${orderColumns} from orders
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

/** Opens a page already logged in as the demo customer (through the login dialog). */
export async function openLoggedIn(page: Page, path: string): Promise<void> {
  await openPage(page, '/sv/');
  await logInThroughDialog(page, demoCustomer.email, demoCustomer.password);
  await expect(page.locator('[data-account-entry="account"]').first()).toBeVisible();
  await openPage(page, path);
}

/**
 * Spec 2's `?token=` link as the shop mails it (POST /api/auth/login-link): the one-time token
 * read from the mail the local SMTP server caught.
 */
export async function mailedLoginToken(request: APIRequestContext, email: string): Promise<string> {
  const before = await caughtMailCount();
  const asked = await request.post(`/api/auth/login-link?${new URLSearchParams(svStore)}`, {
    data: { email },
  });
  expect(asked.status()).toBe(202);
  const mail = await mailTo(email, (caught) => caught.text.includes('?token='), before);
  const link = /https?:\/\/\S+\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No login link in the mail "${mail.subject}"`);
  return String(new URL(link).searchParams.get('token'));
}

/** Who buys, where and how, in an order placed through the provider. */
export interface ApiOrder {
  readonly store: { readonly locale: string; readonly sid: number; readonly storeId: number };
  readonly item: { readonly sku: string; readonly quantity: number; readonly subscription_interval?: string };
  readonly customer: Readonly<Record<string, string>>;
  readonly shipping_method: string;
  readonly accessToken?: string;
}

export interface PlacedOrder {
  readonly order_id: number;
  readonly order_number: string;
}

/**
 * An order placed through the provider as the storefront's checkout does: sync-cart, customer,
 * shipping, invoice, place-order.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  order: ApiOrder,
): Promise<PlacedOrder> {
  const store = new URLSearchParams({ locale: order.store.locale, sid: String(order.store.sid) });
  const headers: Record<string, string> = order.accessToken
    ? { authorization: `Bearer ${order.accessToken}` }
    : {};
  const synced = await request.post(`/api/sync-cart?${store}`, {
    headers,
    data: { items: [order.item], coupons: [], checkout_order_id: null },
  });
  expect(synced.ok()).toBe(true);
  const id = synced.headers()['x-checkout-order-id'];
  const steps: readonly (readonly [string, unknown])[] = [
    ['customer', { buyer_type: 'private', ...order.customer }],
    ['shipping', { shipping_method: order.shipping_method }],
    ['payment', { payment_method: 'invoice' }],
  ];
  for (const [step, data] of steps) {
    const response = await request.put(`/api/checkout/${id}/${step}?${store}`, { headers, data });
    expect(response.status(), step).toBe(200);
  }
  const placed = await request.post(`/api/checkout/${id}/place-order?${store}`, { headers, data: {} });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as PlacedOrder;
}

const demoCustomerBuyer = {
  email: demoCustomer.email,
  phone: '070-123 45 67',
  first_name: 'Karin',
  last_name: 'Kund',
  street: 'Storgatan 1',
  postal_code: '111 22',
  city: 'Stockholm',
};

/** An order with a subscription line: the way a subscription comes about. */
export async function placeSubscriptionOrder(request: APIRequestContext, accessToken: string): Promise<void> {
  const store = cartStores[0];
  await placeOrderThroughApi(request, {
    store,
    item: { sku: findProduct(store).sku, quantity: 1, subscription_interval: '2-months' },
    customer: demoCustomerBuyer,
    shipping_method: 'postnord-home',
    accessToken,
  });
}

/**
 * The demo customer's Swedish order of two units, placed for the calling test alone and
 * delivered: a test that returns from it cannot use up what another test (or a retry) returns.
 */
export async function deliveredCustomerOrder(
  request: APIRequestContext,
  accessToken: string,
): Promise<DemoOrder> {
  const store = cartStores[0];
  const placed = await placeOrderThroughApi(request, {
    store,
    item: { sku: findProduct(store).sku, quantity: 2 },
    customer: demoCustomerBuyer,
    shipping_method: 'postnord-home',
    accessToken,
  });
  return deliver(request, placed);
}

/** A Norwegian guest's order of two units, placed for the calling test alone and delivered. */
export async function deliveredGuestOrder(request: APIRequestContext): Promise<DemoOrder> {
  const store = { locale: 'no', sid: 3, storeId: 3 };
  const placed = await placeOrderThroughApi(request, {
    store,
    item: { sku: findProduct(store).sku, quantity: 2 },
    customer: {
      email: `gjest-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      phone: '41234567',
      first_name: 'Ola',
      last_name: 'Nordmann',
      street: 'Karl Johans gate 1',
      postal_code: '0150',
      city: 'Oslo',
    },
    shipping_method: 'bring-home',
  });
  return deliver(request, placed);
}

/** The warehouse's steps through the back office (ship, deliver); answers the order as stored. */
async function deliver(request: APIRequestContext, placed: PlacedOrder): Promise<DemoOrder> {
  await shipAndDeliver(request, placed.order_number);
  return shopDatabase()
    .prepare(`select ${orderColumns} from orders where id = ?`)
    .get(placed.order_id) as DemoOrder;
}
