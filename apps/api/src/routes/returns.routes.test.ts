import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  testProducts,
  testShoppers,
} from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

const store = 'locale=sv&sid=1';

describeEachDatabase('returns API', (kind) => {
  let api: TestApi;

  async function deliveredOrder(quantity: number): Promise<{ id: number; number: string; token: string }> {
    const sku = testProducts[0]?.sku ?? '';
    const checkoutId = await readyCheckout(api, { items: [{ sku, quantity }] });
    const placed = await placeOrderRequest(api, checkoutId);
    const id = Number(placed.json.order_id);
    await api.database.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', id).execute();
    const login = await api.request(`/api/order-auth/login?${store}`, {
      method: 'POST',
      json: { order_number: placed.json.order_number, email: testShoppers.sv?.email },
    });
    return { id, number: String(placed.json.order_number), token: String(login.json.access_token) };
  }

  const createReturn = (order: { number: string; token: string }, json: unknown) =>
    api.request(`/api/orders/${order.number}/returns?${store}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${order.token}` },
      json,
    });

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
  });
  afterAll(() => api.close());

  it('returns picked lines and quantities of a delivered order, with a number and a status', async () => {
    const order = await deliveredOrder(3);
    const response = await createReturn(order, {
      lines: [{ position: 1, quantity: 2 }],
      reason: 'defective',
      comment: 'Cracked',
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      number: `R${order.number}-1`,
      status: 'requested',
      reason: 'defective',
      lines: [{ position: 1, quantity: 2 }],
    });
    const returnable = await api.request(`/api/orders/${order.number}/returnable?${store}`, {
      headers: { authorization: `Bearer ${order.token}` },
    });
    expect(returnable.json.lines).toMatchObject([{ position: 1, bought: 3, returnable: 1 }]);
  });

  describe('nobody can return more than was bought', () => {
    it('refuses more units than the line has', async () => {
      const order = await deliveredOrder(2);
      const response = await createReturn(order, {
        lines: [{ position: 1, quantity: 3 }],
        reason: 'changed-mind',
      });
      expect(response.status).toBe(409);
      expect(response.json.error).toBe('QUANTITY_TOO_HIGH');
      expect(String(response.json.message)).toContain('more than was bought');
    });

    it('counts earlier returns, also when one line is listed twice', async () => {
      const order = await deliveredOrder(2);
      expect(
        (await createReturn(order, { lines: [{ position: 1, quantity: 1 }], reason: 'other' })).status,
      ).toBe(201);
      const twice = await createReturn(order, {
        lines: [
          { position: 1, quantity: 1 },
          { position: 1, quantity: 1 },
        ],
        reason: 'other',
      });
      expect(twice.status).toBe(409);
      expect(
        (await createReturn(order, { lines: [{ position: 1, quantity: 1 }], reason: 'other' })).status,
      ).toBe(201);
      expect(
        (await createReturn(order, { lines: [{ position: 1, quantity: 1 }], reason: 'other' })).status,
      ).toBe(409);
    });

    it('ten returns racing for the same two units: the units are returned once', async () => {
      const order = await deliveredOrder(2);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          createReturn(order, { lines: [{ position: 1, quantity: 1 }], reason: 'other' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
      const total = await sql<{
        units: number;
      }>`select coalesce(sum(quantity), 0) as units from return_lines where order_id = ${order.id}`.execute(
        api.database.db,
      );
      expect(Number(total.rows[0]?.units)).toBe(2);
    });
  });

  it('refuses an order that is not delivered yet', async () => {
    const sku = testProducts[0]?.sku ?? '';
    const checkoutId = await readyCheckout(api, { items: [{ sku, quantity: 1 }] });
    const placed = await placeOrderRequest(api, checkoutId);
    const login = await api.request(`/api/order-auth/login?${store}`, {
      method: 'POST',
      json: { order_number: placed.json.order_number, email: testShoppers.sv?.email },
    });
    const response = await createReturn(
      { number: String(placed.json.order_number), token: String(login.json.access_token) },
      { lines: [{ position: 1, quantity: 1 }], reason: 'defective' },
    );
    expect(response.status).toBe(409);
    expect(response.json.error).toBe('ORDER_NOT_DELIVERED');
  });

  it("refuses another order's return with an order token, and bad input, storing nothing", async () => {
    const mine = await deliveredOrder(1);
    const other = await deliveredOrder(1);
    const foreign = await createReturn(
      { number: other.number, token: mine.token },
      { lines: [{ position: 1, quantity: 1 }], reason: 'other' },
    );
    expect(foreign.status).toBe(404);
    const unknownLine = await createReturn(mine, { lines: [{ position: 9, quantity: 1 }], reason: 'other' });
    expect(unknownLine.status).toBe(400);
    const badReason = await createReturn(mine, { lines: [{ position: 1, quantity: 1 }], reason: 'because' });
    expect(badReason.status).toBe(400);
    expect(badReason.json.message).toContain('reason');
    const noToken = await api.request(`/api/orders/${mine.number}/returns?${store}`, {
      method: 'POST',
      json: { lines: [], reason: 'other' },
    });
    expect(noToken.status).toBe(401);
    const stored = await api.database.db
      .selectFrom('returns')
      .select('id')
      .where('order_id', 'in', [mine.id, other.id])
      .execute();
    expect(stored).toEqual([]);
  });
});
