import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { seedDatabase } from '@shop/api/seed/seed';
import { createTestDatabase, type TestDatabase } from '@shop/api/testing/test-databases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPolicy, permissionsPolicy, strictPolicy, strictTransportSecurity } from './security-headers.ts';
import { createShopServer } from './server.ts';
import { adminBuildDirectory, hasAdminBuild, hasWebBuild, loadWebBuild, type WebBuild } from './web-build.ts';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A real HTTP request to the listening server; the body is read as it came (no compression asked). */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function listen(server: FastifyInstance): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** nosniff, the referrer, frame and opener policies and the Permissions-Policy, as on every answer. */
function expectCommonHeaders(answer: Answer, referrer = 'strict-origin-when-cross-origin'): void {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe(referrer);
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(answer.headers['permissions-policy']).toBe(permissionsPolicy);
  expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

function nonceOf(answer: Answer): string {
  const found = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(answer.headers['content-security-policy']));
  if (!found?.[1]) throw new Error(`no nonce in ${answer.headers['content-security-policy']}`);
  return found[1];
}

/** Every <script> element of a page, opening tag only. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
}

describe('security headers on every answer (issue 18)', () => {
  let testDatabase: TestDatabase;
  let web: WebBuild;
  let server: FastifyInstance;
  let port: number;
  let productPath: string;

  beforeAll(async () => {
    if (!hasWebBuild() || !hasAdminBuild())
      throw new Error('No storefront or back-office build: run `npm run build` before these tests.');
    testDatabase = await createTestDatabase('sqlite');
    await seedDatabase(testDatabase.database, { products: 200, secret: testDatabase.config.secret });
    web = await loadWebBuild();
    server = await createShopServer({
      // With the page cache on (PAGE_CACHE=true): kept pages carry their entry's nonce.
      config: { ...testDatabase.config, pageCache: { enabled: true, maxBytes: 64 * 1024 * 1024 } },
      database: testDatabase.database,
      web,
      adminDirectory: adminBuildDirectory,
    });
    port = await listen(server);
    const product = await testDatabase.database.db
      .selectFrom('product_texts as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select('t.slug')
      .where('t.locale', '=', 'sv')
      .where('p.parent_id', 'is', null)
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    productPath = `/sv/produkt/${product.slug}`;
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('a storefront page: the common headers and a policy that runs only its own and nonced scripts', async () => {
    const page = await get(port, '/sv');
    expect(page.status).toBe(200);
    expectCommonHeaders(page);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonceOf(page)}';`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // Features the shop never uses are off.
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(page.headers['permissions-policy']).toContain(`${feature}=()`);
    // Plain http: never HSTS.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('the nonce differs between two requests and every inline script of the page carries it', async () => {
    // Every render makes a nonce of its own. With the page cache (issue 19) a kept page is sent
    // with the nonce of its entry (the next test, decision 019), so this runs on a server that
    // renders every page, as PAGE_CACHE=false does.
    const rendering = await createShopServer({
      config: { ...testDatabase.config, pageCache: { enabled: false, maxBytes: 0 } },
      database: testDatabase.database,
      web,
    });
    try {
      const renderingPort = await listen(rendering);
      const [first, second] = [await get(renderingPort, productPath), await get(renderingPort, productPath)];
      expect(first.status).toBe(200);
      expect(nonceOf(first)).not.toBe(nonceOf(second));
      for (const page of [first, second]) {
        const tags = scriptTags(page.body);
        // The Consent Mode defaults, the product's JSON-LD, React Router's hydration and module scripts.
        expect(tags.some((tag) => tag.includes('application/ld+json'))).toBe(true);
        expect(tags.length).toBeGreaterThanOrEqual(4);
        for (const tag of tags) expect(tag).toContain(`nonce="${nonceOf(page)}"`);
      }
    } finally {
      await rendering.close();
    }
  });

  it('a page from the page cache: its policy names the nonce of the kept bytes, which every inline script carries (decision 019)', async () => {
    const [first, kept] = [await get(port, productPath), await get(port, productPath)];
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(nonceOf(kept)).toBe(nonceOf(first));
    expect(String(kept.headers['content-security-policy'])).toContain(
      `script-src 'self' 'nonce-${nonceOf(kept)}';`,
    );
    const tags = scriptTags(kept.body);
    expect(tags.length).toBeGreaterThanOrEqual(4);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonceOf(kept)}"`);
  });

  it('an API answer: nothing may load or frame it', async () => {
    const answer = await get(port, '/api/strings?locale=sv&sid=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expectCommonHeaders(answer);
    expect(answer.headers['content-security-policy']).toBe(strictPolicy);
  });

  it('a built asset and a file of public/ get the strict policy', async () => {
    const script = readdirSync(join(web.clientDirectory, 'assets')).find((file) => file.endsWith('.js'));
    for (const path of [`/assets/${script}`, '/favicon.svg']) {
      const asset = await get(port, path);
      expect(asset.status, path).toBe(200);
      expectCommonHeaders(asset);
      expect(asset.headers['content-security-policy']).toBe(strictPolicy);
    }
  });

  it('404s: a missing page has the page policy, a missing API path or asset the strict one', async () => {
    const page = await get(port, '/sv/produkt/no-such-product-at-all');
    expect(page.status).toBe(404);
    expectCommonHeaders(page);
    for (const tag of scriptTags(page.body)) expect(tag).toContain(`nonce="${nonceOf(page)}"`);
    for (const path of ['/api/no-such-endpoint', '/admin/assets/no-such-file.js']) {
      const missing = await get(port, path);
      expect(missing.status, path).toBe(404);
      expectCommonHeaders(missing);
      expect(missing.headers['content-security-policy'], path).toBe(strictPolicy);
    }
  });

  it('an error answer (a bad request refused before any route) has them too', async () => {
    const refused = await get(port, `/${'a/'.repeat(30)}`);
    expect(refused.status).toBe(404);
    expectCommonHeaders(refused);
    const invalid = await get(port, '/api/strings?locale=xx&sid=1');
    expect(invalid.status).toBe(400);
    expectCommonHeaders(invalid);
    expect(invalid.headers['content-security-policy']).toBe(strictPolicy);
  });

  it('the back office: its own strict policy and no referrer to other sites', async () => {
    for (const path of ['/admin', '/admin/sign-in']) {
      const page = await get(port, path);
      expect(page.status, path).toBe(200);
      expectCommonHeaders(page, 'same-origin');
      expect(page.headers['content-security-policy']).toBe(adminPolicy);
      expect(adminPolicy).toContain("script-src 'self';");
    }
  });

  it('HSTS only behind a trusted proxy that says https: never on plain http or from an untrusted header', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // TRUST_PROXY=false: anyone may send x-forwarded-proto, so it proves nothing.
    expect((await get(port, '/sv', https)).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await createShopServer({
      config: { ...testDatabase.config, trustProxy: true },
      database: testDatabase.database,
      web,
    });
    try {
      const proxied = await listen(behindProxy);
      for (const path of ['/sv', '/api/strings?locale=sv&sid=1', '/favicon.svg']) {
        const answer = await get(proxied, path, https);
        expect(answer.headers['strict-transport-security'], path).toBe(strictTransportSecurity);
      }
      const plain = await get(proxied, '/sv', { 'x-forwarded-proto': 'http' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect((await get(proxied, '/sv')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('SHOP_CSP_ALLOW adds an owner’s third-party origins to the page policy, directive by directive', async () => {
    const withTagManager = await createShopServer({
      config: {
        ...testDatabase.config,
        cspAllow: {
          'script-src': ['https://tags.example.com'],
          'frame-src': ['https://pay.example.com'],
        },
      },
      database: testDatabase.database,
      web,
    });
    try {
      const page = await get(await listen(withTagManager), '/sv');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonceOf(page)}' https://tags.example.com;`);
      expect(policy).toContain('frame-src https://pay.example.com;');
      expect(policy).toContain("img-src 'self';");
    } finally {
      await withTagManager.close();
    }
  });

  it('spec 7: a store’s retail tracking provider is in connect-src, and no other origin', async () => {
    const withTracking = await createShopServer({
      config: {
        ...testDatabase.config,
        retailTracking: { fi: { url: 'https://tracking.example.fi/visitor?x=1', websiteUuid: 'site-fi' } },
      },
      database: testDatabase.database,
      web,
    });
    try {
      const page = await get(await listen(withTracking), '/fi');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("connect-src 'self' https://tracking.example.fi;");
    } finally {
      await withTracking.close();
    }
    const plain = await get(port, '/fi');
    expect(String(plain.headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});
