import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';

const checkout = (id: string) => ({
  id,
  store_id: 1,
  locale: 'sv',
  status: 'open',
  attempt: 1,
  items: '[]',
  coupons: '[]',
  campaign_data: '{}',
  customer_id: null,
  internal: 0,
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
});

describeEachDatabase('relaxed writes (cart writes)', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('run the write and give its answer', async () => {
    const { database } = test;
    const answer = await database.relaxedWrites(async (db) => {
      await db.insertInto('checkouts').values(checkout('relaxed-1')).execute();
      return 'written';
    });
    expect(answer).toBe('written');
    const row = await database.db
      .selectFrom('checkouts')
      .select('id')
      .where('id', '=', 'relaxed-1')
      .executeTakeFirst();
    expect(row?.id).toBe('relaxed-1');
  });

  it('pass a failed write on and keep nothing of it', async () => {
    const { database } = test;
    await expect(
      database.relaxedWrites((db) =>
        db
          .insertInto('checkouts')
          .values([checkout('relaxed-2'), checkout('relaxed-1')])
          .execute(),
      ),
    ).rejects.toThrow();
    const row = await database.db
      .selectFrom('checkouts')
      .select('id')
      .where('id', '=', 'relaxed-2')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('relaxed writes on SQLite', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
  });
  afterAll(() => test.dispose());

  /** 1 is NORMAL, 2 is FULL. */
  async function synchronousSetting(): Promise<number | undefined> {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(test.database.db);
    return rows[0]?.synchronous;
  }

  it('commit without waiting for the disk, and every other write waits for it again', async () => {
    expect(await synchronousSetting()).toBe(2);
    const during = await test.database.relaxedWrites(async (db) => {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      return rows[0]?.synchronous;
    });
    expect(during).toBe(1);
    expect(await synchronousSetting()).toBe(2);
  });

  it('set FULL again after a write that failed', async () => {
    await expect(
      test.database.relaxedWrites(async () => {
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await synchronousSetting()).toBe(2);
  });

  it('hold the connection: a query that comes meanwhile waits and runs with FULL', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started = () => {};
    const writing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const write = test.database.relaxedWrites(async (db) => {
      started();
      await held;
      await db.insertInto('checkouts').values(checkout('relaxed-3')).execute();
    });
    await writing;
    const meanwhile = synchronousSetting();
    finish();
    await write;
    expect(await meanwhile).toBe(2);
  });
});
