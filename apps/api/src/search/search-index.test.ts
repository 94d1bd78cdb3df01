import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCatalogCache } from '../cache/catalog-cache.ts';
import { seedDatabase } from '../seed/seed.ts';
import { testCatalogSize } from '../testing/catalog-fixture.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createSearchIndex } from './create-search-index.ts';
import type { SearchIndex } from './search-index.ts';

describeEachDatabase('SearchIndex', (kind) => {
  let test: TestDatabase;
  let search: SearchIndex;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await seedDatabase(test.database, { products: testCatalogSize, secret: test.config.secret });
    search = createSearchIndex(test.database, createCatalogCache());
  });
  afterAll(() => test.dispose());

  const find = (text: string, locale: 'sv' | 'fi' | 'da' = 'sv') =>
    search.search({ locale, text, limit: 10, offset: 0 });

  it('ignores case and diacritics: skarm finds what Skärm finds', async () => {
    const plain = await find('skarm');
    const accented = await find('SKÄRM');
    expect(plain.total).toBeGreaterThan(0);
    expect(accented.ids).toEqual(plain.ids);
  });

  it('requires every word to match (prefixes allowed)', async () => {
    const broad = await find('iphone');
    const narrow = await find('iphone 16 pro max batt');
    expect(narrow.total).toBeGreaterThan(0);
    expect(narrow.total).toBeLessThan(broad.total);
  });

  it('searches phone model, brand and category fields too', async () => {
    const byCategory = await find('reservdelar galaxy');
    expect(byCategory.total).toBeGreaterThan(0);
    const byBrand = await find('samsung skal');
    expect(byBrand.total).toBeGreaterThan(0);
  });

  it('reports the corrected words for a typo', async () => {
    const result = await find('batteir');
    expect(result.terms[0]).toContain('batteri');
    expect(result.total).toBeGreaterThan(0);
  });

  it('pages with limit and offset over the same ranking', async () => {
    const first = await search.search({ locale: 'sv', text: 'iphone', limit: 5, offset: 0 });
    const next = await search.search({ locale: 'sv', text: 'iphone', limit: 5, offset: 5 });
    const both = await search.search({ locale: 'sv', text: 'iphone', limit: 10, offset: 0 });
    expect([...first.ids, ...next.ids]).toEqual(both.ids);
  });

  it('still corrects typos without pg_trgm, from the word list in the process', async () => {
    // On SQLite this is the only path; on PostgreSQL the cache pretends pg_trgm is missing.
    const cache = createCatalogCache();
    cache.set('search:pg_trgm', null);
    const withoutTrigrams = createSearchIndex(test.database, cache);
    const result = await withoutTrigrams.search({ locale: 'sv', text: 'samsugn', limit: 5, offset: 0 });
    expect(result.terms[0]).toContain('samsung');
    expect(result.total).toBeGreaterThan(0);
  });
});
