import { seedDatabase } from '@shop/api/seed/seed';
import { createTestDatabase, type TestDatabase } from '@shop/api/testing/test-databases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer, warmStorefront } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

type LogLine = Record<string, unknown>;

/*
 * Spec 7: "The categories and layout content are also fetched when the server starts." The
 * access log names the API calls a page made (they share its request id): a store's first page
 * on a cold process fetches the main menu; after warmStorefront, no store's first page does.
 */
describe('categories and layout content load when the server starts (spec 7)', () => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let baseUrl: string;
  const log: LogLine[] = [];

  beforeAll(async () => {
    if (!hasWebBuild())
      throw new Error('No storefront build: run `npm run build` before these tests (npm test does).');
    testDatabase = await createTestDatabase('sqlite');
    await seedDatabase(testDatabase.database, { products: 120, secret: testDatabase.config.secret });
    server = await createShopServer({
      config: testDatabase.config,
      database: testDatabase.database,
      web: await loadWebBuild(),
      logStream: { write: (line: string) => log.push(JSON.parse(line) as LogLine) },
    });
    baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  /** The API paths a page request called, by the request id its answer carries. */
  async function apiCallsOfPage(path: string): Promise<string[]> {
    const answer = await fetch(`${baseUrl}${path}`);
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id');
    await new Promise((done) => setTimeout(done, 50));
    return log
      .filter((line) => line.log === 'access' && line.reqId === id && String(line.url).startsWith('/api/'))
      .map((line) => String(line.url).split('?')[0] ?? '');
  }

  /** The calls of the shell's data (apps/web/app/lib/shell-data.server.ts) besides the main menu. */
  const shellCalls = [
    '/api/widget-by-slug/store-message',
    '/api/widget-by-slug/store-message-footer',
    '/api/widget-by-slug/footer-columns',
    '/api/widget-by-slug/cookie-alert',
    '/api/store-payment',
    '/api/store-reviews',
    '/api/store-settings',
  ];
  const menuCalls = (calls: readonly string[]) =>
    calls.filter((call) => call === '/api/product-categories').length;

  it('a cold process: the first page of a store fetches the main menu and the layout content', async () => {
    const cold = await apiCallsOfPage('/da');
    expect(cold).toEqual(expect.arrayContaining(shellCalls));
    // The shell's main menu and the home page's own category strip.
    expect(menuCalls(cold)).toBe(2);
  });

  it('after the start’s warm-up no store’s first page fetches the main menu or the layout content', async () => {
    await warmStorefront(server);
    for (const path of ['/fi', '/nl', '/sv']) {
      const calls = await apiCallsOfPage(path);
      expect(
        calls.filter((call) => shellCalls.includes(call)),
        path,
      ).toEqual([]);
      expect(menuCalls(calls), path).toBe(1);
    }
  });
});
