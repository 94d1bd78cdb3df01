import type { SearchHint } from '@shop/contracts/content';
import type { Product } from '@shop/contracts/product';
import { type ProductSearchResponse, searchProviderId } from '@shop/contracts/search';
import type { ApiCall } from './api-client.ts';

export type { Product, SearchHint };

/** Spec 7: the search provider identifier is one constant (the API's searchProviderId). */
export const searchProvider = searchProviderId;

export interface SearchResult extends ProductSearchResponse {
  /** Spec 7: the x-be-records header, the number of matching products. */
  readonly total: number;
}

/** Spec 7: GET /api/products?query&nc&co&provider. */
export async function searchProducts(
  call: ApiCall,
  query: string,
  count: number,
  noCache = false,
): Promise<SearchResult> {
  const answer = await call<ProductSearchResponse>({
    method: 'GET',
    path: '/api/products',
    query: { query, co: count, provider: searchProvider, nc: noCache || undefined },
  });
  const total = Number(answer.headers['x-be-records']);
  return { ...answer.body, total: Number.isFinite(total) ? total : answer.body.products.length };
}

/** Spec 7: GET /api/products?limit&in_stock&popular&nc, the popular products. */
export async function fetchPopularProducts(call: ApiCall, limit: number): Promise<Product[]> {
  const answer = await call<Product[]>({
    method: 'GET',
    path: '/api/products',
    query: { popular: true, limit, in_stock: true },
  });
  return answer.body;
}

/** Spec 7: GET /api/search-triggers?query -> hints {id, url, url_title}. Failure: no hints. */
export async function fetchSearchHints(call: ApiCall, query: string): Promise<SearchHint[]> {
  try {
    const answer = await call<SearchHint[]>({
      method: 'GET',
      path: '/api/search-triggers',
      query: { query },
    });
    return answer.body;
  } catch {
    return [];
  }
}
