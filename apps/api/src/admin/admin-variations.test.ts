import type { AdminProduct, AdminProductListResponse } from '@shop/contracts/admin-catalog';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CATEGORY,
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  storeQuery,
} from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createCase,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17, variations: staff add a variation under a product (its own SKU, prices, stock, texts
 * and images; the product's kind, brand, group, discount category, VAT and category), edit it in
 * the same editor, and the storefront's product page offers it once it is published. Every write
 * checks and raises a version, is audited and announced on the change feed.
 */

interface ShopperVariation {
  readonly sku: string;
  readonly name: string;
  readonly prices: { n: { q: number; p: number }[] };
}

describeEachDatabase('the variations API', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;
  let owner: StaffSession;
  let orders: StaffSession;
  let customerToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    catalog = await signIn(api, await createMember(api, 'catalog'));
    owner = await signIn(api, await createMember(api, 'owner'));
    orders = await signIn(api, await createMember(api, 'orders'));
    customerToken = await customerTokenFor(api, 'variations@example.se');
  });
  afterAll(() => api.close());

  let made = 0;
  const unique = (word: string) => {
    made += 1;
    return `${word}-${kind}-${made}`.toUpperCase();
  };
  const read = async (id: number): Promise<AdminProduct> => {
    const response = await adminCall(api, catalog, 'GET', `/api/admin/products/${id}`);
    expect(response.status).toBe(200);
    return response.body as AdminProduct;
  };
  const newProduct = (extra: Record<string, unknown> = {}) => {
    const sku = unique('SKAL');
    return createCase(api, catalog, sku, {
      texts: { sv: { name: `Skal ${sku}`, description: 'Tunt skal' }, fi: { name: `Kuori ${sku}` } },
      ...extra,
    });
  };
  const addVariation = (productId: number, body: Record<string, unknown>, session = catalog) =>
    adminCall(api, session, 'POST', `/api/admin/products/${productId}/variations`, body);
  const auditActions = async (id: number) =>
    (
      await api.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', 'product')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((entry) => entry.action);
  const productCount = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('products')
          .select((select) => select.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const shopperVariations = async (slug: string) => {
    const page = await api.request(`/api/product-by-slug/${slug}?${storeQuery('sv')}&nc=1`);
    expect(page.status).toBe(200);
    return (page.json.product as { variations: ShopperVariation[] }).variations;
  };

  it("adds a variation that takes the product's group, VAT and category; a Standard product becomes a Variant; the product page offers it once published with a price", async () => {
    const product = await newProduct();
    const sku = unique('SKAL-BLA');
    const created = await addVariation(product.id, {
      version: product.version,
      sku,
      attributes: { color: 'blue' },
      published: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const variation = created.body as AdminProduct;
    expect(variation).toMatchObject({
      parent_id: product.id,
      sku,
      main_sku: product.sku,
      type: 'Standard',
      kind: product.kind,
      group_id: 6,
      discount_category: 2,
      vat_class: 'standard',
      primary_category_id: CATEGORY.cases,
      category_ids: [],
      attributes: { color: 'blue' },
      published: true,
      stock: 0,
      version: 1,
    });
    // Named as the seed names variations: the product's name and the option in each language.
    expect(variation.texts.sv).toMatchObject({
      name: `${product.texts.sv?.name} – Blå`,
      description: 'Tunt skal',
    });
    expect(variation.texts.fi?.name).toBe(`${product.texts.fi?.name} – Sininen`);
    expect(variation.texts.no).toBeUndefined();

    const parent = await read(product.id);
    expect(parent).toMatchObject({ type: 'Variant', version: product.version + 1 });
    expect(parent.variations).toEqual([
      {
        id: variation.id,
        sku,
        name: variation.texts.sv?.name,
        attributes: { color: 'blue' },
        published: true,
        stock: 0,
        stock_status: 'back-order',
        prices: {},
      },
    ]);

    const priced = await adminCall(api, catalog, 'PUT', `/api/admin/products/${variation.id}/prices/sv`, {
      version: variation.version,
      normal: [{ quantity: 1, price: 249 }],
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const shown = await shopperVariations(product.texts.sv?.slug ?? '');
    expect(shown.map((offered) => [offered.sku, offered.name, offered.prices.n[0]?.p])).toEqual([
      [sku, variation.texts.sv?.name, 249],
    ]);
    expect((await read(product.id)).variations[0]?.prices).toEqual({ sv: { currency: 'SEK', price: 249 } });

    expect(await auditActions(product.id)).toEqual(['product.create', 'product.variation.create']);
    expect(await auditActions(variation.id)).toEqual(['product.create', 'product.prices']);
    const announced = await api.database.db
      .selectFrom('change_feed')
      .select('key')
      .where('topic', '=', 'catalog')
      .where('key', 'in', [`product:${product.id}`, `product:${variation.id}`])
      .execute();
    expect(announced.map((row) => row.key).sort()).toEqual(
      [`product:${product.id}`, `product:${variation.id}`].sort(),
    );
  });

  it('keeps a new variation off the product page until it is published', async () => {
    const product = await newProduct();
    const hidden = await addVariation(product.id, { sku: unique('DOLD'), attributes: { color: 'red' } });
    expect(hidden.status).toBe(201);
    const variation = hidden.body as AdminProduct;
    expect(variation.published).toBe(false);
    expect(await shopperVariations(product.texts.sv?.slug ?? '')).toEqual([]);
    const published = await adminCall(api, owner, 'PATCH', `/api/admin/products/${variation.id}`, {
      version: variation.version,
      published: true,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await shopperVariations(product.texts.sv?.slug ?? '')).map((offered) => offered.sku)).toEqual([
      variation.sku,
    ]);
  });

  it("edits a variation's own texts, attributes and stock with its version; refuses the product's fields on it (422) and a stale version (409)", async () => {
    const product = await newProduct();
    const variation = (
      await addVariation(product.id, { sku: unique('EGEN'), attributes: { color: 'green' } })
    ).body as AdminProduct;
    const saved = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${variation.id}`, {
      version: variation.version,
      attributes: { color: 'Skogsgrön' },
      texts: { sv: { name: 'Skal – Skogsgrön' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ attributes: { color: 'Skogsgrön' }, version: variation.version + 1 });
    const stock = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${variation.id}/stock`, {
      version: variation.version + 1,
      stock: 7,
      stock_status: 'in-stock',
    });
    expect(stock.status).toBe(200);
    expect((await read(product.id)).variations[0]).toMatchObject({ stock: 7, stock_status: 'in-stock' });

    const before = await read(variation.id);
    const parentFields = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${variation.id}`, {
      version: before.version,
      vat_class: 'none',
      category_ids: [CATEGORY.screens],
      texts: { sv: { name: 'Ska inte sparas' } },
    });
    expect(parentFields.status).toBe(422);
    expect(parentFields.json.error).toBe('VARIATION_FIELD_OF_PRODUCT');
    expect((parentFields.json.issues as { path: string }[]).map((issue) => issue.path)).toEqual([
      'vat_class',
      'category_ids',
    ]);
    const stale = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${variation.id}`, {
      version: variation.version,
      texts: { sv: { name: 'Gammal version' } },
    });
    expect([stale.status, stale.json.error, stale.json.changed_fields]).toEqual([
      409,
      'VERSION_CONFLICT',
      ['texts.sv.name', 'stock', 'stock_status', 'attributes'],
    ]);
    const onProduct = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: (await read(product.id)).version,
      attributes: { color: 'black' },
    });
    expect([onProduct.status, onProduct.json.error]).toEqual([422, 'NOT_A_VARIATION']);
    expect(await read(variation.id)).toEqual(before);
  });

  it("passes a product's group, VAT and brand on to its variations", async () => {
    const product = await newProduct();
    const variation = (await addVariation(product.id, { sku: unique('ARV'), attributes: { color: 'white' } }))
      .body as AdminProduct;
    const changed = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: (await read(product.id)).version,
      group_id: 9,
      vat_class: 'none',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await read(variation.id)).toMatchObject({
      group_id: 9,
      vat_class: 'none',
      version: variation.version + 1,
    });
  });

  it('refuses bad input (400), a taken SKU or option (409), a variation, SET or gift card as the product (422) and an unknown product (404), writing nothing', async () => {
    const product = await newProduct();
    const first = await addVariation(product.id, { sku: unique('FORSTA'), attributes: { color: 'black' } });
    expect(first.status).toBe(201);
    const count = await productCount();
    const audits = (await auditActions(product.id)).length;
    const refusals: [Record<string, unknown>, number, string, string | undefined][] = [
      [{ sku: 'has space', attributes: { color: 'red' } }, 400, 'BAD_REQUEST', 'sku'],
      [{ sku: unique('TOM'), attributes: {} }, 400, 'BAD_REQUEST', 'attributes'],
      [{ sku: unique('NYCKEL'), attributes: { Färg: 'red' } }, 400, 'BAD_REQUEST', 'attributes.Färg'],
      [{ sku: unique('EXTRA'), attributes: { color: 'red' }, brand_id: 1 }, 400, 'BAD_REQUEST', undefined],
      [{ sku: 'SCREEN-1', attributes: { color: 'red' } }, 409, 'SKU_TAKEN', 'sku'],
      [
        { sku: unique('TVILLING'), attributes: { color: 'black' } },
        409,
        'VARIATION_OPTION_TAKEN',
        'attributes',
      ],
      [
        { sku: unique('GAMMAL'), attributes: { color: 'red' }, version: 1 },
        409,
        'VERSION_CONFLICT',
        undefined,
      ],
    ];
    for (const [body, status, error, path] of refusals) {
      const refused = await addVariation(product.id, body);
      expect([refused.status, refused.json.error], JSON.stringify(body)).toEqual([status, error]);
      if (path) expect((refused.json.issues as { path: string }[])[0]?.path).toBe(path);
    }
    const variationId = (first.body as AdminProduct).id;
    for (const parent of [variationId, 9 /* GIFTCARD-500 */]) {
      const refused = await addVariation(parent, { sku: unique('UNDER'), attributes: { color: 'red' } });
      expect([refused.status, refused.json.error]).toEqual([422, 'VARIATION_PARENT_REFUSED']);
    }
    expect((await addVariation(999_999, { sku: unique('INGEN'), attributes: { color: 'red' } })).status).toBe(
      404,
    );
    expect(await productCount()).toBe(count);
    expect((await auditActions(product.id)).length).toBe(audits);
  });

  it("keeps a Variant's stock the sum of its published variations' stock: staff saves, a checkout, publishing; refuses a stock of its own (422) writing nothing", async () => {
    const product = await newProduct();
    const status = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      version: product.version,
      stock: 4,
      stock_status: 'in-stock',
    });
    expect(status.status).toBe(200);
    const option = async (color: string) => {
      const made = (
        await addVariation(product.id, {
          sku: unique(`SUM-${color}`),
          attributes: { color },
          published: true,
        })
      ).body as AdminProduct;
      const priced = await adminCall(api, catalog, 'PUT', `/api/admin/products/${made.id}/prices/sv`, {
        version: made.version,
        normal: [{ quantity: 1, price: 199 }],
      });
      expect(priced.status).toBe(200);
      return read(made.id);
    };
    const blue = await option('blue');
    // The Standard product's own 4 gave way to its variations' sum when it became a Variant.
    expect((await read(product.id)).stock).toBe(0);
    const red = await option('red');
    for (const [variation, stock] of [
      [blue, 2],
      [red, 3],
    ] as const) {
      const saved = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${variation.id}/stock`, {
        version: variation.version,
        stock,
        stock_status: 'in-stock',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const shopperStatus = async () => {
      const page = await api.request(
        `/api/product-by-slug/${product.texts.sv?.slug}?${storeQuery('sv')}&nc=1`,
      );
      return (page.json.product as { stock_status: string }).stock_status;
    };
    expect((await read(product.id)).stock).toBe(5);
    expect(await shopperStatus()).toBe('in-stock');

    const checkout = await readyCheckout(api, { items: [{ sku: blue.sku, quantity: 2 }] });
    const placed = await placeOrderRequest(api, checkout);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await read(blue.id)).stock).toBe(0);
    expect((await read(product.id)).stock).toBe(3);

    // A hidden variation's units cannot be bought: they leave the sum, and come back when shown.
    const hide = async (published: boolean) => {
      const current = await read(red.id);
      const saved = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${red.id}`, {
        version: current.version,
        published,
      });
      expect(saved.status).toBe(200);
    };
    await hide(false);
    expect((await read(product.id)).stock).toBe(0);
    expect(await shopperStatus()).toBe('back-order');
    await hide(true);
    expect((await read(product.id)).stock).toBe(3);

    const before = await read(product.id);
    const audits = (await auditActions(product.id)).length;
    const refused = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      version: before.version,
      stock: 50,
      stock_status: 'back-order-quick',
    });
    expect([refused.status, refused.json.error]).toEqual([422, 'STOCK_OF_VARIATIONS']);
    expect((refused.json.issues as { path: string; message: string }[])[0]).toMatchObject({ path: 'stock' });
    expect(await read(product.id)).toEqual(before);
    expect((await auditActions(product.id)).length).toBe(audits);
    // Its status and presale date stay its own.
    const own = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      version: before.version,
      stock_status: 'back-order-quick',
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ stock: 3, stock_status: 'back-order-quick' });
  });

  it('filters the product list on published or hidden: unpublishing is how a product leaves the shop', async () => {
    const hidden = await newProduct({ published: false });
    const list = async (query: string) =>
      (
        (await adminCall(api, catalog, 'GET', `/api/admin/products?q=${hidden.sku}${query}`))
          .body as AdminProductListResponse
      ).products.map((product) => product.sku);
    expect(await list('')).toEqual([hidden.sku]);
    expect(await list('&published=no')).toEqual([hidden.sku]);
    expect(await list('&published=yes')).toEqual([]);
    const onlyHidden = (await adminCall(api, catalog, 'GET', '/api/admin/products?published=no&per_page=100'))
      .body as AdminProductListResponse;
    expect(onlyHidden.products.every((product) => !product.published)).toBe(true);
    const bad = await adminCall(api, catalog, 'GET', '/api/admin/products?published=maybe');
    expect(bad.status).toBe(400);
  });

  it('refuses adding a variation with a customer token (401) and the orders role (403)', async () => {
    const count = await productCount();
    const body = { sku: unique('ROLL'), attributes: { color: 'red' } };
    const asCustomer = await adminCall(api, null, 'POST', '/api/admin/products/10/variations', body, {
      authorization: `Bearer ${customerToken}`,
    });
    expect(asCustomer.status).toBe(401);
    expect((await addVariation(10, body, orders)).status).toBe(403);
    expect(await productCount()).toBe(count);
    expect((await addVariation(10, body, owner)).status).toBe(201);
  });
});
