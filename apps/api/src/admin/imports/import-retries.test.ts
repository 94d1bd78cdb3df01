import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDatabase } from '../../db/database.ts';
import { prepareCommerce } from '../../orders/testing/commerce-fixtures.ts';
import { createTestDatabase, openSecondConnection, type TestDatabase } from '../../testing/test-databases.ts';
import { commandLineActor } from '../audit.ts';
import { checkImportFile, queueImport, runImport } from './import-products.ts';

/*
 * An import batch that meets another write in a deadlock is run again, not failed: PostgreSQL
 * aborts one of two transactions that wait for each other, and the import's batch is the one it
 * chooses here. The batch writes product A, then waits for B, which another transaction holds and
 * which then asks for A. Once PostgreSQL has rolled the batch back, the other transaction ends and
 * the batch's second run writes both products; the job's counts hold them once.
 */

/** Waits until the query says yes, or fails naming what never happened. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Never happened: ${what}`);
}

describe.runIf(process.env.TEST_DATABASE_URL)('an import batch in a deadlock [postgres]', () => {
  let test: TestDatabase;
  let other: ShopDatabase;

  beforeAll(async () => {
    test = await createTestDatabase('postgres');
    await prepareCommerce(test.database.db);
    other = await openSecondConnection(test);
  });
  afterAll(async () => {
    await other?.close();
    await test?.dispose();
  });

  /** Backends that wait for a lock the given backend holds. */
  const waitingFor = async (pid: number) => {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(
      test.database.db,
    );
    return rows[0]?.waiting ?? 0;
  };
  const isWaiting = async (pid: number) => {
    const { rows } = await sql<{ waits: boolean }>`
      select cardinality(pg_blocking_pids(${pid})) > 0 as waits`.execute(test.database.db);
    return rows[0]?.waits === true;
  };

  it('is rolled back by PostgreSQL and run again: the job succeeds, both rows are written and counted once', async () => {
    const [first, second] = await test.database.db
      .selectFrom('products')
      .select(['id', 'sku', 'stock'])
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute();
    if (!first || !second) throw new Error('The commerce fixtures have fewer than two products');
    const deps = { database: test.database, now: () => new Date(), log: { info: () => {}, error: () => {} } };
    const checked = await checkImportFile(
      deps,
      `sku,stock\n${first.sku},${first.stock + 5}\n${second.sku},${second.stock + 6}`,
    );
    expect(checked.report.errors).toEqual([]);
    const request = { fileName: 'stock.csv', actor: commandLineActor, checked };
    const job = await queueImport(deps, request);

    let otherPid = 0;
    let holdsSecond = () => {};
    const secondHeld = new Promise<void>((resolve) => {
      holdsSecond = resolve;
    });
    let importWaits = () => {};
    const importWaiting = new Promise<void>((resolve) => {
      importWaits = resolve;
    });
    const otherWrite = other.db.transaction().execute(async (trx) => {
      // The import's session finds the deadlock (after its 1 s), so the import is the one aborted.
      await sql`set local deadlock_timeout = '30s'`.execute(trx);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      otherPid = rows[0]?.pid ?? 0;
      await trx.selectFrom('products').select('id').where('id', '=', second.id).forUpdate().execute();
      holdsSecond();
      await importWaiting;
      await trx.selectFrom('products').select('id').where('id', '=', first.id).forUpdate().execute();
    });
    await secondHeld;
    const imported = runImport(deps, job.id, request);
    await until('the import waits for the second product', async () => (await waitingFor(otherPid)) > 0);
    importWaits();
    // The other write now waits for the first product, which the import holds: a deadlock.
    await until('the other write waits for the import', () => isWaiting(otherPid));
    await otherWrite;

    const finished = await imported;
    expect([finished.status, finished.error]).toEqual(['succeeded', null]);
    expect([finished.processed, finished.updated, finished.created, finished.unchanged]).toEqual([
      2, 2, 0, 0,
    ]);
    const stock = await test.database.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(stock).toEqual([
      { id: first.id, stock: first.stock + 5 },
      { id: second.id, stock: second.stock + 6 },
    ]);
  });
});
