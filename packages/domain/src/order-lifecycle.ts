/**
 * The order lifecycle as one explicit state machine (docs/decisions/014-back-office.md). Every
 * move of an order's status, by the payment provider or by staff, asks this table first; nothing
 * outside it can happen.
 *
 *   pending_payment --approve_payment--> confirmed --pack--> packed --ship--> shipped --deliver--> delivered
 *          |                                 |  \______________ship_____________^
 *          |--fail_payment--> payment_failed |
 *          '--cancel--> cancelled <--cancel--'  (and from packed)
 *
 * Packing is optional: a confirmed order may ship at once. Once shipped, an order is no longer
 * cancelled: what comes back is a return.
 */
export const orderStatuses = [
  'pending_payment',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'payment_failed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderEvents = ['approve_payment', 'fail_payment', 'pack', 'ship', 'deliver', 'cancel'] as const;
export type OrderEvent = (typeof orderEvents)[number];

export const orderTransitions: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>
> = {
  pending_payment: { approve_payment: 'confirmed', fail_payment: 'payment_failed', cancel: 'cancelled' },
  confirmed: { pack: 'packed', ship: 'shipped', cancel: 'cancelled' },
  packed: { ship: 'shipped', cancel: 'cancelled' },
  shipped: { deliver: 'delivered' },
  delivered: {},
  payment_failed: {},
  cancelled: {},
};

/** An order that went through: confirmed, and on its way or there. What counts as a sale. */
export const fulfilmentStatuses = [
  'confirmed',
  'packed',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

export function isFulfilment(status: string): boolean {
  return (fulfilmentStatuses as readonly string[]).includes(status);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

export type OrderTransition =
  | { readonly ok: true; readonly from: OrderStatus; readonly to: OrderStatus; readonly event: OrderEvent }
  | {
      readonly ok: false;
      readonly code: 'TRANSITION_NOT_ALLOWED';
      readonly from: OrderStatus;
      readonly event: OrderEvent;
      /** What may happen to an order in this status instead. */
      readonly allowed: readonly OrderEvent[];
    };

/** The events an order in `status` accepts, in the table's order. */
export function allowedOrderEvents(status: OrderStatus): OrderEvent[] {
  return orderEvents.filter((event) => orderTransitions[status][event] !== undefined);
}

/** Where `event` takes an order in `from`, or why it cannot happen. */
export function transitionOrder(from: OrderStatus, event: OrderEvent): OrderTransition {
  const to = orderTransitions[from][event];
  if (to === undefined) {
    return { ok: false, code: 'TRANSITION_NOT_ALLOWED', from, event, allowed: allowedOrderEvents(from) };
  }
  return { ok: true, from, to, event };
}

/** An order no event moves any more. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return allowedOrderEvents(status).length === 0;
}

/**
 * Single lines (an item out of stock) are cancelled only while the order waits in the warehouse
 * and its amount is settled: not while a provider holds an open payment for the whole amount.
 */
export function canCancelOrderLines(status: OrderStatus): boolean {
  return status === 'confirmed' || status === 'packed';
}

/** The states of an order's payment (orders.payment_status). */
export const paymentStatuses = [
  'invoice',
  'pending',
  'approved',
  'declined',
  'expired',
  'cancelled',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The payment states in which the shopper has been charged: a card payment taken, or an invoice issued. */
export const chargedPaymentStatuses = ['approved', 'invoice'] as const;

export function isCharged(paymentStatus: string): boolean {
  return (chargedPaymentStatuses as readonly string[]).includes(paymentStatus);
}

/**
 * The return lifecycle: a shopper's request is approved or rejected (with a reason the shopper
 * sees); an approved return is marked received when the parcel arrives, then refunded.
 */
export const returnStatuses = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnEvents = ['approve', 'reject', 'receive', 'refund'] as const;
export type ReturnEvent = (typeof returnEvents)[number];

export const returnTransitions: Readonly<
  Record<ReturnStatus, Readonly<Partial<Record<ReturnEvent, ReturnStatus>>>>
> = {
  requested: { approve: 'approved', reject: 'rejected' },
  approved: { receive: 'received', reject: 'rejected' },
  received: { refund: 'refunded' },
  rejected: {},
  refunded: {},
};

export function isReturnStatus(value: string): value is ReturnStatus {
  return (returnStatuses as readonly string[]).includes(value);
}

export type ReturnTransition =
  | { readonly ok: true; readonly from: ReturnStatus; readonly to: ReturnStatus; readonly event: ReturnEvent }
  | {
      readonly ok: false;
      readonly code: 'TRANSITION_NOT_ALLOWED';
      readonly from: ReturnStatus;
      readonly event: ReturnEvent;
      readonly allowed: readonly ReturnEvent[];
    };

export function allowedReturnEvents(status: ReturnStatus): ReturnEvent[] {
  return returnEvents.filter((event) => returnTransitions[status][event] !== undefined);
}

export function transitionReturn(from: ReturnStatus, event: ReturnEvent): ReturnTransition {
  const to = returnTransitions[from][event];
  if (to === undefined) {
    return { ok: false, code: 'TRANSITION_NOT_ALLOWED', from, event, allowed: allowedReturnEvents(from) };
  }
  return { ok: true, from, to, event };
}

/** Returns that staff still have to act on. */
export function isOpenReturn(status: ReturnStatus): boolean {
  return allowedReturnEvents(status).length > 0;
}

/** The EU right of withdrawal: 14 days, the default return window of every store. */
export const defaultReturnWindowDays = 14;

/** A delivered order can be returned until the end of the window's last day after delivery. */
export function isWithinReturnWindow(deliveredAt: Date, now: Date, windowDays: number): boolean {
  return now.getTime() <= deliveredAt.getTime() + windowDays * 24 * 60 * 60 * 1000;
}
