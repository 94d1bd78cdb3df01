import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../admin/testing/admin-fixtures.ts';
import { createCatalogCache } from '../cache/catalog-cache.ts';
import { insertTestProducts, testProducts } from '../orders/testing/commerce-fixtures.ts';
import { createSearchIndex } from '../search/create-search-index.ts';
import { seedDatabase } from '../seed/seed.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { type CopyResult, copyToPostgres } from './copy-to-postgres.ts';
import type { Database } from './schema.ts';

/** Every table's row count in the target's schema: what "left unchanged" compares. */
async function postgresRowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

const countOf = async (db: Kysely<Database>, table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n);

const imageBytes = Buffer.from([0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, 0, 0x5c, 0x78]);

describe.runIf(process.env.TEST_DATABASE_URL)(
  'copy-to-postgres: a shop moves from its SQLite file to PostgreSQL [postgres]',
  () => {
    let source: TestApi;
    let target: TestDatabase;
    let order: { id: number; number: string };
    let result: CopyResult;
    const progress: string[] = [];

    beforeAll(async () => {
      source = await startTestApi('sqlite', {
        prepare: ({ database, config }) => seedDatabase(database, { products: 100, secret: config.secret }),
      });
      const db = source.database.db;
      const buyable = await db
        .selectFrom('products')
        .innerJoin('product_prices', 'product_prices.product_id', 'products.id')
        .select('products.sku')
        .where('products.parent_id', 'is', null)
        .where('products.type', '=', 1)
        .where('products.stock', '>', 10)
        .where('product_prices.store_id', '=', 1)
        .orderBy('products.id')
        .executeTakeFirstOrThrow();
      order = await placeOrder(source, { items: [{ sku: buyable.sku, quantity: 2 }] });
      await db
        .insertInto('image_files')
        .values({
          hash: 'a'.repeat(64),
          width: 400,
          format: 'webp',
          height: 300,
          content_type: 'image/webp',
          byte_size: imageBytes.length,
          bytes: imageBytes,
          created_at: '2026-11-27T00:00:00.000Z',
        })
        .execute();
      // A child category stored before its parent (it was moved under a newer one), in another
      // batch of the copy than its parent: parents first must hold it back until the parent is
      // written. (PostgreSQL checks a key at the end of each INSERT, so within one batch any order passes.)
      await db
        .insertInto('categories')
        .values([
          { id: 0, parent_id: null, code: 'moved-child', sort_order: 0, show_in_menu: 0, icon: 'case' },
          { id: 9002, parent_id: null, code: 'newer-parent', sort_order: 0, show_in_menu: 0, icon: 'case' },
        ])
        .execute();
      await db.updateTable('categories').set({ parent_id: 9002 }).where('id', '=', 0).execute();
      target = await createTestDatabase('postgres');
      // Small batches: many INSERTs per table, and the moved category apart from its parent.
      result = await copyToPostgres(source.database, target.database, {
        progress: (message) => progress.push(message),
        batchRows: 50,
      });
    }, 120_000);

    afterAll(async () => {
      await source?.close();
      await target?.dispose();
    });

    it('copies every table both have, and each has the same row count on both sides', async () => {
      expect(result.tables.length).toBeGreaterThan(50);
      const names = result.tables.map((table) => table.table);
      expect(names).toEqual(
        expect.arrayContaining(['products', 'orders', 'order_lines', 'image_files', 'staff']),
      );
      expect(names).not.toContain('kysely_migration');
      expect(names.filter((name) => name.startsWith('search_fts') || name === 'search_ranks')).toEqual([]);
      for (const { table, rows } of result.tables) {
        expect({ table, rows: await countOf(target.database.db, table) }).toEqual({
          table,
          rows: await countOf(source.database.db, table),
        });
        expect(rows).toBe(await countOf(source.database.db, table));
      }
      expect(result.rows).toBeGreaterThan(1000);
    });

    it('reads a product with its texts and prices back equal', async () => {
      const read = async (db: Kysely<Database>) => {
        const product = await db
          .selectFrom('products')
          .selectAll()
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        const texts = await db
          .selectFrom('product_texts')
          .selectAll()
          .where('product_id', '=', 1)
          .orderBy('locale')
          .execute();
        const prices = await db
          .selectFrom('product_prices')
          .selectAll()
          .where('product_id', '=', 1)
          .orderBy('store_id')
          .orderBy('list')
          .orderBy('quantity')
          .execute();
        return { product, texts, prices };
      };
      const copied = await read(target.database.db);
      expect(copied.texts.length).toBeGreaterThan(0);
      expect(copied.prices.length).toBeGreaterThan(0);
      expect(copied).toEqual(await read(source.database.db));
    });

    it('reads the placed order with its lines back equal', async () => {
      const read = async (db: Kysely<Database>) => ({
        order: await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(),
        lines: await db
          .selectFrom('order_lines')
          .selectAll()
          .where('order_id', '=', order.id)
          .orderBy('position')
          .execute(),
      });
      const copied = await read(target.database.db);
      expect(copied.order.number).toBe(order.number);
      expect(copied.lines.length).toBeGreaterThan(0);
      expect(copied).toEqual(await read(source.database.db));
    });

    it("reads an uploaded image's bytes back equal (blob to bytea)", async () => {
      const row = await target.database.db
        .selectFrom('image_files')
        .select('bytes')
        .where('hash', '=', 'a'.repeat(64))
        .executeTakeFirstOrThrow();
      expect(Buffer.compare(row.bytes, imageBytes)).toBe(0);
    });

    it('writes a category whose parent came after it in the file (parents first)', async () => {
      const moved = await target.database.db
        .selectFrom('categories')
        .select('parent_id')
        .where('id', '=', 0)
        .executeTakeFirstOrThrow();
      expect(moved.parent_id).toBe(9002);
    });

    it('the search index finds a seeded product on PostgreSQL after the copy', async () => {
      const product = await target.database.db
        .selectFrom('products')
        .innerJoin('product_texts', 'product_texts.product_id', 'products.id')
        .select(['products.id', 'products.sku', 'product_texts.name'])
        .where('products.parent_id', 'is', null)
        .where('product_texts.locale', '=', 'sv')
        .orderBy('products.id')
        .executeTakeFirstOrThrow();
      const search = createSearchIndex(target.database, createCatalogCache());
      const bySku = await search.search({ locale: 'sv', text: product.sku, limit: 10, offset: 0 });
      expect(bySku.ids).toContain(product.id);
      const byName = await search.search({ locale: 'sv', text: product.name, limit: 50, offset: 0 });
      expect(byName.ids).toContain(product.id);
    });

    it('gives a new row an id after the copied ones (identity sequences were moved)', async () => {
      const largest = await source.database.db
        .selectFrom('order_status_history')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      expect(Number(largest.id)).toBeGreaterThan(0);
      const added = await target.database.db
        .insertInto('order_status_history')
        .values({ order_id: order.id, status: 'shipped', note: null, created_at: '2026-11-27T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBe(Number(largest.id) + 1);
    });

    it('leaves the stock trigger on and keeps the copied stock of a Variant as it was', async () => {
      const { rows } = await sql<{ enabled: string }>`
      select tgenabled as enabled from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relname = 'products' and c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(
        target.database.db,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.enabled === 'O')).toBe(true);
      const stock = (db: Kysely<Database>) =>
        db.selectFrom('products').select(['id', 'stock']).where('type', '=', 2).orderBy('id').execute();
      expect(await stock(target.database.db)).toEqual(await stock(source.database.db));
    });

    it('reports its progress and what it left out', () => {
      expect(progress).toContain('building the search index');
      expect(progress.some((line) => line.startsWith('not copied, SQLite only: search_fts_da'))).toBe(true);
      expect(progress.some((line) => line.startsWith('not copied, PostgreSQL only: search_documents'))).toBe(
        true,
      );
    });

    it('refuses a target that already has products, and leaves it unchanged', async () => {
      const occupied = await createTestDatabase('postgres');
      try {
        await insertTestProducts(occupied.database.db, testProducts.slice(0, 1));
        const before = await postgresRowCounts(occupied.database.db);
        expect(before.products).toBe(1);
        await expect(copyToPostgres(source.database, occupied.database)).rejects.toThrow(
          /holds a shop already \(products: 1 rows\)/,
        );
        expect(await postgresRowCounts(occupied.database.db)).toEqual(before);
      } finally {
        await occupied.dispose();
      }
    });

    it('refuses a source with a missing migration, naming it, and writes nothing', async () => {
      const behind = await createTestDatabase('sqlite');
      const empty = await createTestDatabase('postgres');
      try {
        await sql`delete from kysely_migration where name = '0026-variant-stock'`.execute(behind.database.db);
        const before = await postgresRowCounts(empty.database.db);
        await expect(copyToPostgres(behind.database, empty.database)).rejects.toThrow(
          /lacks migrations 0026-variant-stock: start the shop once on it/,
        );
        expect(await postgresRowCounts(empty.database.db)).toEqual(before);
      } finally {
        await behind.dispose();
        await empty.dispose();
      }
    });

    it('leaves the target as it was when a row fails half-way (one transaction)', async () => {
      const odd = await createTestDatabase('sqlite');
      const empty = await createTestDatabase('postgres');
      try {
        // SQLite does not enforce varchar(100); PostgreSQL refuses the row after the other tables are in.
        await odd.database.db
          .insertInto('shop_meta')
          .values({ key: 'k'.repeat(101), value: 'x' })
          .execute();
        const before = await postgresRowCounts(empty.database.db);
        expect(before.store_settings).toBeGreaterThan(0);
        await expect(copyToPostgres(odd.database, empty.database)).rejects.toThrow(/too long/);
        expect(await postgresRowCounts(empty.database.db)).toEqual(before);
        const { rows } = await sql<{ enabled: string }>`
        select tgenabled as enabled from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relname = 'products' and c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(
          empty.database.db,
        );
        expect(rows.map((row) => row.enabled)).toEqual(['O', 'O']);
      } finally {
        await odd.dispose();
        await empty.dispose();
      }
    });
  },
);
