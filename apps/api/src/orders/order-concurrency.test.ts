import { getStore } from '@shop/domain/stores';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCustomer } from '../checkout/checkout-view.ts';
import { priceCheckout } from '../checkout/price-checkout.ts';
import { defaultSeller } from '../config.ts';
import { findPaymentMethod } from '../payments/payment-methods.ts';
import { providerFor } from '../payments/payment-providers.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { buildOrderRecord } from './order-record.ts';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  tenUsesCoupon,
} from './testing/commerce-fixtures.ts';
import { writeOrder } from './write-order.ts';

describeEachDatabase('orders under concurrent requests', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: ({ database }) => prepareCommerce(database.db, [tenUsesCoupon()]),
    });
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const stockOf = async (sku: string) =>
    (await db().selectFrom('products').select('stock').where('sku', '=', sku).executeTakeFirstOrThrow())
      .stock;
  const ordersWith = async (sku: string) =>
    db()
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.id', 'l.quantity'])
      .where('l.sku', '=', sku)
      .execute();
  const checkouts = async (count: number, build: () => Promise<string>) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await build());
    return ids;
  };

  it('20 parallel buyers for the last 5 units give exactly 5 orders and no negative stock', async () => {
    const ids = await checkouts(20, () =>
      readyCheckout(api, { items: [{ sku: 'LAST-UNITS', quantity: 1 }] }),
    );
    const responses = await Promise.all(ids.map((id) => placeOrderRequest(api, id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(
      new Set(responses.filter((response) => response.status === 409).map((response) => response.json.error)),
    ).toEqual(new Set(['OUT_OF_STOCK']));
    expect(await stockOf('LAST-UNITS')).toBe(0);
    expect(await ordersWith('LAST-UNITS')).toHaveLength(5);
  });

  it('a coupon limited to 10 uses, hit by 50 parallel orders, is used exactly 10 times', async () => {
    const ids = await checkouts(50, () =>
      readyCheckout(api, { items: [{ sku: 'BULK-1', quantity: 1 }], coupons: ['ten-uses'] }),
    );
    const responses = await Promise.all(ids.map((id) => placeOrderRequest(api, id)));
    const placed = responses.filter((response) => response.status === 201);
    expect(placed).toHaveLength(10);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((response) => response.json.error))).toEqual(new Set(['COUPON_USED_UP']));
    const rule = await db()
      .selectFrom('discount_rules')
      .select(['id', 'used_count'])
      .where('code', '=', 'TEN-USES')
      .executeTakeFirstOrThrow();
    expect(rule.used_count).toBe(10);
    const uses = await db()
      .selectFrom('order_coupons')
      .select('order_id')
      .where('rule_id', '=', rule.id)
      .execute();
    expect(uses).toHaveLength(10);
    // Every refused order left nothing behind: only the 10 placed orders hold BULK-1.
    expect(await ordersWith('BULK-1')).toHaveLength(10);
  });

  it('a checkout changed while its order was being priced refuses the order and writes nothing', async () => {
    const id = await readyCheckout(api, { items: [{ sku: 'SCREEN-1', quantity: 1 }] });
    const store = getStore('sv');
    const checkout = await db()
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const pricing = await priceCheckout(db(), { checkout, store, now: new Date(), customerDiscounts: null });
    const method = findPaymentMethod(store, 'invoice');
    const customer = readCustomer(checkout);
    if (!method || !customer) throw new Error('the checkout is not ready');
    const provider = providerFor(method);
    const record = buildOrderRecord({
      checkout,
      store,
      pricing,
      customer,
      servicePoint: null,
      method,
      provider,
      rules: new Map(),
      customerId: null,
      internal: false,
      now: new Date(),
    });
    // The shopper changes the cart after the order was priced.
    await db()
      .updateTable('checkouts')
      .set({ updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const before = await stockOf('SCREEN-1');
    const outcome = await writeOrder(db(), record, {
      store,
      method,
      provider,
      now: new Date(),
      domains: {},
      effects: { seller: defaultSeller, publicUrl: '', domains: {}, notify: false },
    });
    expect(outcome).toEqual({ ok: false, code: 'CART_CHANGED', skus: [] });
    expect(await stockOf('SCREEN-1')).toBe(before);
    expect(await db().selectFrom('orders').select('id').where('checkout_id', '=', id).execute()).toEqual([]);
  });

  it('one checkout submitted 10 times in parallel gives one order', async () => {
    const id = await readyCheckout(api, { items: [{ sku: 'SCREEN-1', quantity: 2 }] });
    const before = await stockOf('SCREEN-1');
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrderRequest(api, id)));
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.json.order_id)).size).toBe(1);
    expect(responses.filter((response) => response.json.created === true)).toHaveLength(1);
    const orders = await db().selectFrom('orders').select('id').where('checkout_id', '=', id).execute();
    expect(orders).toHaveLength(1);
    expect(await stockOf('SCREEN-1')).toBe(before - 2);
  });
});
