import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publishChange } from '@shop/api/cache/change-feed';
import type { AppConfig } from '@shop/api/config';
import { seedDatabase } from '@shop/api/seed/seed';
import { readUntil, renameAndPublish } from '@shop/api/testing/change-fixtures';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
} from '@shop/api/testing/test-databases';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFingerprint } from '../../web/app/lib/message-rules.ts';
import {
  chooseEncoding,
  createPageCache,
  createPageEntry,
  entityTag,
  matchesEntry,
  type PageEntry,
  sharedCacheControl,
} from './page-cache.ts';
import { createShopServer } from './server.ts';
import { hasWebBuild, loadWebBuild, type WebBuild } from './web-build.ts';

/*
 * Issue 19: the page cache. Anonymous pages are kept per store, URL and the request state that
 * changes their HTML; they are dropped when the change feed says their data changed and when a
 * time they show passes; personal pages are never kept; answers carry the Cache-Control of what
 * they are. Every test talks to a real server over HTTP.
 */

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body as text, decoded from brotli or gzip when it came so. */
  readonly body: string;
  readonly bytes: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const plain =
          encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: plain.toString('utf8'),
          bytes,
        });
      });
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

function nonceOf(answer: Answer): string {
  const found = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(answer.headers['content-security-policy']));
  if (!found?.[1]) throw new Error(`no nonce in ${answer.headers['content-security-policy']}`);
  return found[1];
}

/** The page without its nonce: two renders of the same page differ only there. */
function withoutNonce(answer: Answer): string {
  return answer.body.replaceAll(nonceOf(answer), 'NONCE');
}

const sharedControl = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

async function firstProduct(testDatabase: TestDatabase): Promise<{ id: number; slug: string; name: string }> {
  return testDatabase.database.db
    .selectFrom('product_texts as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['p.id', 't.slug', 't.name'])
    .where('t.locale', '=', 'sv')
    .where('p.parent_id', 'is', null)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

async function startServer(
  testDatabase: TestDatabase,
  config: Partial<AppConfig> = {},
  web?: WebBuild,
): Promise<{ server: FastifyInstance; port: number }> {
  const server = await createShopServer({
    // The cache is on by default (PAGE_CACHE); these tests say so, whatever the default becomes.
    config: { ...testDatabase.config, pageCache: { enabled: true, maxBytes: 64 * 1024 * 1024 }, ...config },
    database: testDatabase.database,
    web: web ?? (await loadWebBuild()),
  });
  return { server, port: await listen(server) };
}

describe('the page cache (issue 19)', () => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let port: number;
  let product: { id: number; slug: string; name: string };
  let productPath: string;

  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('No storefront build: run `npm run build` before these tests.');
    testDatabase = await createTestDatabase('sqlite', { METRICS_TOKEN: 'page-cache-metrics-token' });
    await seedDatabase(testDatabase.database, { products: 150, secret: testDatabase.config.secret });
    ({ server, port } = await startServer(testDatabase));
    product = await firstProduct(testDatabase);
    productPath = `/sv/produkt/${product.slug}`;
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('an anonymous page is rendered once, then sent from the cache as brotli, gzip or plain bytes with one strong ETag each', async () => {
    const path = `${productPath}?sort=name`;
    const first = await get(port, path, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const again = await get(port, path, { 'accept-encoding': 'br' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const zipped = await get(port, path, { 'accept-encoding': 'gzip, deflate' });
    const plain = await get(port, path);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body).toBe(again.body);
    expect(plain.body).toBe(again.body);
    const tags = [again, zipped, plain].map((answer) => String(answer.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['x-shop-route']).toBe('product');
  });

  it('a matching If-None-Match gets 304 without a body; another ETag gets the page', async () => {
    const page = await get(port, productPath, { 'accept-encoding': 'br' });
    const cached = await get(port, productPath, { 'accept-encoding': 'br' });
    expect(cached.headers['x-page-cache']).toBe('hit');
    const etag = String(cached.headers.etag);
    expect(etag).toBe(String(page.headers.etag));
    const unchanged = await get(port, productPath, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.bytes.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe(sharedControl);
    // A browser revalidating its copy takes the 304's headers for the stored page: the policy must
    // be the page's (its scripts, styles and images, the nonce in its bytes), or nothing runs.
    expect(unchanged.headers['content-security-policy']).toBe(cached.headers['content-security-policy']);
    expect(nonceOf(unchanged)).toBe(nonceOf(cached));
    const other = await get(port, productPath, {
      'accept-encoding': 'br',
      'if-none-match': '"something-else"',
    });
    expect(other.status).toBe(200);
    expect(other.body).toContain(product.name);
  });

  it('cache keys: the VAT mode, the consent and a dismissed current message each give their own page; other cookies share one', async () => {
    const path = '/sv/sok?q=skal';
    const plain = await get(port, path);
    expect(plain.headers['x-page-cache']).toBe('miss');
    // Cookies no loader reads (analytics, a stale dismissal of an older message, VAT mode where
    // the store has no ex-VAT prices) share the plain page.
    for (const cookie of ['_ga=GA1.2.3', '__dismissed=store:oldmessage|footer:older', 'theme=dark; __ab=1']) {
      const shared = await get(port, path, { cookie });
      expect(shared.headers['x-page-cache'], cookie).toBe('hit');
      expect(withoutNonce(shared)).toBe(withoutNonce(plain));
    }
    const nl = await get(port, '/nl/searchresults?q=hoes');
    const nlWithVat = await get(port, '/nl/searchresults?q=hoes', { cookie: '__vat=0' });
    expect(nl.headers['x-page-cache']).toBe('miss');
    expect(nlWithVat.headers['x-page-cache']).toBe('hit');

    const widget = await fetchJson<{ content: string }>(
      port,
      '/api/widget-by-slug/store-message?locale=sv&sid=1',
    );
    const fingerprint = messageFingerprint(widget.content.trim());
    for (const cookie of ['__vat=0', '__consent=15', `__dismissed=store:${fingerprint}`]) {
      const own = await get(port, path, { cookie });
      expect(own.headers['x-page-cache'], cookie).toBe('miss');
      expect(withoutNonce(own), cookie).not.toBe(withoutNonce(plain));
      const again = await get(port, path, { cookie: `${cookie}; _ga=GA1.9` });
      expect(again.headers['x-page-cache'], cookie).toBe('hit');
      expect(again.body).toBe(own.body);
    }
    // What each renders: the consent banner only without a consent; the store message unless hidden.
    expect(plain.body).toContain('data-consent-banner');
    expect((await get(port, path, { cookie: '__consent=15' })).body).not.toContain('data-consent-banner');
    expect(plain.body).toContain('data-store-message');
    expect((await get(port, path, { cookie: `__dismissed=store:${fingerprint}` })).body).not.toContain(
      'data-store-message',
    );
  });

  it('the query is part of the page: a newsletter’s tagged link is an entry of its own, a per-click id is never kept', async () => {
    const tagged = `${productPath}?utm_source=news&utm_campaign=x`;
    const first = await get(port, tagged);
    const second = await get(port, tagged);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    // The page names its URL (the kept-alive screen), so the tags are in its HTML.
    expect(second.body).toContain('utm_campaign=x');
    for (const path of [
      `${productPath}?gclid=abc123`,
      `${productPath}?atc=${Buffer.from('GIFT-1:1').toString('base64')}`,
    ]) {
      const clicked = await get(port, path);
      expect(clicked.headers['x-page-cache'], path).toBeUndefined();
      expect(clicked.headers['cache-control'], path).toBe('private, no-store');
    }
  });

  it('the CSP of a cached page names the nonce inside its bytes: one nonce per entry, a new one for the next entry', async () => {
    const first = await get(port, '/sv');
    const hit = await get(port, '/sv');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(nonceOf(hit)).toBe(nonceOf(first));
    const tags = [...hit.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonceOf(hit)}"`);
    // A change of any topic makes a new entry, with a nonce of its own.
    await publishChange(testDatabase.database.db, 'strings');
    const renewed = await readUntil(async () => (await get(port, '/sv')).headers['x-page-cache'], 'miss');
    expect(renewed).toBe('miss');
    const next = await get(port, '/sv');
    expect(nonceOf(next)).not.toBe(nonceOf(first));
  });

  it('checkout, my account, my order, a preview and a URL with a login token are personal: never kept, private, no-store', async () => {
    for (const path of [
      '/sv/checkout',
      '/sv/my-account',
      '/sv/my-account/orders',
      '/sv/page-preview?token=abc',
      `${productPath}?token=login-link-token`,
    ]) {
      const [first, second] = [await get(port, path), await get(port, path)];
      expect(first.headers['cache-control'], path).toBe('private, no-store');
      expect(first.headers['x-page-cache'], path).toBeUndefined();
      expect(second.headers['x-page-cache'], path).toBeUndefined();
      if (first.status === 200) expect(nonceOf(second), path).not.toBe(nonceOf(first));
    }
    // A client that sends credentials with a page gets its own render.
    const withCredentials = await get(port, productPath, { authorization: 'Bearer someone' });
    expect(withCredentials.headers['cache-control']).toBe('private, no-store');
    expect(withCredentials.headers['x-page-cache']).toBeUndefined();
  });

  it('Cache-Control: anonymous pages may be kept briefly by a shared cache that varies on the encoding and the cookies; a 404 nowhere', async () => {
    const page = await get(port, '/sv');
    expect(page.headers['cache-control']).toBe(sharedControl);
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');
    const missing = await get(port, '/sv/produkt/no-such-product-anywhere');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect((await get(port, '/sv/produkt/no-such-product-anywhere')).headers['x-page-cache']).not.toBe('hit');
    // Built assets keep their year-long cache.
    const robots = await get(port, '/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('no shopper sees another’s data: two shoppers with different carts, logins and consent', async () => {
    const shoppers = await Promise.all(
      [
        { email: 'kund@mobildelar.example', password: 'kund-demo-password', consent: '15' },
        { email: 'olle@mobildelar.example', password: 'olle-demo-password', consent: '1' },
      ].map(async (shopper, index) => {
        const tokens = await postJson<{ access_token: string; refresh_token: string }>(
          port,
          '/api/auth/login?locale=sv&sid=1',
          { email: shopper.email, password: shopper.password },
        );
        const sku = (
          await testDatabase.database.db
            .selectFrom('products')
            .select('sku')
            .where('parent_id', 'is', null)
            .orderBy('id')
            .limit(1)
            .offset(10 + index)
            .executeTakeFirstOrThrow()
        ).sku;
        const cart = await fetch(`http://127.0.0.1:${port}/api/sync-cart?locale=sv&sid=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
          body: JSON.stringify({ items: [{ uuid: `line-${index}`, sku, quantity: 2 }], coupons: [] }),
        });
        expect(cart.status).toBe(200);
        const checkoutId = cart.headers.get('x-checkout-order-id') ?? '';
        return { ...shopper, tokens, sku, checkoutId };
      }),
    );
    const [karin, olle] = shoppers as [(typeof shoppers)[number], (typeof shoppers)[number]];
    // What a browser sends with a page: its cookies (the cart and the logins stay in its storage).
    const pagesOf = async (shopper: typeof karin) =>
      Promise.all(
        ['/sv', productPath, '/sv/sok?q=kabel'].map((path) =>
          get(port, path, { cookie: `__consent=${shopper.consent}; __vat=0; td=${shopper.checkoutId}` }),
        ),
      );
    const karinsPages = await pagesOf(karin);
    const ollesPages = await pagesOf(olle);
    for (const [own, other] of [
      [karin, ollesPages],
      [olle, karinsPages],
    ] as const) {
      for (const page of other) {
        expect(page.status).toBe(200);
        for (const secret of [
          own.tokens.access_token,
          own.tokens.refresh_token,
          own.checkoutId,
          own.email,
          'Karin Kund',
          'Olle Ordinär',
        ])
          expect(page.body).not.toContain(secret);
      }
    }
    // Each got the page of their own consent.
    for (const page of karinsPages) expect(page.body).not.toContain('data-consent-banner');
    expect(karinsPages[0]?.body).not.toBe(ollesPages[0]?.body);
  });

  it('/metrics counts page cache hits and misses', async () => {
    await get(port, '/sv/sok?q=metrics');
    await get(port, '/sv/sok?q=metrics');
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: 'Bearer page-cache-metrics-token' },
    }).then((answer) => answer.text());
    expect(metrics).toMatch(/shop_page_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(metrics).toMatch(/shop_page_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(metrics).toMatch(/shop_page_cache_bytes [1-9]/);
  });

  it('PAGE_CACHE=false renders every page, with the same Cache-Control', async () => {
    const { server: uncached, port: uncachedPort } = await startServer(testDatabase, {
      pageCache: { enabled: false, maxBytes: 0 },
    });
    try {
      const [first, second] = [await get(uncachedPort, '/sv'), await get(uncachedPort, '/sv')];
      expect(first.headers['x-page-cache']).toBeUndefined();
      expect(nonceOf(first)).not.toBe(nonceOf(second));
      expect(second.headers['cache-control']).toBe(sharedControl);
      expect(second.headers.vary).toBe('Accept-Encoding, Cookie');
      expect((await get(uncachedPort, '/sv/checkout')).headers['cache-control']).toBe('private, no-store');
    } finally {
      await uncached.close();
    }
  });
});

describeEachDatabase('the page cache follows the change feed and the clock (issue 19)', (kind) => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('No storefront build: run `npm run build` before these tests.');
    testDatabase = await createTestDatabase(kind);
    await seedDatabase(testDatabase.database, { products: 120, secret: testDatabase.config.secret });
    ({ server, port } = await startServer(testDatabase));
  });

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  it('a product renamed through the database and announced is on its page within seconds, and then kept again', async () => {
    const product = await firstProduct(testDatabase);
    const path = `/sv/produkt/${product.slug}`;
    await get(port, path);
    const kept = await get(port, path);
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.body).toContain(product.name);
    const renamed = `${product.name} Cachetest`;
    await renameAndPublish(testDatabase.database.db, product.id, renamed);
    const seen = await readUntil(async () => (await get(port, path)).body.includes(renamed), true, {
      limitMs: 8000,
    });
    expect(seen).toBe(true);
    const after = await get(port, path);
    expect(after.headers['x-page-cache']).toBe('hit');
    expect(after.body).toContain(renamed);
  });

  it('a page with a deal is kept until the deal ends, and not a moment longer', async () => {
    const endsAt = new Date(Date.now() + 8000);
    await testDatabase.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('deals')
        .set({ starts_at: new Date(Date.now() - 3_600_000).toISOString(), expires_at: endsAt.toISOString() })
        .where('store_id', '=', 1)
        .execute();
      await publishChange(trx, 'content');
    });
    // The change feed reads every second: after that, a render shows the new deal and is kept only
    // until it ends.
    await new Promise((done) => setTimeout(done, 1500));
    const withDeal = await readUntil(
      async () => {
        const page = await get(port, '/sv');
        return (
          page.body.includes('data-deal-banner') &&
          /s-maxage=[0-8]\b/.test(String(page.headers['cache-control']))
        );
      },
      true,
      { limitMs: 3000 },
    );
    expect(withDeal).toBe(true);
    const kept = await get(port, '/sv');
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.body).toContain('data-deal-banner');
    // A shared cache in front may not keep it past the deal's end either.
    const sharedFor = Number(/s-maxage=(\d+)/.exec(String(kept.headers['cache-control']))?.[1]);
    expect(sharedFor).toBeLessThanOrEqual(8);
    expect(String(kept.headers['cache-control'])).not.toContain('stale-while-revalidate=30');
    await new Promise((done) => setTimeout(done, Math.max(0, endsAt.getTime() - Date.now() + 50)));
    const after = await get(port, '/sv');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).not.toContain('data-deal-banner');
  });
});

describe('the page cache keeps only what it may (issue 19)', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('sqlite');
    await seedDatabase(testDatabase.database, { products: 100, secret: testDatabase.config.secret });
  });

  afterAll(async () => {
    await testDatabase?.dispose();
  });

  /** A storefront that answers every page with the given response, and calls every page shared. */
  async function serverAnswering(respond: () => Response) {
    const real = await loadWebBuild();
    let renders = 0;
    const web: WebBuild = {
      clientDirectory: real.clientDirectory,
      handleShopRequest: async () => {
        renders += 1;
        return respond();
      },
      describePageRequest: async () => ({ kind: 'shared', key: 'one-key' }),
    };
    const started = await startServer(testDatabase, {}, web);
    return { ...started, renders: () => renders };
  }

  const html = { 'content-type': 'text/html; charset=utf-8' };

  it('never an answer that sets a cookie, nor one that is not a 200', async () => {
    for (const respond of [
      () => new Response('<html>hello</html>', { headers: { ...html, 'set-cookie': 'session=1' } }),
      () => new Response('<html>gone</html>', { status: 404, headers: html }),
      () =>
        new Response('<html>no</html>', { status: 200, headers: { ...html, 'cache-control': 'no-store' } }),
    ]) {
      const { server, port, renders } = await serverAnswering(respond);
      try {
        const first = await get(port, '/sv');
        await get(port, '/sv');
        expect(renders()).toBe(2);
        expect(first.headers['cache-control']).toBe('private, no-store');
      } finally {
        await server.close();
      }
    }
  });

  it('one render for a burst of requests to the same page', async () => {
    const { server, port, renders } = await serverAnswering(
      () => new Response(`<html>${'x'.repeat(5000)}</html>`, { headers: html }),
    );
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(port, '/sv')));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(renders()).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('the page cache store (issue 19)', () => {
  async function entry(
    body: string,
    renderedAt = 1000,
    changesAt = Number.POSITIVE_INFINITY,
  ): Promise<PageEntry> {
    const made = await createPageEntry({
      headers: new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=1', 'x-shop-route': 'index' }),
      body: Buffer.from(body),
      nonce: 'n',
      version: 7,
      renderedAt,
      changesAt,
    });
    if (!made) throw new Error('no entry');
    return made;
  }

  it('keeps brotli, gzip and plain bytes of a page and none of its per-answer headers', async () => {
    const made = await entry('<html>'.repeat(500));
    expect(brotliDecompressSync(made.br).toString()).toBe('<html>'.repeat(500));
    expect(gunzipSync(made.gzip).toString()).toBe('<html>'.repeat(500));
    expect(made.headers.map(([name]) => name)).toEqual(['content-type', 'x-shop-route']);
  });

  it('an entry lives until the first time its page changes, at most 30 s, and is not made for less than a second', async () => {
    expect((await entry('a', 1000)).expiresAt).toBe(31_000);
    expect((await entry('a', 1000, 5000)).expiresAt).toBe(5000);
    await expect(
      createPageEntry({
        headers: new Headers(),
        body: Buffer.from('a'),
        nonce: 'n',
        version: 1,
        renderedAt: 1000,
        changesAt: 1500,
      }),
    ).resolves.toBeUndefined();
  });

  it('answers an entry only for the change version it was made at and before it expires', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000 });
    cache.store('k', await entry('page'));
    expect(cache.lookup('k', 2000, 7)).toBeDefined();
    expect(cache.lookup('k', 2000, 8)).toBeUndefined();
    cache.store('k', await entry('page'));
    expect(cache.lookup('k', 31_000, 7)).toBeUndefined();
  });

  it('holds at most its bytes and entries, dropping the least recently used first', async () => {
    const one = await entry('x'.repeat(100));
    const cache = createPageCache({ maxBytes: one.bytes * 3, maxEntries: 10 });
    for (const key of ['a', 'b', 'c']) cache.store(key, one);
    expect(cache.lookup('a', 2000, 7)).toBeDefined();
    cache.store('d', one);
    expect(cache.entries).toBe(3);
    expect(cache.bytes).toBe(one.bytes * 3);
    expect(cache.lookup('b', 2000, 7)).toBeUndefined();
    expect(cache.lookup('a', 2000, 7)).toBeDefined();
    const counted = createPageCache({ maxBytes: 1_000_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) counted.store(key, one);
    expect(counted.entries).toBe(2);
  });

  it('chooses brotli, then gzip, then plain; If-None-Match matches any encoding of the entry', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    const tagged = { tag: 'abc' };
    expect(entityTag(tagged, 'br')).toBe('"abc-br"');
    expect(matchesEntry('"x", W/"abc-gzip"', tagged)).toBe(true);
    expect(matchesEntry('"abcd"', tagged)).toBe(false);
    expect(matchesEntry('*', tagged)).toBe(true);
  });

  it('a shared cache keeps a page 10 s and answers it stale for 30 s more, but never past its next change', () => {
    expect(sharedCacheControl(Number.POSITIVE_INFINITY, 0)).toBe(sharedControl);
    expect(sharedCacheControl(25_000, 0)).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=15');
    expect(sharedCacheControl(4_000, 0)).toBe('public, max-age=0, s-maxage=4');
    expect(sharedCacheControl(500, 0)).toBe('public, max-age=0, must-revalidate');
  });
});

async function fetchJson<T>(port: number, path: string): Promise<T> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

async function postJson<T>(port: number, path: string, body: unknown): Promise<T> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}
