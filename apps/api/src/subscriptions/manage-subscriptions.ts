import type { SubscriptionResponse } from '@shop/contracts/subscriptions';
import {
  applySubscriptionAction,
  isSubscriptionInterval,
  nextOrderDate,
  type SubscriptionAction,
  type SubscriptionInterval,
  type SubscriptionStatus,
} from '@shop/domain/subscriptions';
import type { Kysely } from 'kysely';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import {
  findSubscription,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from '../repositories/subscriptions.repository.ts';

function view(row: SubscriptionRow): SubscriptionResponse {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    quantity: row.quantity,
    interval: isSubscriptionInterval(row.interval) ? row.interval : '1-month',
    status: row.status === 'paused' || row.status === 'cancelled' ? row.status : 'active',
    next_order_at: row.next_order_at,
    source_order_id: row.source_order_id,
    last_order_id: row.last_order_id,
  };
}

/** An account sees its subscriptions; an order login those its one order started. */
function owns(claims: AccessClaims, row: SubscriptionRow): boolean {
  return claims.kind === 'order' ? row.source_order_id === claims.sub : row.customer_id === claims.sub;
}

export async function listSubscriptionsFor(
  db: Kysely<Database>,
  claims: AccessClaims,
): Promise<SubscriptionResponse[]> {
  const rows = await listSubscriptions(
    db,
    claims.kind === 'order' ? { sourceOrderId: claims.sub } : { customerId: claims.sub },
  );
  return rows.map(view);
}

export async function changeSubscription(
  db: Kysely<Database>,
  claims: AccessClaims,
  id: number,
  change: { action?: SubscriptionAction | undefined; interval?: SubscriptionInterval | undefined },
  now: Date,
): Promise<SubscriptionResponse> {
  const row = await findSubscription(db, id);
  if (!row || !owns(claims, row)) throw notFound(`No subscription ${id}`);
  let status = row.status as SubscriptionStatus;
  if (change.action) {
    const outcome = applySubscriptionAction(status, change.action);
    if (!outcome.ok) throw new AppError(outcome.code, 409, 'A cancelled subscription cannot be changed');
    status = outcome.status;
  } else if (status === 'cancelled') {
    throw new AppError('SUBSCRIPTION_CANCELLED', 409, 'A cancelled subscription cannot be changed');
  }
  const today = now.toISOString().slice(0, 10);
  const changes: Parameters<typeof updateSubscription>[2] = { status };
  // A new interval counts from today; resuming a subscription whose date passed orders it next from today.
  if (change.interval) changes.next_order_at = nextOrderDate(today, change.interval);
  if (change.interval) changes.interval = change.interval;
  if (change.action === 'resume' && row.next_order_at < today && !change.interval)
    changes.next_order_at = today;
  await updateSubscription(db, id, changes, now.toISOString());
  const updated = await findSubscription(db, id);
  if (!updated) throw notFound(`No subscription ${id}`);
  return view(updated);
}
