import { hashPassword } from '@shop/api/auth/passwords';
import { insertStaff } from '@shop/api/repositories/staff.repository';
import { seedDatabase } from '@shop/api/seed/seed';
import { createTestDatabase, type TestDatabase } from '@shop/api/testing/test-databases';
import { csrfHeader, staffSessionCookie } from '@shop/contracts/admin-permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

/*
 * Issue 17: "a changed slug keeps the old URL working with a permanent redirect". Staff change a
 * product's Swedish slug through the back office; the storefront's old product URL answers 301 to
 * the new one, with its query kept, and the new URL shows the product.
 */
describe('a product slug changed by staff', () => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    if (!hasWebBuild())
      throw new Error('No storefront build: run `npm run build` before these tests (npm test does).');
    testDatabase = await createTestDatabase('sqlite');
    await seedDatabase(testDatabase.database, { products: 40, secret: testDatabase.config.secret });
    server = await createShopServer({
      config: testDatabase.config,
      database: testDatabase.database,
      web: await loadWebBuild(),
    });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('answers the old URL with a permanent redirect to the new one, and the new one with the product', async () => {
    const db = testDatabase.database.db;
    const product = await db
      .selectFrom('product_texts as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select(['t.product_id', 't.slug'])
      .where('t.locale', '=', 'sv')
      .where('p.parent_id', 'is', null)
      .orderBy('t.product_id')
      .executeTakeFirstOrThrow();
    const before = await fetch(`${base}/sv/produkt/${product.slug}`, { redirect: 'manual' });
    expect(before.status).toBe(200);

    const password = 'slug-redirect-password';
    await insertStaff(
      db,
      {
        email: 'slugs@staff.example',
        name: 'Slugs',
        role: 'catalog',
        passwordHash: await hashPassword(password),
        language: 'en',
      },
      new Date().toISOString(),
    );
    const login = await fetch(`${base}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'slugs@staff.example', password }),
    });
    expect(login.status).toBe(200);
    const cookie = new RegExp(`${staffSessionCookie}=([^;]*)`).exec(
      login.headers.get('set-cookie') ?? '',
    )?.[1];
    const { csrf_token } = (await login.json()) as { csrf_token: string };
    const changed = await fetch(`${base}/api/admin/products/${product.product_id}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        cookie: `${staffSessionCookie}=${cookie}`,
        [csrfHeader]: csrf_token,
      },
      body: JSON.stringify({ version: 1, texts: { sv: { slug: 'en-helt-ny-adress' } } }),
    });
    expect(changed.status).toBe(200);

    const old = await fetch(`${base}/sv/produkt/${product.slug}?utm_source=mail`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/sv/produkt/en-helt-ny-adress?utm_source=mail');
    const now = await fetch(`${base}/sv/produkt/en-helt-ny-adress`, { redirect: 'manual' });
    expect(now.status).toBe(200);
    // A slug no product ever had is still not found.
    expect((await fetch(`${base}/sv/produkt/aldrig-funnits`, { redirect: 'manual' })).status).toBe(404);
  });
});
