import { localeCodes } from '@shop/domain/locales';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';
import { describeEachDatabase } from '../../testing/test-databases.ts';
import { seedDatabase } from '../seed.ts';
import { demoAccounts, demoStaff } from './customers.seed.ts';

describeEachDatabase('the commerce seed', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: ({ database, config }) => seedDatabase(database, { products: 100, secret: config.secret }),
    });
  }, 180_000);
  afterAll(() => api.close());

  const db = () => api.database.db;

  it('has coupons of every rule kind in every store', async () => {
    const rules = await db().selectFrom('discount_rules').select(['store_id', 'code', 'kind']).execute();
    for (const storeId of [1, 3, 4, 5, 6]) {
      const store = rules.filter((rule) => rule.store_id === storeId);
      expect(new Set(store.map((rule) => rule.kind))).toEqual(
        new Set(['percentage', 'fixed_amount', 'fixed_full_amount', 'buy_x_get_y']),
      );
      expect(store.map((rule) => rule.code)).toContain('SAVE10');
    }
  });

  it('the seeded codes answer as their rules say', async () => {
    const cart = await db()
      .selectFrom('products')
      .select('sku')
      .where('stock_status', '=', 'in-stock')
      .where('parent_id', 'is', null)
      .where('type', '=', 1)
      .orderBy('id')
      .limit(1)
      .execute();
    for (const locale of localeCodes) {
      const sid = { sv: 1, no: 3, da: 5, fi: 4, nl: 6 }[locale];
      const response = await api.request(`/api/sync-coupons?locale=${locale}&sid=${sid}`, {
        method: 'POST',
        json: {
          coupons: ['save10', 'EXPIRED10', 'SOON10', 'USEDUP', 'LIMITED30', 'GIFT100'],
          cart_contents: cart.map((row) => ({ sku: row.sku, quantity: 1 })),
        },
      });
      const answers = response.body as { applied: boolean; reason: string | null }[];
      expect(answers.map((coupon) => [coupon.applied, coupon.reason])).toEqual([
        [true, null],
        [false, 'COUPON_EXPIRED'],
        [false, 'COUPON_NOT_STARTED'],
        [false, 'COUPON_USED_UP'],
        [true, null],
        [true, expect.toSatisfy((reason) => reason === null || reason === 'COUPON_MIN_SPEND')],
      ]);
    }
  });

  it("has shipping options of the store's carriers, and service points for the parcel-locker ones", async () => {
    const options = await db().selectFrom('shipping_options').selectAll().execute();
    expect(
      new Set(options.filter((option) => option.store_id === 4).map((option) => option.carrier)),
    ).toEqual(new Set(['posti', 'budbee', 'schenker']));
    const lockers = options.filter((option) => option.service_point === 1);
    for (const option of lockers) {
      const points = await db()
        .selectFrom('service_points')
        .select('id')
        .where('store_id', '=', option.store_id)
        .where('carrier', '=', option.carrier)
        .execute();
      expect(points.length).toBeGreaterThan(0);
    }
  });

  it('has a customer with a discount map, and one back-office member per role, separate from customers', async () => {
    const customer = await db()
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', demoAccounts.customer.email)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(customer.discounts)).toEqual({ '1': 10, '2': 5 });
    const staff = await db()
      .selectFrom('staff')
      .select(['email', 'role', 'totp_secret'])
      .orderBy('role')
      .execute();
    expect(staff.map((member) => [member.email, member.role])).toEqual([
      [demoStaff.catalog.email, 'catalog'],
      [demoStaff.orders.email, 'orders'],
      [demoStaff.owner.email, 'owner'],
    ]);
    // Owners must use two-factor: the demo owner has it on; its secret is stored encrypted.
    expect(staff.find((member) => member.role === 'owner')?.totp_secret).toMatch(/^v1\./);
    const asCustomers = await db()
      .selectFrom('customers')
      .select('email')
      .where(
        'email',
        'in',
        Object.values(demoStaff).map((member) => member.email),
      )
      .execute();
    expect(asCustomers).toEqual([]);
  });

  it('has demo orders in every status, complete, with carriers and tracking numbers', async () => {
    const orders = await db().selectFrom('orders').selectAll().orderBy('id').execute();
    expect(new Set(orders.map((order) => order.status))).toEqual(
      new Set(['confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'payment_failed']),
    );
    for (const order of orders) {
      const lines = await db()
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const history = await db()
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', order.id)
        .orderBy('id')
        .execute();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, line) => sum + line.total, 0) + order.shipping_price).toBe(order.total);
      expect(history.at(-1)?.status).toBe(order.status);
      if (order.status === 'shipped' || order.status === 'delivered') {
        expect(order.carrier).not.toBeNull();
        expect(order.tracking_number).not.toBeNull();
      }
    }
    expect(orders.some((order) => order.customer_id !== null)).toBe(true);
  });
});
