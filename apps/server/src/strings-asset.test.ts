import { publishChange } from '@shop/api/cache/change-feed';
import { seedDatabase } from '@shop/api/seed/seed';
import { readUntil } from '@shop/api/testing/change-fixtures';
import { createTestDatabase, type TestDatabase } from '@shop/api/testing/test-databases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

/*
 * Issue 19, lean pages: a page names its store's strings dictionary (a script asset cached for a
 * year under a hash of its content) instead of carrying the whole dictionary in its loader data.
 */

const assetPattern = /<script defer="" src="(\/strings\/sv-([0-9a-f]{16})\.js)"/;

describe('the strings dictionary as an asset (issue 19)', () => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('No storefront build: run `npm run build` before these tests.');
    testDatabase = await createTestDatabase('sqlite');
    await seedDatabase(testDatabase.database, { products: 60, secret: testDatabase.config.secret });
    server = await createShopServer({
      config: testDatabase.config,
      database: testDatabase.database,
      web: await loadWebBuild(),
    });
    origin = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  const stringOf = (key: string) =>
    testDatabase.database.db
      .selectFrom('strings')
      .select('value')
      .where('locale', '=', 'sv')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();

  it('a page names the asset and carries none of the dictionary it does not show', async () => {
    const page = await (await fetch(`${origin}/sv`)).text();
    expect(page).toMatch(assetPattern);
    // Keys and texts of other screens (the checkout's, the account's) are no longer in the page.
    const checkoutText = (await stringOf('checkout.continue-payment')).value;
    expect(checkoutText.length).toBeGreaterThan(3);
    expect(page).not.toContain('checkout.continue-payment');
    expect(page).not.toContain(checkoutText);
  });

  it('the asset holds the dictionary under its tag, for a year; another tag gets the current one, not kept', async () => {
    const page = await (await fetch(`${origin}/sv`)).text();
    const [, src = '', tag = ''] = assetPattern.exec(page) ?? [];
    const asset = await fetch(`${origin}${src}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const script = await asset.text();
    const window: { __shopStrings?: Record<string, Record<string, string>> } = {};
    new Function('window', script)(window);
    expect(window.__shopStrings?.[tag]?.['checkout.continue-payment']).toBe(
      (await stringOf('checkout.continue-payment')).value,
    );

    const older = await fetch(`${origin}/strings/sv-0123456789abcdef.js`);
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('no-cache');
    expect(await older.text()).toContain('"0123456789abcdef"');
    for (const wrong of ['xx-0123456789abcdef.js', 'sv-0123.js', 'sv-0123456789abcdef.json']) {
      expect((await fetch(`${origin}/strings/${wrong}`)).status, wrong).toBe(404);
    }
  });

  it('changed strings get a new tag within seconds, so no browser keeps the old text', async () => {
    const tagOfPage = async () => assetPattern.exec(await (await fetch(`${origin}/sv`)).text())?.[2];
    const before = await tagOfPage();
    await testDatabase.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('strings')
        .set({ value: 'Vidare till betalningen nu' })
        .where('locale', '=', 'sv')
        .where('key', '=', 'checkout.continue-payment')
        .execute();
      await publishChange(trx, 'strings');
    });
    const changed = await readUntil(async () => (await tagOfPage()) !== before, true, { limitMs: 5000 });
    expect(changed).toBe(true);
    const after = await tagOfPage();
    const script = await (await fetch(`${origin}/strings/sv-${after}.js`)).text();
    expect(script).toContain('Vidare till betalningen nu');
  });
});
