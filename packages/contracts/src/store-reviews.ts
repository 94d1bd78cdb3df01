import { z } from 'zod';
import type { EndpointContract } from './endpoint.ts';
import { noCacheParam } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

/**
 * Not shown in the spec: the customer-review widget of spec 1 is the shop's own, fed by
 * GET /api/store-reviews. A store without a configured widget answers 404, and the storefront
 * then loads nothing of it.
 */
export const storeReviewsQuerySchema = withStoreQuery({ nc: noCacheParam });

export const storeReviewSchema = z.object({
  id: z.number().int(),
  author: z.string().describe('The name the customer signed with, e.g. "Anna L."'),
  rating: z.number().int().min(1).max(5),
  body: z.string().describe('Plain text written by the customer.'),
  published_at: z.string().describe('ISO-8601 UTC.'),
});
export type StoreReview = z.infer<typeof storeReviewSchema>;

export const storeReviewsResponseSchema = z.object({
  average: z.number().min(1).max(5).describe('Mean rating of all the store’s reviews, one decimal.'),
  count: z.number().int().min(1).describe('How many reviews the store has.'),
  reviews: z.array(storeReviewSchema).describe('The newest reviews, as many as the widget shows.'),
});
export type StoreReviewsResponse = z.infer<typeof storeReviewsResponseSchema>;

export const storeReviewsEndpoints: readonly EndpointContract[] = [
  {
    method: 'GET',
    path: '/api/store-reviews',
    tag: 'content',
    origin: 'not-shown',
    summary: 'The customer-review widget of the store',
    description:
      'The mean rating and count of the store’s customer reviews and the newest of them, as many as its review widget shows. 404 when the store has no review widget configured (spec 1: loaded only when configured).',
    query: [storeReviewsQuerySchema],
    response: storeReviewsResponseSchema,
    errors: [400, 404],
  },
];
