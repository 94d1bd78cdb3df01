import type { AdminProduct } from '@shop/contracts/admin-catalog';
import { csrfHeader, type StaffRole, staffSessionCookie } from '@shop/contracts/admin-permissions';
import { hashPassword } from '../../auth/passwords.ts';
import {
  CATEGORY,
  placeOrderRequest,
  type ReadyCheckoutOptions,
  readyCheckout,
  storeQuery,
  testShoppers,
} from '../../orders/testing/commerce-fixtures.ts';
import { signDecision } from '../../payments/callback-signature.ts';
import { insertCustomer } from '../../repositories/customers.repository.ts';
import { insertStaff } from '../../repositories/staff.repository.ts';
import type { TestApi, TestResponse } from '../../testing/test-api.ts';
import { sessionToken } from '../../testing/test-tokens.ts';
import { currentTotpCode, encryptTotpSecret, newTotpSecret } from '../totp.ts';

/**
 * A signed-in shopper's token (a verified customer account with this e-mail): the back office
 * must refuse it, whatever the call.
 */
export async function customerTokenFor(api: TestApi, email: string): Promise<string> {
  const customerId = await insertCustomer(
    api.database.db,
    { email, passwordHash: 'x', name: 'Shopper', phone: null, locale: 'sv', verified: true },
    new Date().toISOString(),
  );
  return sessionToken(api.database.db, api.config.secret, {
    kind: 'account',
    id: customerId,
    scope: 'customer',
  });
}

/** A back-office session as a browser holds it: the cookie and the CSRF token. */
export interface StaffSession {
  readonly cookie: string;
  readonly csrf: string;
}

export interface TestMember {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly role: StaffRole;
  /** Base32, when two-factor is on. */
  readonly totpSecret: string | null;
}

let counter = 0;

/** A member made straight in the database (the command line's way), with two-factor when asked. */
export async function createMember(
  api: Pick<TestApi, 'database' | 'config'>,
  role: StaffRole,
  options: { totp?: boolean; email?: string } = {},
): Promise<TestMember> {
  counter += 1;
  const email = options.email ?? `${role}-${counter}-${Date.now()}@staff.example`;
  const password = `password-of-${role}-${counter}`;
  const totpSecret = (options.totp ?? role === 'owner') ? newTotpSecret() : null;
  const id = await insertStaff(
    api.database.db,
    {
      email,
      name: `Test ${role} ${counter}`,
      role,
      passwordHash: await hashPassword(password),
      language: 'en',
      totpSecret: totpSecret ? encryptTotpSecret(api.config.secret, totpSecret) : null,
    },
    new Date().toISOString(),
  );
  return { id, email, password, role, totpSecret };
}

export function cookieOf(response: TestResponse): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${staffSessionCookie}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`No session cookie in ${JSON.stringify(response.body)}`);
  return `${staffSessionCookie}=${match[1]}`;
}

export async function signIn(
  api: Pick<TestApi, 'request'>,
  member: TestMember,
  at: Date = new Date(),
): Promise<StaffSession> {
  const response = await api.request('/api/admin/auth/login', {
    method: 'POST',
    json: {
      email: member.email,
      password: member.password,
      ...(member.totpSecret ? { totp: currentTotpCode(member.totpSecret, at) } : {}),
    },
  });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { cookie: cookieOf(response), csrf: String(response.json.csrf_token) };
}

/** A back-office call with the session's cookie, and its CSRF token on writes. */
export function adminCall(
  api: Pick<TestApi, 'request'>,
  session: StaffSession | null,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return api.request(path, {
    method,
    headers: {
      ...(session ? { cookie: session.cookie } : {}),
      ...(session && method !== 'GET' ? { [csrfHeader]: session.csrf } : {}),
      ...headers,
    },
    ...(json !== undefined ? { json } : method === 'GET' ? {} : { json: {} }),
  });
}

/**
 * A published phone case made through the back office (the product the variation tests give
 * options to): named `Skal {sku}` in Swedish, in the cases category; `extra` adds or overrides.
 */
export async function createCase(
  api: Pick<TestApi, 'request'>,
  session: StaffSession,
  sku: string,
  extra: Record<string, unknown> = {},
): Promise<AdminProduct> {
  const response = await adminCall(api, session, 'POST', '/api/admin/products', {
    sku,
    published: true,
    group_id: 6,
    discount_category: 2,
    category_ids: [CATEGORY.cases],
    texts: { sv: { name: `Skal ${sku}` } },
    ...extra,
  });
  if (response.status !== 201)
    throw new Error(`creating ${sku} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as AdminProduct;
}

/** Places an order through the storefront's own calls; answers its id and number. */
export async function placeOrder(
  api: TestApi,
  options: ReadyCheckoutOptions,
): Promise<{ id: number; number: string; checkoutId: string; redirectUrl: string }> {
  const checkoutId = await readyCheckout(api, options);
  const placed = await placeOrderRequest(api, checkoutId, options.locale ?? 'sv');
  if (placed.status !== 201)
    throw new Error(`place-order failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return {
    id: Number(placed.json.order_id),
    number: String(placed.json.order_number),
    checkoutId,
    redirectUrl: String(placed.json.redirect_url),
  };
}

/** The shopper's order login (number and e-mail): a token for that one order. */
export async function orderToken(
  api: TestApi,
  number: string,
  locale: 'sv' | 'fi' | 'nl' = 'sv',
): Promise<string> {
  const login = await api.request(`/api/order-auth/login?${storeQuery(locale)}`, {
    method: 'POST',
    json: { order_number: number, email: testShoppers[locale]?.email },
  });
  if (login.status !== 200) throw new Error(`order login failed: ${login.status}`);
  return String(login.json.access_token);
}

/** The shopper approves or declines on the test provider's page (its signed callback follows). */
export async function decidePayment(
  api: TestApi,
  redirectUrl: string,
  decision: 'approve' | 'decline',
): Promise<void> {
  const session = /\/api\/payments\/test\/([0-9a-f]+)/.exec(redirectUrl)?.[1] ?? '';
  const decided = await api.request(`/api/payments/test/${session}/decision`, {
    method: 'POST',
    // The form the hosted page renders carries the page's signature (issue 22 point 5).
    body: `decision=${decision}&signature=${signDecision(api.config.secret, session, decision)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`the payment decision failed: ${decided.status}`);
}

/** The staff events that move an order from a confirmed order to `status`. */
const staffPath: Readonly<Record<string, readonly { path: string; json?: unknown }[]>> = {
  confirmed: [],
  packed: [{ path: 'pack' }],
  shipped: [{ path: 'ship', json: { carrier: 'postnord', tracking_number: 'TEST123456SE' } }],
  delivered: [
    { path: 'ship', json: { carrier: 'postnord', tracking_number: 'TEST123456SE' } },
    { path: 'deliver' },
  ],
  cancelled: [{ path: 'cancel' }],
};

/**
 * An order in a given status, reached the way the shop reaches it: placed by a shopper, paid or
 * declined at the test provider, and moved by staff.
 */
export async function orderInStatus(
  api: TestApi,
  session: StaffSession,
  status: string,
  options: Partial<ReadyCheckoutOptions> = {},
): Promise<{ id: number; number: string }> {
  const items = options.items ?? [{ sku: 'BULK-1', quantity: 1 }];
  if (status === 'pending_payment' || status === 'payment_failed') {
    const order = await placeOrder(api, { ...options, items, payment: 'card' });
    if (status === 'payment_failed') await decidePayment(api, order.redirectUrl, 'decline');
    return order;
  }
  const order = await placeOrder(api, { ...options, items });
  for (const step of staffPath[status] ?? []) {
    const moved = await adminCall(
      api,
      session,
      'POST',
      `/api/admin/orders/${order.number}/${step.path}`,
      step.json ?? {},
    );
    if (moved.status !== 200)
      throw new Error(`${step.path} failed: ${moved.status} ${JSON.stringify(moved.body)}`);
  }
  return order;
}
