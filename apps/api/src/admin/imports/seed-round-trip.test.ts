import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCatalog } from '../../seed/catalog/catalog.seed.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { exportProductsCsv } from './export-products.ts';
import { checkImportFile } from './import-products.ts';

/*
 * Issue 17: "Export gives the same columns back": the demo catalog, with its tiers, campaigns,
 * variations, gift cards, presales and every stock status, exports to a file whose import changes
 * nothing and finds nothing wrong.
 */

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describeEachDatabase('the export of the demo catalog imports back unchanged', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await seedCatalog(test.database.db, {
      products: 300,
      now: new Date('2026-11-01T00:00:00Z'),
      progress: () => {},
    });
  });
  afterAll(() => test.dispose());

  it('exports every product, and importing the export changes nothing', async () => {
    // What the seed leaves out but the file carries: a hidden product, an MPN, a campaign window
    // (saved by the editor without milliseconds) and one open at its start.
    const db = test.database.db;
    const onCampaign = await db
      .selectFrom('product_prices')
      .select('product_id')
      .where('list', '=', 'c')
      .where('store_id', 'in', [1, 4])
      .groupBy('product_id')
      .having((eb) => eb.fn.countAll(), '=', 2)
      .orderBy('product_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_campaigns')
      .values([
        {
          product_id: onCampaign.product_id,
          store_id: 1,
          starts_at: '2026-11-27T00:00:00Z',
          ends_at: '2026-12-01T23:00:00.000Z',
        },
        {
          product_id: onCampaign.product_id,
          store_id: 4,
          starts_at: null,
          ends_at: '2026-12-24T00:00:00.000Z',
        },
      ])
      .execute();
    await db
      .updateTable('products')
      .set({ published: 0, mpn: 'DEMO-MPN-1' })
      .where('id', '=', onCampaign.product_id)
      .execute();
    const csv = await readStream(exportProductsCsv(test.database.db));
    const products = await test.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const { report } = await checkImportFile({ database: test.database }, csv);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ rows: Number(products.n), changes: 0, unchanged: Number(products.n) });
    // The demo catalog has what the format must carry: tiers, campaigns, variations, presales.
    expect(csv).toMatch(/\|5:/);
    expect(csv).toMatch(/\n[A-Z0-9-]+,standard,[A-Z0-9-]+,/);
    expect(csv).toMatch(/,giftcard,/);
    expect(csv).toMatch(/,\d{4}-\d{2}-\d{2},/);
    // Demo EAN-13s, an MPN, published false, and the windows in canonical ISO 8601.
    expect(csv).toMatch(/,7350099\d{6},/);
    expect(csv).toContain(',DEMO-MPN-1,false,2026-11-27T00:00:00.000Z,2026-12-01T23:00:00.000Z,');
    expect(csv).toContain(',2026-12-24T00:00:00.000Z,');
  });

  it("the README's example file (docs/examples/products.csv) imports into the demo shop without an error", async () => {
    const example = readFileSync(
      new URL('../../../../../docs/examples/products.csv', import.meta.url),
      'utf8',
    );
    const { report } = await checkImportFile({ database: test.database }, example);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ rows: 4, created: 4, updated: 0 });
  });
});
