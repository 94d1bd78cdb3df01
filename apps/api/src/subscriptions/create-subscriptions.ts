import { isSubscriptionInterval, nextOrderDate } from '@shop/domain/subscriptions';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { insertSubscriptions } from '../repositories/subscriptions.repository.ts';

interface PlacedLine {
  readonly product_id: number;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** JSON text: where the line came from, with its subscription_interval. */
  readonly origin: string;
}

function intervalOf(origin: string): string | null {
  try {
    const value: unknown = JSON.parse(origin);
    if (value && typeof value === 'object' && 'subscription_interval' in value) {
      return typeof value.subscription_interval === 'string' ? value.subscription_interval : null;
    }
  } catch {
    // A line without readable origin is not a subscription.
  }
  return null;
}

/**
 * Cart lines with a subscription_interval become subscriptions when the order is placed, in the
 * order's own transaction. An interval name the shop does not know is ignored.
 */
export async function createSubscriptionsForOrder(
  trx: Kysely<Database>,
  order: {
    id: number;
    customerId: number | null;
    email: string;
    locale: string;
    storeId: number;
    lines: readonly PlacedLine[];
  },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const rows = order.lines.flatMap((line) => {
    const interval = intervalOf(line.origin);
    if (!isSubscriptionInterval(interval)) return [];
    return [
      {
        customer_id: order.customerId,
        email: order.email,
        locale: order.locale,
        store_id: order.storeId,
        source_order_id: order.id,
        product_id: line.product_id,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        interval,
        status: 'active',
        next_order_at: nextOrderDate(today, interval),
        last_order_id: order.id,
        created_at: at,
        updated_at: at,
      },
    ];
  });
  await insertSubscriptions(trx, rows);
}
