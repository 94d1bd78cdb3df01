import type { ImportError } from '@shop/contracts/admin-imports';
import { csrfHeader } from '@shop/contracts/admin-permissions';
import { storeIds } from '@shop/domain/locales';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogCacheFor } from '../../cache/catalog-cache.ts';
import { prepareCommerce } from '../../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../../repositories/customers.repository.ts';
import { createSearchIndex } from '../../search/create-search-index.ts';
import { startTestApi, type TestApi, type TestResponse } from '../../testing/test-api.ts';
import { describeEachDatabase } from '../../testing/test-databases.ts';
import { sessionToken } from '../../testing/test-tokens.ts';
import {
  adminCall,
  createMember,
  type StaffSession,
  signIn,
  type TestMember,
} from '../testing/admin-fixtures.ts';
import { importHeartbeatLimitMs } from './import-products.ts';

/*
 * Issue 17, CSV import and export: a dry run reports every wrong row and writes nothing; a good
 * file creates and updates by SKU; the same file again changes nothing; an export imports back
 * unchanged; only the catalog and owner roles may do it; every import is audited.
 */

const header =
  'sku,type,parent_sku,kind,name_sv,name_no,name_da,name_fi,name_nl,brand,categories,vat_class,price_sv,campaign_sv,price_fi,campaign_fi,stock,stock_status,estimated_at';

/** A new product in two stores with a campaign, and a stock and price change of a product the shop has. */
const goodFile = [
  header,
  'IMPORT-NEW-1,standard,,display,Importerad skärm,Importert skjerm,Importeret skærm,Tuotu näyttö,Geïmporteerd scherm,acme,test-screens|test-cases,standard,499.00|5:449.00,399.00,49.90,,12,in-stock,',
  // Empty cells of columns every product has a value in keep the value; the categories are given.
  'CABLE-1,,,,,,,,,,test-cables,,59.00,39.00,4.90,3.50,77,,',
].join('\n');

async function upload(
  api: TestApi,
  session: StaffSession | null,
  csv: string,
  dryRun: boolean,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  return api.request(`/api/admin/imports?dry_run=${dryRun}`, {
    method: 'POST',
    body: form,
    headers: { ...(session ? { cookie: session.cookie, [csrfHeader]: session.csrf } : {}), ...headers },
  });
}

async function waitForJob(api: TestApi, session: StaffSession, id: number): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const job = await adminCall(api, session, 'GET', `/api/admin/imports/${id}`);
    if (job.json.status === 'succeeded' || job.json.status === 'failed') return job.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

describeEachDatabase('CSV import and export of products (issue 17)', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;
  let catalogMember: TestMember;

  const snapshot = async () => ({
    products: await api.database.db.selectFrom('products').select(['sku', 'stock']).orderBy('sku').execute(),
    prices: await api.database.db
      .selectFrom('product_prices')
      .selectAll()
      .orderBy(['product_id', 'store_id', 'list', 'quantity'])
      .execute(),
    categories: (await api.database.db.selectFrom('product_categories').selectAll().execute()).length,
    jobs: (await api.database.db.selectFrom('import_jobs').selectAll().execute()).length,
  });
  const catalogVersion = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('change_feed')
          .select('version')
          .where('topic', '=', 'catalog')
          .where('key', '=', '')
          .executeTakeFirst()
      )?.version ?? 0,
    );

  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: async ({ database }) => {
        await prepareCommerce(database.db);
        await database.db
          .insertInto('brands')
          .values({ id: 1, code: 'acme', sort_order: 1, in_menu: 0, color: '#000000' })
          .execute();
      },
    });
    catalogMember = await createMember(api, 'catalog');
    catalog = await signIn(api, catalogMember);
  });
  afterAll(() => api.close());

  it('a dry run with bad rows lists each error by row and column and writes nothing, nor does the real import of that file', async () => {
    const bad = [
      header,
      // 1: a bad number and a negative stock cannot both be in one cell: the stock is negative.
      'BAD-1,standard,,display,A,A,A,A,A,,,standard,12.5x,,,,-3,,',
      // 2: an unknown category and brand.
      'BAD-2,standard,,display,B,B,B,B,B,nobrand,no-such-category,standard,100,,,,1,,',
      // 3: the same SKU again (of row 2).
      'BAD-2,standard,,display,C,C,C,C,C,,,standard,100,,,,1,,',
      // 4: a comma decimal, a tier not below the one before it, an unknown stock status, a bad date.
      'BAD-4,standard,,display,D,D,D,D,D,,,standard,"99,00","100|5:120",,,1,sold-out,2026-13-01',
      // 5: a new product without names, and a campaign without a normal price.
      'BAD-5,standard,,display,,,,,,,,standard,,50.00,,,1,,',
      // 6: a good row: it is still not written while any row is wrong.
      'GOOD-6,standard,,display,F,F,F,F,F,,,standard,100,,,,1,,',
    ].join('\n');
    const before = await snapshot();
    const dry = await upload(api, catalog, bad, true);
    expect(dry.status).toBe(200);
    const errors = (dry.json.errors as ImportError[]).map((error) => [error.row, error.column]);
    expect(errors).toEqual([
      [1, 'price_sv'],
      [1, 'stock'],
      [2, 'brand'],
      [2, 'categories'],
      [3, 'sku'],
      [4, 'price_sv'],
      [4, 'campaign_sv'],
      [4, 'stock_status'],
      [4, 'estimated_at'],
      [5, 'name_sv'],
      [5, 'name_no'],
      [5, 'name_da'],
      [5, 'name_fi'],
      [5, 'name_nl'],
      [5, 'campaign_sv'],
    ]);
    const messages = (dry.json.errors as ImportError[]).map((error) => error.message).join('\n');
    expect(messages).toContain('stock cannot be negative');
    expect(messages).toContain('Unknown brand nobrand');
    expect(messages).toContain('Unknown category no-such-category');
    expect(messages).toContain('SKU BAD-2 is in the file twice (first in row 2)');
    expect(messages).toContain('write decimals with a point');
    expect(messages).toContain('not cheaper than the tier before it');
    expect(dry.json).toMatchObject({ dry_run: true, rows: 6, job: null });

    const real = await upload(api, catalog, bad, false);
    expect(real.status).toBe(422);
    expect(real.json).toMatchObject({ dry_run: false, job: null });
    expect((real.json.errors as ImportError[]).length).toBe(15);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a header with an unknown store column, and a request without a file', async () => {
    const unknownStore = await upload(api, catalog, 'sku,price_se\nCABLE-1,10', true);
    expect(unknownStore.json.errors).toEqual([
      { row: 0, column: 'price_se', message: 'Unknown column "price_se" (the columns are in the README)' },
    ]);
    const json = await adminCall(api, catalog, 'POST', '/api/admin/imports?dry_run=true', {});
    expect([json.status, json.json.message]).toEqual([
      400,
      'Send the CSV as multipart/form-data, in a field named file',
    ]);
  });

  it('a good file creates and updates by SKU in a background job, announces the catalog change and refreshes search', async () => {
    const versionBefore = await catalogVersion();
    const dry = await upload(api, catalog, goodFile, true);
    expect(dry.json).toMatchObject({ errors: [], changes: 2, created: 1, updated: 1, unchanged: 0 });
    expect(dry.json.products).toEqual([
      {
        row: 1,
        sku: 'IMPORT-NEW-1',
        action: 'create',
        fields: expect.arrayContaining([
          'name_sv',
          'brand',
          'categories',
          'price_sv',
          'campaign_sv',
          'stock',
        ]),
      },
      {
        row: 2,
        sku: 'CABLE-1',
        action: 'update',
        fields: ['price_sv', 'campaign_fi', 'stock'],
      },
    ]);
    expect((await snapshot()).products.some((product) => product.sku === 'IMPORT-NEW-1')).toBe(false);

    const versionOf = async (sku: string) =>
      (
        await api.database.db
          .selectFrom('products')
          .select('version')
          .where('sku', '=', sku)
          .executeTakeFirstOrThrow()
      ).version;
    const cableVersion = await versionOf('CABLE-1');
    const real = await upload(api, catalog, goodFile, false);
    expect(real.status).toBe(202);
    const jobId = Number((real.json.job as { id: number }).id);
    const job = await waitForJob(api, catalog, jobId);
    expect(job).toMatchObject({
      status: 'succeeded',
      rows: 2,
      processed: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      error: null,
      actor: catalogMember.email,
    });

    const db = api.database.db;
    const created = await db
      .selectFrom('products')
      .selectAll()
      .where('sku', '=', 'IMPORT-NEW-1')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      type: 1,
      kind: 'display',
      stock: 12,
      stock_status: 'in-stock',
      parent_id: null,
    });
    const texts = await db
      .selectFrom('product_texts')
      .select(['locale', 'name', 'slug'])
      .where('product_id', '=', created.id)
      .orderBy('locale')
      .execute();
    expect(texts.find((text) => text.locale === 'sv')).toEqual({
      locale: 'sv',
      name: 'Importerad skärm',
      slug: 'importerad-skarm',
    });
    const prices = await db
      .selectFrom('product_prices')
      .select(['store_id', 'list', 'quantity', 'price', 'original_price', 'discount_percent'])
      .where('product_id', '=', created.id)
      .orderBy(['store_id', 'list', 'quantity'])
      .execute();
    expect(prices).toEqual([
      {
        store_id: storeIds.sv,
        list: 'c',
        quantity: 1,
        price: 39900,
        original_price: 49900,
        discount_percent: 20,
      },
      {
        store_id: storeIds.sv,
        list: 'n',
        quantity: 1,
        price: 49900,
        original_price: null,
        discount_percent: null,
      },
      {
        store_id: storeIds.sv,
        list: 'n',
        quantity: 5,
        price: 44900,
        original_price: null,
        discount_percent: null,
      },
      {
        store_id: storeIds.fi,
        list: 'n',
        quantity: 1,
        price: 4990,
        original_price: null,
        discount_percent: null,
      },
    ]);
    const cable = await db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('sku', '=', 'CABLE-1')
      .executeTakeFirstOrThrow();
    expect(cable.stock).toBe(77);
    const cableFi = await db
      .selectFrom('product_prices')
      .select(['list', 'price'])
      .where('product_id', '=', cable.id)
      .where('store_id', '=', storeIds.fi)
      .orderBy('list')
      .execute();
    expect(cableFi).toEqual([
      { list: 'c', price: 350 },
      { list: 'n', price: 490 },
    ]);
    // The changed product has a new version, as after a staff save: an editor's older one is stale.
    expect(await versionOf('CABLE-1')).toBe(cableVersion + 1);
    // Announced once, and the search index knows the new product.
    expect(await catalogVersion()).toBeGreaterThan(versionBefore);
    const found = await createSearchIndex(api.database, catalogCacheFor(api.database)).search({
      locale: 'fi',
      text: 'tuotu näyttö',
      limit: 10,
      offset: 0,
    });
    expect(found.ids).toContain(created.id);

    // The audit log says who imported which file, with the counts.
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'catalog.import')
      .where('entity_id', '=', String(jobId))
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(catalogMember.email);
    expect(JSON.parse(audit.after ?? '{}')).toEqual({
      file: 'products.csv',
      rows: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
    });
  });

  it('the same file a second time changes nothing (changes: 0), and announces nothing', async () => {
    const before = await snapshot();
    const version = await catalogVersion();
    const dry = await upload(api, catalog, goodFile, true);
    expect(dry.json).toMatchObject({
      errors: [],
      changes: 0,
      created: 0,
      updated: 0,
      unchanged: 2,
      products: [],
    });
    const real = await upload(api, catalog, goodFile, false);
    const job = await waitForJob(api, catalog, Number((real.json.job as { id: number }).id));
    expect(job).toMatchObject({ status: 'succeeded', created: 0, updated: 0, unchanged: 2 });
    const after = await snapshot();
    expect({ ...after, jobs: 0 }).toEqual({ ...before, jobs: 0 });
    expect(await catalogVersion()).toBe(version);
  });

  it('an import writes the search documents of the products it changes, and only theirs (no whole rebuild): found by a new name, no longer by the old one', async () => {
    const find = async (text: string, locale: 'sv' | 'fi' = 'sv') =>
      (
        await createSearchIndex(api.database, catalogCacheFor(api.database)).search({
          locale,
          text,
          limit: 10,
          offset: 0,
        })
      ).ids;
    const idOf = async (sku: string) =>
      (
        await api.database.db
          .selectFrom('products')
          .select('id')
          .where('sku', '=', sku)
          .executeTakeFirstOrThrow()
      ).id;
    // The fixture's products were never indexed: a whole rebuild would make this one findable.
    const untouched = await idOf('CHARGER-1');
    expect(await find('charger')).not.toContain(untouched);

    const created = await upload(
      api,
      catalog,
      [
        header,
        'SEARCH-NEW-1,standard,,display,Zorblaxlampa,Zorblaxlampe,Zorblaxlampe,Zorblaxlamppu,Zorblaxlamp,acme,test-screens,standard,199.00,,19.90,,5,in-stock,',
      ].join('\n'),
      false,
    );
    expect(await waitForJob(api, catalog, Number((created.json.job as { id: number }).id))).toMatchObject({
      status: 'succeeded',
      created: 1,
    });
    const id = await idOf('SEARCH-NEW-1');
    expect(await find('zorblaxlampa')).toEqual([id]);
    expect(await find('zorblax')).toEqual([id]);

    const renamed = await upload(api, catalog, 'sku,name_sv\nSEARCH-NEW-1,Quintorlampa', false);
    expect(await waitForJob(api, catalog, Number((renamed.json.job as { id: number }).id))).toMatchObject({
      status: 'succeeded',
      updated: 1,
    });
    expect(await find('quintorlampa')).toEqual([id]);
    expect(await find('zorblax')).toEqual([]);
    // The other languages keep their names, and so their documents.
    expect(await find('zorblaxlamppu', 'fi')).toEqual([id]);
    expect(await find('charger')).not.toContain(untouched);
  });

  const identifiersHeader = 'sku,gtin,mpn,published,campaign_sv,campaign_starts_sv,campaign_ends_sv';
  const identifiersOf = (sku: string) =>
    api.database.db
      .selectFrom('products')
      .select(['gtin', 'mpn', 'published'])
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();

  it('a dry run names the row and column of a bad GTIN, published flag or campaign window, and writes nothing', async () => {
    const bad = [
      identifiersHeader,
      // 1: a wrong GS1 check digit.
      'CASE-1,4006381333932,,true,,,',
      // 2: a GTIN of no GTIN length, and a flag that is not true or false.
      'CHARGER-1,40063813339,,maybe,,,',
      // 3: a start without a time zone.
      'PROTECTOR-1,,,,79.00,2026-11-27 00:00,',
      // 4: a window that ends before it starts.
      'SV-ONLY,,,,99.00,2026-11-27T00:00:00Z,2026-11-20T00:00:00Z',
      // 5: a window without a campaign list.
      'BULK-1,,,,,2026-11-27T00:00:00Z,',
    ].join('\n');
    const before = await snapshot();
    const identifiersBefore = await identifiersOf('CASE-1');
    const dry = await upload(api, catalog, bad, true);
    expect(dry.status).toBe(200);
    const errors = dry.json.errors as ImportError[];
    expect(errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'gtin'],
      [2, 'gtin'],
      [2, 'published'],
      [3, 'campaign_starts_sv'],
      [4, 'campaign_ends_sv'],
      [5, 'campaign_starts_sv'],
    ]);
    const messages = errors.map((error) => error.message).join('\n');
    expect(messages).toContain('"4006381333932": the GS1 check digit is wrong');
    expect(messages).toContain('a GTIN has 8, 12, 13 or 14 digits');
    expect(messages).toContain('is not a time with its zone');
    expect(messages).toContain('before it starts');
    expect(messages).toContain('A campaign window needs a campaign list');
    const real = await upload(api, catalog, bad, false);
    expect(real.status).toBe(422);
    expect(await snapshot()).toEqual(before);
    expect(await identifiersOf('CASE-1')).toEqual(identifiersBefore);
  });

  it('imports gtin, mpn, published and a campaign window; the export gives them back and imports unchanged', async () => {
    const file = [
      identifiersHeader,
      'CASE-1,4006381333931,CASE-MPN-9,false,149.00,2026-11-27T01:00:00+01:00,2026-12-01T00:00:00Z',
      'CHARGER-1,036000291452,,,,,',
    ].join('\n');
    const dry = await upload(api, catalog, file, true);
    expect(dry.json).toMatchObject({ errors: [], updated: 2 });
    expect((dry.json.products as { fields: string[] }[])[0]?.fields).toEqual(
      expect.arrayContaining([
        'gtin',
        'mpn',
        'published',
        'campaign_sv',
        'campaign_starts_sv',
        'campaign_ends_sv',
      ]),
    );
    const started = await upload(api, catalog, file, false);
    const job = await waitForJob(api, catalog, Number((started.json.job as { id: number }).id));
    expect(job).toMatchObject({ status: 'succeeded', updated: 2 });
    expect(await identifiersOf('CASE-1')).toEqual({ gtin: '4006381333931', mpn: 'CASE-MPN-9', published: 0 });
    expect(await identifiersOf('CHARGER-1')).toMatchObject({ gtin: '036000291452', mpn: null, published: 1 });
    const window = await api.database.db
      .selectFrom('product_campaigns as pc')
      .innerJoin('products as p', 'p.id', 'pc.product_id')
      .select(['pc.store_id', 'pc.starts_at', 'pc.ends_at'])
      .where('p.sku', '=', 'CASE-1')
      .execute();
    expect(window).toEqual([
      { store_id: storeIds.sv, starts_at: '2026-11-27T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z' },
    ]);

    const exported = String((await adminCall(api, catalog, 'GET', '/api/admin/exports/products.csv')).body);
    const caseLine = exported.split('\n').find((line) => line.startsWith('CASE-1,')) ?? '';
    expect(caseLine).toContain(
      ',4006381333931,CASE-MPN-9,false,2026-11-27T00:00:00.000Z,2026-12-01T00:00:00.000Z,',
    );
    const again = await upload(api, catalog, file, true);
    expect(again.json).toMatchObject({ errors: [], changes: 0 });
    const round = await upload(api, catalog, exported, true);
    expect(round.json).toMatchObject({ errors: [], changes: 0 });
  });

  it('an export imports back without a change: the same columns, every product', async () => {
    const exported = await adminCall(api, catalog, 'GET', '/api/admin/exports/products.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const csv = String(exported.body);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(
      'sku,type,parent_sku,attributes,kind,name_sv,slug_sv,name_no,slug_no,name_da,slug_da,name_fi,slug_fi,name_nl,slug_nl,brand,categories,vat_class,price_sv,campaign_sv,price_no,campaign_no,price_da,campaign_da,price_fi,campaign_fi,price_nl,campaign_nl,stock,stock_status,estimated_at,gtin,mpn,published,campaign_starts_sv,campaign_ends_sv,campaign_starts_no,campaign_ends_no,campaign_starts_da,campaign_ends_da,campaign_starts_fi,campaign_ends_fi,campaign_starts_nl,campaign_ends_nl',
    );
    const count = await api.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(lines.length - 1).toBe(Number(count.n));
    expect(csv).toContain('PHONE-CASE-BLK,variant,PHONE-CASE,');
    expect(csv).toContain('IMPORT-NEW-1,standard,,,display,Importerad skärm,importerad-skarm,');
    const round = await upload(api, catalog, csv, true);
    expect(round.json).toMatchObject({ errors: [], changes: 0, unchanged: Number(count.n) });
  });

  it('a slug changed by an import keeps the old one as a redirect to the product, as a staff edit does', async () => {
    const db = api.database.db;
    const cable = await db
      .selectFrom('products')
      .innerJoin('product_texts', 'product_texts.product_id', 'products.id')
      .select(['products.id', 'product_texts.slug'])
      .where('products.sku', '=', 'CABLE-1')
      .where('product_texts.locale', '=', 'sv')
      .executeTakeFirstOrThrow();
    const file = `sku,slug_sv\nCABLE-1,${cable.slug}-ny\n`;
    const real = await upload(api, catalog, file, false);
    expect(real.status).toBe(202);
    expect((await waitForJob(api, catalog, Number((real.json.job as { id: number }).id))).status).toBe(
      'succeeded',
    );
    const history = await db
      .selectFrom('product_slug_history')
      .select(['product_id', 'slug'])
      .where('locale', '=', 'sv')
      .where('slug', '=', cable.slug)
      .executeTakeFirst();
    expect(history).toEqual({ product_id: cable.id, slug: cable.slug });
  });

  it('lets only the catalog and owner roles import and export: the orders role 403, a customer token 401', async () => {
    const orders = await signIn(api, await createMember(api, 'orders'));
    const refused = await upload(api, orders, goodFile, true);
    expect([refused.status, refused.json.error]).toEqual([403, 'FORBIDDEN']);
    expect((await adminCall(api, orders, 'GET', '/api/admin/exports/products.csv')).status).toBe(403);
    expect((await adminCall(api, orders, 'GET', '/api/admin/imports/1')).status).toBe(403);

    const customerId = await insertCustomer(
      api.database.db,
      {
        email: 'import-shopper@example.se',
        passwordHash: 'x',
        name: 'S',
        phone: null,
        locale: 'sv',
        verified: true,
      },
      new Date().toISOString(),
    );
    const token = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: customerId,
      scope: 'customer',
    });
    const customer = await upload(api, null, goodFile, true, { authorization: `Bearer ${token}` });
    expect([customer.status, customer.json.error]).toEqual([401, 'UNAUTHENTICATED']);

    const owner = await signIn(api, await createMember(api, 'owner'));
    expect((await upload(api, owner, goodFile, true)).status).toBe(200);
  });

  it('marks a job whose process stopped as failed instead of leaving it running', async () => {
    const old = new Date(Date.now() - importHeartbeatLimitMs - 60_000).toISOString();
    const job = await api.database.db
      .insertInto('import_jobs')
      .values({
        status: 'running',
        file_name: 'left.csv',
        staff_id: null,
        actor: 'command line',
        total_rows: 10,
        processed_rows: 5,
        created_count: 5,
        updated_count: 0,
        unchanged_count: 0,
        error: null,
        created_at: old,
        started_at: old,
        finished_at: null,
        heartbeat_at: old,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = await adminCall(api, catalog, 'GET', `/api/admin/imports/${job.id}`);
    expect(read.json).toMatchObject({ status: 'failed', processed: 5 });
    expect(String(read.json.error)).toContain('stopped before it finished');
  });
});
