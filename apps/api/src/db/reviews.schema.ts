import type { Generated } from 'kysely';

/**
 * A customer's review of the store (not of a product), shown by the store's review widget. The
 * widget itself is configured per store as the widget row with slug `review-widget`.
 */
export interface StoreReviewsTable {
  id: Generated<number>;
  store_id: number;
  author: string;
  /** 1 to 5. */
  rating: number;
  body: string;
  published_at: string;
}

export interface ReviewTables {
  store_reviews: StoreReviewsTable;
}
