import type { AppConfig } from '@shop/api/config';
import { createReadiness } from '@shop/api/operations/readiness';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  storeQuery,
} from '@shop/api/orders/testing/commerce-fixtures';
import { seedDatabase } from '@shop/api/seed/seed';
import { httpClient } from '@shop/api/testing/test-api';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
} from '@shop/api/testing/test-databases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer, type ShopServerOptions } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

/** One JSON line of the server's log. */
type LogLine = Record<string, unknown>;

interface Running {
  readonly server: FastifyInstance;
  readonly baseUrl: string;
  readonly log: LogLine[];
  /** The access log's lines (log: 'access'). */
  access(): LogLine[];
}

async function run(
  options: ShopServerOptions,
  addRoutes?: (server: FastifyInstance) => void,
): Promise<Running> {
  const log: LogLine[] = [];
  const server = await createShopServer({
    ...options,
    logStream: { write: (line: string) => log.push(JSON.parse(line)) },
  });
  addRoutes?.(server);
  const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, baseUrl, log, access: () => log.filter((line) => line.log === 'access') };
}

/** Waits for the log lines of answers already sent (onResponse runs after the answer). */
async function settle(): Promise<void> {
  await new Promise((done) => setTimeout(done, 50));
}

describe('request ids and the access log (issue 18)', () => {
  let testDatabase: TestDatabase;
  let shop: Running;

  beforeAll(async () => {
    if (!hasWebBuild())
      throw new Error('No storefront build: run `npm run build` before these tests (npm test does).');
    testDatabase = await createTestDatabase('sqlite');
    await seedDatabase(testDatabase.database, { products: 120, secret: testDatabase.config.secret });
    // LOG_LEVEL stays at its default, warn: the access log writes at info all the same.
    expect(testDatabase.config.logLevel).toBe('warn');
    shop = await run({
      config: testDatabase.config,
      database: testDatabase.database,
      web: await loadWebBuild(),
    });
  });

  afterAll(async () => {
    await shop?.server.close();
    await testDatabase?.dispose();
  });

  it('every answer carries x-request-id: a new one, or the caller’s when it is short and of safe characters', async () => {
    const fresh = await fetch(`${shop.baseUrl}/api/strings?locale=sv&sid=s1`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const page = await fetch(`${shop.baseUrl}/sv`, { headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(page.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    for (const unsafe of ['two words', 'a'.repeat(129), 'quote"d', 'new\\nline']) {
      const answer = await fetch(`${shop.baseUrl}/healthz`, { headers: { 'x-request-id': unsafe } });
      const id = answer.headers.get('x-request-id');
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('a page and the API calls of its server render log the same request id', async () => {
    const id = 'page-render-1';
    const page = await fetch(`${shop.baseUrl}/fi`, { headers: { 'x-request-id': id } });
    expect(page.status).toBe(200);
    await settle();
    const lines = shop.access().filter((line) => line.reqId === id);
    const apiCalls = lines.filter((line) => String(line.url).startsWith('/api/'));
    expect(apiCalls.length).toBeGreaterThanOrEqual(2);
    expect(apiCalls.every((line) => line.store === 'fi')).toBe(true);
    expect(lines.filter((line) => line.url === '/fi')).toHaveLength(1);
  });

  it('logs one structured line per request at info: method, url, status, time, request id and store', async () => {
    await fetch(`${shop.baseUrl}/api/products/999999/upselling?locale=nl&sid=s1`, {
      headers: { 'x-request-id': 'one-line' },
    });
    await settle();
    const lines = shop.log.filter((line) => line.reqId === 'one-line');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, log: 'access', method: 'GET', store: 'nl', msg: 'request' });
    expect(typeof line?.status).toBe('number');
    expect(typeof line?.ms).toBe('number');
  });

  it('keeps no secret of the query: a login link token or a cart session is logged as redacted', async () => {
    await fetch(`${shop.baseUrl}/sv?token=very-secret-login-token&utm_source=mail`, {
      headers: { 'x-request-id': 'with-token' },
    });
    await fetch(`${shop.baseUrl}/api/strings?locale=sv&sid=cart-session-42`, {
      headers: { 'x-request-id': 'with-sid' },
    });
    await settle();
    const text = JSON.stringify(shop.log);
    expect(text).not.toContain('very-secret-login-token');
    expect(text).not.toContain('cart-session-42');
    const page = shop
      .access()
      .find((line) => line.reqId === 'with-token' && String(line.url).startsWith('/sv'));
    expect(page?.url).toBe('/sv?token=redacted&utm_source=mail');
  });

  it('does not log the probes /healthz, /readyz and /metrics', async () => {
    const before = shop.access().length;
    await fetch(`${shop.baseUrl}/healthz`);
    await fetch(`${shop.baseUrl}/readyz`);
    await settle();
    expect(shop.access().length).toBe(before);
  });

  it('ACCESS_LOG=false writes no access line', async () => {
    const quiet = await run({
      config: { ...testDatabase.config, accessLog: false },
      database: testDatabase.database,
    });
    try {
      await fetch(`${quiet.baseUrl}/api/strings?locale=sv&sid=s1`);
      await settle();
      expect(quiet.access()).toEqual([]);
    } finally {
      await quiet.server.close();
    }
  });
});

/** The value of one series of the Prometheus text (0 when it is not there). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

const metricsToken = 'metrics-token-for-tests-0001';

describeEachDatabase('metrics and readiness (issue 18)', (kind) => {
  let testDatabase: TestDatabase;
  let shop: Running;
  let config: AppConfig;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind, { METRICS_TOKEN: metricsToken });
    await prepareCommerce(testDatabase.database.db);
    config = testDatabase.config;
    shop = await run({ config, database: testDatabase.database });
  });

  afterAll(async () => {
    await shop?.server.close();
    await testDatabase?.dispose();
  });

  const scrape = async () => {
    const answer = await fetch(`${shop.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('/metrics is a 404 without METRICS_TOKEN, and a 401 without the right bearer token', async () => {
    const closed = await run({ config: { ...config, metricsToken: null }, database: testDatabase.database });
    try {
      expect((await fetch(`${closed.baseUrl}/metrics`)).status).toBe(404);
    } finally {
      await closed.server.close();
    }
    expect((await fetch(`${shop.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${shop.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}x` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    const basic = await fetch(`${shop.baseUrl}/metrics`, {
      headers: { authorization: `Basic ${metricsToken}` },
    });
    expect(basic.status).toBe(401);
  });

  it('counts requests and their time by route pattern, never the raw URL, and by status class', async () => {
    const before = await scrape();
    const route = '/api/products/:id/upselling';
    const counted = { method: 'GET', route, status: '2xx' };
    for (const id of [1, 2, 3])
      await fetch(`${shop.baseUrl}/api/products/${id}/upselling?${storeQuery('sv')}`);
    const after = await scrape();
    expect(
      sample(after, 'shop_http_requests_total', counted) -
        sample(before, 'shop_http_requests_total', counted),
    ).toBe(3);
    expect(
      sample(after, 'shop_http_request_duration_seconds_count', counted) -
        sample(before, 'shop_http_request_duration_seconds_count', counted),
    ).toBe(3);
    expect(after).not.toContain('route="/api/products/1/upselling"');
    await fetch(`${shop.baseUrl}/api/no-such-call`);
    expect(
      sample(await scrape(), 'shop_http_requests_total', { route: 'unmatched', status: '4xx' }),
    ).toBeGreaterThan(0);
  });

  it('counts cart syncs and orders placed by store, and catalog cache hits and misses', async () => {
    const before = await scrape();
    const api = httpClient(shop.baseUrl);
    const checkoutId = await readyCheckout(api, { locale: 'sv', items: [{ sku: 'SCREEN-1', quantity: 1 }] });
    expect((await placeOrderRequest(api, checkoutId, 'sv')).status).toBe(201);
    // The same checkout placed again answers the first order: not a second order.
    expect((await placeOrderRequest(api, checkoutId, 'sv')).status).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('shop_orders_placed_total', { store: 'sv' })).toBe(1);
    expect(delta('shop_cart_syncs_total', { store: 'sv' })).toBe(1);
    const lookups = sample(after, 'shop_catalog_cache_lookups_total', { result: 'miss' });
    expect(lookups).toBeGreaterThan(0);
  });

  it('reports event-loop lag, and the PostgreSQL pool (nothing on SQLite)', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (kind === 'postgres') {
      expect(sample(text, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toContain('shop_db_pool_connections{state="waiting"}');
    } else {
      expect(text).not.toContain('shop_db_pool_connections{');
    }
  });

  it('/readyz is 503 while the process prepares its database, and every other request too; /healthz stays 200', async () => {
    const readiness = createReadiness('starting');
    const starting = await run({ config, database: testDatabase.database, readiness });
    try {
      const early = await fetch(`${starting.baseUrl}/readyz`);
      expect(early.status).toBe(503);
      expect(await early.json()).toEqual({ status: 'starting' });
      expect((await fetch(`${starting.baseUrl}/healthz`)).status).toBe(200);
      const call = await fetch(`${starting.baseUrl}/api/strings?${storeQuery('sv')}`);
      expect(call.status).toBe(503);
      expect(call.headers.get('retry-after')).toBe('5');
      readiness.markReady();
      const ready = await fetch(`${starting.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect((await fetch(`${starting.baseUrl}/api/strings?${storeQuery('sv')}`)).status).not.toBe(503);
    } finally {
      await starting.server.close();
    }
  });

  it('/readyz is 503 once the process began to stop (SIGTERM closes the server), while it finishes requests', async () => {
    const readiness = createReadiness();
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    let entered = () => {};
    const reached = new Promise<void>((done) => {
      entered = done;
    });
    const stopping = await run({ config, database: testDatabase.database, readiness }, (server) => {
      server.get('/slow-for-test', async () => {
        entered();
        await held;
        return { done: true };
      });
    });
    const inFlight = fetch(`${stopping.baseUrl}/slow-for-test`);
    // The request is being handled (not merely sent) before the server begins to stop.
    await reached;
    const closed = stopping.server.close();
    await settle();
    // The preClose hook: from here on the process is not ready, whoever asks.
    expect(readiness.state).toBe('stopping');
    const probe = await fetch(`${stopping.baseUrl}/readyz`).then(
      (answer) => answer.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(probe);
    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(finished.headers.get('connection')).toBe('close');
    await closed;
  });

  it('/readyz is 503 from the moment SIGTERM marks the process stopping, before the server closes', async () => {
    const readiness = createReadiness();
    const stopping = await run({ config, database: testDatabase.database, readiness });
    try {
      expect((await fetch(`${stopping.baseUrl}/readyz`)).status).toBe(200);
      readiness.markStopping();
      const answer = await fetch(`${stopping.baseUrl}/readyz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'stopping' });
      expect((await fetch(`${stopping.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await stopping.server.close();
    }
  });
});
