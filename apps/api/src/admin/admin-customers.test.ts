import { customerDetailResponseSchema } from '@shop/contracts/admin-office';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareCommerce, readyCheckout, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionToken } from '../testing/test-tokens.ts';
import { adminCall, createMember, type StaffSession, signIn } from './testing/admin-fixtures.ts';

/*
 * Issue 17: a customer's discount map (spec 5: "a logged-in customer's category discount") is set
 * by owners on the customer's page: the whole map replaced, audited with before and after, and the
 * customer's next checkout priced with it. Other roles and customers are refused; a bad map is a
 * 400 naming its place and changes nothing.
 */

describeEachDatabase("a customer's discount map in the back office (issue 17)", (kind) => {
  let api: TestApi;
  let owner: StaffSession;
  let orders: StaffSession;
  let catalog: StaffSession;
  let customerId: number;
  let customerToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    customerId = await insertCustomer(
      api.database.db,
      {
        email: 'avtalskund@example.se',
        passwordHash: 'x',
        name: 'Avtalskund AB',
        phone: null,
        locale: 'sv',
        role: 'customer',
        discounts: { '1': 10 },
      },
      new Date().toISOString(),
    );
    customerToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: customerId,
      scope: 'customer',
    });
    owner = await signIn(api, await createMember(api, 'owner'));
    orders = await signIn(api, await createMember(api, 'orders'));
    catalog = await signIn(api, await createMember(api, 'catalog'));
  });
  afterAll(() => api.close());

  const path = () => `/api/admin/customers/${customerId}/discounts`;
  const storedMap = async () =>
    JSON.parse(
      (
        await api.database.db
          .selectFrom('customers')
          .select('discounts')
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).discounts,
    );
  const auditEntries = () =>
    api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'customer')
      .where('entity_id', '=', String(customerId))
      .orderBy('id')
      .execute();
  const screenDiscountAtCheckout = async () => {
    const headers = { authorization: `Bearer ${customerToken}` };
    const id = await readyCheckout(api, { items: [{ sku: 'SCREEN-1', quantity: 1 }], headers });
    const view = await api.request(`/api/checkout/${id}?${storeQuery('sv')}`, { headers });
    return (view.json.lines as { discount_percent: number }[])[0]?.discount_percent;
  };

  it("lets an owner replace the map: audited, on the customer's page, and the next checkout is priced with it", async () => {
    expect(await screenDiscountAtCheckout()).toBe(10);
    const saved = await adminCall(api, owner, 'PUT', path(), { discounts: { '2': 5, '1': 25 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(customerDetailResponseSchema.parse(saved.json).discounts).toEqual({ '1': 25, '2': 5 });
    expect(await storedMap()).toEqual({ '1': 25, '2': 5 });
    const [entry] = (await auditEntries()).slice(-1);
    expect(entry).toMatchObject({ action: 'customer.discounts', entity_type: 'customer' });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ discounts: { '1': 10 } });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ discounts: { '1': 25, '2': 5 } });
    expect(await screenDiscountAtCheckout()).toBe(25);

    // The same map again writes nothing and audits nothing.
    const count = (await auditEntries()).length;
    expect((await adminCall(api, owner, 'PUT', path(), { discounts: { '1': 25, '2': 5 } })).status).toBe(200);
    expect((await auditEntries()).length).toBe(count);
  });

  it('refuses the orders and catalog roles and a customer token, and changes nothing', async () => {
    const before = await storedMap();
    const count = (await auditEntries()).length;
    const body = { discounts: { '1': 90 } };
    expect((await adminCall(api, orders, 'PUT', path(), body)).status).toBe(403);
    expect((await adminCall(api, catalog, 'PUT', path(), body)).status).toBe(403);
    const byCustomer = await api.request(path(), {
      method: 'PUT',
      headers: { authorization: `Bearer ${customerToken}` },
      json: body,
    });
    expect(byCustomer.status).toBe(401);
    // The orders role still reads the map on the customer's page.
    expect((await adminCall(api, orders, 'GET', `/api/admin/customers/${customerId}`)).status).toBe(200);
    expect(await storedMap()).toEqual(before);
    expect((await auditEntries()).length).toBe(count);
  });

  it('refuses a bad map with a 4xx naming its place, and an unknown customer with 404; nothing is written', async () => {
    const before = await storedMap();
    const count = (await auditEntries()).length;
    for (const [discounts, place] of [
      [{ '0': 10 }, 'discounts.0'],
      [{ abc: 10 }, 'discounts.abc'],
      [{ '1': 0 }, 'discounts.1'],
      [{ '1': 101 }, 'discounts.1'],
      [{ '1': 12.345 }, 'discounts.1'],
      [{ '1': '10' }, 'discounts.1'],
    ] as const) {
      const refused = await adminCall(api, owner, 'PUT', path(), { discounts });
      expect(refused.status, JSON.stringify(discounts)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(JSON.stringify(refused.body), JSON.stringify(discounts)).toContain(place);
    }
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [String(index + 1), 5]));
    expect((await adminCall(api, owner, 'PUT', path(), { discounts: tooMany })).status).toBe(400);
    const unknown = await adminCall(api, owner, 'PUT', '/api/admin/customers/999999/discounts', {
      discounts: { '1': 5 },
    });
    expect(unknown.status).toBe(404);
    expect(await storedMap()).toEqual(before);
    expect((await auditEntries()).length).toBe(count);
  });

  it('an empty map removes every discount', async () => {
    const saved = await adminCall(api, owner, 'PUT', path(), { discounts: {} });
    expect(saved.status).toBe(200);
    expect(await storedMap()).toEqual({});
    expect(await screenDiscountAtCheckout()).toBe(0);
  });
});
