import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../db/database.ts';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  storeQuery,
  tenUsesCoupon,
} from './testing/commerce-fixtures.ts';
import { type ProcessesOnOneFile, startProcessesOnOneFile } from './testing/order-server.ts';

/**
 * SHOP_PROCESSES > 1 runs several server processes on one SQLite file. Each process serializes
 * its own queries, but only SQLite's file lock stands between the processes: these tests hit
 * three processes at once and expect what one process guarantees.
 */
describe('orders and carts from several server processes on one SQLite file [sqlite]', () => {
  let processes: ProcessesOnOneFile;
  let database: ShopDatabase;

  beforeAll(async () => {
    processes = await startProcessesOnOneFile((prepared) => prepareCommerce(prepared.db, [tenUsesCoupon()]));
    database = processes.database;
  }, 60_000);

  afterAll(() => processes?.close());

  const server = (index: number) => processes.server(index);
  const stockOf = async (sku: string) =>
    (
      await database.db
        .selectFrom('products')
        .select('stock')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
    ).stock;
  const checkouts = async (count: number, items: { sku: string; quantity: number }[], coupons: string[]) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1)
      ids.push(await readyCheckout(server(index), { items, coupons }));
    return ids;
  };

  it('20 buyers spread over 3 processes for the last 5 units give exactly 5 orders, no errors', async () => {
    const ids = await checkouts(20, [{ sku: 'LAST-UNITS', quantity: 1 }], []);
    const responses = await Promise.all(ids.map((id, index) => placeOrderRequest(server(index), id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stockOf('LAST-UNITS')).toBe(0);
  });

  it('a coupon limited to 10 uses, hit by 50 orders over 3 processes, is used exactly 10 times', async () => {
    const ids = await checkouts(50, [{ sku: 'BULK-1', quantity: 1 }], ['ten-uses']);
    const responses = await Promise.all(ids.map((id, index) => placeOrderRequest(server(index), id)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(40);
    const rule = await database.db
      .selectFrom('discount_rules')
      .select(['id', 'used_count'])
      .where('code', '=', 'TEN-USES')
      .executeTakeFirstOrThrow();
    expect(rule.used_count).toBe(10);
    const uses = await database.db
      .selectFrom('order_coupons')
      .select('order_id')
      .where('rule_id', '=', rule.id)
      .execute();
    expect(uses).toHaveLength(10);
  });

  it('one checkout submitted 9 times over 3 processes gives one order', async () => {
    const [id = ''] = await checkouts(1, [{ sku: 'SCREEN-1', quantity: 2 }], []);
    const before = await stockOf('SCREEN-1');
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_unused, index) => placeOrderRequest(server(index), id)),
    );
    expect(
      responses.map((response) => response.status).every((status) => status === 200 || status === 201),
    ).toBe(true);
    expect(new Set(responses.map((response) => response.json.order_id)).size).toBe(1);
    expect(
      await database.db.selectFrom('orders').select('id').where('checkout_id', '=', id).execute(),
    ).toHaveLength(1);
    expect(await stockOf('SCREEN-1')).toBe(before - 2);
  });

  it('30 carts changed at once over 3 processes: every sync is answered and every cart keeps its last change', async () => {
    const sync = async (index: number, cart: string | null, quantity: number) => {
      const response = await server(index).request(`/api/sync-cart?${storeQuery('sv')}`, {
        method: 'POST',
        json: { items: [{ sku: 'BULK-1', quantity }], coupons: [], checkout_order_id: cart },
      });
      expect(response.status).toBe(200);
      return response.headers.get('x-checkout-order-id') ?? '';
    };
    // Each cart changes three times in a row, each time through another process; the carts run
    // side by side, so the processes keep meeting each other's write lock.
    const carts = await Promise.all(
      Array.from({ length: 30 }, async (_unused, index) => {
        const cart = await sync(index, null, 1);
        await sync(index + 1, cart, 2);
        await sync(index + 2, cart, 3);
        return cart;
      }),
    );
    const rows = await database.db
      .selectFrom('checkouts')
      .select(['id', 'items'])
      .where('id', 'in', carts)
      .execute();
    expect(rows).toHaveLength(30);
    for (const row of rows) expect(JSON.parse(row.items)).toMatchObject([{ sku: 'BULK-1', quantity: 3 }]);
  });
});
