import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestProducts } from '../orders/testing/commerce-fixtures.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createStockCache, stockCacheFor } from './stock-cache.ts';

describe('stock kept in the process (SQLite)', () => {
  let test: TestDatabase;
  /** A second connection to the file, as another server process or the shop owner's own SQL has it. */
  let other: InstanceType<typeof SqliteDatabase>;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    await insertTestProducts(test.database.db);
    const { database } = test.config;
    if (database.kind !== 'sqlite') throw new Error('a SQLite test');
    other = new SqliteDatabase(database.file);
  });
  afterAll(async () => {
    other.close();
    await test.dispose();
  });

  const version = () =>
    (other.prepare('select version from stock_version').get() as { version: number }).version;

  it('stock_version grows with every change of stock, stock status or delivery date, and with a product added or removed', () => {
    const changes = [
      'update products set stock = stock - 1 where id = 1',
      "update products set stock_status = 'back-order' where id = 2",
      "update products set estimated_at = '2027-01-10' where id = 2",
      "insert into products (id, type, sku, main_sku, kind, vat_class, color, stock, stock_status, is_new, rating, popularity, recent_views, bought_today, attributes, created_at) values (900, 1, 'NEW-1', 'NEW-1', 'test', 'standard', '#000000', 5, 'in-stock', 0, 0, 0, 0, 0, '{}', '2026-01-01T00:00:00.000Z')",
      'delete from products where id = 900',
    ];
    for (const change of changes) {
      const before = version();
      other.exec(change);
      expect(version(), change).toBe(before + 1);
    }
  });

  it('stays the same when nothing a cart reads of stock changed', () => {
    const before = version();
    other.exec('update products set popularity = popularity + 1 where id = 1');
    other.exec('update products set stock = stock where id = 1');
    expect(version()).toBe(before);
  });

  it("answers stock as it is now, after another process's change", async () => {
    const cache = createStockCache();
    const first = await cache.read(test.database.db, [1, 3]);
    other.exec('update products set stock = 7 where id = 3');
    const second = await cache.read(test.database.db, [1, 3]);
    expect(first.get(3)?.stock).not.toBe(7);
    expect(second.get(3)?.stock).toBe(7);
    expect(second.get(1)).toEqual(first.get(1));
  });

  it('reads the products again only when stock_version moved', async () => {
    const cache = createStockCache();
    const kept = (await cache.read(test.database.db, [3])).get(3)?.stock;
    // A change that puts stock_version back is not seen: the kept stock is answered.
    other.exec('update products set stock = stock + 10 where id = 3');
    other.exec('update stock_version set version = version - 1');
    expect((await cache.read(test.database.db, [3])).get(3)?.stock).toBe(kept);
    other.exec('update stock_version set version = version + 1');
    expect((await cache.read(test.database.db, [3])).get(3)?.stock).toBe((kept ?? 0) + 10);
  });

  it('leaves out a product that does not exist, and keeps the rest', async () => {
    const cache = createStockCache();
    const facts = await cache.read(test.database.db, [1, 12_345]);
    expect([...facts.keys()]).toEqual([1]);
    expect(cache.size).toBe(1);
  });

  it('is one per database', () => {
    expect(stockCacheFor(test.database)).toBe(stockCacheFor(test.database));
  });
});

describeEachDatabase('stock_version', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('exists on SQLite only: PostgreSQL reads stock with every sync', async () => {
    const tables = await test.database.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names.includes('stock_version')).toBe(kind === 'sqlite');
    expect(stockCacheFor(test.database) !== undefined).toBe(kind === 'sqlite');
    if (kind === 'sqlite') {
      const { rows } = await sql<{ version: number }>`select version from stock_version`.execute(
        test.database.db,
      );
      expect(rows).toEqual([{ version: 0 }]);
    }
  });
});
