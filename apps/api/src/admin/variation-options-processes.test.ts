import type { AdminProduct } from '@shop/contracts/admin-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, prepareCommerce } from '../orders/testing/commerce-fixtures.ts';
import { type ProcessesOnOneFile, startProcessesOnOneFile } from '../orders/testing/order-server.ts';
import { adminCall, createMember, type StaffSession, signIn } from './testing/admin-fixtures.ts';

/**
 * SHOP_PROCESSES > 1 runs several server processes on one SQLite file: only SQLite's write lock
 * stands between them. A variation's option is checked inside its write's transaction, which
 * begins IMMEDIATE and so holds that lock (variation-rules.ts): staff saves of one option spread
 * over three processes still give one variation.
 */
describe('one option per variation from several server processes on one SQLite file [sqlite]', () => {
  let processes: ProcessesOnOneFile;
  let staff: StaffSession;

  beforeAll(async () => {
    processes = await startProcessesOnOneFile((database) => prepareCommerce(database.db));
    staff = await signIn(processes.server(0), await createMember(processes, 'catalog'));
  }, 60_000);

  afterAll(() => processes?.close());

  const server = (index: number) => processes.server(index);

  it('12 creates at once of one option over 3 processes: one 201, the rest 409 VARIATION_OPTION_TAKEN, one variation', async () => {
    const created = await adminCall(server(0), staff, 'POST', '/api/admin/products', {
      sku: 'OPT-PROCESSES',
      group_id: 6,
      discount_category: 2,
      category_ids: [CATEGORY.cases],
      texts: { sv: { name: 'Skal' } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body as AdminProduct;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        adminCall(server(index), staff, 'POST', `/api/admin/products/${product.id}/variations`, {
          sku: `OPT-PROCESSES-${index}`,
          attributes: { color: 'green' },
        }),
      ),
    );
    const answers = responses.map((response) => `${response.status} ${String(response.json.error ?? '')}`);
    expect(answers.filter((answer) => answer === '201 ')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '409 VARIATION_OPTION_TAKEN')).toHaveLength(11);
    const variations = await processes.database.db
      .selectFrom('products')
      .select('sku')
      .where('parent_id', '=', product.id)
      .execute();
    expect(variations).toHaveLength(1);
  });
});
