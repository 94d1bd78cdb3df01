/**
 * Subscriptions: a cart line with a subscription_interval (spec 3, Cart item) becomes a
 * subscription when its order is placed, and the next order is placed when it is due.
 */
export const subscriptionIntervals = {
  '1-month': 1,
  '2-months': 2,
  '3-months': 3,
  '6-months': 6,
} as const;

export type SubscriptionInterval = keyof typeof subscriptionIntervals;

export function isSubscriptionInterval(value: unknown): value is SubscriptionInterval {
  return typeof value === 'string' && Object.hasOwn(subscriptionIntervals, value);
}

/**
 * The next order date, YYYY-MM-DD: the same day of the month, or the month's last day when it is
 * shorter (31 January + 1 month = 28 or 29 February).
 */
export function nextOrderDate(from: string, interval: SubscriptionInterval): string {
  const [year, month, day] = from.split('-').map(Number);
  if (!year || !month || !day) throw new RangeError(`Not a date: ${from}`);
  const target = new Date(Date.UTC(year, month - 1 + subscriptionIntervals[interval], 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';
export type SubscriptionAction = 'pause' | 'resume' | 'cancel';

/** What a shopper's action does to a subscription; a cancelled one stays cancelled. */
export function applySubscriptionAction(
  status: SubscriptionStatus,
  action: SubscriptionAction,
): { ok: true; status: SubscriptionStatus } | { ok: false; code: 'SUBSCRIPTION_CANCELLED' } {
  if (status === 'cancelled') return { ok: false, code: 'SUBSCRIPTION_CANCELLED' };
  if (action === 'cancel') return { ok: true, status: 'cancelled' };
  return { ok: true, status: action === 'pause' ? 'paused' : 'active' };
}

/** A subscription is due on its date when it is active. */
export function isDue(subscription: { status: string; next_order_at: string }, today: string): boolean {
  return subscription.status === 'active' && subscription.next_order_at <= today;
}
