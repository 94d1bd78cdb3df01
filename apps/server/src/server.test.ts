import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { seedDatabase } from '@shop/api/seed/seed';
import { createTestDatabase, type TestDatabase } from '@shop/api/testing/test-databases';
import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { buildPath, listLocalizedRoutes, type RouteName, type RouteParams } from '@shop/domain/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopServer } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

const domains = {
  SHOP_DOMAIN_SV: 'mobildelar.test',
  SHOP_DOMAIN_NO: 'mobildeler.test',
  SHOP_DOMAIN_DA: 'mobildele.test',
  SHOP_DOMAIN_FI: 'puhelinosat.test',
  SHOP_DOMAIN_NL: 'telefoononderdelen.test',
};

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  /** The body as it came over the wire (still compressed when content-encoding says so). */
  readonly bytes: Buffer;
}

/** A real HTTP request; unlike fetch, node:http lets the test choose the Host header. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: bytes.toString('utf8'),
          bytes,
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

function screenOf(body: string): { name: string | undefined; locale: string | undefined } {
  const found = /data-route-name="([^"]+)" data-locale="([^"]+)"/.exec(body);
  return { name: found?.[1], locale: found?.[2] };
}

describe('the shop server', () => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    if (!hasWebBuild())
      throw new Error('No storefront build: run `npm run build` before these tests (npm test does).');
    testDatabase = await createTestDatabase('sqlite', domains);
    await seedDatabase(testDatabase.database, { products: 200, secret: testDatabase.config.secret });
    server = await createShopServer({
      config: testDatabase.config,
      database: testDatabase.database,
      web: await loadWebBuild(),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Slugs and paths the demo seed gave the store: pages that exist. */
  async function realSlugs(
    locale: LocaleCode,
  ): Promise<Record<'product' | 'brand' | 'product-tag' | 'product-category-all', RouteParams>> {
    const db = testDatabase.database.db;
    const product = await db
      .selectFrom('product_texts as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .innerJoin('product_prices as pp', 'pp.product_id', 'p.id')
      .select('t.slug')
      .where('t.locale', '=', locale)
      .where('p.parent_id', 'is', null)
      .where('pp.store_id', '=', storeIds[locale])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const brand = await db
      .selectFrom('brand_texts')
      .select('slug')
      .where('locale', '=', locale)
      .orderBy('brand_id')
      .executeTakeFirstOrThrow();
    const tag = await db
      .selectFrom('tag_texts')
      .select('slug')
      .where('locale', '=', locale)
      .orderBy('tag_id')
      .executeTakeFirstOrThrow();
    const category = await db
      .selectFrom('category_texts')
      .select('path')
      .where('locale', '=', locale)
      .orderBy('category_id')
      .executeTakeFirstOrThrow();
    return {
      product: { slug: product.slug },
      brand: { slug: brand.slug },
      'product-tag': { slug: tag.slug },
      'product-category-all': { '*': category.path },
    };
  }

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('GET /healthz answers ok with the database kind', async () => {
    const answer = await get(port, '/healthz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok', database: 'sqlite' });
  });

  describe('every screen of the route table, once per locale, with the localized path (spec 2)', () => {
    const screens = listLocalizedRoutes().filter((route) => route.name !== 'all');
    for (const { name, locale, pattern } of screens) {
      const path = `/${locale}${buildPath(name, locale, { slug: 'x', id: '1', '*': 'a/b/c' })}`.replace(
        /\/$/,
        '',
      );
      it(`${path} (${pattern}) is the screen ${name} in ${locale}`, async () => {
        const answer = await get(port, path);
        // The screen may answer 404 for a made-up slug or id; the route is what is tested here.
        expect(answer.headers['x-shop-route']).toBe(name);
        expect(answer.headers['x-shop-locale']).toBe(locale);
        expect([200, 404]).toContain(answer.status);
      });
    }
  });

  describe('the catalog screens render real content in every store', () => {
    for (const locale of localeCodes) {
      it(`product, brand, tag and category pages answer 200 in ${locale}`, async () => {
        const slugs = await realSlugs(locale);
        for (const [name, params] of Object.entries(slugs) as [RouteName, RouteParams][]) {
          const answer = await get(port, `/${locale}${buildPath(name, locale, params)}`);
          expect(answer.status, `${name} ${JSON.stringify(params)}`).toBe(200);
          expect(screenOf(answer.body)).toEqual({ name, locale });
        }
      });
    }
  });

  it('a path of another store is a 404 with the spec message: /fi/produkt/x', async () => {
    const answer = await get(port, '/fi/produkt/x');
    expect(answer.status).toBe(404);
    expect(answer.headers['x-shop-route']).toBe('all');
    expect(answer.body).toContain('This page could not be found');
  });

  it('hreflang alternates of a product link each store to its own localized slug', async () => {
    const sv = await realSlugs('sv');
    const answer = await get(port, `/sv${buildPath('product', 'sv', sv.product)}`);
    const fiHref = /<link rel="alternate" hrefLang="fi-FI" href="([^"]+)"/i.exec(answer.body)?.[1] ?? '';
    const fiPath = new URL(fiHref).pathname;
    expect(fiPath).toMatch(/^\/tuote\//);
    const fi = await get(port, fiPath, { host: domains.SHOP_DOMAIN_FI });
    expect(fi.status).toBe(200);
    expect(screenOf(fi.body)).toEqual({ name: 'product', locale: 'fi' });
  });

  describe('locale from the Host header (spec 2)', () => {
    for (const locale of localeCodes) {
      const host = domains[`SHOP_DOMAIN_${locale.toUpperCase()}` as keyof typeof domains];
      it(`${host} serves the ${locale} store without a prefix`, async () => {
        const { product } = await realSlugs(locale);
        const path = buildPath('product', locale, product);
        const answer = await get(port, path, { host });
        expect(answer.status).toBe(200);
        expect(screenOf(answer.body)).toEqual({ name: 'product', locale });
        expect(answer.body).toContain(`<link rel="canonical" href="https://${host}${path}"`);
      });
    }

    it('an unknown host is the sv store', async () => {
      const answer = await get(port, '/produkt/x', { host: 'shop.example.com' });
      expect(answer.headers['x-shop-route']).toBe('product');
      expect(answer.headers['x-shop-locale']).toBe('sv');
      const home = await get(port, '/', { host: 'shop.example.com' });
      expect(screenOf(home.body)).toEqual({ name: 'index', locale: 'sv' });
    });

    it("another store's path on a store domain is a 404: /tuote/x on the sv domain", async () => {
      const answer = await get(port, '/tuote/x', { host: domains.SHOP_DOMAIN_SV });
      expect(answer.status).toBe(404);
      expect(answer.headers['x-shop-route']).toBe('all');
    });

    it('a prefix wins over the domain: /fi/tuote/x on the sv domain is fi', async () => {
      const answer = await get(port, '/fi/tuote/x', { host: domains.SHOP_DOMAIN_SV });
      expect(answer.headers['x-shop-route']).toBe('product');
      expect(answer.headers['x-shop-locale']).toBe('fi');
    });
  });

  describe('a Host header the shop does not know never reaches its absolute URLs (issue 22)', () => {
    let plain: FastifyInstance;
    let plainPort: number;
    beforeAll(async () => {
      // The same shop without store domains, reached at its SHOP_PUBLIC_URL.
      plain = await createShopServer({
        config: { ...testDatabase.config, domains: {}, publicUrl: 'https://shop.example.com' },
        database: testDatabase.database,
        web: await loadWebBuild(),
      });
      await plain.listen({ port: 0, host: '127.0.0.1' });
      const address = plain.server.address();
      plainPort = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(() => plain.close());

    const evil = { host: 'evil.example' };
    it('canonical and hreflang', async () => {
      const answer = await get(plainPort, '/nl', evil);
      expect(answer.body).toContain('<link rel="canonical" href="https://shop.example.com/nl"');
      expect(answer.body).not.toContain('evil.example');
    });

    it('robots.txt and sitemap.xml', async () => {
      const robots = await get(plainPort, '/robots.txt', evil);
      expect(robots.body).toContain('Sitemap: https://shop.example.com/sv/sitemap.xml');
      const sitemap = await get(plainPort, '/sitemap.xml', evil);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain('<loc>https://shop.example.com/');
      for (const body of [robots.body, sitemap.body]) expect(body).not.toContain('evil.example');
    });

    it('the merchant feed /feeds/{store}.xml (issue 17): served at the root, links on the public origin', async () => {
      const feed = await get(plainPort, '/feeds/fi.xml', evil);
      expect(feed.status).toBe(200);
      expect(feed.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(feed.body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
      expect(feed.body).toMatch(/<link>https:\/\/shop\.example\.com\/fi\/tuote\/[^<]+<\/link>/);
      expect(feed.body).toMatch(/<g:price>\d+\.\d{2} EUR<\/g:price>/);
      expect(feed.body).toMatch(/<g:gtin>7350099\d{6}<\/g:gtin>/);
      expect(feed.body).not.toContain('evil.example');
      expect((await get(plainPort, '/feeds/xx.xml', evil)).status).toBe(404);
    });
  });

  it('a 404 page is not indexed and has no canonical or alternates: the unknown path is not echoed into its head (issue 22)', async () => {
    const answer = await get(port, '/sv/zzqq-no-such-page', { host: domains.SHOP_DOMAIN_FI });
    expect(answer.status).toBe(404);
    const head = answer.body.slice(0, answer.body.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('hrefLang=');
    expect(head).not.toContain('zzqq-no-such-page');
  });

  it('the document shell has lang, title, canonical and hreflang alternates with x-default', async () => {
    const answer = await get(port, '/nl');
    expect(answer.body).toContain('<html lang="nl-NL"');
    expect(answer.body).toMatch(/<title>[^<]+<\/title>/);
    for (const hreflang of ['sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'nl-NL', 'x-default']) {
      expect(answer.body).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="https?://[^"]+"`, 'i'),
      );
    }
  });

  describe('the discount path /rabatt/{category?}/{code} (spec 2)', () => {
    it('redirects home with disc and keeps the other query parameters', async () => {
      const answer = await get(port, '/rabatt/SUMMER-10?utm_source=mail&page=2');
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/?utm_source=mail&page=2&disc=SUMMER-10');
    });

    it('redirects to the category page of the store', async () => {
      const answer = await get(port, '/fi/rabatt/kaapelit/KESA?gclid=abc');
      expect(answer.headers.location).toBe('/fi/kategoria/kaapelit?gclid=abc&disc=KESA');
    });

    it('a short or bad code is a 404', async () => {
      expect((await get(port, '/rabatt/AB')).status).toBe(404);
      expect((await get(port, '/rabatt/kablar/A_B_C')).status).toBe(404);
    });
  });

  it('serves hashed assets compressed with a year-long immutable cache', async () => {
    const assets = readdirSync(join(import.meta.dirname, '../../web/build/client/assets'));
    const script = assets.find((file) => file.startsWith('entry.client') && file.endsWith('.js'));
    expect(script).toBeDefined();
    const answer = await get(port, `/assets/${script}`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toMatch(/br|gzip/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli and gzip copies the build wrote, as they are, and the plain file to other clients', async () => {
    const folder = join(import.meta.dirname, '../../web/build/client/assets');
    const script = readdirSync(folder).find((file) => file.startsWith('framework') && file.endsWith('.js'));
    if (!script) throw new Error('no framework chunk in the build');
    const original = readFileSync(join(folder, script));
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const answer = await get(port, `/assets/${script}`, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('accept-encoding');
      // Byte for byte the build's copy: nothing was compressed again for this request.
      expect(answer.bytes.equals(readFileSync(join(folder, `${script}${suffix}`)))).toBe(true);
      const decoded = encoding === 'br' ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes);
      expect(decoded.equals(original)).toBe(true);
    }
    const plain = await get(port, `/assets/${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(original)).toBe(true);
  });

  it('an unknown /api/* path is a JSON 404, not a page', async () => {
    for (const path of ['/api/no-such-call?locale=sv&sid=1', '/api/products/x/y/z', '/api']) {
      const answer = await get(port, path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });

  it('compresses server-rendered pages', async () => {
    const answer = await get(port, '/sv/produkt/x', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  describe('what no page takes (issue 22, points 1 and 2)', () => {
    /** A POST with a body, sent with a length or in chunks. */
    function post(path: string, body: Buffer, chunked: boolean): Promise<number> {
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', (error: NodeJS.ErrnoException) =>
          // The server may answer 413 and close before it read the whole body.
          error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(413) : reject(error),
        );
        if (chunked)
          for (let offset = 0; offset < body.length; offset += 16 * 1024)
            request.write(body.subarray(offset, offset + 16 * 1024));
        else request.write(body);
        request.end();
      });
    }

    it('refuses a page POST body above 64 KB, with a length or in chunks (413)', async () => {
      const large = Buffer.alloc(1024 * 1024, 'a');
      expect(await post('/sv/unsubscribe', large, false)).toBe(413);
      expect(await post('/sv/unsubscribe', large, true)).toBe(413);
      // A form of the page's size still reaches the page.
      expect(await post('/sv/unsubscribe', Buffer.from('email=a%40b.se'), false)).not.toBe(413);
    });

    it('a post to a page without an action is a quiet 405; the page with one still takes it (issue 22)', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(await post('/sv/', Buffer.from('a=1'), false)).toBe(405);
        expect(await post('/fi/tuote/x', Buffer.from('a=1'), false)).toBe(405);
        expect(await post('/sv/unsubscribe', Buffer.from('email=a%40b.se'), false)).not.toBe(405);
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });

    it('refuses absurd paths before routing: too deep is a 404, too long a 414, and the server goes on', async () => {
      const deep = await get(port, `/sv/${'a/'.repeat(100)}`);
      expect(deep.status).toBe(404);
      expect(deep.body).toContain('This page could not be found');
      // The probe's path: 5,000 segments in 15 KB.
      expect((await get(port, `/sv/${'ab/'.repeat(5000)}`)).status).toBe(414);
      const long = await get(port, `/sv/${'x'.repeat(3000)}`);
      expect(long.status).toBe(414);
      expect((await get(port, '/healthz')).status).toBe(200);
      // A real category path of several levels is no absurd path.
      expect((await get(port, '/sv/kategori/a/b/c/d/e')).status).not.toBe(414);
    });
  });
});
