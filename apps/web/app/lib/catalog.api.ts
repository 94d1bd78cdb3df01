import type { BrandPageResponse, TagPageResponse } from '@shop/contracts/brands-tags';
import type { Category, CategoryPageResponse } from '@shop/contracts/categories';
import type { CalendarResponse, ContentPage, CurrentDeal, MerchandisingFlags } from '@shop/contracts/content';
import type { ListingSort } from '@shop/contracts/listing';
import type { Product } from '@shop/contracts/product';
import type { ProductMoved, ProductPageResponse } from '@shop/contracts/product-page';
import { type ProductSearchResponse, recordsHeader, searchProviderId } from '@shop/contracts/search';
import type {
  CablesResponse,
  PhoneModelProductsResponse,
  PhoneModelsResponse,
  PlugType,
  VehicleResponse,
} from '@shop/contracts/selectors';
import type { ApiCall } from './api-client.ts';

/*
 * The catalog calls of the screens (spec 7 and the "not shown" calls of packages/contracts).
 * Types only come from the contracts: the zod schemas stay out of the browser bundle, the
 * provider validates every request and answer on its side.
 */

/** Filters, sort and page of a product grid (the listing query of the contracts). */
export interface ListingQuery {
  readonly page?: number | undefined;
  readonly sort?: ListingSort | undefined;
  readonly phone_model?: string | undefined;
  readonly brand?: string | undefined;
  readonly in_stock?: boolean | undefined;
}

function listingParams(query: ListingQuery) {
  return {
    page: query.page,
    sort: query.sort,
    phone_model: query.phone_model,
    brand: query.brand,
    in_stock: query.in_stock ? 'true' : undefined,
  };
}

/** Spec 7: GET /api/products, popular form. */
export async function fetchPopularProducts(
  call: ApiCall,
  options: { limit: number; inStock?: boolean },
): Promise<Product[]> {
  const answer = await call<Product[]>({
    method: 'GET',
    path: '/api/products',
    query: { popular: 'true', limit: options.limit, in_stock: options.inStock ? 'true' : undefined },
  });
  return answer.body;
}

export interface SearchResult extends ProductSearchResponse {
  /** Spec 7: the x-be-records header is the result count. */
  readonly total: number;
}

/** Spec 7 and 9: GET /api/products, upsell form (limit 4, upselling_id, in_stock). */
export async function fetchUpsellProducts(call: ApiCall, productId: number): Promise<Product[]> {
  const answer = await call<Product[]>({
    method: 'GET',
    path: '/api/products',
    query: { upselling_id: productId, limit: 4, in_stock: 'true' },
  });
  return answer.body;
}

/** Spec 7: GET /api/products, search form (query, nc, co, provider). */
export async function searchProducts(
  call: ApiCall,
  options: { query: string; count: number; page?: number },
): Promise<SearchResult> {
  const answer = await call<ProductSearchResponse>({
    method: 'GET',
    path: '/api/products',
    query: { query: options.query, co: options.count, page: options.page, provider: searchProviderId },
  });
  const total = Number(answer.headers[recordsHeader] ?? answer.body.products.length);
  return { ...answer.body, total: Number.isFinite(total) ? total : answer.body.products.length };
}

/** Spec 7: GET /api/product-categories (v=2, main_menu=true): the main menu's categories. */
export async function fetchMainCategories(call: ApiCall): Promise<Category[]> {
  const answer = await call<Category[]>({
    method: 'GET',
    path: '/api/product-categories',
    query: { v: 2, main_menu: 'true' },
  });
  return answer.body;
}

/** GET /api/category-by-path: a category by its free-form path with a page of its grid. */
export async function fetchCategoryByPath(
  call: ApiCall,
  path: string,
  query: ListingQuery,
): Promise<CategoryPageResponse> {
  const answer = await call<CategoryPageResponse>({
    method: 'GET',
    path: '/api/category-by-path',
    query: { path, ...listingParams(query) },
  });
  return answer.body;
}

/** GET /api/brand-by-slug/{slug} with a page of its grid. */
export async function fetchBrand(
  call: ApiCall,
  slug: string,
  query: ListingQuery,
): Promise<BrandPageResponse> {
  const answer = await call<BrandPageResponse>({
    method: 'GET',
    path: `/api/brand-by-slug/${encodeURIComponent(slug)}`,
    query: listingParams(query),
  });
  return answer.body;
}

/** GET /api/tag-by-slug/{slug} with a page of its grid. */
export async function fetchTag(call: ApiCall, slug: string, query: ListingQuery): Promise<TagPageResponse> {
  const answer = await call<TagPageResponse>({
    method: 'GET',
    path: `/api/tag-by-slug/${encodeURIComponent(slug)}`,
    query: listingParams(query),
  });
  return answer.body;
}

/** GET /api/product-by-slug/{slug}: the product page with breadcrumbs, related and accessories. */
/** The product page, or where it moved when the slug is one the product had before (issue 17). */
export async function fetchProductPage(
  call: ApiCall,
  slug: string,
): Promise<ProductPageResponse | ProductMoved> {
  const answer = await call<ProductPageResponse | ProductMoved>({
    method: 'GET',
    path: `/api/product-by-slug/${encodeURIComponent(slug)}`,
  });
  return answer.body;
}

/** Spec 7: GET /api/current-deal; null when no deal runs (404) or the call fails (spec 8: silent). */
export async function fetchCurrentDeal(call: ApiCall): Promise<CurrentDeal | null> {
  try {
    return (await call<CurrentDeal>({ method: 'GET', path: '/api/current-deal' })).body;
  } catch {
    return null;
  }
}

/** GET /api/merchandising-flags (spec 3, Other state). */
export async function fetchMerchandisingFlags(call: ApiCall): Promise<MerchandisingFlags> {
  return (await call<MerchandisingFlags>({ method: 'GET', path: '/api/merchandising-flags' })).body;
}

/** GET /api/content-page?path=/om-oss: a published content page. */
export async function fetchContentPage(call: ApiCall, path: string): Promise<ContentPage> {
  return (await call<ContentPage>({ method: 'GET', path: '/api/content-page', query: { path } })).body;
}

/** GET /api/page-preview?token=...: a draft page. */
export async function fetchPagePreview(call: ApiCall, token: string): Promise<ContentPage> {
  return (await call<ContentPage>({ method: 'GET', path: '/api/page-preview', query: { token } })).body;
}

/** GET /api/calendar: the store's Christmas calendar with its doors. */
export async function fetchCalendar(call: ApiCall): Promise<CalendarResponse> {
  return (await call<CalendarResponse>({ method: 'GET', path: '/api/calendar' })).body;
}

/** GET /api/phone-models: brands with their models, for the phone-model selector. */
export async function fetchPhoneModels(call: ApiCall): Promise<PhoneModelsResponse> {
  return (await call<PhoneModelsResponse>({ method: 'GET', path: '/api/phone-models' })).body;
}

/** GET /api/phone-models/{slug}/products: the grid of products that fit a phone model. */
export async function fetchPhoneModelProducts(
  call: ApiCall,
  slug: string,
  query: ListingQuery,
): Promise<PhoneModelProductsResponse> {
  const answer = await call<PhoneModelProductsResponse>({
    method: 'GET',
    path: `/api/phone-models/${encodeURIComponent(slug)}/products`,
    query: listingParams(query),
  });
  return answer.body;
}

/** GET /api/plug-types: the cable-plug selector. */
export async function fetchPlugTypes(call: ApiCall): Promise<PlugType[]> {
  return (await call<PlugType[]>({ method: 'GET', path: '/api/plug-types' })).body;
}

/** GET /api/cables?plug_a=&plug_b=: cables with those plugs, either way round. */
export async function fetchCables(
  call: ApiCall,
  plugs: { plugA: string; plugB?: string | undefined; inStock?: boolean },
): Promise<CablesResponse> {
  const answer = await call<CablesResponse>({
    method: 'GET',
    path: '/api/cables',
    query: { plug_a: plugs.plugA, plug_b: plugs.plugB, in_stock: plugs.inStock ? 'true' : undefined },
  });
  return answer.body;
}

/** GET /api/vehicles/{registration}: the vehicle and the car holders that fit it. */
export async function fetchVehicle(call: ApiCall, registration: string): Promise<VehicleResponse> {
  const answer = await call<VehicleResponse>({
    method: 'GET',
    path: `/api/vehicles/${encodeURIComponent(registration)}`,
  });
  return answer.body;
}
