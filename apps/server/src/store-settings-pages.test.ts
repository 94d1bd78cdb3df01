import { request as httpRequest } from 'node:http';
import { commandLineActor } from '@shop/api/admin/audit';
import { changeStoreSettings } from '@shop/api/admin/office/store-settings';
import { seedDatabase } from '@shop/api/seed/seed';
import { readUntil } from '@shop/api/testing/change-fixtures';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
} from '@shop/api/testing/test-databases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createShopServer } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

/*
 * Issue 17 (docs/decisions/025): what an owner saves in a store's settings is on that store's
 * rendered pages, through the server with its page cache on, as soon as the change feed tells
 * the process: the new selling point in the top bar, the new customer-service link, and the
 * payment logos of the offered methods only.
 */

function page(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    request.on('error', reject);
    request.end();
  });
}

describeEachDatabase('store settings on the rendered storefront (issue 17)', (kind) => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('No storefront build: run `npm run build` before these tests.');
    testDatabase = await createTestDatabase(kind);
    await seedDatabase(testDatabase.database, { products: 100, secret: testDatabase.config.secret });
    server = await createShopServer({
      config: { ...testDatabase.config, pageCache: { enabled: true, maxBytes: 16 * 1024 * 1024 } },
      database: testDatabase.database,
      web: await loadWebBuild(),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('a saved selling point, link and payment offer replace what the Danish pages showed', async () => {
    const before = await page(port, '/da');
    expect(before).toContain('Levering inden for 1–3 hverdage');
    expect(before).toContain('alt="Walley"');
    // Cached: the page is kept until the settings change.
    await page(port, '/da');

    await changeStoreSettings(
      testDatabase.database.db,
      commandLineActor,
      'da',
      {
        selling_points: ['Fri fragt over 499 kr', 'Returret i {{return_window_days}} dage'],
        customer_service_links: [{ label: 'Hjælp og kontakt', url: '/kundeservice' }],
        payment_methods: ['card', 'pay-later'],
      },
      new Date(),
    );

    const seen = await readUntil(
      async () => (await page(port, '/da')).includes('Fri fragt over 499 kr'),
      true,
      {
        limitMs: 8000,
      },
    );
    expect(seen).toBe(true);
    const after = await page(port, '/da');
    expect(after).toContain('Returret i 14 dage');
    expect(after).toContain('Hjælp og kontakt');
    expect(after).not.toContain('Levering inden for 1–3 hverdage');
    // The invoice is no longer offered: its logo (Walley) is on no Danish page.
    expect(after).not.toContain('alt="Walley"');
    // Another store keeps its own.
    expect(await page(port, '/sv')).toContain('Leverans inom 1–3 arbetsdagar');
  });
});
