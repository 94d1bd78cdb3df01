import type { StoreReviewsResponse } from '@shop/contracts/store-reviews';
import type { ApiCall } from './api-client.ts';

export type StoreReviews = StoreReviewsResponse;

export const storeReviewsPath = '/api/store-reviews';

/**
 * The store's customer-review widget: GET /api/store-reviews, a 404 where none is configured.
 * Spec 8: a widget failure is silent, so any failure answers null.
 */
export async function fetchStoreReviews(call: ApiCall): Promise<StoreReviews | null> {
  try {
    const answer = await call<StoreReviews>({ method: 'GET', path: storeReviewsPath });
    return Array.isArray(answer.body?.reviews) ? answer.body : null;
  } catch {
    return null;
  }
}
