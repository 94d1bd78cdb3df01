import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishChange } from '../cache/change-feed.ts';
import { seedDatabase } from '../seed/seed.ts';
import { readUntil } from '../testing/change-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

describeEachDatabase('GET /api/localized-paths', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: ({ database, config }) => seedDatabase(database, { products: 100, secret: config.secret }),
    });
  });
  afterAll(() => api.close());

  it("gives a product's path in every store from its slug in one", async () => {
    const texts = await api.database.db
      .selectFrom('product_texts')
      .select(['product_id', 'locale', 'slug'])
      .orderBy('product_id')
      .limit(20)
      .execute();
    const first = texts[0];
    const fi = texts.find((row) => row.product_id === first?.product_id && row.locale === 'fi');
    const response = await api.request(
      `/api/localized-paths?locale=${first?.locale}&sid=${{ sv: 1, no: 3, da: 5, fi: 4, nl: 6 }[first?.locale as 'sv']}&route=product&value=${encodeURIComponent(first?.slug ?? '')}`,
    );
    expect(response.status).toBe(200);
    expect((response.json.paths as Record<string, string>).fi).toBe(`/tuote/${fi?.slug}`);
  });

  it('gives a category path in every store', async () => {
    const row = await api.database.db
      .selectFrom('category_texts')
      .select(['category_id', 'path'])
      .where('locale', '=', 'nl')
      .executeTakeFirstOrThrow();
    const sv = await api.database.db
      .selectFrom('category_texts')
      .select('path')
      .where('locale', '=', 'sv')
      .where('category_id', '=', row.category_id)
      .executeTakeFirstOrThrow();
    const response = await api.request(
      `/api/localized-paths?locale=nl&sid=6&route=product-category-all&value=${encodeURIComponent(row.path)}`,
    );
    expect((response.json.paths as Record<string, string>).sv).toBe(`/kategori/${sv.path}`);
  });

  it("is kept between pages and follows a slug's change once the catalog change is announced", async () => {
    const row = await api.database.db
      .selectFrom('product_texts')
      .select(['product_id', 'slug'])
      .where('locale', '=', 'sv')
      .orderBy('product_id', 'desc')
      .executeTakeFirstOrThrow();
    const finnishPath = async () => {
      const response = await api.request(
        `/api/localized-paths?locale=sv&sid=1&route=product&value=${encodeURIComponent(row.slug)}`,
      );
      return (response.json.paths as Record<string, string>).fi;
    };
    const before = await finnishPath();
    expect(before).not.toBe('/tuote/uusi-osoite-testi');
    // A write that announces nothing is not seen yet: the answer comes from the cache.
    await api.database.db
      .updateTable('product_texts')
      .set({ slug: 'uusi-osoite-testi' })
      .where('product_id', '=', row.product_id)
      .where('locale', '=', 'fi')
      .execute();
    expect(await finnishPath()).toBe(before);
    await api.database.db
      .transaction()
      .execute((trx) => publishChange(trx, 'catalog', `product:${row.product_id}`));
    expect(await readUntil(finnishPath, '/tuote/uusi-osoite-testi')).toBe('/tuote/uusi-osoite-testi');
  });

  it('answers 404 for a slug no store has, and 400 for a route without localized slugs', async () => {
    expect(
      (await api.request('/api/localized-paths?locale=sv&sid=1&route=brand&value=no-such-brand')).status,
    ).toBe(404);
    const wrong = await api.request('/api/localized-paths?locale=sv&sid=1&route=checkout-id&value=x');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toContain('route must be one of');
  });
});
