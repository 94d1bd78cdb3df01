import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutRow as checkout } from '../testing/checkout-rows.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { preparedQuery } from './prepared-query.ts';

describeEachDatabase('prepared queries', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.database.db
      .insertInto('checkouts')
      .values([
        checkout('a', 'open'),
        checkout('b', 'open'),
        checkout("c'; drop table checkouts; --", 'completed'),
      ])
      .execute();
  });
  afterAll(() => test.dispose());

  it("run with each call's own values, as parameters (never as SQL)", async () => {
    const byId = preparedQuery((db, id: string) =>
      db.selectFrom('checkouts').select('id').where('id', '=', id),
    );
    expect(await byId(test.database.db, 'a')).toEqual([{ id: 'a' }]);
    expect(await byId(test.database.db, 'b')).toEqual([{ id: 'b' }]);
    expect(await byId(test.database.db, "c'; drop table checkouts; --")).toEqual([
      { id: "c'; drop table checkouts; --" },
    ]);
    expect(await byId(test.database.db, 'nothing')).toEqual([]);
  });

  it('keep the values the query itself holds, and take an argument used twice', async () => {
    const openWithId = preparedQuery((db, id: string) =>
      db
        .selectFrom('checkouts')
        .select('id')
        .where('status', '=', 'open')
        .where((eb) => eb.or([eb('id', '=', id), eb('locale', '=', id)])),
    );
    expect(await openWithId(test.database.db, 'a')).toEqual([{ id: 'a' }]);
    expect(await openWithId(test.database.db, "c'; drop table checkouts; --")).toEqual([]);
  });

  it('build and compile once per database: a transaction gets its own', async () => {
    let builds = 0;
    const byId = preparedQuery((db, id: string) => {
      builds += 1;
      return db.selectFrom('checkouts').select('id').where('id', '=', id);
    });
    await byId(test.database.db, 'a');
    await byId(test.database.db, 'b');
    expect(builds).toBe(1);
    await test.database.db.transaction().execute((trx) => byId(trx, 'a'));
    expect(builds).toBe(2);
  });

  it('run writes with their values', async () => {
    const setStatus = preparedQuery((db, id: string, status: string) =>
      db.updateTable('checkouts').set({ status }).where('id', '=', id),
    );
    await setStatus(test.database.db, 'b', 'awaiting-payment');
    const row = await test.database.db
      .selectFrom('checkouts')
      .select('status')
      .where('id', '=', 'b')
      .executeTakeFirst();
    expect(row?.status).toBe('awaiting-payment');
  });

  it('refuse a query that does not take each argument as a value', async () => {
    const shaped = preparedQuery((db, column: string) =>
      db
        .selectFrom('checkouts')
        .select('id')
        .where(column === 'id' ? 'id' : 'locale', '=', 'a'),
    );
    await expect(shaped(test.database.db, 'id')).rejects.toThrow('each of its arguments as a value');
  });
});
