import type { AdminProduct } from '@shop/contracts/admin-catalog';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareCommerce } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi, type TestResponse } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { commandLineActor } from './audit.ts';
import { checkImportFile, queueImport, runImport } from './imports/import-products.ts';
import { importBatchSize } from './imports/plan-import.ts';
import { adminCall, createCase, createMember, type StaffSession, signIn } from './testing/admin-fixtures.ts';

/*
 * Two variations of one product never get the same attributes (the storefront's picker could not
 * tell them apart), also when the writes come at once: the check of a variation's option against
 * its siblings runs in the transaction that writes it, with the product's row locked first
 * (variation-rules.ts). So of staff requests at once exactly one wins and the others are refused,
 * 409 VARIATION_OPTION_TAKEN, leaving nothing of their own; and an import whose file was checked
 * before staff added the same option fails at that batch, naming the row and the column, while a
 * file whose dry run was clean still imports when its own rows swap two options across batches.
 */

const AT_ONCE = 12;

describeEachDatabase('one option per variation of a product, also at once', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    catalog = await signIn(api, await createMember(api, 'catalog'));
  });
  afterAll(() => api.close());

  let made = 0;
  const unique = (word: string) => {
    made += 1;
    return `${word}-${kind}-${made}`.toUpperCase();
  };
  const newProduct = () => createCase(api, catalog, unique('OPT'));
  const addVariation = (productId: number, body: Record<string, unknown>) =>
    adminCall(api, catalog, 'POST', `/api/admin/products/${productId}/variations`, body);
  const variationsOf = (parentId: number) =>
    api.database.db
      .selectFrom('products')
      .select(['id', 'sku', 'attributes', 'version'])
      .where('parent_id', '=', parentId)
      .orderBy('id')
      .execute();
  const auditsOf = async (ids: readonly number[]) =>
    (
      await api.database.db
        .selectFrom('audit_log')
        .select(['entity_id', 'action'])
        .where('entity_type', '=', 'product')
        .where(
          'entity_id',
          'in',
          ids.map((id) => String(id)),
        )
        .orderBy('id')
        .execute()
    ).map((entry) => `${entry.entity_id} ${entry.action}`);
  /** The change feed's announcements of single products (the topics' own rows move with any write). */
  const announcements = async () =>
    api.database.db
      .selectFrom('change_feed')
      .select(['key', 'version'])
      .where('key', 'like', 'product:%')
      .orderBy('key')
      .execute();
  const names = (name: string) => `${name},${name},${name},${name},${name}`;
  const importDeps = () => ({
    database: api.database,
    now: () => new Date(),
    log: { info: () => {}, error: () => {} },
  });
  const answers = (responses: readonly TestResponse[]) =>
    responses.map((response) => `${response.status} ${response.status === 409 ? response.json.error : ''}`);
  const expectOneWinner = (responses: readonly TestResponse[], won: number) => {
    const sorted = answers(responses).sort();
    expect(sorted).toEqual([
      `${won} `,
      ...Array.from({ length: AT_ONCE - 1 }, () => '409 VARIATION_OPTION_TAKEN'),
    ]);
    for (const response of responses.filter((each) => each.status === 409))
      expect((response.json.issues as { path: string }[])[0]?.path).toBe('attributes');
  };

  it(`${AT_ONCE} creates at once of variations of one product with the same attributes: one 201, the rest 409 VARIATION_OPTION_TAKEN, one variation and nothing else of the refused`, async () => {
    const product = await newProduct();
    const feedBefore = await announcements();
    const skus = Array.from({ length: AT_ONCE }, () => unique('OPT-GRON'));
    const responses = await Promise.all(
      skus.map((sku) => addVariation(product.id, { sku, attributes: { color: 'green' } })),
    );
    expectOneWinner(responses, 201);
    const variations = await variationsOf(product.id);
    expect(variations).toHaveLength(1);
    const [variation] = variations;
    expect(JSON.parse(variation?.attributes ?? '')).toEqual({ color: 'green' });
    expect(skus).toContain(variation?.sku);
    const skusStored = await api.database.db
      .selectFrom('products')
      .select('sku')
      .where('sku', 'in', skus)
      .execute();
    expect(skusStored).toHaveLength(1);
    // One audit entry of the product and one of the variation; one new announcement (the
    // variation's), the product's raised once.
    expect(await auditsOf([product.id, variation?.id ?? 0])).toEqual([
      `${product.id} product.create`,
      `${variation?.id} product.create`,
      `${product.id} product.variation.create`,
    ]);
    const feedAfter = await announcements();
    expect(feedAfter.map((row) => row.key)).toEqual(
      [...feedBefore.map((row) => row.key), `product:${variation?.id}`].sort(),
    );
  });

  it(`${AT_ONCE} updates at once turning different variations of one product into the same attributes: one 200, the rest 409 VARIATION_OPTION_TAKEN, and the refused unchanged`, async () => {
    const product = await newProduct();
    for (let index = 0; index < AT_ONCE; index += 1) {
      const created = await addVariation(product.id, {
        sku: unique('OPT-V'),
        attributes: { size: `s${index}` },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const before = await variationsOf(product.id);
    const feedBefore = await announcements();
    const ids = before.map((variation) => variation.id);
    const auditsBefore = await auditsOf(ids);
    const responses = await Promise.all(
      before.map((variation) =>
        adminCall(api, catalog, 'PATCH', `/api/admin/products/${variation.id}`, {
          version: variation.version,
          attributes: { size: 'xl' },
        }),
      ),
    );
    expectOneWinner(responses, 200);
    const after = await variationsOf(product.id);
    const changed = after.filter((variation, index) => variation.attributes !== before[index]?.attributes);
    expect(changed.map((variation) => JSON.parse(variation.attributes))).toEqual([{ size: 'xl' }]);
    // Only the winner's version, audit entry and announcement are new.
    expect(after.filter((variation, index) => variation.version !== before[index]?.version)).toEqual(changed);
    expect(await auditsOf(ids)).toEqual([...auditsBefore, `${changed[0]?.id} product.update`]);
    const feedAfter = await announcements();
    const moved = feedAfter.filter(
      (row) => feedBefore.find((old) => old.key === row.key)?.version !== row.version,
    );
    expect(moved.map((row) => row.key)).toEqual([`product:${changed[0]?.id}`]);
  });

  it('an import whose file was checked before staff added a variation with the same attributes fails at that batch naming the row and attributes, and writes no second alike variation', async () => {
    const product = await newProduct();
    const first = await addVariation(product.id, {
      sku: unique('OPT-SVART'),
      attributes: { color: 'black' },
    });
    expect(first.status).toBe(201);
    const fileSku = unique('OPT-FIL');
    const file = [
      'sku,parent_sku,attributes,name_sv,name_no,name_da,name_fi,name_nl,price_sv,stock',
      `${fileSku},${product.sku},color=white,${names('Vit')},199.00,3`,
    ].join('\n');
    const deps = importDeps();
    const checked = await checkImportFile(deps, file);
    expect(checked.report.errors).toEqual([]);
    // Staff add the same option after the check, before the import writes.
    const staff = await addVariation(product.id, { sku: unique('OPT-VIT'), attributes: { color: 'white' } });
    expect(staff.status).toBe(201);
    const request = { fileName: 'options.csv', actor: commandLineActor, checked };
    const job = await runImport(deps, (await queueImport(deps, request)).id, request);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/^Row 1, attributes: Variation OPT-VIT-.* has the same attributes/);
    const white = (await variationsOf(product.id)).filter((variation) =>
      variation.attributes.includes('white'),
    );
    expect(white.map((variation) => variation.sku)).toEqual([(staff.body as AdminProduct).sku]);
    const fromFile = await api.database.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', fileSku)
      .execute();
    expect(fromFile).toEqual([]);
  });

  it(`a file that swaps two variations' options across batches of ${importBatchSize} rows imports as its dry run said: each batch is checked with the file's later rows of the same product`, async () => {
    const product = await newProduct();
    const small = await addVariation(product.id, { sku: unique('OPT-S'), attributes: { size: 's' } });
    const medium = await addVariation(product.id, { sku: unique('OPT-M'), attributes: { size: 'm' } });
    const [smallSku, mediumSku] = [small, medium].map((response) => (response.body as AdminProduct).sku);
    // Products of their own come first: the fillers and the first swap fill the first batch.
    const fillers = Array.from(
      { length: importBatchSize - 1 },
      (_unused, index) => `${unique(`OPT-FILL-${index}`)},,,${names('Fyll')}`,
    );
    const file = [
      'sku,parent_sku,attributes,name_sv,name_no,name_da,name_fi,name_nl',
      ...fillers,
      `${smallSku},${product.sku},size=m,,,,,`,
      `${mediumSku},${product.sku},size=s,,,,,`,
    ].join('\n');
    const deps = importDeps();
    const checked = await checkImportFile(deps, file);
    expect(checked.report.errors).toEqual([]);
    const request = { fileName: 'swap.csv', actor: commandLineActor, checked };
    const job = await runImport(deps, (await queueImport(deps, request)).id, request);
    expect([job.status, job.error]).toEqual(['succeeded', null]);
    const options = (await variationsOf(product.id)).map((variation) => [
      variation.sku,
      JSON.parse(variation.attributes),
    ]);
    expect(options).toEqual([
      [smallSku, { size: 'm' }],
      [mediumSku, { size: 's' }],
    ]);
  });
});
