import type { ApiTransport } from '@shop/contracts/transport';
import { isLocaleCode, storeIds } from '@shop/domain/locales';
import { isSubscriptionInterval, nextOrderDate } from '@shop/domain/subscriptions';
import type { Kysely } from 'kysely';
import { endSession, issueTokens } from '../auth/sessions.ts';
import type { Database } from '../db/schema.ts';
import { findOrderById, type OrderRow } from '../repositories/order-queries.repository.ts';
import {
  advanceSubscription,
  claimRun,
  findDueSubscriptions,
  type SubscriptionRow,
  updateRun,
} from '../repositories/subscriptions.repository.ts';

export interface SchedulerDeps {
  readonly db: Kysely<Database>;
  readonly secret: string;
  /** The API in-process: the order goes through the same cart, checkout and order rules as a shopper's. */
  readonly transport: ApiTransport;
  readonly now?: () => Date;
  readonly log?: { warn(object: Record<string, unknown>, message: string): void };
}

export interface SchedulerResult {
  readonly placed: number;
  readonly failed: number;
  /** Due subscriptions another scheduler had already claimed. */
  readonly skipped: number;
}

async function call(deps: SchedulerDeps, request: Parameters<ApiTransport>[0], step: string) {
  const response = await deps.transport(request);
  if (response.status >= 300) throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

function customerFields(order: OrderRow): Record<string, string> {
  const fields: Record<string, string | null> = {
    buyer_type: order.buyer_type,
    email: order.email,
    phone: order.phone,
    first_name: order.first_name,
    last_name: order.last_name,
    street: order.street,
    care_of: order.care_of,
    postal_code: order.postal_code,
    city: order.city,
    company_name: order.company_name,
    organisation_number: order.organisation_number,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

function servicePointId(order: OrderRow): string | undefined {
  if (!order.service_point) return undefined;
  try {
    const point: unknown = JSON.parse(order.service_point);
    return point && typeof point === 'object' && 'id' in point && typeof point.id === 'string'
      ? point.id
      : undefined;
  } catch {
    return undefined;
  }
}

/** The subscription's next order: a new cart and checkout with the source order's details. */
async function placeSubscriptionOrder(
  deps: SchedulerDeps,
  subscription: SubscriptionRow,
  dueDate: string,
): Promise<number> {
  const source = await findOrderById(deps.db, subscription.source_order_id);
  if (!source) throw new Error(`source order ${subscription.source_order_id} is gone`);
  const locale = isLocaleCode(subscription.locale) ? subscription.locale : 'sv';
  const query = { locale, sid: storeIds[locale] };
  // A customer's subscription orders as the customer: a session of its own, ended after the order.
  const session =
    subscription.customer_id === null
      ? null
      : await issueTokens(
          deps.db,
          deps.secret,
          { kind: 'account', id: subscription.customer_id, scope: 'customer' },
          new Date(),
        );
  const headers: Record<string, string> = session ? { authorization: `Bearer ${session.access_token}` } : {};
  try {
    return await placeAs(deps, { subscription, source, dueDate, query, headers });
  } finally {
    if (session) await endSession(deps.db, session.refresh_token, new Date());
  }
}

async function placeAs(
  deps: SchedulerDeps,
  facts: {
    subscription: SubscriptionRow;
    source: OrderRow;
    dueDate: string;
    query: { locale: string; sid: number };
    headers: Record<string, string>;
  },
): Promise<number> {
  const { subscription, source, dueDate, query, headers } = facts;
  const synced = await call(
    deps,
    {
      method: 'POST',
      path: '/api/sync-cart',
      query,
      headers,
      body: {
        items: [{ sku: subscription.sku, quantity: subscription.quantity }],
        coupons: [],
        checkout_order_id: null,
      },
    },
    'sync-cart',
  );
  const checkoutId = synced.headers['x-checkout-order-id'];
  if (!checkoutId) throw new Error('sync-cart gave no checkout id');
  await updateRun(deps.db, subscription.id, dueDate, { checkout_id: checkoutId }, new Date().toISOString());
  const base = `/api/checkout/${encodeURIComponent(checkoutId)}`;
  await call(
    deps,
    { method: 'PUT', path: `${base}/customer`, query, headers, body: customerFields(source) },
    'customer',
  );
  const point = servicePointId(source);
  await call(
    deps,
    {
      method: 'PUT',
      path: `${base}/shipping`,
      query,
      headers,
      body: { shipping_method: source.shipping_method, ...(point ? { service_point_id: point } : {}) },
    },
    'shipping',
  );
  await call(
    deps,
    {
      method: 'PUT',
      path: `${base}/payment`,
      query,
      headers,
      body: { payment_method: source.payment_method },
    },
    'payment',
  );
  const placed = await call(
    deps,
    { method: 'POST', path: `${base}/place-order`, query, headers, body: {} },
    'place-order',
  );
  const body = placed.body as { order_id?: unknown };
  if (typeof body.order_id !== 'number') throw new Error('place-order gave no order id');
  return body.order_id;
}

/**
 * Places the orders of the subscriptions that are due. Each (subscription, due date) is claimed
 * with an insert that only one scheduler can win, so several server processes running this at
 * the same moment place each order exactly once. A failed order is recorded on its run, and the
 * subscription moves on to its next date.
 */
export async function runDueSubscriptions(deps: SchedulerDeps, limit = 50): Promise<SchedulerResult> {
  const now = deps.now?.() ?? new Date();
  const today = now.toISOString().slice(0, 10);
  let placed = 0;
  let failed = 0;
  let skipped = 0;
  for (const subscription of await findDueSubscriptions(deps.db, today, limit)) {
    const dueDate = subscription.next_order_at;
    const at = () => new Date().toISOString();
    if (!(await claimRun(deps.db, subscription.id, dueDate, at()))) {
      skipped += 1;
      continue;
    }
    const interval = isSubscriptionInterval(subscription.interval) ? subscription.interval : '1-month';
    // The next date counts from the due date, or from today when the scheduler ran late.
    const from = [today, dueDate].sort().at(-1) ?? today;
    const next = nextOrderDate(from, interval);
    try {
      const orderId = await placeSubscriptionOrder(deps, subscription, dueDate);
      await updateRun(deps.db, subscription.id, dueDate, { status: 'placed', order_id: orderId }, at());
      await advanceSubscription(deps.db, subscription.id, dueDate, next, orderId, at());
      placed += 1;
    } catch (error) {
      const note = error instanceof Error ? error.message.slice(0, 1000) : String(error);
      deps.log?.warn({ subscriptionId: subscription.id, dueDate, note }, 'subscription order failed');
      await updateRun(deps.db, subscription.id, dueDate, { status: 'failed', note }, at());
      await advanceSubscription(deps.db, subscription.id, dueDate, next, null, at());
      failed += 1;
    }
  }
  return { placed, failed, skipped };
}
