import { adminEndpoints } from '@shop/contracts/admin-endpoints';
import { adminPermissions, isAllowed, type StaffRole, staffRoles } from '@shop/contracts/admin-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionToken } from '../testing/test-tokens.ts';
import { endpointKey } from './admin-plugin.ts';
import {
  adminCall,
  createMember,
  orderToken,
  placeOrder,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * The permission table (packages/contracts/src/admin-endpoints.ts) drives the server's checks;
 * this suite walks every pair of call and caller against it: each staff role, and anonymous
 * callers, a customer's token and an order login's token, which are never staff.
 */

/** The catalog role's own work: the CSV import and export, coupons, the content and the catalog's trees (issue 17). */
function isCatalogWork(path: string): boolean {
  return [
    '/api/admin/imports',
    '/api/admin/exports',
    '/api/admin/coupons',
    '/api/admin/content',
    '/api/admin/categories',
    '/api/admin/brands',
    '/api/admin/tags',
    '/api/admin/search-triggers',
    '/api/admin/phone-models',
    '/api/admin/plug-types',
    '/api/admin/vehicles',
  ].some((prefix) => path.startsWith(prefix));
}

/** What the table must say, written out once more: a table that drifted fails here. */
const expectedByRole: Readonly<Record<StaffRole, readonly string[]>> = {
  owner: adminEndpoints
    .filter((endpoint) => endpoint.path !== '/api/admin/auth/totp/disable')
    .map(endpointKey),
  orders: adminEndpoints
    .filter(
      (endpoint) =>
        !endpoint.path.startsWith('/api/admin/staff') &&
        !endpoint.path.startsWith('/api/admin/audit') &&
        !endpoint.path.startsWith('/api/admin/products') &&
        endpointKey(endpoint) !== 'PUT /api/admin/settings/stores/{store}' &&
        // A customer's discount map is a price agreement: owners only (issue 17).
        endpointKey(endpoint) !== 'PUT /api/admin/customers/{customerId}/discounts' &&
        !isCatalogWork(endpoint.path),
    )
    .map(endpointKey),
  catalog: adminEndpoints
    .filter(
      (endpoint) =>
        endpoint.path.startsWith('/api/admin/auth') ||
        endpoint.path.startsWith('/api/admin/products') ||
        endpoint.path === '/api/admin/dashboard' ||
        endpointKey(endpoint) === 'GET /api/admin/settings/stores' ||
        isCatalogWork(endpoint.path),
    )
    .map(endpointKey),
};

describe('the permission table', () => {
  it('gives each role what its description says: owners everything, orders no staff, audit or catalog work, catalog products and imports but no orders', () => {
    for (const role of staffRoles) {
      const allowed = adminEndpoints.filter((endpoint) => isAllowed(endpoint.access, role)).map(endpointKey);
      expect(allowed.sort()).toEqual([...expectedByRole[role]].sort());
    }
  });

  it('describes every call of the table, and no call outside it', () => {
    expect(adminEndpoints.map(endpointKey).sort()).toEqual(Object.keys(adminPermissions).sort());
  });

  it('leaves only signing in open to anyone', () => {
    expect(adminEndpoints.filter((endpoint) => endpoint.access === 'anyone').map(endpointKey)).toEqual([
      'POST /api/admin/auth/login',
      'POST /api/admin/auth/invitations/accept',
    ]);
  });
});

describeEachDatabase('every back-office call, every caller', (kind) => {
  let api: TestApi;
  const sessions = new Map<StaffRole, StaffSession>();
  let params: Record<string, string>;
  let customerToken: string;
  let orderLoginToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    for (const role of staffRoles) sessions.set(role, await signIn(api, await createMember(api, role)));
    const order = await placeOrder(api, { items: [{ sku: 'SCREEN-1', quantity: 2 }] });
    const delivered = await placeOrder(api, { items: [{ sku: 'CABLE-1', quantity: 1 }] });
    await api.database.db
      .updateTable('orders')
      .set({ status: 'delivered' })
      .where('id', '=', delivered.id)
      .execute();
    orderLoginToken = await orderToken(api, delivered.number);
    const returned = await api.request(`/api/orders/${delivered.number}/returns?${storeQuery('sv')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${orderLoginToken}` },
      json: { lines: [{ position: 1, quantity: 1 }], reason: 'defective' },
    });
    const invoice = await api.database.db
      .selectFrom('invoices')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const customerId = await insertCustomer(
      api.database.db,
      {
        email: 'perm@example.se',
        passwordHash: 'x',
        name: 'Perm',
        phone: null,
        locale: 'sv',
        verified: true,
      },
      new Date().toISOString(),
    );
    customerToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: customerId,
      scope: 'customer',
    });
    const target = await createMember(api, 'catalog');
    params = {
      orderId: order.number,
      invoiceId: String(invoice.id),
      returnId: String(returned.json.number),
      staffId: String(target.id),
      customerId: String(customerId),
      store: 'sv',
      id: '1',
      slug: 'store-message',
      dealId: '1',
      pageId: '1',
      year: '2026',
      day: '1',
    };
  });
  afterAll(() => api.close());

  const pathOf = (path: string) => path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? name);
  // Signing out would end the session the walk goes on with: it is walked last, with sessions of its own.
  const walked = adminEndpoints.filter((endpoint) => endpointKey(endpoint) !== 'POST /api/admin/auth/logout');

  it('refuses anonymous callers, customer tokens and order-login tokens (401) everywhere but signing in', async () => {
    for (const endpoint of adminEndpoints) {
      for (const bearer of [null, customerToken, orderLoginToken]) {
        const response = await adminCall(
          api,
          null,
          endpoint.method,
          pathOf(endpoint.path),
          undefined,
          bearer ? { authorization: `Bearer ${bearer}` } : {},
        );
        const what = `${endpointKey(endpoint)} with ${bearer ? 'a token' : 'nothing'}`;
        if (endpoint.access === 'anyone') expect([400, 401], what).toContain(response.status);
        else
          expect({ what, status: response.status, error: response.json.error }).toEqual({
            what,
            status: 401,
            error: 'UNAUTHENTICATED',
          });
      }
    }
  });

  for (const role of staffRoles) {
    it(`lets the ${role} role make exactly the calls the table gives it`, async () => {
      const session = sessions.get(role) as StaffSession;
      for (const endpoint of walked) {
        const response = await adminCall(api, session, endpoint.method, pathOf(endpoint.path));
        const what = `${role}: ${endpointKey(endpoint)}`;
        if (isAllowed(endpoint.access, role)) {
          // Allowed: the call may still refuse the empty input (400) or the order's state (409).
          const refused = response.status === 401 || response.status === 403 || response.status >= 500;
          expect({ what, status: response.status, refused }).toMatchObject({ what, refused: false });
        } else {
          expect({ what, status: response.status, error: response.json.error }).toEqual({
            what,
            status: 403,
            error: 'FORBIDDEN',
          });
        }
      }
    });
  }

  it('signs out every role', async () => {
    for (const role of staffRoles) {
      const session = await signIn(api, await createMember(api, role));
      expect((await adminCall(api, session, 'POST', '/api/admin/auth/logout')).status).toBe(200);
      expect((await adminCall(api, session, 'GET', '/api/admin/auth/session')).status).toBe(401);
    }
  });

  it("refuses a write without the session CSRF token, or with another session's", async () => {
    const owner = sessions.get('owner') as StaffSession;
    const orders = sessions.get('orders') as StaffSession;
    const path = `/api/admin/orders/${params.orderId}/notes`;
    const without = await api.request(path, {
      method: 'POST',
      headers: { cookie: owner.cookie },
      json: { text: 'x' },
    });
    expect([without.status, without.json.error]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const foreign = await adminCall(api, { cookie: owner.cookie, csrf: orders.csrf }, 'POST', path, {
      text: 'x',
    });
    expect([foreign.status, foreign.json.error]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    expect((await adminCall(api, owner, 'POST', path, { text: 'with the token' })).status).toBe(201);
  });

  it('lets an owner without two-factor do nothing but turn it on', async () => {
    const owner = await createMember(api, 'owner', { totp: false });
    const session = await signIn(api, owner);
    const refused = await adminCall(api, session, 'GET', '/api/admin/orders');
    expect([refused.status, refused.json.error]).toEqual([403, 'TOTP_ENROLMENT_REQUIRED']);
    const me = await adminCall(api, session, 'GET', '/api/admin/auth/session');
    expect(me.json.staff).toMatchObject({ role: 'owner', totp_enabled: false, totp_required: true });
    expect((await adminCall(api, session, 'POST', '/api/admin/auth/totp/setup')).status).toBe(200);
  });
});
