import { randomUUID } from 'node:crypto';
import type { StoreDomains } from '@shop/domain/locales';
import { asMinor } from '@shop/domain/money';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import { ensureSession, newSessionId } from '../checkout/checkout-sessions.ts';
import type { Database } from '../db/schema.ts';
import type { PaymentMethod } from '../payments/payment-methods.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { completeCheckout } from '../repositories/checkouts.repository.ts';
import { countRuleUse } from '../repositories/discount-rules.repository.ts';
import { findOrderByIdempotencyKey } from '../repositories/order-queries.repository.ts';
import {
  addOrderStatus,
  insertOrder,
  insertOrderCoupons,
  insertOrderLines,
  insertOrderVatRates,
  setOrderNumber,
  takeStock,
} from '../repositories/orders.repository.ts';
import { createSubscriptionsForOrder } from '../subscriptions/create-subscriptions.ts';
import { type OrderEffectsContext, onOrderConfirmed } from './order-confirmed.ts';
import type { OrderRecord } from './order-record.ts';
import { inTransaction, isUniqueViolation } from './transactions.ts';

export type WriteOutcome =
  | {
      readonly ok: true;
      readonly orderId: number;
      readonly created: boolean;
      readonly redirectUrl: string | null;
    }
  | { readonly ok: false; readonly code: 'OUT_OF_STOCK'; readonly skus: readonly string[] }
  | { readonly ok: false; readonly code: 'COUPON_USED_UP'; readonly coupons: readonly string[] }
  | { readonly ok: false; readonly code: 'CART_CHANGED'; readonly skus: readonly string[] };

type Refusal = Extract<WriteOutcome, { ok: false }>;

/** Thrown inside the transaction to roll everything back; turned into its outcome outside. */
class OrderRefused extends Error {
  readonly outcome: Refusal;

  constructor(outcome: Refusal) {
    super(outcome.code);
    this.outcome = outcome;
  }
}

/** Human-friendly and unique: the store's country and the order id, e.g. SE100042. */
export function orderNumber(store: Pick<Store, 'countryCode'>, id: number): string {
  return `${store.countryCode}${100_000 + id}`;
}

export interface WriteContext {
  readonly store: Store;
  readonly method: PaymentMethod;
  readonly provider: PaymentProvider;
  readonly now: Date;
  readonly domains: StoreDomains;
  /** The invoice and confirmation mail of an order confirmed as it is placed. */
  readonly effects: OrderEffectsContext;
}

/** The rows of one order, inside a transaction the caller runs (the demo seed runs its own). */
export async function writeOrderRows(
  trx: Kysely<Database>,
  record: OrderRecord,
  context: WriteContext,
): Promise<WriteOutcome> {
  const existing = await findOrderByIdempotencyKey(trx, record.idempotencyKey);
  if (existing) return { ok: true, orderId: existing.id, created: false, redirectUrl: null };
  // The insert claims the idempotency key first: a concurrent submit of the same checkout waits
  // on it and then fails, before it can touch stock or coupons.
  const id = await insertOrder(trx, { ...record.order, number: `tmp-${randomUUID()}` });
  const number = orderNumber(context.store, id);
  await setOrderNumber(trx, id, number);
  for (const entry of record.stock) {
    if (!(await takeStock(trx, entry.productId, entry.units))) {
      throw new OrderRefused({ ok: false, code: 'OUT_OF_STOCK', skus: [entry.sku] });
    }
  }
  for (const coupon of [...record.coupons].sort((a, b) => a.ruleId - b.ruleId)) {
    if (!(await countRuleUse(trx, coupon.ruleId))) {
      throw new OrderRefused({ ok: false, code: 'COUPON_USED_UP', coupons: [coupon.code] });
    }
  }
  await insertOrderLines(
    trx,
    record.lines.map((line) => ({ ...line, order_id: id })),
  );
  await createSubscriptionsForOrder(
    trx,
    {
      id,
      customerId: record.order.customer_id ?? null,
      email: record.order.email,
      locale: context.store.code,
      storeId: context.store.storeID,
      lines: record.lines,
    },
    context.now,
  );
  await insertOrderVatRates(
    trx,
    record.vatRates.map((rate) => ({ ...rate, order_id: id })),
  );
  await insertOrderCoupons(
    trx,
    record.coupons.map((coupon) => ({
      order_id: id,
      rule_id: coupon.ruleId,
      code: coupon.code,
      amount: coupon.amount,
    })),
  );
  const at = context.now.toISOString();
  await addOrderStatus(trx, {
    orderId: id,
    status: context.provider.initialStatus,
    note: 'order placed',
    at,
  });
  const checkoutId = record.order.checkout_id;
  const started = await context.provider.start(
    trx,
    {
      id,
      number,
      checkoutId,
      total: asMinor(record.order.total),
      currency: record.order.currency,
      locale: context.store.code,
      storeId: context.store.storeID,
      method: context.method.code,
    },
    { now: context.now, domains: context.domains },
  );
  if (context.provider.initialStatus === 'confirmed')
    await onOrderConfirmed(trx, id, context.effects, context.now);
  const status = context.provider.initialStatus === 'confirmed' ? 'completed' : 'awaiting_payment';
  if (
    !(await completeCheckout(trx, checkoutId, record.checkoutPricedAt, {
      status,
      order_id: id,
      updated_at: at,
    }))
  ) {
    throw new OrderRefused({ ok: false, code: 'CART_CHANGED', skus: [] });
  }
  const session = { checkoutId, locale: context.store.code, now: context.now };
  await ensureSession(trx, { ...session, kind: context.method.session, id: started.sessionId });
  if (context.provider.initialStatus === 'pending_payment') {
    // Spec 3: an order with a payment provider is a B2C or a B2B order session.
    const kind = record.order.buyer_type === 'company' ? 'b2b_order' : 'b2c_order';
    await ensureSession(trx, { ...session, kind, id: newSessionId(kind.replace('_', '-')) });
  }
  return { ok: true, orderId: id, created: true, redirectUrl: started.redirectUrl };
}

/**
 * Writes the order in ONE transaction: the order and its lines, VAT rates, coupons and status,
 * the stock it takes (UPDATE ... WHERE stock >= n) and the coupon uses it counts (while uses are
 * left), its payment session and its checkout's new state. Any refusal rolls all of it back.
 * A second submit of the same checkout attempt returns the first order.
 */
export async function writeOrder(
  db: Kysely<Database>,
  record: OrderRecord,
  context: WriteContext,
): Promise<WriteOutcome> {
  try {
    return await inTransaction(db, (trx) => writeOrderRows(trx, record, context));
  } catch (error) {
    if (error instanceof OrderRefused) return error.outcome;
    if (isUniqueViolation(error, 'idempotency_key')) {
      const first = await findOrderByIdempotencyKey(db, record.idempotencyKey);
      if (first) return { ok: true, orderId: first.id, created: false, redirectUrl: null };
    }
    throw error;
  }
}
