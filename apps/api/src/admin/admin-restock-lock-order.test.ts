import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  insertTestProducts,
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  storeQuery,
  type TestProduct,
} from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi, type TestResponse } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  orderInStatus,
  orderToken,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Decision 028: giving stock back (a cancel, a restocked return) locks product rows in checkout's order,
 * each product's group (its parent's id for a variation) and then the product id, since a
 * variation's stock change also updates its product's row. The ids are chosen so that the
 * product id alone orders them differently: CHAIR-BLUE (a variation of CHAIR) comes after
 * STOOL by id but before it by group.
 */
const CHAIR = 501;
const STOOL = 502;
const CHAIR_BLUE = 503;
const CHAIR_RED = 504;
const PAIRS = 24;

const lockOrderProducts: readonly TestProduct[] = [
  { id: CHAIR, sku: 'CHAIR', type: 2, groupId: 6, discountCategory: 2, stock: 1000 + 500, n: [[1, 9900]] },
  { id: STOOL, sku: 'STOOL', groupId: 6, discountCategory: 2, stock: 1000, n: [[1, 4900]] },
  {
    id: CHAIR_BLUE,
    sku: 'CHAIR-BLUE',
    type: 2,
    parentId: CHAIR,
    groupId: 6,
    discountCategory: 2,
    stock: 1000,
    n: [[1, 9900]],
  },
  {
    id: CHAIR_RED,
    sku: 'CHAIR-RED',
    type: 2,
    parentId: CHAIR,
    groupId: 6,
    discountCategory: 2,
    stock: 500,
    n: [[1, 9900]],
  },
];

describeEachDatabase("giving stock back in checkout's lock order", (kind) => {
  let api: TestApi;
  let staff: StaffSession;

  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: async ({ database }) => {
        await prepareCommerce(database.db);
        await insertTestProducts(database.db, lockOrderProducts);
      },
    });
    staff = await signIn(api, await createMember(api, 'orders'));
  });
  afterAll(() => api.close());

  const stockOf = async (id: number) =>
    (
      await api.database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;
  const stocks = async () => ({
    blue: await stockOf(CHAIR_BLUE),
    red: await stockOf(CHAIR_RED),
    stool: await stockOf(STOOL),
    chair: await stockOf(CHAIR),
  });
  /** What each earlier order holds: a variation and, with a lower id than the variation, a product. */
  const held = [
    { sku: 'CHAIR-BLUE', quantity: 1 },
    { sku: 'STOOL', quantity: 2 },
  ];
  const ordersHeld = async (status: string) => {
    const orders = [];
    for (let index = 0; index < PAIRS; index += 1)
      orders.push(await orderInStatus(api, staff, status, { items: held }));
    return orders;
  };
  /** Checkouts of the same rows, listed the other way round (checkout sorts them anyway). */
  const checkoutsOfTheSameRows = async () => {
    const ids: string[] = [];
    for (let index = 0; index < PAIRS; index += 1) {
      ids.push(
        await readyCheckout(api, {
          items: [
            { sku: 'STOOL', quantity: 1 },
            { sku: 'CHAIR-BLUE', quantity: 1 },
          ],
        }),
      );
    }
    return ids;
  };
  /** Each give-back runs at the same time as a new order; the answers' statuses, per kind. */
  const runInPairs = async (
    giveBack: (index: number) => Promise<TestResponse>,
    checkouts: readonly string[],
  ) => {
    const results = await Promise.all(
      checkouts.map((checkout, index) => Promise.all([giveBack(index), placeOrderRequest(api, checkout)])),
    );
    return {
      givenBack: results.map(([response]) => response.status),
      ordered: results.map(([, response]) => response.status),
    };
  };
  const all = (status: number) => Array.from({ length: PAIRS }, () => status);
  /**
   * Every give-back answered 200 and every new order 201; each pair gave back 1 + 2 units and took
   * 1 + 1, so only the stool gained (one per pair), and the chair is still its variations' sum.
   */
  const expectAllDoneAndCounted = async (
    answers: { givenBack: number[]; ordered: number[] },
    before: Awaited<ReturnType<typeof stocks>>,
  ) => {
    expect(answers.givenBack).toEqual(all(200));
    expect(answers.ordered).toEqual(all(201));
    const after = await stocks();
    expect(after).toEqual({ ...before, stool: before.stool + PAIRS });
    expect(after.chair).toBe(after.blue + after.red);
  };

  it(`${PAIRS} concurrent pairs of a cancel of an order of a variation and another product and a new order of the same rows all succeed, and the stock adds up (the product = the sum of its published variations)`, async () => {
    const orders = await ordersHeld('confirmed');
    const checkouts = await checkoutsOfTheSameRows();
    const before = await stocks();
    const { givenBack, ordered } = await runInPairs(
      (index) => adminCall(api, staff, 'POST', `/api/admin/orders/${orders[index]?.number}/cancel`, {}),
      checkouts,
    );
    // Each cancel gave back 1 + 2 units; each new order took 1 + 1.
    await expectAllDoneAndCounted({ givenBack, ordered }, before);
  });

  it(`${PAIRS} concurrent pairs of a restocked return of such an order and a new order of the same rows all succeed, and the stock adds up`, async () => {
    const orders = await ordersHeld('delivered');
    const returns: string[] = [];
    for (const order of orders) {
      const token = await orderToken(api, order.number);
      const created = await api.request(`/api/orders/${order.number}/returns?${storeQuery('sv')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        json: {
          lines: [
            { position: 1, quantity: 1 },
            { position: 2, quantity: 2 },
          ],
          reason: 'defective',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const number = String(created.json.number);
      expect((await adminCall(api, staff, 'POST', `/api/admin/returns/${number}/approve`, {})).status).toBe(
        200,
      );
      returns.push(number);
    }
    const checkouts = await checkoutsOfTheSameRows();
    const before = await stocks();
    const { givenBack, ordered } = await runInPairs(
      (index) =>
        adminCall(api, staff, 'POST', `/api/admin/returns/${returns[index]}/receive`, { restock: true }),
      checkouts,
    );
    await expectAllDoneAndCounted({ givenBack, ordered }, before);
  });
});
