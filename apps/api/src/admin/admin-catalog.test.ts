import type { AdminProduct } from '@shop/contracts/admin-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { priceProblems } from './catalog/price-rules.ts';
import {
  adminCall,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17, the catalog part: staff (catalog and owner roles) find, add and change products, set
 * each store's price lists and the stock. Every write is one transaction with its audit entry, its
 * change-feed announcement and its product's search documents; a stale version is a 409.
 */

describe('the price rules staff are held to (spec 5)', () => {
  it('names a tier whose price is not lower than the tier before it, which the price list would drop', () => {
    const problems = priceProblems('sv', {
      normal: [
        { quantity: 1, price: 199 },
        { quantity: 5, price: 199 },
        { quantity: 10, price: 149 },
      ],
      campaign: [],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ list: 'normal', index: 1, quantity: 5 });
    expect(problems[0]?.message).toContain('not lower than the tier at quantity 1');
  });

  it('names a quantity given twice, a price finer than the currency, and a campaign that is no discount', () => {
    expect(
      priceProblems('sv', {
        normal: [
          { quantity: 1, price: 199 },
          { quantity: 1, price: 150 },
        ],
        campaign: [],
      }).map((problem) => problem.message),
    ).toEqual(['normal tier 2 repeats quantity 1 of tier 1: one of them would never be used']);
    expect(priceProblems('sv', { normal: [{ quantity: 1, price: 199.5 }], campaign: [] })).toHaveLength(1);
    expect(priceProblems('fi', { normal: [{ quantity: 1, price: 19.95 }], campaign: [] })).toEqual([]);
    const campaign = priceProblems('sv', {
      normal: [{ quantity: 1, price: 199 }],
      campaign: [{ quantity: 1, price: 199 }],
    });
    expect(campaign.map((problem) => problem.list)).toEqual(['campaign']);
    expect(
      priceProblems('sv', { normal: [{ quantity: 1, price: 199 }], campaign: [{ quantity: 1, price: 149 }] }),
    ).toEqual([]);
  });
});

describeEachDatabase('the catalog editing API', (kind) => {
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
    customerToken = await customerTokenFor(api, 'catalog-test@example.se');
  });
  afterAll(() => api.close());

  const read = async (id: number): Promise<AdminProduct> => {
    const response = await adminCall(api, catalog, 'GET', `/api/admin/products/${id}`);
    expect(response.status).toBe(200);
    return response.body as AdminProduct;
  };
  const auditOf = async (id: number) =>
    api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'product')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const productPage = (slug: string, locale: 'sv' | 'fi' = 'sv') =>
    api.request(`/api/product-by-slug/${slug}?${storeQuery(locale)}&nc=1`, { redirect: 'manual' });
  const search = async (text: string, locale: 'sv' | 'fi' = 'sv') => {
    const response = await api.request(
      `/api/products?query=${encodeURIComponent(text)}&${storeQuery(locale)}`,
    );
    expect(response.status).toBe(200);
    return (response.json.products as { id: number }[]).map((product) => product.id);
  };
  let created = 0;
  const newProduct = async (session: StaffSession = catalog, extra: Record<string, unknown> = {}) => {
    created += 1;
    const sku = `EDIT-${kind}-${created}`;
    const response = await adminCall(api, session, 'POST', '/api/admin/products', {
      sku,
      texts: { sv: { name: `Redigerbar ${sku}` }, fi: { name: `Muokattava ${sku}` } },
      ...extra,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as AdminProduct;
  };

  it('finds products by part of a name or a sku, a page at a time', async () => {
    const bySku = await adminCall(api, catalog, 'GET', '/api/admin/products?q=screen-1');
    expect(bySku.status).toBe(200);
    expect((bySku.json.products as { sku: string }[]).map((product) => product.sku)).toContain('SCREEN-1');
    const byName = await adminCall(api, owner, 'GET', '/api/admin/products?q=CABLE-1 (sv');
    expect((byName.json.products as { sku: string }[]).map((product) => product.sku)).toEqual(['CABLE-1']);
    const paged = await adminCall(api, catalog, 'GET', '/api/admin/products?per_page=2&page=2');
    expect(paged.json).toMatchObject({ page: 2, per_page: 2 });
    expect((paged.json.products as unknown[]).length).toBeLessThanOrEqual(2);
    expect(Number(paged.json.total)).toBeGreaterThan(2);
  });

  it('reads a product with every field the editor needs, its prices per store and its version', async () => {
    const product = await read(1);
    expect(product).toMatchObject({
      id: 1,
      sku: 'SCREEN-1',
      type: 'Standard',
      published: true,
      vat_class: 'standard',
      group_id: 1,
      discount_category: 1,
      category_ids: [100],
      stock: 50,
      stock_status: 'in-stock',
      estimated_at: null,
      version: 1,
    });
    expect(product.texts.sv).toEqual({
      name: 'SCREEN-1 (sv)',
      slug: 'screen-1',
      description: '',
      seo_title: '',
      seo_description: '',
    });
    expect(product.prices.sv?.normal).toEqual([
      { quantity: 1, price: 199 },
      { quantity: 5, price: 179 },
    ]);
    expect(product.prices.fi?.currency).toBe('EUR');
  });

  it('adds a product unpublished, audited, out of the shop and its search until it is published', async () => {
    const product = await newProduct();
    expect(product).toMatchObject({ published: false, version: 1, type: 'Standard' });
    const slug = product.texts.sv?.slug ?? '';
    expect(slug).toBe(`redigerbar-${product.sku.toLowerCase()}`);
    expect((await productPage(slug)).status).toBe(404);
    expect(await search(product.sku)).not.toContain(product.id);
    const [entry] = await auditOf(product.id);
    expect(entry).toMatchObject({ action: 'product.create', before: null });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ sku: product.sku, published: false });

    const published = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      published: true,
    });
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ published: true, version: 2 });
    expect((await productPage(slug)).status).toBe(200);
    expect(await search(product.sku)).toContain(product.id);
    expect(await search('Muokattava', 'fi')).toContain(product.id);
  });

  it('saves names, SEO and relations, audits the values before and after, and search finds the new name', async () => {
    const product = await newProduct(catalog, { published: true });
    const saved = await adminCall(api, owner, 'PATCH', `/api/admin/products/${product.id}`, {
      version: product.version,
      texts: {
        sv: { name: 'Glasskydd Zebraflink', seo_title: 'Zebraflink glasskydd', description: 'Hårt glas' },
      },
      category_ids: [200, 300],
      primary_category_id: 200,
      group_id: 6,
      vat_class: 'standard',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.json).toMatchObject({ category_ids: [200, 300], primary_category_id: 200, group_id: 6 });
    expect((saved.json as unknown as AdminProduct).texts.sv).toMatchObject({
      name: 'Glasskydd Zebraflink',
      seo_title: 'Zebraflink glasskydd',
      description: 'Hårt glas',
    });
    expect(await search('zebraflink')).toEqual([product.id]);
    const entries = await auditOf(product.id);
    const last = entries.at(-1);
    expect(last?.action).toBe('product.update');
    expect(JSON.parse(last?.before ?? '{}').texts.sv.name).toBe(`Redigerbar ${product.sku}`);
    expect(JSON.parse(last?.after ?? '{}').texts.sv.name).toBe('Glasskydd Zebraflink');
  });

  it('refuses a save of a stale version with 409, the product as it is now and the fields changed since', async () => {
    const product = await newProduct();
    const first = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      texts: { sv: { name: 'Först sparad' } },
      group_id: 3,
    });
    expect(first.status).toBe(200);
    const stale = await adminCall(api, owner, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      texts: { sv: { name: 'Sparad över' } },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: 'VERSION_CONFLICT' });
    expect(stale.json.changed_fields).toEqual(['group_id', 'texts.sv.name']);
    expect((stale.json.current as AdminProduct).texts.sv?.name).toBe('Först sparad');
    expect((await read(product.id)).texts.sv?.name).toBe('Först sparad');
    expect((await auditOf(product.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.update',
    ]);
  });

  it('saves a GTIN and an MPN, versioned and audited; a wrong GS1 check digit is a 422 naming gtin, writing nothing', async () => {
    const product = await newProduct();
    const saved = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      gtin: ' 4006381333931 ',
      mpn: 'A2894-LCD',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.json).toMatchObject({ gtin: '4006381333931', mpn: 'A2894-LCD', version: 2 });
    const audit = (await auditOf(product.id)).at(-1);
    expect(JSON.parse(audit?.before ?? '{}')).toMatchObject({ gtin: null, mpn: null });
    expect(JSON.parse(audit?.after ?? '{}')).toMatchObject({ gtin: '4006381333931', mpn: 'A2894-LCD' });

    const wrongDigit = await adminCall(api, owner, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 2,
      gtin: '4006381333932',
      mpn: 'CHANGED',
    });
    expect(wrongDigit.status).toBe(422);
    expect(wrongDigit.json.message).toContain('gtin: the GS1 check digit is wrong');
    expect(wrongDigit.json.issues).toEqual([
      { path: 'gtin', message: expect.stringContaining('check digit') },
    ]);
    const wrongLength = await adminCall(api, owner, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 2,
      gtin: '40063813339',
    });
    expect(wrongLength.status).toBe(422);
    expect(wrongLength.json.message).toContain('gtin: a GTIN has 8, 12, 13 or 14 digits');
    const after = await read(product.id);
    expect(after).toMatchObject({ gtin: '4006381333931', mpn: 'A2894-LCD', version: 2 });
    expect((await auditOf(product.id)).length).toBe(2);

    const cleared = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 2,
      gtin: '',
      mpn: null,
    });
    expect(cleared.json).toMatchObject({ gtin: null, mpn: null, version: 3 });
  });

  it('refuses a GTIN change from the orders role (403) and a customer token (401), writing nothing', async () => {
    const product = await newProduct();
    const body = { version: 1, gtin: '036000291452' };
    const byOrders = await adminCall(api, orders, 'PATCH', `/api/admin/products/${product.id}`, body);
    expect(byOrders.status).toBe(403);
    const byCustomer = await adminCall(api, null, 'PATCH', `/api/admin/products/${product.id}`, body, {
      authorization: `Bearer ${customerToken}`,
    });
    expect(byCustomer.status).toBe(401);
    expect(await read(product.id)).toMatchObject({ gtin: null, version: 1 });
  });

  it('lets exactly one of two concurrent saves of one version win; the other gets 409', async () => {
    const product = await newProduct();
    const save = (session: StaffSession, name: string) =>
      adminCall(api, session, 'PATCH', `/api/admin/products/${product.id}`, {
        version: 1,
        texts: { sv: { name }, fi: { name: `${name} fi` } },
      });
    const answers = await Promise.all([save(catalog, 'Samtidig A'), save(owner, 'Samtidig B')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.json as unknown as AdminProduct;
    const now = await read(product.id);
    expect(now.version).toBe(2);
    // The loser wrote nothing: not even its Finnish name.
    expect(now.texts).toEqual(winner.texts);
    expect((await auditOf(product.id)).length).toBe(2);
  });

  it('keeps a changed slug working: the old one answers 301 with the current page', async () => {
    const product = await newProduct(catalog, { published: true });
    const old = product.texts.sv?.slug ?? '';
    const changed = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      texts: { sv: { slug: `ny-adress-${product.id}` } },
    });
    expect(changed.status).toBe(200);
    const moved = await productPage(old);
    expect(moved.status).toBe(301);
    expect(moved.json).toEqual({
      moved_to: { slug: `ny-adress-${product.id}`, uri: `/produkt/ny-adress-${product.id}` },
    });
    expect(moved.headers.get('location')).toContain(`/api/product-by-slug/ny-adress-${product.id}?`);
    expect((await productPage(`ny-adress-${product.id}`)).status).toBe(200);
    // The Finnish slug did not change: no redirect there.
    expect((await productPage(product.texts.fi?.slug ?? '', 'fi')).status).toBe(200);
  });

  it('refuses a slug another product has (409) and a slug that is no slug (400 naming the field)', async () => {
    const product = await newProduct();
    const taken = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      texts: { sv: { slug: 'screen-1' } },
    });
    expect([taken.status, taken.json.error]).toEqual([409, 'SLUG_TAKEN']);
    const bad = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      texts: { sv: { slug: 'Inte En Slug' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([
      { path: 'texts.sv.slug', message: expect.stringContaining('lower-case') },
    ]);
    const noVersion = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      published: true,
    });
    expect(noVersion.status).toBe(400);
    expect((noVersion.json.issues as { path: string }[]).map((issue) => issue.path)).toEqual(['version']);
    const unknownBrand = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}`, {
      version: 1,
      brand_id: 999_999,
    });
    expect([unknownBrand.status, (unknownBrand.json.issues as { path: string }[])[0]?.path]).toEqual([
      400,
      'brand_id',
    ]);
    expect((await read(product.id)).version).toBe(1);
    expect((await adminCall(api, catalog, 'GET', '/api/admin/products/987654')).status).toBe(404);
  });

  it("sets a store's price lists: the product page shows them, the audit keeps before and after", async () => {
    const product = await newProduct(catalog, { published: true });
    const put = await adminCall(api, catalog, 'PUT', `/api/admin/products/${product.id}/prices/fi`, {
      normal: [
        { quantity: 1, price: 24.9 },
        { quantity: 10, price: 19.9 },
      ],
      campaign: [{ quantity: 1, price: 14.9 }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((put.json as unknown as AdminProduct).prices.fi).toEqual({
      currency: 'EUR',
      normal: [
        { quantity: 1, price: 24.9 },
        { quantity: 10, price: 19.9 },
      ],
      campaign: [{ quantity: 1, price: 14.9 }],
      campaign_starts_at: null,
      campaign_ends_at: null,
    });
    const page = await productPage(product.texts.fi?.slug ?? '', 'fi');
    expect(page.status).toBe(200);
    expect((page.json.product as { prices: unknown }).prices).toEqual({
      n: [
        { p: 24.9, q: 1 },
        { p: 19.9, q: 10 },
      ],
      c: [{ p: 14.9, q: 1 }],
    });
    const entry = (await auditOf(product.id)).at(-1);
    expect(entry?.action).toBe('product.prices');
    expect(JSON.parse(entry?.before ?? '{}').prices.fi).toBeUndefined();
    expect(JSON.parse(entry?.after ?? '{}').prices.fi.normal).toHaveLength(2);
  });

  it('refuses (422) a tier list the price rules would drop, naming the tier, and writes nothing', async () => {
    const before = await read(1);
    const refused = await adminCall(api, catalog, 'PUT', '/api/admin/products/1/prices/sv', {
      normal: [
        { quantity: 1, price: 199 },
        { quantity: 5, price: 209 },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('PRICE_TIERS_REFUSED');
    expect(refused.json.issues).toEqual([
      {
        path: 'normal.1',
        message: expect.stringContaining('normal tier 2 (quantity 5, 209 SEK) is not lower'),
      },
    ]);
    expect(await read(1)).toEqual(before);
  });

  it('runs a campaign only inside its window: before it starts the product page shows the normal list', async () => {
    const product = await newProduct(catalog, { published: true });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const put = await adminCall(api, catalog, 'PUT', `/api/admin/products/${product.id}/prices/sv`, {
      normal: [{ quantity: 1, price: 299 }],
      campaign: [{ quantity: 1, price: 249 }],
      campaign_starts_at: future,
    });
    expect(put.status).toBe(200);
    const page = await productPage(product.texts.sv?.slug ?? '');
    expect((page.json.product as { prices: unknown }).prices).toEqual({ n: [{ p: 299, q: 1 }] });
    const ended = await adminCall(api, catalog, 'PUT', `/api/admin/products/${product.id}/prices/sv`, {
      normal: [{ quantity: 1, price: 299 }],
      campaign: [{ quantity: 1, price: 249 }],
      campaign_starts_at: '2020-01-01T00:00:00Z',
      campaign_ends_at: future,
    });
    expect(ended.status).toBe(200);
    const running = await productPage(product.texts.sv?.slug ?? '');
    expect((running.json.product as { prices: unknown }).prices).toEqual({
      n: [{ p: 299, q: 1 }],
      c: [{ p: 249, q: 1 }],
    });
  });

  it("previews the shopper's price display with and without VAT, from the domain's rules, writing nothing", async () => {
    const before = await read(1);
    const preview = await adminCall(api, catalog, 'POST', '/api/admin/products/1/prices/sv/preview', {
      normal: [
        { quantity: 1, price: 250 },
        { quantity: 5, price: 200 },
        { quantity: 10, price: 200 },
      ],
      campaign: [{ quantity: 1, price: 187 }],
    });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      store: 'sv',
      currency: 'SEK',
      vat_factor: 1.25,
      campaign_running: true,
    });
    // Spec 5: the first campaign tier shows the normal price as original and the rounded percent.
    expect(preview.json.including_vat).toEqual({
      campaign: true,
      rows: [
        {
          quantity: 1,
          price: 187,
          price_text: expect.stringMatching(/^187\skr$/),
          original: 250,
          original_text: expect.stringContaining('250'),
          discount_percent: 25,
        },
      ],
    });
    // Without VAT: the price divided by the factor, shown with 2 decimals.
    expect(
      (preview.json.excluding_vat as { rows: { price: number; price_text: string }[] }).rows[0],
    ).toMatchObject({
      price: 149.6,
      price_text: expect.stringContaining('149,60'),
    });
    expect((preview.json.problems as { quantity: number }[]).map((problem) => problem.quantity)).toEqual([
      10,
    ]);
    expect(await read(1)).toEqual(before);
  });

  it('changes stock, stock status and the presale date; the storefront and the audit show it', async () => {
    const product = await newProduct(catalog, { published: true });
    const changed = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      stock: 12,
      stock_status: 'in-stock',
      estimated_at: '2027-03-01',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.json).toMatchObject({
      stock: 12,
      stock_status: 'in-stock',
      estimated_at: '2027-03-01',
      version: 2,
    });
    const put = await adminCall(api, catalog, 'PUT', `/api/admin/products/${product.id}/prices/sv`, {
      normal: [{ quantity: 1, price: 99 }],
    });
    expect(put.status).toBe(200);
    const page = await productPage(product.texts.sv?.slug ?? '');
    expect(page.json.product).toMatchObject({ stock_status: 'in-stock', estimated_at: '2027-03-01' });
    const entry = (await auditOf(product.id)).find((row) => row.action === 'product.stock');
    expect(JSON.parse(entry?.before ?? '{}')).toMatchObject({ stock: 0, estimated_at: null });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ stock: 12, estimated_at: '2027-03-01' });
    const stale = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      version: 1,
      stock: 3,
    });
    expect([stale.status, stale.json.changed_fields]).toEqual([
      409,
      ['prices.sv', 'stock', 'stock_status', 'estimated_at'],
    ]);
    const bad = await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, {
      stock: -1,
    });
    expect([bad.status, (bad.json.issues as { path: string }[])[0]?.path]).toEqual([400, 'stock']);
  });

  it('announces every write on the change feed with its product key', async () => {
    const product = await newProduct();
    const row = await api.database.db
      .selectFrom('change_feed')
      .selectAll()
      .where('topic', '=', 'catalog')
      .where('key', '=', `product:${product.id}`)
      .executeTakeFirst();
    expect(row).toBeDefined();
    await adminCall(api, catalog, 'PATCH', `/api/admin/products/${product.id}/stock`, { stock: 1 });
    const after = await api.database.db
      .selectFrom('change_feed')
      .selectAll()
      .where('topic', '=', 'catalog')
      .where('key', '=', `product:${product.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(after.version)).toBeGreaterThan(Number(row?.version));
  });

  it('refuses the orders role (403) and a customer token (401) on every catalog call, writing nothing', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/products', undefined],
      ['GET', '/api/admin/products/1', undefined],
      ['POST', '/api/admin/products', { sku: 'NOPE-1', texts: { sv: { name: 'Nej' } } }],
      ['PATCH', '/api/admin/products/1', { version: 1, texts: { sv: { name: 'Nej' } } }],
      ['PUT', '/api/admin/products/1/prices/sv', { normal: [{ quantity: 1, price: 1 }] }],
      ['POST', '/api/admin/products/1/prices/sv/preview', { normal: [{ quantity: 1, price: 1 }] }],
      ['PATCH', '/api/admin/products/1/stock', { stock: 0 }],
    ];
    const before = await read(1);
    for (const [method, path, body] of calls) {
      const forbidden = await adminCall(api, orders, method, path, body);
      expect([`${method} ${path}`, forbidden.status, forbidden.json.error]).toEqual([
        `${method} ${path}`,
        403,
        'FORBIDDEN',
      ]);
      const customer = await adminCall(api, null, method, path, body, {
        authorization: `Bearer ${customerToken}`,
      });
      expect([`${method} ${path}`, customer.status]).toEqual([`${method} ${path}`, 401]);
    }
    expect(await read(1)).toEqual(before);
    const nope = await api.database.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', 'NOPE-1')
      .execute();
    expect(nope).toEqual([]);
  });
});
