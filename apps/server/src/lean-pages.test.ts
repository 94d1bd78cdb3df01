import { seedDatabase } from '@shop/api/seed/seed';
import { createTestDatabase, type TestDatabase } from '@shop/api/testing/test-databases';
import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer } from './server.ts';
import { hasWebBuild, loadWebBuild } from './web-build.ts';

/** Issue 19: a product page's HTML is at most 60 KB (KB = 1024 bytes), in every store. */
const productPageBudget = 60 * 1024;

describe('lean product pages (issue 19)', () => {
  let testDatabase: TestDatabase;
  let server: FastifyInstance;

  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('No storefront build: run `npm run build` before these tests.');
    testDatabase = await createTestDatabase('sqlite');
    // The demo catalog as `npm start` seeds it: its popular product has a full page of related cards.
    await seedDatabase(testDatabase.database, { products: 2400, secret: testDatabase.config.secret });
    server = await createShopServer({
      config: { ...testDatabase.config, pageCache: { enabled: false, maxBytes: 0 } },
      database: testDatabase.database,
      web: await loadWebBuild(),
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  async function popularProductPage(locale: LocaleCode): Promise<string> {
    const listed = await server.inject({
      url: `/api/products?popular=true&limit=1&locale=${locale}&sid=${storeIds[locale]}`,
    });
    const [product] = listed.json<{ url_fragment: string }[]>();
    if (!product) throw new Error(`no popular product in ${locale}`);
    const page = await server.inject({ url: `/${locale}${product.url_fragment}` });
    expect(page.statusCode).toBe(200);
    return page.body;
  }

  it.each(localeCodes)('the popular product page in %s is at most 60 KB of HTML', async (locale) => {
    const html = await popularProductPage(locale);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(productPageBudget);
  });

  it('carries its JSON-LD once, in the page and not in the loader data, and its route manifest without indentation', async () => {
    const html = await popularProductPage('sv');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)];
    expect(jsonLd).toHaveLength(1);
    const [product, breadcrumbs] = JSON.parse(jsonLd[0]?.[1] ?? '[]') as [
      { '@type': string; url: string },
      { '@type': string; itemListElement: { item?: string }[] },
    ];
    expect(product['@type']).toBe('Product');
    expect(product.url).toMatch(/^http:\/\/[^/]+\/sv\/produkt\//);
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    const links = breadcrumbs.itemListElement.slice(0, -1);
    expect(links.length).toBeGreaterThan(0);
    for (const crumb of links) expect(crumb.item).toMatch(/^http:\/\//);
    // The streamed loader data no longer holds a second, escaped copy of it.
    expect(html.match(/schema\.org/g)?.length).toBe(
      html.slice(jsonLd[0]?.index).match(/schema\.org/g)?.length,
    );
    const loaderData = html.slice(html.indexOf('streamController.enqueue'));
    expect(loaderData).not.toContain('schema.org');
    expect(html).toContain('window.__reactRouterManifest = {"entry":{');
  });
});
