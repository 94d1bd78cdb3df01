import { type LocaleCode, localeCodes, localeForStoreId, storeIds } from '@shop/domain/locales';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { parseAttributes } from '../../catalog/product-mapper.ts';
import type { ProductsTable } from '../../db/catalog.schema.ts';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { recordSlugChange } from '../../repositories/product-slugs.repository.ts';
import { insertBatched } from '../../seed/insert-batched.ts';
import { formatAttributes, type Tier } from './product-csv.ts';

/** A product as the CSV sees it: what the file's columns hold, read from the catalog tables. */
export interface StoredProduct {
  readonly id: number;
  readonly sku: string;
  readonly type: number;
  readonly parentSku: string | null;
  /** A variation's attributes as the file writes them (`color=blue`); '' for none. */
  readonly attributes: string;
  /** Whether the product has variations: its stock is theirs (decision 028). */
  readonly hasVariations: boolean;
  readonly kind: string;
  readonly brandCode: string | null;
  readonly primaryCategoryCode: string | null;
  readonly categoryCodes: readonly string[];
  readonly vatClass: string;
  readonly stock: number;
  readonly stockStatus: string;
  readonly estimatedAt: string | null;
  readonly texts: Partial<Record<LocaleCode, { readonly name: string; readonly slug: string }>>;
  readonly prices: Partial<Record<LocaleCode, { normal: Tier[]; campaign: Tier[] }>>;
  readonly gtin: string | null;
  readonly mpn: string | null;
  readonly published: boolean;
  /** When each store's campaign list runs (product_campaigns); no entry: always. */
  readonly campaignWindows: Partial<Record<LocaleCode, CampaignWindow>>;
}

export interface CampaignWindow {
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

/** Brands and categories by code: what the file names them by. */
export interface CatalogCodes {
  readonly brands: ReadonlyMap<string, number>;
  readonly categories: ReadonlyMap<string, number>;
}

export async function loadCatalogCodes(db: Kysely<Database>): Promise<CatalogCodes> {
  const [brands, categories] = await Promise.all([
    db.selectFrom('brands').select(['id', 'code']).execute(),
    db.selectFrom('categories').select(['id', 'code']).execute(),
  ]);
  return {
    brands: new Map(brands.map((brand) => [brand.code, brand.id])),
    categories: new Map(categories.map((category) => [category.code, category.id])),
  };
}

/** Reads the products of `ids` with their texts, prices and categories. */
async function loadProducts(db: Kysely<Database>, ids: readonly number[]): Promise<StoredProduct[]> {
  if (ids.length === 0) return [];
  const [products, texts, prices, categories, windows, parents] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('products as parent', 'parent.id', 'p.parent_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('categories as c', 'c.id', 'p.primary_category_id')
      .select([
        'p.id',
        'p.sku',
        'p.type',
        'parent.sku as parent_sku',
        'p.attributes',
        'p.kind',
        'b.code as brand_code',
        'c.code as primary_category_code',
        'p.vat_class',
        'p.stock',
        'p.stock_status',
        'p.estimated_at',
        'p.gtin',
        'p.mpn',
        'p.published',
      ])
      .where('p.id', 'in', ids)
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('product_texts')
      .select(['product_id', 'locale', 'name', 'slug'])
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_prices')
      .select(['product_id', 'store_id', 'list', 'quantity', 'price'])
      .where('product_id', 'in', ids)
      .orderBy('quantity')
      .execute(),
    db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .select(['pc.product_id', 'c.code'])
      .where('pc.product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_campaigns')
      .select(['product_id', 'store_id', 'starts_at', 'ends_at'])
      .where('product_id', 'in', ids)
      .execute(),
    db.selectFrom('products').select('parent_id').distinct().where('parent_id', 'in', ids).execute(),
  ]);
  const withVariations = new Set(parents.map((row) => row.parent_id));
  const byId = new Map(
    products.map((row) => [
      row.id,
      {
        id: row.id,
        sku: row.sku,
        type: row.type,
        parentSku: row.parent_sku,
        attributes: formatAttributes(parseAttributes(row.attributes)),
        hasVariations: withVariations.has(row.id),
        kind: row.kind,
        brandCode: row.brand_code,
        primaryCategoryCode: row.primary_category_code,
        categoryCodes: [] as string[],
        vatClass: row.vat_class,
        stock: row.stock,
        stockStatus: row.stock_status,
        estimatedAt: row.estimated_at,
        texts: {} as Partial<Record<LocaleCode, { name: string; slug: string }>>,
        prices: {} as Partial<Record<LocaleCode, { normal: Tier[]; campaign: Tier[] }>>,
        gtin: row.gtin,
        mpn: row.mpn,
        published: row.published === 1,
        campaignWindows: {} as Partial<Record<LocaleCode, CampaignWindow>>,
      },
    ]),
  );
  for (const text of texts) {
    const product = byId.get(text.product_id);
    if (product && (localeCodes as readonly string[]).includes(text.locale))
      product.texts[text.locale as LocaleCode] = { name: text.name, slug: text.slug };
  }
  for (const price of prices) {
    const product = byId.get(price.product_id);
    const locale = localeForStoreId(price.store_id);
    if (!product || !locale) continue;
    const lists = product.prices[locale] ?? { normal: [], campaign: [] };
    product.prices[locale] = lists;
    (price.list === 'c' ? lists.campaign : lists.normal).push({
      quantity: price.quantity,
      price: price.price,
    });
  }
  for (const category of categories) byId.get(category.product_id)?.categoryCodes.push(category.code);
  for (const window of windows) {
    const product = byId.get(window.product_id);
    const locale = localeForStoreId(window.store_id);
    if (product && locale)
      product.campaignWindows[locale] = { startsAt: window.starts_at, endsAt: window.ends_at };
  }
  return [...byId.values()];
}

/** The products of these SKUs, by SKU. */
export async function loadProductsBySku(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<Map<string, StoredProduct>> {
  if (skus.length === 0) return new Map();
  const ids = await db.selectFrom('products').select('id').where('sku', 'in', skus).execute();
  const products = await loadProducts(
    db,
    ids.map((row) => row.id),
  );
  return new Map(products.map((product) => [product.sku, product]));
}

/** The next `limit` products by id after `afterId`: the export's pages. */
export async function loadProductsAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<StoredProduct[]> {
  const ids = await db
    .selectFrom('products')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return loadProducts(
    db,
    ids.map((row) => row.id),
  );
}

/** Who holds these slugs in a language: SKU by slug. */
export async function findSlugOwners(
  db: Kysely<Database>,
  locale: LocaleCode,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_texts as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.slug', 'p.sku'])
    .where('t.locale', '=', locale)
    .where('t.slug', 'in', slugs)
    .execute();
  return new Map(rows.map((row) => [row.slug, row.sku]));
}

/** SKU to id and type of the products that exist among `skus`. */
export async function findProductIds(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<Map<string, { id: number; type: number; parentId: number | null }>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku', 'type', 'parent_id'])
    .where('sku', 'in', skus)
    .execute();
  return new Map(rows.map((row) => [row.sku, { id: row.id, type: row.type, parentId: row.parent_id }]));
}

/** The ids of the products of `parentSkus`, and of the products the products of `skus` are variations of. */
export async function findParentIds(
  db: Kysely<Database>,
  parentSkus: readonly string[],
  skus: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [column, values] of [
    ['id', parentSkus],
    ['parent_id', skus],
  ] as const) {
    for (let index = 0; index < values.length; index += 500) {
      const rows = await db
        .selectFrom('products')
        .select(`${column} as id`)
        .where('sku', 'in', values.slice(index, index + 500))
        .execute();
      for (const row of rows) if (row.id !== null) ids.push(row.id);
    }
  }
  return ids;
}

/** A variation as the checks of a file's options see it: its SKU, its product's SKU, its attributes. */
export interface StoredOption {
  readonly sku: string;
  readonly parentSku: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** The variations of the products of `parentSkus`, and the products of `skus` that are variations. */
export async function loadOptions(
  db: Kysely<Database>,
  parentSkus: readonly string[],
  skus: readonly string[],
): Promise<StoredOption[]> {
  const options: StoredOption[] = [];
  const query = () =>
    db
      .selectFrom('products as v')
      .innerJoin('products as parent', 'parent.id', 'v.parent_id')
      .select(['v.sku', 'parent.sku as parent_sku', 'v.attributes']);
  for (const [column, values] of [
    ['parent.sku', parentSkus],
    ['v.sku', skus],
  ] as const) {
    for (let index = 0; index < values.length; index += 500) {
      const rows = await query()
        .where(column, 'in', values.slice(index, index + 500))
        .execute();
      for (const row of rows)
        options.push({
          sku: row.sku,
          parentSku: row.parent_sku,
          attributes: parseAttributes(row.attributes),
        });
    }
  }
  return options;
}

/** The largest product and image ids: new rows take the numbers above (the tables have no sequence). */
export async function maxCatalogIds(db: Kysely<Database>): Promise<{ product: number; image: number }> {
  const [product, image] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst(),
    db
      .selectFrom('product_images')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst(),
  ]);
  return { product: Number(product?.max ?? 0), image: Number(image?.max ?? 0) };
}

/** A new product with everything the storefront needs to show it. */
export interface NewProductRows {
  readonly product: Insertable<ProductsTable>;
  readonly texts: readonly Insertable<Database['product_texts']>[];
  readonly images: readonly Insertable<Database['product_images']>[];
}

export async function insertProducts(
  db: Kysely<Database>,
  products: readonly NewProductRows[],
): Promise<void> {
  await insertBatched(
    db,
    'products',
    products.map((product) => product.product),
  );
  await insertBatched(
    db,
    'product_texts',
    products.flatMap((product) => product.texts),
  );
  await insertBatched(
    db,
    'product_images',
    products.flatMap((product) => product.images),
  );
}

export async function updateProduct(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<ProductsTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

/**
 * Writes a product's name and slug in a language (its description stays); a changed slug keeps
 * the old one as a permanent redirect, as a staff edit does.
 */
export async function updateProductText(
  db: Kysely<Database>,
  productId: number,
  locale: LocaleCode,
  text: { name: string; slug: string },
  now: Date,
): Promise<void> {
  const before = await db
    .selectFrom('product_texts')
    .select('slug')
    .where('product_id', '=', productId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  await db
    .updateTable('product_texts')
    .set(text)
    .where('product_id', '=', productId)
    .where('locale', '=', locale)
    .execute();
  await recordSlugChange(db, { locale, productId, oldSlug: before?.slug ?? null, slug: text.slug, now });
}

/**
 * Raises the version of the products an import changed, as every staff save does, so an editor
 * holding an older version gets a 409 instead of overwriting the import.
 */
export async function raiseProductVersions(
  db: Kysely<Database>,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('products')
    .set({ version: sql`version + 1`, updated_at: now.toISOString() })
    .where('id', 'in', [...ids])
    .execute();
}

/** Standard products given a variation become Variants (as the API makes them). */
export async function becomeVariants(
  db: Kysely<Database>,
  ids: readonly number[],
  variant: number,
): Promise<void> {
  for (let index = 0; index < ids.length; index += 500) {
    await db
      .updateTable('products')
      .set({ type: variant })
      .where('id', 'in', ids.slice(index, index + 500))
      .where('type', '=', 1)
      .execute();
  }
}

export type PriceRowInput = Insertable<Database['product_prices']>;

/** Replaces the price lists of the given products in the given stores. */
export async function replacePrices(
  db: Kysely<Database>,
  replaced: readonly { productId: number; locale: LocaleCode }[],
  rows: readonly PriceRowInput[],
): Promise<void> {
  for (const locale of localeCodes) {
    const ids = replaced.filter((entry) => entry.locale === locale).map((entry) => entry.productId);
    for (let index = 0; index < ids.length; index += 500) {
      await db
        .deleteFrom('product_prices')
        .where('store_id', '=', storeIds[locale])
        .where('product_id', 'in', ids.slice(index, index + 500))
        .execute();
    }
  }
  await insertBatched(db, 'product_prices', rows);
}

/** Replaces the campaign windows of the given products in the given stores; a null window: none (always runs). */
export async function replaceCampaignWindows(
  db: Kysely<Database>,
  windows: readonly { productId: number; locale: LocaleCode; window: CampaignWindow | null }[],
): Promise<void> {
  for (const locale of localeCodes) {
    const ids = windows.filter((entry) => entry.locale === locale).map((entry) => entry.productId);
    for (let index = 0; index < ids.length; index += 500) {
      await db
        .deleteFrom('product_campaigns')
        .where('store_id', '=', storeIds[locale])
        .where('product_id', 'in', ids.slice(index, index + 500))
        .execute();
    }
  }
  const rows = windows.flatMap(({ productId, locale, window }) =>
    window
      ? [
          {
            product_id: productId,
            store_id: storeIds[locale],
            starts_at: window.startsAt,
            ends_at: window.endsAt,
          },
        ]
      : [],
  );
  await insertBatched(db, 'product_campaigns', rows);
}

/** Replaces the categories of the given products. */
export async function replaceCategories(
  db: Kysely<Database>,
  productIds: readonly number[],
  rows: readonly { product_id: number; category_id: number }[],
): Promise<void> {
  for (let index = 0; index < productIds.length; index += 500) {
    await db
      .deleteFrom('product_categories')
      .where('product_id', 'in', productIds.slice(index, index + 500))
      .execute();
  }
  await insertBatched(db, 'product_categories', rows);
}

/**
 * PostgreSQL plans its queries from table statistics that autovacuum refreshes in its own time
 * (or never, where it is off). After thousands of new rows the stale ones make the import's own
 * lookups scan whole tables; this refreshes them. SQLite plans without them.
 */
export async function refreshCatalogStatistics(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`analyze products, product_texts, product_prices, product_categories, product_images`.execute(db);
}
