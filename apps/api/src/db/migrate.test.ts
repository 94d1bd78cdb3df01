import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { migrateToLatest, UnknownMigrationError } from './migrate.ts';

describeEachDatabase('migrations released out of order', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('a database that already ran 0015 runs 0014-store-payment-methods when it arrives', async () => {
    const { db } = test.database;
    // The state of a shop that ran main's 0015 before this branch's 0014 existed.
    await db.schema.alterTable('store_settings').dropColumn('payment_methods').execute();
    await sql`delete from kysely_migration where name = '0014-store-payment-methods'`.execute(db);
    const results = await migrateToLatest(db, test.database.dialect);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([
      ['0014-store-payment-methods', 'Success'],
    ]);
    const rows = await db
      .selectFrom('store_settings')
      .select(['store_id', 'payment_methods'])
      .orderBy('store_id')
      .execute();
    expect(rows.find((row) => row.store_id === 6)?.payment_methods).toBe('card,pay-later');
    expect(rows.find((row) => row.store_id === 1)?.payment_methods).toBe('invoice,card,pay-later');
  });
});

describeEachDatabase('a database migrated by a newer version of the shop (issue 18)', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('stops the start with a message naming the unknown migration and saying to update the code', async () => {
    const { db } = test.database;
    await sql`insert into kysely_migration (name, timestamp) values ('0099-from-the-future', ${new Date().toISOString()})`.execute(
      db,
    );
    const failed = await migrateToLatest(db, test.database.dialect).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(UnknownMigrationError);
    expect((failed as Error).message).toContain('migration 0099-from-the-future');
    expect((failed as Error).message).toContain('Update the code');
    expect((failed as Error).message).not.toContain('corrupted');
  });
});
