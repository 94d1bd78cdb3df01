import {
  brandPageResponseSchema,
  brandsResponseSchema,
  tagPageResponseSchema,
} from '@shop/contracts/brands-tags';
import {
  type Category,
  categoryPageResponseSchema,
  productCategoriesResponseSchema,
} from '@shop/contracts/categories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCatalogTestApi, store } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

describeEachDatabase('categories, brands and tags', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogTestApi(kind);
  });
  afterAll(() => api.close());

  const categoryPage = async (query: string) => {
    const response = await api.request(`/api/category-by-path?${query}`);
    expect(response.status).toBe(200);
    return categoryPageResponseSchema.parse(response.body);
  };

  // --- GET /api/product-categories ----------------------------------------------------------

  it('answers the main menu for v=2&main_menu=true: top-level menu categories only (spec 7)', async () => {
    const response = await api.request(`/api/product-categories?${store.sv}&v=2&main_menu=true`);
    expect(response.status).toBe(200);
    const menu = productCategoriesResponseSchema.parse(response.body);
    expect(menu.map((category) => category.name)).toContain('Reservdelar');
    expect(menu.every((category) => category.parent_id === null && category.show_in_menu)).toBe(true);
    expect(menu.map((category) => category.slug)).not.toContain('nyheter');
  });

  it('answers the full tree for v=2, nested, in the store language', async () => {
    const response = await api.request(`/api/product-categories?${store.fi}&v=2`);
    const tree = productCategoriesResponseSchema.parse(response.body);
    const parts = tree.find((category) => category.slug === 'varaosat') as Category;
    const displays = parts.children.find((category) => category.slug === 'naytot') as Category;
    expect(displays.uri).toBe('/kategoria/varaosat/naytot');
    expect(displays.parent_id).toBe(parts.id);
    expect(displays.children.map((category) => category.name)).toContain('Samsung');
    expect(tree.map((category) => category.slug)).toContain('uutuudet');
  });

  it('refuses a missing or other version', async () => {
    expect((await api.request(`/api/product-categories?${store.sv}`)).status).toBe(400);
    const response = await api.request(`/api/product-categories?${store.sv}&v=1`);
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('v must be 2');
  });

  // --- POST /api/category-children ----------------------------------------------------------

  it('maps each category to the given products in it or below it (spec 7)', async () => {
    const page = await categoryPage(`${store.sv}&path=reservdelar/skarmar`);
    const display = page.products[0];
    const cables = await categoryPage(`${store.sv}&path=kablar`);
    const cable = cables.products[0];
    const response = await api.request(`/api/category-children?${store.sv}`, {
      method: 'POST',
      json: {
        productIDs: [display?.id, cable?.id, 999999],
        Categories: [page.category.parent_id, cables.category.id, 888888],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      [String(page.category.parent_id)]: [display?.id],
      [String(cables.category.id)]: [cable?.id],
      '888888': [],
    });
  });

  it('refuses malformed, oversized or overlong category-children bodies', async () => {
    const post = (body: unknown) =>
      api.request(`/api/category-children?${store.sv}`, { method: 'POST', json: body });
    expect((await post({ productIDs: 'all', Categories: [1] })).status).toBe(400);
    expect((await post({ productIDs: [1] })).status).toBe(400);
    expect((await post({ productIDs: [-1], Categories: [1] })).status).toBe(400);
    const many = await post({
      productIDs: Array.from({ length: 501 }, (_unused, index) => index + 1),
      Categories: [1],
    });
    expect(many.status).toBe(400);
    expect(many.json.message).toContain('at most 500');
    expect((await post({ productIDs: [1], Categories: [1], padding: 'x'.repeat(70_000) })).status).toBe(413);
    const wrongStore = await api.request('/api/category-children?locale=sv&sid=6', {
      method: 'POST',
      json: { productIDs: [1], Categories: [1] },
    });
    expect(wrongStore.status).toBe(400);
  });

  // --- GET /api/category-by-path ------------------------------------------------------------

  it('answers a category by its free-form path with 48 products per page', async () => {
    const page = await categoryPage(`${store.sv}&path=reservdelar`);
    expect(page.category.name).toBe('Reservdelar');
    expect(page.per_page).toBe(48);
    expect(page.products.length).toBe(Math.min(48, page.total));
    expect(page.pages).toBe(Math.ceil(page.total / 48));
    expect(page.breadcrumbs).toEqual([{ name: 'Reservdelar', uri: '/kategori/reservdelar' }]);
    expect(page.category.children.map((child) => child.slug)).toContain('skarmar');
    const second = await categoryPage(`${store.sv}&path=reservdelar&page=2`);
    expect(second.products.map((product) => product.id)).not.toContain(page.products[0]?.id);
  });

  it('accepts the path with slashes around it and answers the hierarchy', async () => {
    const page = await categoryPage(`${store.nl}&path=${encodeURIComponent('/onderdelen/schermen/')}`);
    expect(page.category.hierarchy.map((level) => level.slug)).toEqual(['onderdelen', 'schermen']);
    expect(page.category.uri).toBe('/categorie/onderdelen/schermen');
  });

  it('sorts by price, both ways, using the campaign price when there is one', async () => {
    const ascending = await categoryPage(`${store.sv}&path=reservdelar&sort=price-asc`);
    const price = (product: (typeof ascending.products)[number]) =>
      product.prices.c?.[0]?.p ?? product.prices.n[0]?.p ?? 0;
    const prices = ascending.products.map(price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await categoryPage(`${store.sv}&path=reservdelar&sort=price-desc`);
    const down = descending.products.map(price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('filters by phone_model (spec 2) and lists the phone models as a facet', async () => {
    const all = await categoryPage(`${store.sv}&path=reservdelar`);
    const model = all.filters.phone_models[0];
    expect(model).toBeDefined();
    const filtered = await categoryPage(`${store.sv}&path=reservdelar&phone_model=${model?.slug}`);
    expect(filtered.total).toBe(model?.count);
    expect(filtered.applied.phone_model).toBe(model?.slug);
    expect(filtered.products.every((product) => product.name.includes(model?.name ?? '?'))).toBe(true);
  });

  it('filters by brand and by stock', async () => {
    const byBrand = await categoryPage(`${store.sv}&path=skal-och-fodral&brand=samsung`);
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.products.every((product) => product.prefix === 'Samsung')).toBe(true);
    const inStock = await categoryPage(`${store.sv}&path=reservdelar&in_stock=1`);
    expect(inStock.products.every((product) => product.stock_status === 'in-stock')).toBe(true);
    const all = await categoryPage(`${store.sv}&path=reservdelar`);
    expect(inStock.total).toBe(all.filters.in_stock);
  });

  it('answers 404 for an unknown path and 400 for bad filters or sort', async () => {
    const missing = await api.request(`/api/category-by-path?${store.sv}&path=finns/inte`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toContain('finns/inte');
    expect((await api.request(`/api/category-by-path?${store.sv}&path=reservdelar&sort=cheap`)).status).toBe(
      400,
    );
    expect(
      (await api.request(`/api/category-by-path?${store.sv}&path=reservdelar&phone_model=nokia-3310`)).status,
    ).toBe(400);
    expect((await api.request(`/api/category-by-path?${store.sv}&path=reservdelar&page=0`)).status).toBe(400);
    expect((await api.request(`/api/category-by-path?${store.sv}`)).status).toBe(400);
    // Another store's path is not this store's.
    expect((await api.request(`/api/category-by-path?${store.sv}&path=varaosat`)).status).toBe(404);
  });

  // --- brands and tags ----------------------------------------------------------------------

  it('lists the ten menu brands in the spec’s order (spec 2)', async () => {
    const response = await api.request(`/api/brands?${store.sv}`);
    const brands = brandsResponseSchema.parse(response.body);
    expect(brands.map((brand) => brand.name)).toEqual([
      'Apple',
      'Google Pixel',
      'Huawei',
      'Motorola',
      'OnePlus',
      'Samsung',
      'Sony',
      'Universal',
      'Xiaomi',
      'Övriga',
    ]);
    expect(brands[0]?.uri).toBe('/varumarke/apple');
  });

  it('answers a brand page with its products', async () => {
    const response = await api.request(`/api/brand-by-slug/apple?${store.da}`);
    expect(response.status).toBe(200);
    const page = brandPageResponseSchema.parse(response.body);
    expect(page.brand.uri).toBe('/maerke/apple');
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.every((product) => product.prefix === 'Apple' || product.prefix === null)).toBe(
      true,
    );
  });

  it('answers a tag page with its products', async () => {
    const response = await api.request(`/api/tag-by-slug/magsafe?${store.no}`);
    expect(response.status).toBe(200);
    const page = tagPageResponseSchema.parse(response.body);
    expect(page.tag.uri).toBe('/produkt-stikkord/magsafe');
    expect(page.total).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown brand or tag', async () => {
    expect((await api.request(`/api/brand-by-slug/nokia?${store.sv}`)).status).toBe(404);
    expect((await api.request(`/api/tag-by-slug/nothing?${store.sv}`)).status).toBe(404);
    expect((await api.request('/api/brand-by-slug/apple?locale=sv')).status).toBe(400);
  });
});
