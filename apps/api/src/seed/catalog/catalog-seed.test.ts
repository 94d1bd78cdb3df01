import { localeCodes } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../../testing/test-databases.ts';
import { seedDatabase } from '../seed.ts';
import { planCatalog } from './product-plans.seed.ts';

const now = new Date('2030-11-15T10:00:00.000Z');

describeEachDatabase('the demo catalog seed', (kind) => {
  let test: TestDatabase;
  let seconds = 0;
  const messages: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const started = performance.now();
    await seedDatabase(test.database, {
      products: 2400,
      now,
      secret: test.config.secret,
      progress: (message) => messages.push(message),
    });
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => test.dispose());

  const db = () => test.database.db;
  const count = async (
    table: 'products' | 'widgets' | 'calendar_doors' | 'deals' | 'vehicles' | 'plug_types' | 'store_reviews',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds 2,400 products in seconds, reporting progress', () => {
    expect(seconds).toBeLessThan(20);
    expect(messages).toContain('catalog: 2400 of 2400 products');
    expect(messages.some((message) => message.startsWith('search index'))).toBe(true);
  });

  it('has 2,400 top-level products of every kind, type and stock status', async () => {
    const top = await db()
      .selectFrom('products')
      .select(['kind', 'type', 'stock_status', 'estimated_at'])
      .where('parent_id', 'is', null)
      .execute();
    expect(top).toHaveLength(2400);
    expect(new Set(top.map((row) => row.kind))).toEqual(
      new Set([
        'display',
        'battery',
        'back-cover',
        'camera',
        'charging-port',
        'case',
        'screen-protector',
        'cable',
        'charger',
        'car-holder',
        'tool',
        'gift-card',
        'repair-kit',
      ]),
    );
    expect(new Set(top.map((row) => row.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(top.map((row) => row.stock_status))).toEqual(
      new Set(['in-stock', 'back-order-quick', 'back-order-slow', 'back-order']),
    );
    expect(top.filter((row) => row.estimated_at !== null).length).toBeGreaterThan(0);
    expect(await count('products')).toBeGreaterThan(2400);
  });

  it('builds products from real models of the ten menu brands', async () => {
    const brands = await db()
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select('b.code')
      .distinct()
      .execute();
    expect(brands.map((row) => row.code).sort()).toEqual([
      'apple',
      'google-pixel',
      'huawei',
      'motorola',
      'oneplus',
      'others',
      'samsung',
      'sony',
      'universal',
      'xiaomi',
    ]);
    const models = await db().selectFrom('phone_models').select('name').execute();
    expect(models.map((row) => row.name)).toEqual(
      expect.arrayContaining(['iPhone 13', 'Galaxy S23 Ultra', 'Pixel 8 Pro']),
    );
  });

  it('gives every product its texts in the five languages with unique slugs', async () => {
    const texts = await db().selectFrom('product_texts').select(['locale', 'slug']).execute();
    expect(texts.length).toBe((await count('products')) * 5);
    for (const locale of localeCodes) {
      const slugs = texts.filter((row) => row.locale === locale).map((row) => row.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('prices every product in every store, with tiers and campaigns', async () => {
    const prices = await db()
      .selectFrom('product_prices')
      .select(['store_id', 'list', 'quantity', 'original_price'])
      .execute();
    expect(new Set(prices.map((row) => row.store_id))).toEqual(new Set([1, 3, 4, 5, 6]));
    expect(prices.some((row) => row.list === 'n' && row.quantity === 10)).toBe(true);
    expect(prices.some((row) => row.list === 'c' && row.original_price !== null)).toBe(true);
  });

  it('runs a deal now in every store, and has widgets, calendar doors, pages and triggers for each', async () => {
    const running = await db()
      .selectFrom('deals')
      .select('store_id')
      .where('starts_at', '<=', now.toISOString())
      .where('expires_at', '>', now.toISOString())
      .execute();
    expect(running.map((row) => row.store_id).sort()).toEqual([1, 3, 4, 5, 6]);
    // Six layout widgets per store, and the review widget of the three stores configured with one.
    expect(await count('widgets')).toBe(33);
    expect(await count('store_reviews')).toBe(21);
    expect(await count('calendar_doors')).toBe(120);
    for (const locale of localeCodes) {
      const privacy = await db()
        .selectFrom('content_pages')
        .select('id')
        .where('path', '=', getStore(locale).privacyURL)
        .where('status', '=', 'published')
        .executeTakeFirst();
      expect(privacy, locale).toBeDefined();
    }
    const drafts = await db()
      .selectFrom('content_pages')
      .select('id')
      .where('status', '=', 'draft')
      .execute();
    expect(drafts.length).toBeGreaterThanOrEqual(5);
    expect(await count('vehicles')).toBeGreaterThan(20);
    expect(await count('plug_types')).toBe(5);
  });

  it('is deterministic: seeding again with the same options gives the same catalog', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await db()
          .selectFrom('products as p')
          .innerJoin('product_texts as t', 't.product_id', 'p.id')
          .select(['p.id', 'p.sku', 'p.stock', 'p.popularity', 't.locale', 't.slug'])
          .orderBy('p.id')
          .orderBy('t.locale')
          .execute(),
      );
    const before = await snapshot();
    await seedDatabase(test.database, { products: 2400, now, secret: test.config.secret });
    expect(await snapshot()).toBe(before);
  });
});

describe('the catalog generator', () => {
  it('scales past the real combinations with unique skus (the 100,000-product bench)', () => {
    const plan = planCatalog(20_000, now, 5000);
    const skus = new Set<string>();
    let products = 0;
    for (const chunk of plan.chunks) {
      for (const product of chunk) {
        products++;
        skus.add(product.sku);
        for (const variation of product.variations) skus.add(variation.sku);
      }
    }
    expect(products).toBe(20_000);
    expect(skus.size).toBeGreaterThan(20_000);
  });
});
