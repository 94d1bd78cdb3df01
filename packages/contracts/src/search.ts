import { z } from 'zod';
import { categoryHitSchema } from './categories.ts';
import { productSchema } from './product.ts';
import { noCacheParam, queryInt } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

/** Spec 9: the search provider identifier is one constant. */
export const searchProviderId = 'shop';

/** The response header with the total number of matching products (spec 7). */
export const recordsHeader = 'x-be-records';

/**
 * Spec 7: GET /api/products in its search form (query, nc, co, provider).
 * Spec 5: the trimmed query must be longer than 1 character.
 * Where the spec is silent: `co` is the count of products to return (type-ahead asks for a few,
 * the results page for 48) and `page` pages through the rest.
 */
export const productSearchQuerySchema = withStoreQuery({
  query: z
    .string({ message: 'query must be text' })
    .trim()
    .min(2, 'query must be at least 2 characters')
    .max(100, 'query must be at most 100 characters'),
  co: queryInt(1, 96, 'co').default(48).describe('Count: how many products to return (1-96, default 48).'),
  page: queryInt(1, 1000, 'page').default(1).describe('Page of `co` products (default 1).'),
  provider: z
    .string()
    .max(50, 'provider must be at most 50 characters')
    .optional()
    .describe(`Search provider identifier; the shop has one: "${searchProviderId}".`),
  nc: noCacheParam,
});
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

/** Products ranked by relevance and the categories whose names match; the total is in x-be-records. */
export const productSearchResponseSchema = z.object({
  products: z.array(productSchema),
  categories: z.array(categoryHitSchema),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
