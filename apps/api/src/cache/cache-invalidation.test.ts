import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeStoreSettings } from '../admin/office/store-settings.ts';
import { createApiPlugin } from '../app.ts';
import type { ShopDatabase } from '../db/database.ts';
import { seedDatabase } from '../seed/seed.ts';
import { syncStrings } from '../seed/sync-strings.ts';
import { store } from '../testing/catalog-fixture.ts';
import { readUntil, renameAndPublish } from '../testing/change-fixtures.ts';
import { httpClient, startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase, openSecondConnection } from '../testing/test-databases.ts';
import { startChangeFeed } from './change-feed.ts';

/**
 * Issue 18: a change made through one process is fresh in every other process's cache within
 * 2 s. Two API processes (two connections, two catalog caches, two change feeds) on one database.
 */
describeEachDatabase('caches of other processes drop what changed', (kind) => {
  let first: TestApi;
  let secondDatabase: ShopDatabase;
  let second: FastifyInstance;
  let secondClient: Pick<TestApi, 'request'>;

  beforeAll(async () => {
    first = await startTestApi(kind, {
      prepare: ({ database, config }) => seedDatabase(database, { products: 100, secret: config.secret }),
    });
    secondDatabase = await openSecondConnection(first);
    second = Fastify({ logger: false });
    await second.register(createApiPlugin({ database: secondDatabase, config: first.config }), {
      prefix: '/api',
    });
    secondClient = httpClient(await second.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  async function productName(slug: string): Promise<string> {
    const response = await secondClient.request(`/api/product-by-slug/${slug}?${store.sv}`);
    expect(response.status).toBe(200);
    return (response.json as unknown as { product: { name: string } }).product.name;
  }

  it('a product renamed through one process shows its new name in the other within 2 s', async () => {
    const { db } = first.database;
    const product = await db
      .selectFrom('product_texts')
      .select(['product_id', 'slug', 'name'])
      .where('locale', '=', 'sv')
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    // The second process has the page in its cache (a repeated read is a cache hit).
    expect(await productName(product.slug)).toBe(product.name);
    expect(await productName(product.slug)).toBe(product.name);

    const renamed = `${product.name} (ny)`;
    const changedAt = Date.now();
    await renameAndPublish(db, product.product_id, renamed);
    const seen = await readUntil(() => productName(product.slug), renamed);
    expect(seen).toBe(renamed);
    expect(Date.now() - changedAt).toBeLessThan(2000);
  });

  it('a write that does not publish stays cached: the feed, not the TTL, made the page fresh', async () => {
    const { db } = first.database;
    const product = await db
      .selectFrom('product_texts')
      .select(['product_id', 'slug', 'name'])
      .where('locale', '=', 'sv')
      .orderBy('product_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await productName(product.slug)).toBe(product.name);
    await db
      .updateTable('product_texts')
      .set({ name: `${product.name} (tyst)` })
      .where('product_id', '=', product.product_id)
      .where('locale', '=', 'sv')
      .execute();
    await new Promise((done) => setTimeout(done, 1500));
    expect(await productName(product.slug)).toBe(product.name);
  });
  it('the writes that change cached data announce it: store settings (back office) and new strings (start)', async () => {
    const feed = await startChangeFeed(secondDatabase);
    try {
      const told: string[] = [];
      feed.subscribe(['settings', 'strings'], (change) => told.push(`${change.topic} ${change.key}`));
      const actor = { staffId: null, name: 'command line', address: null };
      await changeStoreSettings(first.database.db, actor, 'fi', { return_window_days: 30 }, new Date());
      await first.database.db.deleteFrom('strings').where('key', '=', 'catalog.home').execute();
      expect(await syncStrings(first.database.db)).toBe(5);
      // Nothing to add: nothing announced.
      expect(await syncStrings(first.database.db)).toBe(0);
      await feed.checkNow();
      expect(told).toEqual(['settings store:fi', 'strings ']);
    } finally {
      await feed.close();
    }
  });
});
