import { csrfHeader, staffSessionCookie } from '@shop/contracts/admin-permissions';
import { apiEndpoints } from '@shop/contracts/api-endpoints';
import type { EndpointContract } from '@shop/contracts/endpoint';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { csrfTokenFor, openStaffSession } from '../admin/staff-sessions.ts';
import { createMember, orderToken, placeOrder, type StaffSession } from '../admin/testing/admin-fixtures.ts';
import { prepareCommerce, readyCheckout } from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { bodyOf, type FuzzBody, type KnownValues, pathSegment, queryOf } from '../testing/fuzz-inputs.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionToken } from '../testing/test-tokens.ts';

/*
 * Issue 22, point 6, and issue 18 ("must show": a property-based fuzz over the API's contract on
 * SQLite and PostgreSQL with 0 answers of 500 and none outside its documented schema). Every call
 * of the contract list gets requests drawn from its schemas and mixed with hostile values,
 * anonymously and signed in; no answer is a 500, every refusal is JSON with a message and a
 * documented status, and every success has its documented status and body.
 * FUZZ_RUNS raises the requests per call (default 40), FUZZ_SEED replays another run.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? 2022);

type Caller = 'anonymous' | 'customer' | 'order-login' | 'bad-token' | 'staff';

interface FuzzRequest {
  readonly path: string;
  readonly body: FuzzBody | undefined;
  readonly caller: Caller;
}

const badTokens = ['Bearer x.y.z', `Bearer ${'a'.repeat(5000)}`, 'Basic Zm9vOmJhcg==', 'Bearer '];

/** Path parameters as the call's contract names them, e.g. {id} and {invoiceId}. */
function pathOf(endpoint: EndpointContract, known: KnownValues) {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const shape = endpoint.params?.shape ?? {};
  const segments = names.map((name) => {
    const schema = shape[name];
    return schema ? pathSegment(schema, known[name] ?? []) : fc.constant('x');
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, values[index] ?? ''), endpoint.path),
    );
}

function requestOf(endpoint: EndpointContract, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const callers: Caller[] = endpoint.access
    ? ['anonymous', 'customer', 'staff', 'staff']
    : ['anonymous', 'customer', 'customer', 'order-login', 'bad-token'];
  return fc
    .record({
      path: pathOf(endpoint, known),
      query: queryOf(endpoint, known),
      body: bodyOf(endpoint, known),
      caller: fc.constantFrom(...callers),
    })
    .map(({ path, query, body, caller }) => ({ path: query ? `${path}?${query}` : path, body, caller }));
}

describeEachDatabase('API fuzz: no input is a 500', (kind) => {
  let api: TestApi;
  let customerId: number;
  let known: KnownValues;
  let orderLoginToken: string;
  const tokenOfCustomer = () =>
    sessionToken(api.database.db, api.config.secret, { kind: 'account', id: customerId, scope: 'customer' });
  const staffSessions = new Map<string, StaffSession>();
  const statuses = new Map<number, number>();
  let requests = 0;
  let started = 0;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    customerId = await insertCustomer(
      api.database.db,
      {
        email: 'fuzz@example.se',
        passwordHash: 'x',
        name: 'Fuzz',
        phone: null,
        locale: 'sv',
        verified: true,
      },
      new Date().toISOString(),
    );
    const order = await placeOrder(api, { items: [{ sku: 'SCREEN-1', quantity: 1 }] });
    const customerOrder = await placeOrder(api, {
      items: [{ sku: 'CABLE-1', quantity: 3 }],
      headers: { authorization: `Bearer ${await tokenOfCustomer()}` },
    });
    orderLoginToken = await orderToken(api, order.number);
    const openCheckout = await readyCheckout(api, { items: [{ sku: 'SCREEN-1', quantity: 2 }] });
    const owner = await createMember(api, 'owner');
    // Real values for path parameters, so some requests reach past the lookup.
    known = {
      id: [openCheckout, order.checkoutId],
      ref: [order.number, customerOrder.number, String(customerOrder.id)],
      orderId: [order.number, customerOrder.number, String(order.id)],
      invoiceId: ['1'],
      returnId: ['1'],
      customerId: [String(customerId)],
      store: ['sv', 'fi'],
      file: ['1.svg'],
      staffId: [String(owner.id)],
      sku: ['SCREEN-1', 'CABLE-1', 'SOLDOUT-1', 'GIFTCARD-500', 'PHONE-CASE-RED'],
      code: ['SAVE10', 'FIXED50', 'BUY3PAY2', 'GIFT100'],
      email: ['fuzz@example.se', 'eva@example.se'],
      order_number: [order.number, customerOrder.number],
      checkout_order_id: [openCheckout],
    };
    // Each back-office call gets a session of its own, opened before any call is fuzzed (straight
    // in the database: a sign-in per call would cost two password hashes): a call may end it.
    for (const endpoint of apiEndpoints) {
      if (!endpoint.access) continue;
      const { token, idHash } = await openStaffSession(api.database.db, owner, {
        address: '127.0.0.1',
        userAgent: 'api-fuzz',
        now: new Date(),
      });
      staffSessions.set(`${endpoint.method} ${endpoint.path}`, {
        cookie: `${staffSessionCookie}=${token}`,
        csrf: csrfTokenFor(api.config.secret, idHash),
      });
    }
    started = Date.now();
  }, 120_000);

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    console.log(
      `API fuzz [${kind}]: ${apiEndpoints.length} endpoints, ${requests} requests in ${seconds} s (seed ${seed}, ${runs} runs each): ${histogram}`,
    );
    await api?.close();
  });

  async function send(endpoint: EndpointContract, request: FuzzRequest, customerToken: string) {
    const headers: Record<string, string> = {};
    if (request.body) headers['content-type'] = request.body.contentType;
    if (request.caller === 'customer') headers.authorization = `Bearer ${customerToken}`;
    if (request.caller === 'order-login') headers.authorization = `Bearer ${orderLoginToken}`;
    if (request.caller === 'bad-token') headers.authorization = badTokens[requests % badTokens.length] ?? '';
    const session = staffSessions.get(`${endpoint.method} ${endpoint.path}`);
    if (request.caller === 'staff' && session) {
      headers.cookie = session.cookie;
      headers[csrfHeader] = session.csrf;
    }
    const response = await api.request(request.path, {
      method: endpoint.method,
      headers,
      ...(request.body ? { body: request.body.text } : {}),
    });
    requests += 1;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response;
  }

  /** Statuses any call may answer whatever its contract lists: the server's own refusals. */
  const anyCall = new Set([400, 401, 403, 404, 405, 413, 414, 415, 429, 431, 503]);

  function outsideSchema(
    endpoint: EndpointContract,
    response: { status: number; body: unknown },
    shown: string,
  ): void {
    if (response.status < 400) {
      const documented = [endpoint.status ?? 200, ...(endpoint.alsoStatus ?? []), 304];
      expect(documented, `undocumented success status: ${shown}`).toContain(response.status);
      const json = !endpoint.responseContentType || endpoint.responseContentType.includes('json');
      if (json && response.status !== 204 && response.status !== 304) {
        const parsed = endpoint.response.safeParse(response.body);
        expect(
          parsed.success,
          `body outside the documented schema (${parsed.error?.issues[0]?.path.join('.')}: ${parsed.error?.issues[0]?.message}): ${shown}`,
        ).toBe(true);
      }
      return;
    }
    if (!anyCall.has(response.status)) {
      expect(endpoint.errors, `undocumented refusal status: ${shown}`).toContain(response.status);
    }
  }

  for (const endpoint of apiEndpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const customerToken = await tokenOfCustomer();
      await fc.assert(
        fc.asyncProperty(requestOf(endpoint, known), async (request) => {
          const response = await send(endpoint, request, customerToken);
          const shown = `${endpoint.method} ${request.path.slice(0, 300)} as ${request.caller} with ${request.body?.contentType ?? 'no body'} ${request.body?.text.slice(0, 300) ?? ''} answered ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
          expect(response.status, shown).toBeLessThan(500);
          // The error handler's net for PostgreSQL's refusals (22021, 22003): the contract let the
          // value through to a query. The contract should have refused it, with a clear message.
          expect(JSON.stringify(response.body), `caught only by the database: ${shown}`).not.toContain(
            'A value is out of range or is not valid text',
          );
          if (response.status >= 400) {
            const message = (response.body as { message?: unknown } | undefined)?.message;
            expect(typeof message === 'string' && message.length > 0, `no message: ${shown}`).toBe(true);
          }
          // Issue 18: no answer outside its documented schema. A success has the documented status
          // and, for JSON, the documented body; a refusal has a status the contract lists.
          outsideSchema(endpoint, response, shown);
        }),
        { seed, numRuns: runs },
      );
    }, 120_000);
  }
});
