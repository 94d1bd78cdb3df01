import type { AdminProduct } from '@shop/contracts/admin-catalog';
import type { ImportError } from '@shop/contracts/admin-imports';
import { csrfHeader } from '@shop/contracts/admin-permissions';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi, type TestResponse } from '../../testing/test-api.ts';
import { describeEachDatabase } from '../../testing/test-databases.ts';
import { adminCall, createMember, type StaffSession, signIn } from '../testing/admin-fixtures.ts';

/*
 * Issue 17, variations in the CSV (decisions 020 and 028): a row with a parent_sku and attributes
 * (`color=blue;size=xl`) creates or updates that variation under its product, in the file or in
 * the shop; the product becomes a Variant and its stock is its variations' sum. The dry run names
 * the row and column of an unknown parent, a parent that is a variation, malformed attributes and
 * two variations a shopper could not tell apart, and nothing is written while any row is wrong.
 * The export writes the same columns back, and importing it changes nothing.
 */

async function upload(
  api: TestApi,
  session: StaffSession,
  csv: string,
  dryRun: boolean,
): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'variations.csv');
  return api.request(`/api/admin/imports?dry_run=${dryRun}`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.cookie, [csrfHeader]: session.csrf },
  });
}

const names = (name: string) => `${name},${name},${name},${name},${name}`;
const header =
  'sku,type,parent_sku,attributes,name_sv,name_no,name_da,name_fi,name_nl,price_sv,stock,stock_status';

describeEachDatabase('variations in the CSV import and export (issue 17)', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    catalog = await signIn(api, await createMember(api, 'catalog'));
  });
  afterAll(() => api.close());

  const importFile = async (csv: string) => {
    const dry = await upload(api, catalog, csv, true);
    expect(dry.json.errors, JSON.stringify(dry.json.errors)).toEqual([]);
    const real = await upload(api, catalog, csv, false);
    expect(real.status).toBe(202);
    const id = Number((real.json.job as { id: number }).id);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const job = await adminCall(api, catalog, 'GET', `/api/admin/imports/${id}`);
      if (job.json.status === 'succeeded') return dry.json;
      expect(job.json.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${id} did not finish`);
  };
  const product = async (sku: string): Promise<AdminProduct> => {
    const row = await api.database.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', sku)
      .executeTakeFirstOrThrow();
    const response = await adminCall(api, catalog, 'GET', `/api/admin/products/${row.id}`);
    expect(response.status).toBe(200);
    return response.body as AdminProduct;
  };
  const exported = async () =>
    String((await adminCall(api, catalog, 'GET', '/api/admin/exports/products.csv')).body);
  const snapshot = async () => ({
    products: await api.database.db
      .selectFrom('products')
      .select(['sku', 'type', 'parent_id', 'attributes', 'stock', 'version'])
      .orderBy('sku')
      .execute(),
    audits: (await api.database.db.selectFrom('audit_log').select('id').execute()).length,
  });

  it("creates a product and its variations from one file: the product becomes a Variant whose stock is its variations' sum; the export gives the attributes back and imports unchanged", async () => {
    const file = [
      header,
      // The product's own stock cell is not read: its stock is its variations'.
      `SKAL-X,,,,${names('Skal X')},199.00,99,in-stock`,
      `SKAL-X-BLU,,SKAL-X,color=blue,${names('Skal X blå')},199.00,4,in-stock`,
      `SKAL-X-RED-XL,,SKAL-X,color=red; size = xl,${names('Skal X röd')},209.00,3,in-stock`,
      // A value may hold the separator, written \;.
      `SKAL-X-MIX,,SKAL-X,color=red\\;blue,${names('Skal X mix')},209.00,0,in-stock`,
    ].join('\n');
    const report = await importFile(file);
    expect(report).toMatchObject({ created: 4, updated: 0 });
    const parent = await product('SKAL-X');
    expect(parent).toMatchObject({ type: 'Variant', stock: 7 });
    expect(
      parent.variations.map((variation) => [variation.sku, variation.attributes, variation.stock]),
    ).toEqual([
      ['SKAL-X-BLU', { color: 'blue' }, 4],
      ['SKAL-X-RED-XL', { color: 'red', size: 'xl' }, 3],
      ['SKAL-X-MIX', { color: 'red;blue' }, 0],
    ]);
    const shop = await api.request(`/api/product-by-slug/${parent.texts.sv?.slug}?${storeQuery('sv')}&nc=1`);
    expect(shop.status).toBe(200);
    expect(
      (shop.json.product as { variations: { sku: string }[] }).variations.map((item) => item.sku),
    ).toEqual(['SKAL-X-BLU', 'SKAL-X-RED-XL', 'SKAL-X-MIX']);

    const csv = await exported();
    expect(csv.split('\n')[0]).toMatch(/^sku,type,parent_sku,attributes,kind,/);
    expect(csv).toContain('\nSKAL-X,variant,,,');
    expect(csv).toContain('\nSKAL-X-RED-XL,standard,SKAL-X,color=red;size=xl,');
    expect(csv).toContain('\nSKAL-X-MIX,standard,SKAL-X,color=red\\;blue,');
    const round = await upload(api, catalog, csv, true);
    expect(round.json).toMatchObject({ errors: [], changes: 0 });
    // The same file again changes nothing either.
    expect((await upload(api, catalog, file, true)).json).toMatchObject({ errors: [], changes: 0 });
  });

  it("adds a variation to a Standard product of the shop, which becomes a Variant with its variations' stock; changes a variation's attributes and stock by SKU", async () => {
    const before = await product('SCREEN-1');
    expect(before).toMatchObject({ type: 'Standard', stock: 50 });
    await importFile(
      [header, `SCREEN-1-BLK,,SCREEN-1,color=black,${names('Skärm svart')},199.00,6,in-stock`].join('\n'),
    );
    const after = await product('SCREEN-1');
    expect(after).toMatchObject({ type: 'Variant', stock: 6, version: before.version + 1 });
    expect(after.variations.map((variation) => [variation.sku, variation.attributes])).toEqual([
      ['SCREEN-1-BLK', { color: 'black' }],
    ]);
    const report = await importFile(['sku,attributes,stock', 'SCREEN-1-BLK,color=white,9'].join('\n'));
    expect(report.products).toEqual([
      { row: 1, sku: 'SCREEN-1-BLK', action: 'update', fields: ['attributes', 'stock'] },
    ]);
    expect((await product('SCREEN-1-BLK')).attributes).toEqual({ color: 'white' });
    expect((await product('SCREEN-1')).stock).toBe(9);
  });

  it('a dry run names the row and column of an unknown parent, a parent that is a variation, malformed attributes and two variations alike, and nothing is written', async () => {
    const bad = [
      header,
      // 1: no such parent.
      `V-1,,NO-SUCH,color=blue,${names('V1')},99,1,`,
      // 2: the parent is a variation of the shop.
      `V-2,,SKAL-X-BLU,color=blue,${names('V2')},99,1,`,
      // 3, 4, 5: malformed attributes (no =, an upper-case name, six attributes).
      `V-3,,SKAL-X,blue,${names('V3')},99,1,`,
      `V-4,,SKAL-X,Color=blue,${names('V4')},99,1,`,
      `V-5,,SKAL-X,a=1;b=2;c=3;d=4;e=5;f=6,${names('V5')},99,1,`,
      // 6: the attributes of SKAL-X-BLU in the shop (in another order of spaces).
      `V-6,,SKAL-X,color = blue,${names('V6')},99,1,`,
      // 7 and 8: alike in the file under a new product of the file (row 9).
      `V-7,,NEW-P,color=green,${names('V7')},99,1,`,
      `V-8,,NEW-P,color=green,${names('V8')},99,1,`,
      `NEW-P,,,,${names('Ny')},99,,`,
      // 10: attributes on a product of its own; 11: a new variation without attributes.
      `V-10,,,color=green,${names('V10')},99,1,`,
      `V-11,,SKAL-X,,${names('V11')},99,1,`,
      // 12: a good row, still not written.
      `V-12,,SKAL-X,color=white,${names('V12')},99,1,`,
    ].join('\n');
    const before = await snapshot();
    const dry = await upload(api, catalog, bad, true);
    expect(dry.status).toBe(200);
    const errors = dry.json.errors as ImportError[];
    expect(errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'parent_sku'],
      [2, 'parent_sku'],
      [3, 'attributes'],
      [4, 'attributes'],
      [5, 'attributes'],
      [6, 'attributes'],
      [7, 'attributes'],
      [8, 'attributes'],
      [10, 'attributes'],
      [11, 'attributes'],
    ]);
    expect(errors[0]?.message).toContain('Unknown parent SKU NO-SUCH');
    expect(errors[1]?.message).toContain('is itself a variation');
    expect(errors[5]?.message).toContain('SKAL-X-BLU');
    expect(errors[5]?.message).toContain('in the shop');
    expect(errors[6]?.message).toContain('V-8 of NEW-P (in row 8)');
    const real = await upload(api, catalog, bad, false);
    expect(real.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });
});
