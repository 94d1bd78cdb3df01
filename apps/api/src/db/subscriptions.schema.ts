import type { Generated } from 'kysely';

/** A product ordered again and again at an interval (spec 3: the cart item's subscription_interval). */
export interface SubscriptionsTable {
  id: Generated<number>;
  customer_id: number | null;
  email: string;
  locale: string;
  store_id: number;
  source_order_id: number;
  product_id: number;
  sku: string;
  name: string;
  quantity: number;
  /** A name of the domain's subscriptionIntervals, e.g. 3-months. */
  interval: string;
  /** active, paused or cancelled. */
  status: string;
  /** YYYY-MM-DD. */
  next_order_at: string;
  last_order_id: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * One row per subscription and due date: the primary key lets exactly one scheduler, of however
 * many server processes, place that order.
 */
export interface SubscriptionRunsTable {
  subscription_id: number;
  due_date: string;
  /** claimed, placed or failed. */
  status: string;
  checkout_id: string | null;
  order_id: number | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionTables {
  subscriptions: SubscriptionsTable;
  subscription_runs: SubscriptionRunsTable;
}
