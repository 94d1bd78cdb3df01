import type { ListingSort } from '@shop/contracts/listing';
import type { LocaleCode } from '@shop/domain/locales';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ProductsTable } from '../db/catalog.schema.ts';
import type { Database } from '../db/schema.ts';

/** Which products a grid shows: a category, brand, tag or phone model (or a combination). */
export interface ListingScope {
  readonly categoryId?: number;
  readonly brandId?: number;
  readonly tagId?: number;
  readonly phoneModelId?: number;
}

/** The shopper's filters on top of the scope. */
export interface ListingFilters {
  readonly brandId?: number;
  readonly phoneModelId?: number;
  readonly inStock: boolean;
}

type ProductQuery = SelectQueryBuilder<Database & { p: ProductsTable }, 'p', object>;

function scoped(db: Kysely<Database>, scope: ListingScope, filters: ListingFilters): ProductQuery {
  let query: ProductQuery = db
    .selectFrom('products as p')
    .where('p.parent_id', 'is', null)
    // A product staff have not published is not in the shop (migration 0017).
    .where('p.published', '=', 1);
  if (scope.categoryId !== undefined) {
    query = query.where(
      'p.id',
      'in',
      db.selectFrom('product_categories').select('product_id').where('category_id', '=', scope.categoryId),
    );
  }
  if (scope.tagId !== undefined) {
    query = query.where(
      'p.id',
      'in',
      db.selectFrom('product_tags').select('product_id').where('tag_id', '=', scope.tagId),
    );
  }
  for (const modelId of new Set([scope.phoneModelId, filters.phoneModelId])) {
    if (modelId === undefined) continue;
    query = query.where(
      'p.id',
      'in',
      db.selectFrom('product_models').select('product_id').where('phone_model_id', '=', modelId),
    );
  }
  for (const brandId of new Set([scope.brandId, filters.brandId])) {
    if (brandId !== undefined) query = query.where('p.brand_id', '=', brandId);
  }
  if (filters.inStock) query = query.where('p.stock_status', '=', 'in-stock');
  return query;
}

export interface ListingPageRequest {
  readonly scope: ListingScope;
  readonly filters: ListingFilters;
  readonly sort: ListingSort;
  readonly locale: LocaleCode;
  readonly storeId: number;
  readonly limit: number;
  readonly offset: number;
}

/** One page of product ids in the chosen order, with the total. */
export async function findListingPage(
  db: Kysely<Database>,
  request: ListingPageRequest,
): Promise<{ ids: number[]; total: number }> {
  const base = scoped(db, request.scope, request.filters);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0 || request.offset >= total) return { ids: [], total };
  const page = <Row extends { id: number }>(
    query: SelectQueryBuilder<Database & { p: ProductsTable }, 'p', Row>,
  ) => query.limit(request.limit).offset(request.offset).execute();
  let rows: { id: number }[];
  switch (request.sort) {
    case 'price-asc':
    case 'price-desc': {
      // The price a shopper pays for one: the campaign price when there is one.
      const price = sql<number>`coalesce(
        (select c.price from product_prices c where c.product_id = p.id and c.store_id = ${request.storeId} and c.list = 'c' and c.quantity = 1),
        (select n.price from product_prices n where n.product_id = p.id and n.store_id = ${request.storeId} and n.list = 'n' and n.quantity = 1))`;
      rows = await page(
        base
          .select('p.id')
          .orderBy(price, request.sort === 'price-asc' ? 'asc' : 'desc')
          .orderBy('p.id'),
      );
      break;
    }
    case 'name':
      rows = await page(
        base
          .innerJoin('product_texts as t', (join) =>
            join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', request.locale),
          )
          .select('p.id')
          .orderBy('t.name')
          .orderBy('p.id'),
      );
      break;
    case 'newest':
      rows = await page(base.select('p.id').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'));
      break;
    case 'rating':
      rows = await page(
        base.select('p.id').orderBy('p.rating', 'desc').orderBy('p.popularity', 'desc').orderBy('p.id'),
      );
      break;
    default:
      rows = await page(base.select('p.id').orderBy('p.popularity', 'desc').orderBy('p.id'));
  }
  return { ids: rows.map((row) => row.id), total };
}

export interface ListingFacetCounts {
  readonly brands: readonly { id: number; count: number }[];
  readonly phoneModels: readonly { id: number; count: number }[];
  readonly inStock: number;
}

/**
 * Facet counts over the whole result. Each facet ignores its own filter, so the shopper sees
 * what choosing another brand or model would give.
 */
export async function findListingFacets(
  db: Kysely<Database>,
  scope: ListingScope,
  filters: ListingFilters,
): Promise<ListingFacetCounts> {
  const { brandId: _brand, ...withoutBrand } = filters;
  const { phoneModelId: _model, ...withoutModel } = filters;
  const [brands, phoneModels, inStock] = await Promise.all([
    scoped(db, scope, withoutBrand)
      .where('p.brand_id', 'is not', null)
      .select((eb) => ['p.brand_id as id', eb.fn.countAll<number>().as('count')])
      .groupBy('p.brand_id')
      .execute(),
    scoped(db, scope, withoutModel)
      .innerJoin('product_models as pm', 'pm.product_id', 'p.id')
      .select((eb) => ['pm.phone_model_id as id', eb.fn.countAll<number>().as('count')])
      .groupBy('pm.phone_model_id')
      .execute(),
    scoped(db, scope, { ...filters, inStock: true })
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
  ]);
  return {
    brands: brands.map((row) => ({ id: row.id ?? 0, count: Number(row.count) })),
    phoneModels: phoneModels.map((row) => ({ id: row.id, count: Number(row.count) })),
    inStock: Number(inStock?.count ?? 0),
  };
}
