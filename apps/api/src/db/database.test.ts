import { statSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRow as checkout } from '../testing/checkout-rows.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { openDatabase } from './database.ts';
import type { Database } from './schema.ts';

/** The checkout with this id as the database has it, or undefined. */
function storedCheckout(db: Kysely<Database>, id: string) {
  return db.selectFrom('checkouts').select('id').where('id', '=', id).executeTakeFirst();
}

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
    const row = await storedCheckout(database.db, 'relaxed-1');
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
    const row = await storedCheckout(database.db, 'relaxed-2');
    expect(row).toBeUndefined();
  });

  it('run a write of several statements as one transaction: a failure keeps none of them', async () => {
    const { database } = test;
    await expect(
      database.relaxedWrites(async (db) => {
        await db.insertInto('checkouts').values(checkout('relaxed-5')).execute();
        await db.insertInto('checkouts').values(checkout('relaxed-1')).execute();
      }),
    ).rejects.toThrow();
    const row = await storedCheckout(database.db, 'relaxed-5');
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

  /** A second connection to the file, as another server process (SHOP_PROCESSES > 1) has it. */
  function otherProcess(): InstanceType<typeof SqliteDatabase> {
    const { database } = test.config;
    if (database.kind !== 'sqlite') throw new Error('a SQLite test');
    return new SqliteDatabase(database.file);
  }

  async function busyTimeout(db = test.database.db): Promise<number | undefined> {
    const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    return rows[0]?.timeout;
  }

  it("wait for another process's write lock without stopping the event loop, then commit", async () => {
    const other = otherProcess();
    other.exec('begin immediate');
    let settled = false;
    const write = test.database
      .relaxedWrites((db) => db.insertInto('checkouts').values(checkout('relaxed-6')).execute())
      .finally(() => {
        settled = true;
      });
    // While the write waits, the process goes on: a timer fires and a read is answered. Had the
    // write slept in SQLite's busy handler, both would come after it had given up (5 s).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = await test.database.db.selectFrom('checkouts').select('id').execute();
    expect(read.length).toBeGreaterThan(0);
    expect(settled).toBe(false);
    other.exec('commit');
    other.close();
    await write;
    const row = await storedCheckout(test.database.db, 'relaxed-6');
    expect(row?.id).toBe('relaxed-6');
    expect(await synchronousSetting()).toBe(2);
    expect(await busyTimeout()).toBe(5000);
  });

  /** Pages in the write-ahead log since `emptyLog()` (each is a page header and the page). */
  function logPages(): number {
    const { database } = test.config;
    if (database.kind !== 'sqlite') throw new Error('a SQLite test');
    const walHeader = 32;
    const pageHeader = 24;
    return (statSync(`${database.file}-wal`).size - walHeader) / (pageHeader + 4096);
  }

  async function emptyLog(): Promise<void> {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(test.database.db);
  }

  it('commit the writes one turn of the event loop asks for together, in the order asked', async () => {
    await test.database.relaxedWrites((db) =>
      db.insertInto('checkouts').values(checkout('batch-0')).execute(),
    );
    const setItems = (items: string) =>
      test.database.relaxedWrites((db) =>
        db.updateTable('checkouts').set({ items }).where('id', '=', 'batch-0').execute(),
      );
    await emptyLog();
    for (let change = 1; change <= 10; change += 1) await setItems(`[${change}]`);
    const oneTurnEach = logPages();
    await emptyLog();
    await Promise.all(Array.from({ length: 10 }, (_, change) => setItems(`[${11 + change}]`)));
    const oneTurn = logPages();
    // Ten commits write the cart's page ten times; one commit writes it once.
    expect(oneTurn).toBeGreaterThan(0);
    expect(oneTurnEach).toBe(10 * oneTurn);
    const stored = await test.database.db
      .selectFrom('checkouts')
      .select('items')
      .where('id', '=', 'batch-0')
      .executeTakeFirst();
    expect(stored?.items).toBe('[20]');
  });

  it('answer each write of a shared commit on its own: a failed one keeps nothing and takes no other with it', async () => {
    const insert = (db: Kysely<Database>, id: string) =>
      db.insertInto('checkouts').values(checkout(id)).execute();
    const outcomes = await Promise.allSettled([
      test.database.relaxedWrites(async (db) => {
        await insert(db, 'shared-a');
        return 'a';
      }),
      test.database.relaxedWrites(async (db) => {
        await insert(db, 'shared-b');
        await insert(db, 'shared-a');
        return 'b';
      }),
      test.database.relaxedWrites(async (db) => {
        await insert(db, 'shared-c');
        return 'c';
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))).toEqual([
      'a',
      'c',
    ]);
    // Answered means committed: another process sees the answered writes, and nothing of the failed one.
    const other = otherProcess();
    const stored = other
      .prepare("select id from checkouts where id like 'shared-%' order by id")
      .all()
      .map((row) => (row as { id: string }).id);
    other.close();
    expect(stored).toEqual(['shared-a', 'shared-c']);
    expect(await synchronousSetting()).toBe(2);
  });

  it("give up after the busy timeout with SQLite's SQLITE_BUSY, and change nothing", async () => {
    const { database } = test.config;
    if (database.kind !== 'sqlite') throw new Error('a SQLite test');
    const impatient = openDatabase(database, { busyTimeoutMs: 50 });
    const other = otherProcess();
    try {
      other.exec('begin immediate');
      await expect(
        impatient.relaxedWrites((db) => db.insertInto('checkouts').values(checkout('relaxed-7')).execute()),
      ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      other.exec('commit');
      const row = await storedCheckout(impatient.db, 'relaxed-7');
      expect(row).toBeUndefined();
      expect(await busyTimeout(impatient.db)).toBe(50);
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(impatient.db);
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      other.close();
      await impatient.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections the server ends', () => {
  it('an idle connection ended by the server does not stop the process; the next query gets a new one', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const settings = {
      kind: 'postgres',
      url,
      listenUrl: url,
      statementTimeoutMs: 15_000,
      idleTimeoutMs: 30_000,
    } as const;
    const shop = openDatabase({ ...settings, poolSize: 2 });
    const admin = openDatabase({ ...settings, poolSize: 1 });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(shop.db);
      const pid = rows[0]?.pid;
      // What a server restart or an operator does: the idle connection is terminated (57P01).
      await sql`select pg_terminate_backend(${pid})`.execute(admin.db);
      await new Promise((done) => setTimeout(done, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(shop.db);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await shop.close();
      await admin.close();
    }
  });
});
