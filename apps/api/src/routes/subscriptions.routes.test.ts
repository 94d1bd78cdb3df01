import { nextOrderDate } from '@shop/domain/subscriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { createInjectTransport } from '../http/inject-transport.ts';
import {
  homeDelivery,
  prepareCommerce,
  testProducts,
  testShoppers,
} from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { runDueSubscriptions } from '../subscriptions/run-due-subscriptions.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

const store = 'locale=sv&sid=1';
const today = new Date().toISOString().slice(0, 10);

describeEachDatabase('subscriptions', (kind) => {
  let api: TestApi;
  let auth: Record<string, string>;

  /** An order, placed by the signed-in customer, with one subscription line and one plain line. */
  async function orderWithSubscription(interval: string): Promise<number> {
    const [first, second] = testProducts;
    const synced = await api.request(`/api/sync-cart?${store}`, {
      method: 'POST',
      headers: auth,
      json: {
        items: [
          { sku: first?.sku, quantity: 2, subscription_interval: interval },
          { sku: second?.sku, quantity: 1 },
        ],
        coupons: [],
        checkout_order_id: null,
      },
    });
    const id = synced.headers.get('x-checkout-order-id');
    for (const [path, json] of [
      ['customer', { buyer_type: 'private', ...testShoppers.sv }],
      ['shipping', { shipping_method: homeDelivery.sv }],
      ['payment', { payment_method: 'invoice' }],
    ] as const) {
      const response = await api.request(`/api/checkout/${id}/${path}?${store}`, {
        method: 'PUT',
        headers: auth,
        json,
      });
      expect(response.status).toBe(200);
    }
    const placed = await api.request(`/api/checkout/${id}/place-order?${store}`, {
      method: 'POST',
      headers: auth,
      json: {},
    });
    expect(placed.status).toBe(201);
    return Number(placed.json.order_id);
  }

  const list = async () =>
    (await api.request(`/api/subscriptions?${store}`, { headers: auth })).body as {
      id: number;
      status: string;
      interval: string;
      next_order_at: string;
      source_order_id: number;
    }[];
  const patch = (id: number, json: unknown) =>
    api.request(`/api/subscriptions/${id}?${store}`, { method: 'PATCH', headers: auth, json });

  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: async ({ database }) => {
        await prepareCommerce(database.db);
        await insertCustomer(
          database.db,
          {
            email: 'prenumerant@example.se',
            passwordHash: await hashPassword('password-123'),
            name: 'P',
            phone: null,
            locale: 'sv',
            verified: true,
          },
          new Date().toISOString(),
        );
      },
    });
    const login = await api.request(`/api/auth/login?${store}`, {
      method: 'POST',
      json: { email: 'prenumerant@example.se', password: 'password-123' },
    });
    auth = { authorization: `Bearer ${login.json.access_token}` };
  });
  afterAll(() => api.close());

  it('cart lines with a subscription_interval create subscriptions when the order is placed', async () => {
    const orderId = await orderWithSubscription('2-months');
    const mine = (await list()).filter((row) => row.source_order_id === orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'active',
      interval: '2-months',
      next_order_at: nextOrderDate(today, '2-months'),
    });
  });

  describe('managing a subscription', () => {
    let id: number;
    beforeAll(async () => {
      const orderId = await orderWithSubscription('1-month');
      id = (await list()).find((row) => row.source_order_id === orderId)?.id ?? 0;
    });

    it('pauses and resumes', async () => {
      expect((await patch(id, { action: 'pause' })).json.status).toBe('paused');
      expect((await patch(id, { action: 'resume' })).json.status).toBe('active');
    });

    it('changes the interval, counting from today', async () => {
      const changed = await patch(id, { interval: '3-months' });
      expect(changed.json).toMatchObject({
        interval: '3-months',
        next_order_at: nextOrderDate(today, '3-months'),
      });
    });

    it('refuses an interval the shop does not offer', async () => {
      const response = await patch(id, { interval: 'weekly' });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('interval');
    });

    it('cancels, and a cancelled subscription stays cancelled', async () => {
      expect((await patch(id, { action: 'cancel' })).json.status).toBe('cancelled');
      expect((await patch(id, { action: 'resume' })).status).toBe(409);
    });

    it("is someone else's to nobody else", async () => {
      expect(
        (
          await api.request(`/api/subscriptions/${id}?${store}`, {
            method: 'PATCH',
            json: { action: 'pause' },
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('the scheduler', () => {
    it('places the next order when one is due, exactly once when two schedulers run at the same moment', async () => {
      const sourceOrderId = await orderWithSubscription('1-month');
      const subscription = (await list()).find((row) => row.source_order_id === sourceOrderId);
      expect(subscription).toBeDefined();
      await api.database.db
        .updateTable('subscriptions')
        .set({ next_order_at: today })
        .where('id', '=', subscription?.id ?? 0)
        .execute();
      const ordersBefore = await api.database.db.selectFrom('orders').select('id').execute();

      const deps = {
        db: api.database.db,
        secret: api.config.secret,
        transport: createInjectTransport(api.app),
      };
      const [first, second] = await Promise.all([runDueSubscriptions(deps), runDueSubscriptions(deps)]);

      expect(first.placed + second.placed).toBe(1);
      expect(first.failed + second.failed).toBe(0);
      const ordersAfter = await api.database.db
        .selectFrom('orders')
        .selectAll()
        .where(
          'id',
          'not in',
          ordersBefore.map((row) => row.id),
        )
        .execute();
      expect(ordersAfter).toHaveLength(1);
      const lines = await api.database.db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', ordersAfter[0]?.id ?? 0)
        .execute();
      expect(lines.map((line) => [line.sku, line.quantity])).toEqual([[testProducts[0]?.sku, 2]]);
      expect(ordersAfter[0]?.customer_id).not.toBeNull();

      const after = (await list()).find((row) => row.id === subscription?.id);
      expect(after?.next_order_at).toBe(nextOrderDate(today, '1-month'));
      // Running again the same day places nothing more.
      expect((await runDueSubscriptions(deps)).placed).toBe(0);
    });

    it('leaves paused subscriptions alone', async () => {
      const sourceOrderId = await orderWithSubscription('1-month');
      const subscription = (await list()).find((row) => row.source_order_id === sourceOrderId);
      await patch(subscription?.id ?? 0, { action: 'pause' });
      await api.database.db
        .updateTable('subscriptions')
        .set({ next_order_at: today })
        .where('id', '=', subscription?.id ?? 0)
        .execute();
      const deps = {
        db: api.database.db,
        secret: api.config.secret,
        transport: createInjectTransport(api.app),
      };
      expect(await runDueSubscriptions(deps)).toEqual({ placed: 0, failed: 0, skipped: 0 });
    });
  });
});
