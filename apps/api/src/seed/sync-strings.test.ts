import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { syncStrings } from './sync-strings.ts';
import { uiStrings } from './ui-strings.seed.ts';

describeEachDatabase('the strings a start adds', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('fills a database that was never seeded, adds what an upgrade brings, and never overwrites an edited text', async () => {
    const db = test.database.db;
    const keys = Object.keys(uiStrings).length;
    expect(await syncStrings(db)).toBe(keys * 5);
    expect(await syncStrings(db)).toBe(0);
    await db
      .updateTable('strings')
      .set({ value: 'Edited by the shop' })
      .where('key', '=', 'order.status.packed')
      .where('locale', '=', 'sv')
      .execute();
    await db.deleteFrom('strings').where('key', '=', 'order.documents.title').execute();
    expect(await syncStrings(db)).toBe(5);
    const packed = await db
      .selectFrom('strings')
      .select('value')
      .where('key', '=', 'order.status.packed')
      .where('locale', '=', 'sv')
      .executeTakeFirstOrThrow();
    expect(packed.value).toBe('Edited by the shop');
  });
});
