import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  testProducts,
  testShoppers,
} from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

const store = 'locale=sv&sid=1';

describeEachDatabase('order login API', (kind) => {
  let api: TestApi;
  let first: { id: number; number: string };
  let second: { id: number; number: string };

  async function placeOrder(): Promise<{ id: number; number: string }> {
    const sku = testProducts[0]?.sku ?? '';
    const checkoutId = await readyCheckout(api, { items: [{ sku, quantity: 1 }] });
    const placed = await placeOrderRequest(api, checkoutId);
    expect(placed.status).toBe(201);
    return { id: Number(placed.json.order_id), number: String(placed.json.order_number) };
  }

  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: async ({ database }) => {
        await prepareCommerce(database.db);
        await insertCustomer(
          database.db,
          {
            email: 'kund@example.se',
            passwordHash: await hashPassword('kund-password'),
            name: 'Kund',
            phone: null,
            locale: 'sv',
            verified: true,
          },
          new Date().toISOString(),
        );
      },
    });
    first = await placeOrder();
    second = await placeOrder();
  });
  afterAll(() => api.close());

  const login = (json: unknown) => api.request(`/api/order-auth/login?${store}`, { method: 'POST', json });
  const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });

  it('logs in with the order number and the e-mail address, scope my-order', async () => {
    const response = await login({
      order_number: first.number,
      email: testShoppers.sv?.email?.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ scope: 'my-order', expires_in: 3600, token_type: 'Bearer' });
    const info = await api.request(`/api/order-auth/info?${store}`, {
      headers: bearer(response.json.access_token),
    });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ order_id: first.id, order_number: first.number, scope: 'my-order' });
  });

  it('a postal code given with the e-mail must match too, spaces ignored', async () => {
    const postal = String(testShoppers.sv?.postal_code ?? '').replace(/\s/g, '');
    const spaced = ` ${postal.slice(0, 3)} ${postal.slice(3)} `;
    const email = testShoppers.sv?.email;
    expect((await login({ order_number: first.number, email, postal_code: spaced })).status).toBe(200);
    expect((await login({ order_number: first.number, email, postal_code: '99999' })).status).toBe(401);
  });

  it('refuses a wrong e-mail, and a postal code alone is not enough (issue 22: guessable)', async () => {
    expect((await login({ order_number: first.number, email: 'someone@else.se' })).status).toBe(401);
    const postal = String(testShoppers.sv?.postal_code ?? '');
    const postalOnly = await login({ order_number: first.number, postal_code: postal });
    expect(postalOnly.status).toBe(400);
    expect(postalOnly.json.message).toContain('email');
  });

  describe('the order token reads its own order and nothing else (spec 6)', () => {
    let token: string;
    beforeAll(async () => {
      token = String(
        (await login({ order_number: first.number, email: testShoppers.sv?.email })).json.access_token,
      );
    });

    it('reads its own order', async () => {
      const own = await api.request(`/api/orders/${first.number}?${store}`, { headers: bearer(token) });
      expect(own.status).toBe(200);
      expect(own.json.number).toBe(first.number);
    });

    it('is refused another order', async () => {
      const other = await api.request(`/api/orders/${second.number}?${store}`, { headers: bearer(token) });
      expect([403, 404]).toContain(other.status);
      const byId = await api.request(`/api/orders/${second.id}?${store}`, { headers: bearer(token) });
      expect([403, 404]).toContain(byId.status);
    });

    it('is refused the account endpoints', async () => {
      expect((await api.request(`/api/auth/profile?${store}`, { headers: bearer(token) })).status).toBe(403);
      expect((await api.request(`/api/orders?${store}`, { headers: bearer(token) })).status).toBe(403);
      const change = await api.request(`/api/auth/change-password?${store}`, {
        method: 'POST',
        headers: bearer(token),
        json: { current_password: 'x', new_password: 'something-long' },
      });
      expect(change.status).toBe(403);
    });

    it('an account token is refused the order login info', async () => {
      const account = await api.request(`/api/auth/login?${store}`, {
        method: 'POST',
        json: { email: 'kund@example.se', password: 'kund-password' },
      });
      const info = await api.request(`/api/order-auth/info?${store}`, {
        headers: bearer(account.json.access_token),
      });
      expect(info.status).toBe(403);
    });
  });

  it('refreshes with rotation; an account refresh token does not work here', async () => {
    const tokens = (await login({ order_number: second.number, email: testShoppers.sv?.email })).json;
    const refreshed = await api.request(`/api/order-auth/refresh?${store}`, {
      method: 'POST',
      json: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.scope).toBe('my-order');
    const replay = await api.request(`/api/order-auth/refresh?${store}`, {
      method: 'POST',
      json: { refresh_token: tokens.refresh_token },
    });
    expect(replay.json.error).toBe('REFRESH_REUSED');
    const account = await api.request(`/api/auth/login?${store}`, {
      method: 'POST',
      json: { email: 'kund@example.se', password: 'kund-password' },
    });
    const crossed = await api.request(`/api/order-auth/refresh?${store}`, {
      method: 'POST',
      json: { refresh_token: account.json.refresh_token },
    });
    expect(crossed.status).toBe(401);
  });

  it('30 parallel guesses on one order: at most 5 are checked (issue 22: counted before checking)', async () => {
    const target = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login({ order_number: target.number, email: `parallel${attempt}@else.se` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Racing attempts may block each other early (each counts the others' claims): never more
    // than the limit are checked, and every other one is refused as limited.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
  });

  it('guessing order numbers is rate-limited per order', async () => {
    const target = await placeOrder();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login({ order_number: target.number, email: `guess${attempt}@else.se` });
    }
    const blocked = await login({ order_number: target.number, email: testShoppers.sv?.email });
    expect(blocked.status).toBe(429);
  });
});
