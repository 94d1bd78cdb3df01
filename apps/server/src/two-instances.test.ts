import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { currentTotpCode, encryptTotpSecret, newTotpSecret } from '@shop/api/admin/totp';
import { hashPassword } from '@shop/api/auth/passwords';
import { loadConfig } from '@shop/api/config';
import { openDatabase, type ShopDatabase } from '@shop/api/db/database';
import { insertStaff } from '@shop/api/repositories/staff.repository';
import { readUntil, renameAndPublish } from '@shop/api/testing/change-fixtures';
import { csrfHeader, staffSessionCookie } from '@shop/contracts/admin-permissions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminBuildStale, isWebBuildStale } from './web-build.ts';

/**
 * Issue 18, the must-show test: two machines' worth of shop (two separate `npm start` processes,
 * one server process each) started at the same moment on one new PostgreSQL database share what
 * must be shared: one migration run, one rate limit, caches that drop what the other changed, and
 * one sitemap build. Issue 17: what staff change through one instance (a price, a name, the store
 * message, the store settings) is on the other's API and pages within 2 s.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const startScript = resolve(import.meta.dirname, 'start.ts');
const shopSecret = 'two-instances-secret-0123456789abcdef';

interface Instance {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  port: number;
}

function startInstance(databaseUrl: string): Instance {
  const child = spawn(process.execPath, [startScript], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_PROCESSES: '1',
      DATABASE_URL: databaseUrl,
      SHOP_SECRET: shopSecret,
      SEED_DEMO: 'true',
      SEED_PRODUCTS: '100',
      LOG_LEVEL: 'warn',
      // Nothing else runs on a timer during the test.
      SUBSCRIPTIONS_EVERY_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited, port: 0 };
}

async function waitForPort(instance: Instance): Promise<number> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const found = /shop running at http:\/\/localhost:(\d+)/.exec(instance.output());
    if (found) return Number(found[1]);
    if (instance.child.exitCode !== null) throw new Error(`a shop stopped:\n${instance.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`a shop did not start:\n${instance.output()}`);
}

const reason = postgresUrl
  ? ''
  : ' (skipped: TEST_DATABASE_URL is not set; two machines share state through PostgreSQL, and CI sets it)';

describe.skipIf(!postgresUrl)(
  `[postgres] two shop instances on one PostgreSQL database (issues 18 and 17)${reason}`,
  () => {
    const name = `shop_two_${randomBytes(5).toString('hex')}`;
    let admin: ShopDatabase;
    let database: ShopDatabase;
    let a: Instance;
    let b: Instance;
    const url = (instance: Instance, path: string) => `http://127.0.0.1:${instance.port}${path}`;

    beforeAll(async () => {
      // Both instances would build a stale storefront at once: that is the build step's job, not theirs.
      if (isWebBuildStale() || isAdminBuildStale()) {
        throw new Error(
          'The storefront or back-office build is stale: run `npm run build` first (npm test does)',
        );
      }
      admin = openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgresUrl ?? '' }).database);
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      const databaseUrl = new URL(postgresUrl ?? '');
      databaseUrl.pathname = `/${name}`;
      // At the same moment.
      a = startInstance(databaseUrl.toString());
      b = startInstance(databaseUrl.toString());
      [a.port, b.port] = await Promise.all([waitForPort(a), waitForPort(b)]);
      database = openDatabase(
        loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl.toString() }).database,
      );
    }, 90_000);

    afterAll(async () => {
      for (const instance of [a, b]) instance?.child.kill('SIGTERM');
      await Promise.all([a?.exited, b?.exited]);
      await database?.close();
      if (!admin) return;
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    });

    it('(1) the migrations ran exactly once, and both came up', async () => {
      const runs = (instance: Instance) =>
        instance
          .output()
          .split('\n')
          .filter((line) => line === '[shop] migration 0001-foundation: Success').length;
      expect(runs(a) + runs(b)).toBe(1);
      const seeds = (instance: Instance) =>
        instance
          .output()
          .split('\n')
          .filter((line) => line === '[shop] seed complete').length;
      expect(seeds(a) + seeds(b)).toBe(1);
      const { rows } = await sql<{ name: string; count: number }>`
      select name, count(*)::int as count from kysely_migration group by name having count(*) > 1`.execute(
        database.db,
      );
      expect(rows).toEqual([]);
      const migrations = await database.db
        .selectFrom('kysely_migration' as never)
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      expect(migrations.count).toBeGreaterThanOrEqual(15);
      for (const instance of [a, b]) {
        const health = await fetch(url(instance, '/healthz'));
        expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
      }
    });

    it('(2) a rate limit filled through one instance holds on the other', async () => {
      const report = (instance: Instance) =>
        fetch(url(instance, '/captuerr?locale=sv&sid=1'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ level: 'error', error: 'two-instances test' }),
        });
      // Error reports: 30 a minute from one address (auth/rate-limits.ts), all taken on A.
      for (let index = 0; index < 30; index += 1) expect((await report(a)).status).toBe(201);
      const onB = await report(b);
      expect(onB.status).toBe(429);
      expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('(3) a product changed through one instance is fresh in the other within 2 s', async () => {
      const product = await database.db
        .selectFrom('product_texts')
        .select(['product_id', 'slug', 'name'])
        .where('locale', '=', 'sv')
        .orderBy('product_id')
        .executeTakeFirstOrThrow();
      const nameOn = async (instance: Instance) => {
        const response = await fetch(url(instance, `/api/product-by-slug/${product.slug}?locale=sv&sid=1`));
        expect(response.status).toBe(200);
        return ((await response.json()) as { product: { name: string } }).product.name;
      };
      // B has the product page in its catalog cache.
      expect(await nameOn(b)).toBe(product.name);
      expect(await nameOn(b)).toBe(product.name);

      // The write and its announcement in one transaction, as a back-office write makes them on A.
      const renamed = `${product.name} (nytt namn)`;
      const changedAt = Date.now();
      await renameAndPublish(database.db, product.product_id, renamed);
      const seen = await readUntil(() => nameOn(b), renamed, { everyMs: 25 });
      const elapsed = Date.now() - changedAt;
      expect(seen).toBe(renamed);
      expect(elapsed).toBeLessThan(2000);
      expect(await nameOn(a)).toBe(renamed);
    });

    it('(4) both serve the sitemap, built once for both', async () => {
      const [fromA, fromB] = await Promise.all([
        fetch(url(a, '/sitemap.xml')),
        fetch(url(b, '/fi/sitemap.xml')),
      ]);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      const [xmlA, xmlB] = await Promise.all([fromA.text(), fromB.text()]);
      expect(xmlA).toContain('<urlset');
      expect(xmlB).toContain('<urlset');
      expect(xmlA.match(/<url>/g)?.length).toBe(xmlB.match(/<url>/g)?.length);
      const again = await fetch(url(b, '/sitemap.xml'));
      expect(await again.text()).toBe(xmlA);
      const stored = await database.db.selectFrom('shared_documents').select(['name', 'builds']).execute();
      expect(stored).toEqual([{ name: 'sitemap-crawl-v1', builds: 1 }]);
      // The lease was given back after the build.
      expect(await database.db.selectFrom('leases').selectAll().execute()).toEqual([]);
    });

    /** A staff member signed in on an instance: a cookie and the CSRF token for writes. */
    const signInStaff = async (instance: Instance, role: 'catalog' | 'owner') => {
      const email = `${role}-${randomBytes(4).toString('hex')}@staff.example`;
      const password = 'two-instances-staff-password';
      // Owners sign in with two-factor, as the back office asks of them.
      const totpSecret = role === 'owner' ? newTotpSecret() : null;
      await insertStaff(
        database.db,
        {
          email,
          name: role,
          role,
          passwordHash: await hashPassword(password),
          language: 'en',
          totpSecret: totpSecret ? encryptTotpSecret(shopSecret, totpSecret) : null,
        },
        new Date().toISOString(),
      );
      const login = await fetch(url(instance, '/api/admin/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password,
          ...(totpSecret ? { totp: currentTotpCode(totpSecret, new Date()) } : {}),
        }),
      });
      expect(login.status).toBe(200);
      const cookie = new RegExp(`${staffSessionCookie}=([^;]*)`).exec(
        login.headers.get('set-cookie') ?? '',
      )?.[1];
      const { csrf_token } = (await login.json()) as { csrf_token: string };
      return (method: string, path: string, body: unknown) =>
        fetch(url(instance, path), {
          method,
          headers: {
            'content-type': 'application/json',
            cookie: `${staffSessionCookie}=${cookie}`,
            [csrfHeader]: csrf_token,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
    };

    const seededProduct = async (offset: number) =>
      database.db
        .selectFrom('product_texts as t')
        .innerJoin('products as p', 'p.id', 't.product_id')
        .select(['t.product_id', 't.slug', 't.name'])
        .where('t.locale', '=', 'sv')
        .where('p.parent_id', 'is', null)
        .orderBy('t.product_id', 'desc')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow();

    it("(5) a price changed on A (issue 17) is on B's product API and product page within 2 s", async () => {
      const product = await seededProduct(0);
      const priceOnB = async () => {
        const response = await fetch(url(b, `/api/product-by-slug/${product.slug}?locale=sv&sid=1`));
        expect(response.status).toBe(200);
        const { prices } = ((await response.json()) as { product: { prices: { n: { p: number }[] } } })
          .product;
        return prices.n[0]?.p;
      };
      const pageOnB = async () => (await fetch(url(b, `/produkt/${product.slug}`))).text();
      // B has the product in its caches.
      await priceOnB();
      await pageOnB();
      const staffOnA = await signInStaff(a, 'catalog');
      const changedAt = Date.now();
      const put = await staffOnA('PUT', `/api/admin/products/${product.product_id}/prices/sv`, {
        normal: [{ quantity: 1, price: 4321 }],
      });
      expect(put.status).toBe(200);
      expect(await readUntil(priceOnB, 4321, { everyMs: 25 })).toBe(4321);
      const shown = /4[\s\u00a0\u202f]?321/;
      const page = await readUntil(async () => shown.test(await pageOnB()), true, { everyMs: 50 });
      const elapsed = Date.now() - changedAt;
      expect(page).toBe(true);
      expect(elapsed).toBeLessThan(2000);
    });

    it("(6) a product renamed on A (issue 17) is found by its new name in B's search within 2 s", async () => {
      const product = await seededProduct(1);
      const foundOnB = async () => {
        const response = await fetch(url(b, '/api/products?query=kvastskaftsadapter&locale=sv&sid=1'));
        expect(response.status).toBe(200);
        return ((await response.json()) as { products: { id: number }[] }).products.some(
          (found) => found.id === product.product_id,
        );
      };
      expect(await foundOnB()).toBe(false);
      const staffOnA = await signInStaff(a, 'catalog');
      const current = await staffOnA('GET', `/api/admin/products/${product.product_id}`, undefined);
      const { version } = (await current.json()) as { version: number };
      const changedAt = Date.now();
      const renamed = await staffOnA('PATCH', `/api/admin/products/${product.product_id}`, {
        version,
        texts: { sv: { name: 'Kvastskaftsadapter Deluxe' } },
      });
      expect(renamed.status).toBe(200);
      const found = await readUntil(foundOnB, true, { everyMs: 25 });
      const elapsed = Date.now() - changedAt;
      expect(found).toBe(true);
      expect(elapsed).toBeLessThan(2000);
    });

    it("(7) the store message changed on A (issue 17) is on B's widget API and pages within 2 s", async () => {
      const message = `Beställ före 20 december ${randomBytes(3).toString('hex')}`;
      const widgetOnB = async () => {
        const response = await fetch(url(b, '/api/widget-by-slug/store-message?locale=sv&sid=1'));
        expect(response.status).toBe(200);
        return ((await response.json()) as { content: string }).content;
      };
      const homeOnB = async () => (await fetch(url(b, '/'))).text();
      // B has the message and the page in its caches.
      expect(await widgetOnB()).not.toBe(message);
      expect(await homeOnB()).not.toContain(message);
      const staffOnA = await signInStaff(a, 'catalog');
      const widgets = await staffOnA('GET', '/api/admin/content/sv/widgets', undefined);
      const current = (
        (await widgets.json()) as { widgets: { slug: string; version: number }[] }
      ).widgets.find((widget) => widget.slug === 'store-message');
      const changedAt = Date.now();
      const saved = await staffOnA('PUT', '/api/admin/content/sv/widgets/store-message', {
        content: message,
        hidden: false,
        status: 'published',
        version: current?.version,
      });
      expect(saved.status).toBe(200);
      expect(await readUntil(widgetOnB, message, { everyMs: 25 })).toBe(message);
      const shown = await readUntil(async () => (await homeOnB()).includes(message), true, { everyMs: 50 });
      const elapsed = Date.now() - changedAt;
      expect(shown).toBe(true);
      expect(elapsed).toBeLessThan(2000);
    });

    it("(8) store settings changed on A by the owner (issue 17) are on B's settings API and pages within 2 s", async () => {
      const point = `Fri frakt i dag ${randomBytes(3).toString('hex')}`;
      const settingsOnB = async () => {
        const response = await fetch(url(b, '/api/store-settings?locale=sv&sid=1'));
        expect(response.status).toBe(200);
        return ((await response.json()) as { selling_points: string[] }).selling_points;
      };
      const homeOnB = async () => (await fetch(url(b, '/'))).text();
      expect(await settingsOnB()).not.toContain(point);
      expect(await homeOnB()).not.toContain(point);
      const ownerOnA = await signInStaff(a, 'owner');
      const changedAt = Date.now();
      const saved = await ownerOnA('PUT', '/api/admin/settings/stores/sv', {
        selling_points: [point, 'Öppet köp i {{return_window_days}} dagar'],
      });
      expect(saved.status).toBe(200);
      const points = await readUntil(async () => (await settingsOnB()).includes(point), true, {
        everyMs: 25,
      });
      expect(points).toBe(true);
      const shown = await readUntil(async () => (await homeOnB()).includes(point), true, { everyMs: 50 });
      const elapsed = Date.now() - changedAt;
      expect(shown).toBe(true);
      expect(elapsed).toBeLessThan(2000);
    });
  },
);
