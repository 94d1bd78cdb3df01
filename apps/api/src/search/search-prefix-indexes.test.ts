import { localeCodes } from '@shop/domain/locales';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogCache } from '../cache/catalog-cache.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../seed/seed.ts';
import { testCatalogSize } from '../testing/catalog-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createSearchIndex } from './create-search-index.ts';
import type { SearchResult } from './search-index.ts';

/** Type-ahead prefixes, whole words, a lone digit, skus and typos, in the seeded catalog's words. */
const queries = [
  ...[
    'iphone 13 skärm',
    'samsung galaxy s23 batteri',
    'skärmskydd galaxy',
    'laddare 20 w',
    'xperia 1',
  ].flatMap((phrase) =>
    Array.from({ length: phrase.length }, (_unused, index) => phrase.slice(0, index + 1)),
  ),
  'samsugn',
  'batteir',
  'reservdelar galaxy',
];

describe('migration 0025: the SQLite search tables get prefix indexes of 1 to 12 letters (issue 19)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    await seedDatabase(test.database, { products: testCatalogSize, secret: test.config.secret });
  });
  afterAll(() => test.dispose());

  const searchAll = async (): Promise<SearchResult[]> => {
    const search = createSearchIndex(test.database, createCatalogCache());
    const results: SearchResult[] = [];
    for (const locale of localeCodes) {
      for (const text of queries) {
        results.push(await search.search({ locale, text, limit: 10, offset: 0 }));
        results.push(await search.search({ locale, text, limit: 5, offset: 20 }));
      }
    }
    return results;
  };

  it('finds and ranks exactly as the tables of migration 0005 did, on the documents they held', async () => {
    const { db } = test.database;
    // The tables as migration 0005 made them (prefixes of 2 to 4 letters), filled by a rebuild.
    for (const locale of localeCodes) {
      await sql`drop table ${sql.table(`search_fts_${locale}_vocab`)}`.execute(db);
      await sql`drop table ${sql.table(`search_fts_${locale}`)}`.execute(db);
      await sql`create virtual table ${sql.table(`search_fts_${locale}`)} using fts5(
        name, sku, brand, model, category, content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4')`.execute(db);
      await sql`create virtual table ${sql.table(`search_fts_${locale}_vocab`)} using fts5vocab(${sql.raw(`search_fts_${locale}`)}, 'row')`.execute(
        db,
      );
    }
    await createSearchIndex(test.database, createCatalogCache()).rebuild(db);
    const before = await searchAll();
    expect(before.filter((result) => result.total > 0).length).toBeGreaterThan(queries.length);

    await sql`delete from kysely_migration where name = '0025-search-prefix-indexes'`.execute(db);
    const migrated = await migrateToLatest(db, test.database.dialect);
    expect(migrated.map((result) => [result.migrationName, result.status])).toEqual([
      ['0025-search-prefix-indexes', 'Success'],
    ]);
    const tables = await sql<{ sql: string }>`
      select sql from sqlite_master where name like 'search_fts_%' and sql like '%fts5(%'`.execute(db);
    expect(tables.rows).toHaveLength(localeCodes.length);
    for (const table of tables.rows) expect(table.sql).toContain("prefix = '1 2 3 4 5 6 7 8 9 10 11 12'");
    expect(await searchAll()).toEqual(before);
  });
});
