import type { LocaleCode } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isRunningPriceRow } from './product-campaigns.repository.ts';

/** Spec 3 image type Thumb. */
const THUMB_IMAGE_TYPE = 3;

export interface CartProductPrice {
  readonly list: string;
  readonly quantity: number;
  /** Minor units incl. VAT. */
  readonly price: number;
}

/** A sellable product (a standard product, a set, a gift card or one variation) as a cart line needs it. */
export interface CartProduct {
  readonly id: number;
  readonly parentId: number | null;
  readonly type: number;
  readonly sku: string;
  readonly groupId: number | null;
  readonly discountCategory: number | null;
  readonly vatClass: string;
  readonly stock: number;
  readonly stockStatus: string;
  readonly estimatedAt: string | null;
  readonly name: string;
  readonly slug: string;
  readonly prices: readonly CartProductPrice[];
  readonly thumb: {
    readonly id: number;
    readonly width: number;
    readonly height: number;
    /** An uploaded photo's content hash and format (issue 17); null for a drawing. */
    readonly uploadHash: string | null;
    readonly uploadFormat: string | null;
  } | null;
  /** The product's categories; a variation has its parent's. */
  readonly categories: readonly number[];
}

function groupRows<Row extends { product_id: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const list = grouped.get(row.product_id) ?? [];
    list.push(row);
    grouped.set(row.product_id, list);
  }
  return grouped;
}

/**
 * The products of the given skus that the store sells, by sku: those with a text in the store's
 * language and a normal price list in the store. A Variant parent that has variations is not
 * sellable itself (spec 4: it opens its product page), so it is left out.
 */
export async function findCartProducts(
  db: Kysely<Database>,
  skus: readonly string[],
  locale: LocaleCode,
  storeId: number,
  now: Date = new Date(),
): Promise<Map<string, CartProduct>> {
  const found = new Map<string, CartProduct>();
  const unique = [...new Set(skus)];
  if (unique.length === 0) return found;
  // A product staff have not published cannot be bought (migration 0017).
  const products = await db
    .selectFrom('products')
    .selectAll()
    .where('sku', 'in', unique)
    .where('published', '=', 1)
    .execute();
  if (products.length === 0) return found;
  const ids = products.map((product) => product.id);
  const parentIds = [
    ...new Set(products.flatMap((product) => (product.parent_id === null ? [] : [product.parent_id]))),
  ];
  const [withVariations, texts, prices, thumbs, categories] = await Promise.all([
    db.selectFrom('products').select('parent_id').distinct().where('parent_id', 'in', ids).execute(),
    db
      .selectFrom('product_texts')
      .select(['product_id', 'name', 'slug'])
      .where('locale', '=', locale)
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_prices')
      .select(['product_id', 'list', 'quantity', 'price'])
      .where('store_id', '=', storeId)
      .where('product_id', 'in', ids)
      .where((eb) => isRunningPriceRow(eb, storeId, now))
      .orderBy('quantity')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'id', 'width', 'height', 'sort_order', 'upload_hash', 'upload_format'])
      .where('product_id', 'in', ids)
      .where((eb) => eb.or([eb('image_type', '=', THUMB_IMAGE_TYPE), eb('upload_hash', 'is not', null)]))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_categories')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', [...ids, ...parentIds])
      .execute(),
  ]);
  const parents = new Set(withVariations.map((row) => row.parent_id));
  const textById = new Map(texts.map((row) => [row.product_id, row]));
  const pricesById = groupRows(prices);
  const thumbsById = groupRows(thumbs);
  const categoriesById = groupRows(categories);
  for (const product of products) {
    const text = textById.get(product.id);
    const productPrices = pricesById.get(product.id) ?? [];
    if (parents.has(product.id) || !text || !productPrices.some((price) => price.list === 'n')) continue;
    // An uploaded photo beats a drawing, as on the product's card.
    const productThumbs = thumbsById.get(product.id) ?? [];
    const thumb = productThumbs.find((row) => row.upload_hash !== null) ?? productThumbs[0];
    const categoryOwner = product.parent_id ?? product.id;
    found.set(product.sku, {
      id: product.id,
      parentId: product.parent_id,
      type: product.type,
      sku: product.sku,
      groupId: product.group_id,
      discountCategory: product.discount_category,
      vatClass: product.vat_class,
      stock: product.stock,
      stockStatus: product.stock_status,
      estimatedAt: product.estimated_at,
      name: text.name,
      slug: text.slug,
      prices: productPrices.map(({ list, quantity, price }) => ({ list, quantity, price })),
      thumb: thumb
        ? {
            id: thumb.id,
            width: thumb.width,
            height: thumb.height,
            uploadHash: thumb.upload_hash,
            uploadFormat: thumb.upload_format,
          }
        : null,
      categories: (categoriesById.get(categoryOwner) ?? [])
        .map((row) => row.category_id)
        .sort((a, b) => a - b),
    });
  }
  return found;
}

/** The variations of the given products, by parent id (coupon scopes name the parent). */
export async function findVariationIds(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  const variations = new Map<number, number[]>();
  if (productIds.length === 0) return variations;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'parent_id'])
    .where('parent_id', 'in', [...new Set(productIds)])
    .execute();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = variations.get(row.parent_id) ?? [];
    list.push(row.id);
    variations.set(row.parent_id, list);
  }
  return variations;
}

/** What changes with every sale: read fresh even when the rest of a cart product is cached. */
export interface StockFacts {
  readonly stock: number;
  readonly stockStatus: string;
  readonly estimatedAt: string | null;
}

/** Stock facts by product id (the primary key: the cheapest read there is, done for every cart sync). */
export async function findStockFacts(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, StockFacts>> {
  const facts = new Map<number, StockFacts>();
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return facts;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'stock', 'stock_status', 'estimated_at'])
    .where('id', 'in', unique)
    .execute();
  for (const row of rows) {
    facts.set(row.id, { stock: row.stock, stockStatus: row.stock_status, estimatedAt: row.estimated_at });
  }
  return facts;
}
