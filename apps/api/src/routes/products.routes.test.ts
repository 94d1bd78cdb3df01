import { ImageType, type Product, productSchema } from '@shop/contracts/product';
import { productPageResponseSchema } from '@shop/contracts/product-page';
import { productSearchResponseSchema } from '@shop/contracts/search';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import { startCatalogTestApi, store } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

describeEachDatabase('products: search, popular, upsell, recommendations, product page', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogTestApi(kind);
  });
  afterAll(() => api.close());

  const products = (body: unknown) => productSchema.array().parse(body);

  // --- GET /api/products, search form ------------------------------------------------------

  it('searches by name in the store language and gives the total in x-be-records (spec 7)', async () => {
    const response = await api.request(`/api/products?${store.sv}&query=skärm%20iphone%2016&co=5`);
    expect(response.status).toBe(200);
    const body = productSearchResponseSchema.parse(response.body);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    expect(Number(response.headers.get('x-be-records'))).toBeGreaterThanOrEqual(body.products.length);
    for (const product of body.products) {
      expect(product.name.toLowerCase()).toContain('iphone 16');
      expect(product.name).toContain('Skärm');
    }
  });

  it('matches a word being typed as a prefix (type-ahead)', async () => {
    const response = await api.request(`/api/products?${store.sv}&query=iph&co=3`);
    const body = productSearchResponseSchema.parse(response.body);
    expect(body.products.length).toBe(3);
    expect(Number(response.headers.get('x-be-records'))).toBeGreaterThan(3);
  });

  it('tolerates a small typo', async () => {
    const exact = await api.request(`/api/products?${store.fi}&query=samsung&co=5`);
    const typo = await api.request(`/api/products?${store.fi}&query=samsugn&co=5`);
    expect(typo.status).toBe(200);
    expect(Number(typo.headers.get('x-be-records'))).toBe(Number(exact.headers.get('x-be-records')));
    expect(productSearchResponseSchema.parse(typo.body).products[0]?.prefix).toBe('Samsung');
  });

  it('finds a product by its sku', async () => {
    const first = productSearchResponseSchema.parse(
      (await api.request(`/api/products?${store.sv}&query=galaxy&co=1`)).body,
    ).products[0];
    expect(first).toBeDefined();
    const response = await api.request(
      `/api/products?${store.sv}&query=${encodeURIComponent(first?.sku ?? '')}`,
    );
    const body = productSearchResponseSchema.parse(response.body);
    expect(body.products[0]?.sku).toBe(first?.sku);
  });

  it('ranks a product named by the query above one that only sits in a matching category', async () => {
    const response = await api.request(`/api/products?${store.sv}&query=batteri&co=5`);
    const body = productSearchResponseSchema.parse(response.body);
    expect(body.products[0]?.name).toMatch(/^Batteri/);
  });

  it('returns matching categories with uri and hierarchy (spec 3)', async () => {
    const response = await api.request(`/api/products?${store.sv}&query=skärmar&co=1`);
    const body = productSearchResponseSchema.parse(response.body);
    const displays = body.categories.find((category) => category.path === 'reservdelar/skarmar');
    expect(displays?.uri).toBe('/kategori/reservdelar/skarmar');
    expect(displays?.hierarchy.map((level) => level.name)).toEqual(['Reservdelar', 'Skärmar']);
  });

  it('searches in each store language: skjerm in no, näyttö in fi, scherm in nl', async () => {
    for (const [query, storeQuery] of [
      ['skjerm', store.no],
      ['näyttö', store.fi],
      ['scherm', store.nl],
    ] as const) {
      const response = await api.request(
        `/api/products?${storeQuery}&query=${encodeURIComponent(query)}&co=2`,
      );
      expect(productSearchResponseSchema.parse(response.body).products.length).toBeGreaterThan(0);
    }
  });

  it('pages through results with co and page', async () => {
    const first = productSearchResponseSchema.parse(
      (await api.request(`/api/products?${store.sv}&query=iphone&co=4&page=1`)).body,
    );
    const second = productSearchResponseSchema.parse(
      (await api.request(`/api/products?${store.sv}&query=iphone&co=4&page=2`)).body,
    );
    expect(second.products.length).toBe(4);
    expect(second.products.map((product) => product.id)).not.toContain(first.products[0]?.id);
  });

  it('answers no products and a zero count for a query that matches nothing', async () => {
    const response = await api.request(`/api/products?${store.sv}&query=xyzzyqqq`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-be-records')).toBe('0');
    expect(productSearchResponseSchema.parse(response.body).products).toEqual([]);
  });

  it('refuses a query of fewer than 2 characters (spec 5)', async () => {
    const response = await api.request(`/api/products?${store.sv}&query=%20a%20`);
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('query must be at least 2 characters');
  });

  it('refuses a count above 96', async () => {
    expect((await api.request(`/api/products?${store.sv}&query=iphone&co=500`)).status).toBe(400);
  });

  // --- popular and upsell forms -------------------------------------------------------------

  it('lists popular products, most popular first, with limit and in_stock', async () => {
    const response = await api.request(`/api/products?${store.sv}&popular=1&limit=6&in_stock=1`);
    expect(response.status).toBe(200);
    const list = products(response.body);
    expect(list).toHaveLength(6);
    expect(list.every((product) => product.stock_status === 'in-stock')).toBe(true);
    expect(list.every((product) => product.type !== 4)).toBe(true);
  });

  it('lists the upsell products of a product (limit 4 by default)', async () => {
    const popular = products((await api.request(`/api/products?${store.sv}&popular=true&limit=10`)).body);
    const withOffer = popular.find((product) => product.has_upselling);
    expect(withOffer).toBeDefined();
    const response = await api.request(`/api/products?${store.sv}&upselling_id=${withOffer?.id}`);
    expect(response.status).toBe(200);
    const list = products(response.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(4);
  });

  it('answers 404 for the upsell of an unknown product', async () => {
    const response = await api.request(`/api/products?${store.sv}&upselling_id=999999`);
    expect(response.status).toBe(404);
  });

  it('refuses GET /api/products without query, popular or upselling_id', async () => {
    const response = await api.request(`/api/products?${store.sv}&limit=4`);
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('needs query (search), upselling_id (upsell) or popular');
  });

  it('refuses every form without a matching locale and sid (spec 7)', async () => {
    for (const path of [
      '/api/products?query=iphone',
      '/api/products?popular=1&locale=sv&sid=4',
      '/api/products?upselling_id=5&locale=xx&sid=1',
    ]) {
      const response = await api.request(path);
      expect(response.status).toBe(400);
    }
  });

  // --- GET /api/products/{id}/upselling -----------------------------------------------------

  it('answers a truthy offer for a product with upselling and false for one without', async () => {
    const popular = products((await api.request(`/api/products?${store.sv}&popular=1&limit=40`)).body);
    const withOffer = popular.find((product) => product.has_upselling);
    const giftCards = await api.request(`/api/category-by-path?${store.sv}&path=presentkort`);
    const without = (giftCards.json.products as unknown as Product[]).find(
      (product) => !product.has_upselling,
    );
    const offer = await api.request(`/api/products/${withOffer?.id}/upselling?${store.sv}`);
    expect(offer.status).toBe(200);
    expect(offer.json.product_id).toBe(withOffer?.id);
    expect((offer.json.product_ids as unknown as number[]).length).toBeGreaterThan(0);
    const none = await api.request(`/api/products/${without?.id}/upselling?${store.sv}`);
    expect(none.status).toBe(200);
    expect(none.body).toBe(false);
  });

  it('answers 404 for the upselling of an unknown product and 400 for a bad id', async () => {
    expect((await api.request(`/api/products/999999/upselling?${store.sv}`)).status).toBe(404);
    expect((await api.request(`/api/products/abc/upselling?${store.sv}`)).status).toBe(400);
  });

  // --- POST /api/product-recommendations ----------------------------------------------------

  it('recommends products for the phone models of the browsing history', async () => {
    const seen = productSearchResponseSchema.parse(
      (await api.request(`/api/products?${store.da}&query=iphone%2016&co=1`)).body,
    ).products[0];
    const response = await api.request(`/api/product-recommendations?${store.da}`, {
      method: 'POST',
      json: { sku: [seen?.main_sku], user_id: 'u-1', product_box_id: 'home' },
    });
    expect(response.status).toBe(200);
    const list = products(response.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((product) => product.main_sku)).not.toContain(seen?.main_sku);
  });

  it('falls back to popular products when nothing is found, except in sv (spec 4)', async () => {
    const fi = await api.request(`/api/product-recommendations?${store.fi}`, {
      method: 'POST',
      json: { sku: [] },
    });
    expect(products(fi.body).length).toBeGreaterThan(0);
    const sv = await api.request(`/api/product-recommendations?${store.sv}`, {
      method: 'POST',
      json: { sku: ['NO-SUCH-SKU'] },
    });
    expect(sv.status).toBe(200);
    expect(sv.body).toEqual([]);
  });

  it('refuses malformed, oversized and non-JSON recommendation bodies', async () => {
    const malformed = await api.request(`/api/product-recommendations?${store.sv}`, {
      method: 'POST',
      json: { sku: 'APL' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toContain('sku');
    const broken = await api.request(`/api/product-recommendations?${store.sv}`, {
      method: 'POST',
      body: '{"sku": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const huge = await api.request(`/api/product-recommendations?${store.sv}`, {
      method: 'POST',
      json: { sku: ['x'.repeat(70_000)] },
    });
    expect(huge.status).toBe(413);
    const xml = await api.request(`/api/product-recommendations?${store.sv}`, {
      method: 'POST',
      body: '<sku>1</sku>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    const noStore = await api.request('/api/product-recommendations', { method: 'POST', json: { sku: [] } });
    expect(noStore.status).toBe(400);
  });

  // --- GET /api/product-by-slug/{slug} ------------------------------------------------------

  async function productPage(slug: string, query: string = store.sv) {
    const response = await api.request(`/api/product-by-slug/${slug}?${query}`);
    expect(response.status).toBe(200);
    return productPageResponseSchema.parse(response.body);
  }

  it('answers the product page with every field of spec 3', async () => {
    const first = products(
      (await api.request(`/api/products?${store.sv}&popular=1&limit=1`)).body,
    )[0] as Product;
    const page = await productPage(first.slug);
    const product = page.product;
    for (const field of [
      'id',
      'type',
      'name',
      'prefix',
      'slug',
      'sku',
      'main_sku',
      'thumb',
      'url_fragment',
      'score',
      'group_id',
      'discount_category',
      'vat',
      'prices',
      'categories',
      'variations',
      'variation_attributes',
      'stock_status',
      'estimated_at',
      'is_new',
      'has_upselling',
      'images',
    ]) {
      expect(product).toHaveProperty(field);
    }
    expect(product.url_fragment).toBe(`/produkt/${product.slug}`);
    expect(product.vat).toBe(1.25);
    expect(product.thumb?.url).toMatch(/^\/api\/images\/\d+\.svg$/);
    expect(product.images.some((image) => image.type === ImageType.Thumb)).toBe(true);
    expect(product.images.some((image) => image.type === ImageType.Gallery)).toBe(true);
    expect(page.breadcrumbs.at(-1)).toEqual({ name: product.name, uri: product.url_fragment });
    expect(page.breadcrumbs[0]?.uri).toMatch(/^\/kategori\//);
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.accessories.length).toBeGreaterThan(0);
    expect(page.related.map((entry) => entry.id)).not.toContain(product.id);
  });

  it('an in-stock product whose units are sold reads as back-order, as the cart says (issue 22: one stock truth)', async () => {
    const first = products(
      (await api.request(`/api/products?${store.sv}&popular=1&limit=1&in_stock=1`)).body,
    )[0] as Product;
    const db = api.database.db;
    const { stock } = await db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ stock: 0 }).where('id', '=', first.id).execute();
    try {
      catalogCacheFor(api.database).invalidate();
      // The cart's rule (cart/stock-policy.ts, tested there): no units of an in-stock product is back-order.
      expect((await productPage(first.slug)).product.stock_status).toBe('back-order');
    } finally {
      await db.updateTable('products').set({ stock }).where('id', '=', first.id).execute();
      catalogCacheFor(api.database).invalidate();
    }
  });

  it('gives prices in major units including VAT, per store currency (spec 3)', async () => {
    const sv = products((await api.request(`/api/products?${store.sv}&popular=1&limit=1`)).body)[0];
    const fi = (await productPage(sv?.slug ?? '', store.sv)).product;
    const nlFirst = products((await api.request(`/api/products?${store.nl}&popular=1&limit=1`)).body)[0];
    expect(Number.isInteger(fi.prices.n[0]?.p)).toBe(true);
    expect(fi.prices.n[0]?.q).toBe(1);
    expect(nlFirst?.vat).toBe(1.21);
    // EUR prices have cents: 24.95 and the like.
    expect(Math.round((nlFirst?.prices.n[0]?.p ?? 0) * 100) % 100).not.toBe(0);
  });

  it('shows a Variant product with its variations, each with own sku, prices and vat', async () => {
    const search = productSearchResponseSchema.parse(
      (await api.request(`/api/products?${store.sv}&query=skal%20silikon&co=5`)).body,
    );
    const variant = search.products.find((product) => product.type === 2);
    expect(variant).toBeDefined();
    const page = await productPage(variant?.slug ?? '');
    expect(page.product.variations.length).toBeGreaterThanOrEqual(2);
    for (const variation of page.product.variations) {
      expect(variation.sku).toContain(page.product.sku);
      expect(variation.main_sku).toBe(page.product.sku);
      expect(variation.prices.n.length).toBeGreaterThan(0);
      expect(variation.vat).toBe(1.25);
    }
    expect(page.product.variation_attributes[0]?.name).toBe('Färg');
    expect(page.product.selected_variation_id).toBeNull();
  });

  it('answers a variation slug with its product and the variation selected', async () => {
    const search = productSearchResponseSchema.parse(
      (await api.request(`/api/products?${store.sv}&query=skal%20silikon&co=5`)).body,
    );
    const variant = search.products.find((product) => product.type === 2);
    const page = await productPage(variant?.slug ?? '');
    const variation = page.product.variations[1];
    const { slug } = await api.database.db
      .selectFrom('product_texts')
      .select('slug')
      .where('product_id', '=', variation?.id ?? 0)
      .where('locale', '=', 'sv')
      .executeTakeFirstOrThrow();
    const byVariation = await api.request(`/api/product-by-slug/${slug}?${store.sv}`);
    expect(byVariation.status).toBe(200);
    expect(productPageResponseSchema.parse(byVariation.body).product.selected_variation_id).toBe(
      variation?.id,
    );
  });

  it('shows a campaign list with the original price and discount on its first tier (spec 5)', async () => {
    const campaign = await api.request(`/api/category-by-path?${store.sv}&path=kampanj`);
    const product = (campaign.json.products as unknown as Product[])[0];
    expect(product?.prices.c?.[0]?.o).toBeGreaterThan(product?.prices.c?.[0]?.p ?? 0);
    expect(product?.prices.c?.[0]?.d).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown slug and for another store’s slug', async () => {
    const missing = await api.request(`/api/product-by-slug/no-such-product?${store.sv}`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toContain('no-such-product');
    const sv = products((await api.request(`/api/products?${store.sv}&popular=1&limit=1`)).body)[0];
    expect((await api.request(`/api/product-by-slug/${sv?.slug}?${store.fi}`)).status).toBe(404);
  });

  it('refuses a malformed slug and a missing store', async () => {
    expect((await api.request(`/api/product-by-slug/Not%20A%20Slug?${store.sv}`)).status).toBe(400);
    expect((await api.request('/api/product-by-slug/anything')).status).toBe(400);
  });

  it('serves catalog reads from the cache until the catalog is invalidated', async () => {
    const first = products(
      (await api.request(`/api/products?${store.sv}&popular=1&limit=1`)).body,
    )[0] as Product;
    const path = `/api/product-by-slug/${first.slug}?${store.sv}`;
    expect((await api.request(path)).json).toBeDefined();
    await api.database.db
      .updateTable('product_texts')
      .set({ name: 'Renamed in the back office' })
      .where('product_id', '=', first.id)
      .where('locale', '=', 'sv')
      .execute();
    const cached = productPageResponseSchema.parse((await api.request(path)).body);
    expect(cached.product.name).toBe(first.name);
    catalogCacheFor(api.database).invalidate();
    const fresh = productPageResponseSchema.parse((await api.request(path)).body);
    expect(fresh.product.name).toBe('Renamed in the back office');
    expect(productPageResponseSchema.parse((await api.request(`${path}&nc=1`)).body).product.name).toBe(
      'Renamed in the back office',
    );
  });
});
