import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type OrderEffectsContext, onOrderConfirmed } from '../orders/order-confirmed.ts';
import { returnStockInLockOrder } from '../orders/stock-lock-order.ts';
import { reopenCheckout } from '../repositories/checkouts.repository.ts';
import { releaseRuleUse } from '../repositories/discount-rules.repository.ts';
import { addOrderStatus, moveOrder } from '../repositories/orders.repository.ts';

/**
 * A payment that failed (declined, or left until it expired) gives the order's stock and coupon
 * uses back. The move out of pending_payment is conditional, so only the first caller gives them
 * back: a second callback, or a callback racing the expiry, changes nothing.
 */
export async function releaseOrder(
  trx: Kysely<Database>,
  input: {
    orderId: number;
    checkoutId: string;
    paymentStatus: 'declined' | 'expired';
    note: string;
    now: Date;
  },
): Promise<boolean> {
  const at = input.now.toISOString();
  const moved = await moveOrder(trx, input.orderId, 'pending_payment', {
    status: 'payment_failed',
    payment_status: input.paymentStatus,
    updated_at: at,
  });
  if (!moved) return false;
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', input.orderId)
    .where('stock_taken', '=', 1)
    .execute();
  await returnStockInLockOrder(
    trx,
    lines.map((line) => ({ productId: line.product_id, units: line.quantity })),
  );
  const coupons = await trx
    .selectFrom('order_coupons')
    .select('rule_id')
    .where('order_id', '=', input.orderId)
    .orderBy('rule_id')
    .execute();
  for (const coupon of coupons) await releaseRuleUse(trx, coupon.rule_id);
  await addOrderStatus(trx, { orderId: input.orderId, status: 'payment_failed', note: input.note, at });
  await reopenCheckout(trx, input.checkoutId, input.orderId, at);
  return true;
}

/**
 * An approved payment confirms the order and completes its checkout, once; the confirmation
 * issues the invoice and mails it (order-confirmed.ts).
 */
export async function confirmOrder(
  trx: Kysely<Database>,
  input: { orderId: number; checkoutId: string; now: Date; effects: OrderEffectsContext },
): Promise<boolean> {
  const at = input.now.toISOString();
  const moved = await moveOrder(trx, input.orderId, 'pending_payment', {
    status: 'confirmed',
    payment_status: 'approved',
    updated_at: at,
  });
  if (!moved) return false;
  await addOrderStatus(trx, { orderId: input.orderId, status: 'confirmed', note: 'payment approved', at });
  await onOrderConfirmed(trx, input.orderId, input.effects, input.now);
  await trx
    .updateTable('checkouts')
    .set({ status: 'completed', updated_at: at })
    .where('id', '=', input.checkoutId)
    .where('order_id', '=', input.orderId)
    .execute();
  return true;
}
