import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely, Selectable } from 'kysely';
import type {
  ProductImagesTable,
  ProductPricesTable,
  ProductsTable,
  ProductTextsTable,
} from '../db/catalog.schema.ts';
import type { Database } from '../db/schema.ts';
import { isRunningPriceRow } from './product-campaigns.repository.ts';

export type ProductRow = Selectable<ProductsTable>;
export type ProductTextRow = Pick<Selectable<ProductTextsTable>, 'product_id' | 'name' | 'prefix' | 'slug'>;
export type ProductPriceRow = Omit<Selectable<ProductPricesTable>, 'store_id'>;
export type ProductImageRow = Selectable<ProductImagesTable>;

/** Everything a product card needs, for a set of top-level products and their variations. */
export interface ProductRows {
  readonly products: readonly ProductRow[];
  readonly texts: readonly ProductTextRow[];
  readonly prices: readonly ProductPriceRow[];
  readonly images: readonly ProductImageRow[];
  readonly categories: readonly { product_id: number; category_id: number }[];
  readonly withUpsell: ReadonlySet<number>;
}

export async function loadProductRows(
  db: Kysely<Database>,
  ids: readonly number[],
  locale: LocaleCode,
  storeId: number,
  now: Date = new Date(),
): Promise<ProductRows> {
  if (ids.length === 0) {
    return { products: [], texts: [], prices: [], images: [], categories: [], withUpsell: new Set() };
  }
  const list = [...ids];
  const products = await db
    .selectFrom('products')
    .selectAll()
    // A variation staff have not published is not offered (the cart refuses it too).
    .where((where) =>
      where.or([
        where('id', 'in', list),
        where.and([where('parent_id', 'in', list), where('published', '=', 1)]),
      ]),
    )
    .execute();
  const all = products.map((product) => product.id);
  const [texts, prices, images, categories, upsell] = await Promise.all([
    db
      .selectFrom('product_texts')
      .select(['product_id', 'name', 'prefix', 'slug'])
      .where('locale', '=', locale)
      .where('product_id', 'in', all)
      .execute(),
    db
      .selectFrom('product_prices')
      .select(['product_id', 'list', 'quantity', 'price', 'original_price', 'discount_percent'])
      .where('store_id', '=', storeId)
      .where('product_id', 'in', all)
      .where((eb) => isRunningPriceRow(eb, storeId, now))
      .orderBy('quantity')
      .execute(),
    db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', 'in', all)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('product_categories')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', list)
      .execute(),
    db.selectFrom('upsell_offers').select('product_id').distinct().where('product_id', 'in', list).execute(),
  ]);
  return {
    products,
    texts,
    prices,
    images,
    categories,
    withUpsell: new Set(upsell.map((row) => row.product_id)),
  };
}

/** The product a slug names in a store: a top-level product, or the parent of a variation. */
export async function findProductBySlug(
  db: Kysely<Database>,
  locale: LocaleCode,
  slug: string,
): Promise<{ id: number; variationId: number | null } | undefined> {
  const row = await db
    .selectFrom('product_texts as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['p.id', 'p.parent_id'])
    .where('t.locale', '=', locale)
    .where('t.slug', '=', slug)
    // A product staff have not published is not in the shop (migration 0017).
    .where('p.published', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.parent_id === null
    ? { id: row.id, variationId: null }
    : { id: row.parent_id, variationId: row.id };
}

export async function productExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The most popular top-level products (gift cards aside: nobody browses for them). */
export async function findPopularProductIds(
  db: Kysely<Database>,
  options: { limit: number; inStock: boolean; excludeIds?: readonly number[] },
): Promise<number[]> {
  let query = db
    .selectFrom('products')
    .select('id')
    .where('parent_id', 'is', null)
    .where('published', '=', 1)
    .where('kind', '!=', 'gift-card')
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(options.limit);
  if (options.inStock) query = query.where('stock_status', '=', 'in-stock');
  if (options.excludeIds && options.excludeIds.length > 0)
    query = query.where('id', 'not in', [...options.excludeIds]);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

export interface UpsellOfferRow {
  readonly id: number;
  readonly offer_product_id: number;
  readonly discount_percent: number;
}

export async function findUpsellOffers(
  db: Kysely<Database>,
  productId: number,
  options: { inStock: boolean; limit: number },
): Promise<UpsellOfferRow[]> {
  let query = db
    .selectFrom('upsell_offers as u')
    .innerJoin('products as p', 'p.id', 'u.offer_product_id')
    .select(['u.id', 'u.offer_product_id', 'u.discount_percent'])
    .where('u.product_id', '=', productId)
    .orderBy('u.sort_order')
    .limit(options.limit);
  if (options.inStock) query = query.where('p.stock_status', '=', 'in-stock');
  return query.execute();
}

/** Top-level products whose main_sku is one of the given. */
export async function findProductsByMainSku(
  db: Kysely<Database>,
  skus: readonly string[],
): Promise<{ id: number; kind: string }[]> {
  if (skus.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'kind'])
    .where('parent_id', 'is', null)
    .where('main_sku', 'in', [...skus])
    .execute();
}

/** The phone models the given products fit. */
export async function findPhoneModelIdsOf(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_models')
    .select('phone_model_id')
    .distinct()
    .where('product_id', 'in', [...productIds])
    .execute();
  return rows.map((row) => row.phone_model_id);
}

/**
 * Popular products that fit any of the phone models, optionally of some kinds only, leaving out
 * the given products: recommendations, related products and accessories.
 */
export async function findProductIdsForModels(
  db: Kysely<Database>,
  options: {
    modelIds: readonly number[];
    kinds?: readonly string[];
    excludeIds: readonly number[];
    limit: number;
  },
): Promise<number[]> {
  if (options.modelIds.length === 0) return [];
  let query = db
    .selectFrom('product_models as pm')
    .innerJoin('products as p', 'p.id', 'pm.product_id')
    .select(['p.id', 'p.popularity'])
    .distinct()
    .where('pm.phone_model_id', 'in', [...options.modelIds])
    .where('p.published', '=', 1)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(options.limit);
  if (options.kinds && options.kinds.length > 0) query = query.where('p.kind', 'in', [...options.kinds]);
  if (options.excludeIds.length > 0) query = query.where('p.id', 'not in', [...options.excludeIds]);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/** Popular products of some kinds, for suggestions that do not depend on a phone model. */
export async function findPopularIdsOfKinds(
  db: Kysely<Database>,
  kinds: readonly string[],
  excludeIds: readonly number[],
  limit: number,
): Promise<number[]> {
  if (kinds.length === 0) return [];
  let query = db
    .selectFrom('products')
    .select('id')
    .where('parent_id', 'is', null)
    .where('published', '=', 1)
    .where('kind', 'in', [...kinds])
    .orderBy('popularity', 'desc')
    .orderBy('id')
    .limit(limit);
  if (excludeIds.length > 0) query = query.where('id', 'not in', [...excludeIds]);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/** Popular products in the same primary category, for products without a phone model. */
export async function findIdsInCategory(
  db: Kysely<Database>,
  categoryId: number,
  excludeIds: readonly number[],
  limit: number,
): Promise<number[]> {
  let query = db
    .selectFrom('product_categories as pc')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select('p.id')
    .where('pc.category_id', '=', categoryId)
    .where('p.published', '=', 1)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(limit);
  if (excludeIds.length > 0) query = query.where('p.id', 'not in', [...excludeIds]);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/** The related products staff picked for a product, first shown first (migration 0024). */
export async function findPickedRelatedIds(db: Kysely<Database>, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_related')
    .select('related_product_id')
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => row.related_product_id);
}
