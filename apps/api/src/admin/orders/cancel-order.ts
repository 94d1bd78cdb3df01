import { randomUUID } from 'node:crypto';
import { asMinor, sumMinor } from '@shop/domain/money';
import {
  chargedOrderTotals,
  type LineShare,
  priceUnits,
  type UnitsOfLine,
  withoutShares,
} from '@shop/domain/order-adjustments';
import { canCancelOrderLines } from '@shop/domain/order-lifecycle';
import type { CurrencyCode } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest } from '../../errors.ts';
import { queueOrderMail } from '../../orders/order-mails.ts';
import { vatBasisPoints } from '../../orders/order-record.ts';
import { currencyOf } from '../../orders/order-view.ts';
import { returnStockInLockOrder } from '../../orders/stock-lock-order.ts';
import { releaseRuleUse } from '../../repositories/discount-rules.repository.ts';
import { findOrderDetails, type OrderDetails } from '../../repositories/order-queries.repository.ts';
import {
  closePaymentSession,
  findOrderPaymentSession,
} from '../../repositories/payment-sessions.repository.ts';
import type { Actor } from '../audit.ts';
import { statusOf } from './admin-order-view.ts';
import {
  type AdminOrderDeps,
  type ChangeResult,
  changeOrder,
  moveLockedOrder,
  nextStatus,
} from './order-writes.ts';
import { chargedLinesOf, type RefundAsk, refundableOf, reserveRefund } from './refunds.ts';

const factorOf = (basisPoints: number) => 1 + basisPoints / 10_000;

/** Units go back to stock when their line took them, in checkout's lock order. */
async function restockShares(
  trx: Kysely<Database>,
  details: OrderDetails,
  shares: readonly LineShare[],
): Promise<void> {
  const lines = new Map(details.lines.map((line) => [line.position, line]));
  const returned = shares.flatMap((share) => {
    const line = lines.get(share.position);
    return line && line.stock_taken === 1 ? [{ productId: line.product_id, units: share.units }] : [];
  });
  await returnStockInLockOrder(trx, returned);
}

/**
 * Refunds what the shopper was charged for what is cancelled. When earlier refunds (a free
 * amount) leave less than the units' share, what is left is refunded instead, spread over the
 * order's VAT rates.
 */
async function refundCancelled(
  trx: Kysely<Database>,
  details: OrderDetails,
  parts: { shares: readonly LineShare[]; shipping: boolean },
  reason: string,
  actor: Actor,
  now: Date,
): Promise<number[]> {
  const refundable = refundableOf(details);
  if (refundable <= 0) return [];
  const value =
    sumMinor(parts.shares.map((share) => share.total)) +
    (parts.shipping && details.order.shipping_refunded === 0 ? details.order.shipping_price : 0);
  const ask: RefundAsk =
    value <= refundable
      ? {
          kind: 'cancellation',
          returnId: null,
          lines: [],
          shares: parts.shares,
          shipping: parts.shipping && details.order.shipping_refunded === 0,
          amount: asMinor(0),
          reason,
          idempotencyKey: `cancel:${randomUUID()}`,
        }
      : {
          kind: 'cancellation',
          returnId: null,
          lines: [],
          shares: [],
          shipping: false,
          amount: refundable,
          reason,
          idempotencyKey: `cancel:${randomUUID()}`,
        };
  const reserved = await reserveRefund(trx, details, ask, actor, now);
  if (!reserved.ok) {
    if (reserved.code === 'NOTHING_TO_REFUND' || reserved.code === 'NOTHING_CHARGED') return [];
    throw new AppError(reserved.code, 409, reserved.message);
  }
  return [reserved.refund.id];
}

/** The whole order: stock and coupon uses go back, an open payment is closed, a charge refunded. */
async function cancelWholeOrder(
  trx: Kysely<Database>,
  deps: AdminOrderDeps,
  actor: Actor,
  details: OrderDetails,
  reason: string | undefined,
  now: Date,
): Promise<ChangeResult> {
  const { order } = details;
  const to = nextStatus(details, 'cancel');
  const pending = order.status === 'pending_payment';
  if (pending) {
    const session = await findOrderPaymentSession(trx, order.id);
    if (session) await closePaymentSession(trx, session.id, 'cancelled', now.toISOString());
  }
  await moveLockedOrder(
    trx,
    details,
    to,
    { ...(pending ? { payment_status: 'cancelled' } : {}), note: reason ?? null },
    now,
  );
  const remaining: LineShare[] = details.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      position: line.position,
      units: line.quantity,
      gross: asMinor(line.gross),
      discount: asMinor(line.gross - line.total),
      total: asMinor(line.total),
    }));
  await restockShares(trx, details, remaining);
  for (const coupon of details.coupons) await releaseRuleUse(trx, coupon.rule_id);
  // Units already refunded (a goodwill refund of a line) are not refunded twice.
  const refundedUnits = new Map(details.lines.map((line) => [line.position, line.refunded_quantity]));
  const charged = chargedLinesOf(details);
  const unrefunded = remaining
    .map((share) => ({
      position: share.position,
      units: share.units - (refundedUnits.get(share.position) ?? 0),
    }))
    .filter((entry) => entry.units > 0);
  const priced = unrefunded.length > 0 ? priceUnits(charged, unrefunded) : { ok: true as const, shares: [] };
  const refundIds = priced.ok
    ? await refundCancelled(
        trx,
        details,
        { shares: priced.shares, shipping: true },
        reason ?? 'Order cancelled',
        actor,
        now,
      )
    : [];
  const cancelled = await findOrderDetails(trx, order.id);
  if (cancelled) {
    const refunded = cancelled.refunds.filter((refund) => refundIds.includes(refund.id));
    await queueOrderMail(
      trx,
      cancelled,
      'order_cancelled',
      {
        cancellation: {
          whole: true,
          lines: details.lines
            .filter((line) => line.quantity > 0)
            .map((line) => ({ name: line.name, quantity: line.quantity })),
          refunded: refunded.length > 0 ? sumMinor(refunded.map((refund) => asMinor(refund.amount))) : null,
        },
      },
      deps.mail,
      now,
    );
  }
  return { refundIds };
}

/**
 * Units of single lines (an item out of stock): the lines keep what is left at their share, and
 * the order's totals and VAT per rate are computed again by the checkout's own rules; the units
 * go back to stock, a coupon that no line carries any more gives its use back, and what was
 * charged for the units is refunded.
 */
async function cancelLines(
  trx: Kysely<Database>,
  deps: AdminOrderDeps,
  actor: Actor,
  details: OrderDetails,
  units: readonly UnitsOfLine[],
  reason: string | undefined,
  now: Date,
): Promise<ChangeResult> {
  const { order } = details;
  const status = statusOf(order);
  if (!canCancelOrderLines(status)) {
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      409,
      `Order ${order.number} is ${status}: single lines are cancelled only while it is confirmed or packed`,
    );
  }
  const charged = chargedLinesOf(details);
  const refundedUnits = new Map(details.lines.map((line) => [line.position, line.refunded_quantity]));
  const priced = priceUnits(
    charged,
    units,
    (line) => line.quantity - (refundedUnits.get(line.position) ?? 0),
  );
  if (!priced.ok) {
    throw priced.code === 'UNKNOWN_LINE'
      ? badRequest(`Order ${order.number} has no line ${priced.position}`, [
          { path: 'lines', message: `no line ${priced.position}` },
        ])
      : new AppError(
          'TOO_MANY_UNITS',
          409,
          `Line ${priced.position} has ${priced.available} units that can be cancelled`,
        );
  }
  const left = withoutShares(charged, priced.shares);
  const currency: CurrencyCode = currencyOf(order);
  const shipping = { amount: asMinor(order.shipping_price), vatFactor: factorOf(order.shipping_vat_bp) };
  const { totals, lineVat } = chargedOrderTotals(left, shipping, currency);
  const cancelledBy = new Map(priced.shares.map((share) => [share.position, share.units]));
  for (const [index, line] of left.entries()) {
    await trx
      .updateTable('order_lines')
      .set((eb) => ({
        quantity: line.quantity,
        gross: line.gross,
        discount: line.discount,
        total: line.total,
        vat: lineVat[index] ?? 0,
        cancelled_quantity: eb('cancelled_quantity', '+', cancelledBy.get(line.position) ?? 0),
      }))
      .where('order_id', '=', order.id)
      .where('position', '=', line.position)
      .execute();
  }
  await trx
    .updateTable('orders')
    .set({
      goods_gross: totals.goodsGross,
      discount_total: totals.discount,
      goods_total: totals.goods,
      total: totals.total,
      vat_total: totals.vat,
      shipping_vat: totals.shippingVat,
    })
    .where('id', '=', order.id)
    .execute();
  await trx.deleteFrom('order_vat_rates').where('order_id', '=', order.id).execute();
  if (totals.vatByRate.length > 0) {
    await trx
      .insertInto('order_vat_rates')
      .values(
        totals.vatByRate.map((rate) => ({
          order_id: order.id,
          vat_bp: vatBasisPoints(rate.factor),
          total: rate.total,
          vat: rate.vat,
          total_ex_vat: rate.totalExVat,
        })),
      )
      .execute();
  }
  await restockShares(trx, details, priced.shares);
  await releaseUnusedCoupons(trx, details, left);
  const refundIds = await refundCancelled(
    trx,
    details,
    { shares: priced.shares, shipping: false },
    reason ?? 'Items cancelled',
    actor,
    now,
  );
  const changed = await findOrderDetails(trx, order.id);
  if (changed) {
    const names = new Map(details.lines.map((line) => [line.position, line.name]));
    const refunded = changed.refunds.filter((refund) => refundIds.includes(refund.id));
    await queueOrderMail(
      trx,
      changed,
      'order_cancelled',
      {
        cancellation: {
          whole: false,
          lines: priced.shares.map((share) => ({
            name: names.get(share.position) ?? '',
            quantity: share.units,
          })),
          refunded: refunded.length > 0 ? sumMinor(refunded.map((refund) => asMinor(refund.amount))) : null,
        },
      },
      deps.mail,
      now,
    );
  }
  return { refundIds };
}

/** A coupon whose discounted lines are all cancelled no longer counts as used by the order. */
async function releaseUnusedCoupons(
  trx: Kysely<Database>,
  details: OrderDetails,
  left: readonly { position: number; quantity: number }[],
): Promise<void> {
  const remaining = new Set(left.filter((line) => line.quantity > 0).map((line) => line.position));
  const carried = new Set(
    details.lines
      .filter((line) => remaining.has(line.position))
      .flatMap((line) => {
        try {
          const codes: unknown = JSON.parse(line.coupons);
          return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
        } catch {
          return [];
        }
      }),
  );
  for (const coupon of details.coupons) {
    if (carried.has(coupon.code)) continue;
    await releaseRuleUse(trx, coupon.rule_id);
    await trx
      .deleteFrom('order_coupons')
      .where('order_id', '=', details.order.id)
      .where('rule_id', '=', coupon.rule_id)
      .execute();
  }
}

/** POST /api/admin/orders/{orderId}/cancel: the whole order, or units of single lines. */
export function cancelOrder(
  deps: AdminOrderDeps,
  actor: Actor,
  ref: string,
  input: {
    lines?: readonly UnitsOfLine[] | undefined;
    reason?: string | undefined;
    expectedVersion?: number | undefined;
  },
) {
  return changeOrder(
    deps,
    actor,
    {
      ref,
      expectedVersion: input.expectedVersion,
      action: input.lines ? 'order.cancel_lines' : 'order.cancel',
    },
    async (trx, details, now) => {
      const asked = input.lines;
      if (!asked) return cancelWholeOrder(trx, deps, actor, details, input.reason, now);
      // Every unit of every line is the whole order.
      const wanted = new Map<number, number>();
      for (const entry of asked) wanted.set(entry.position, (wanted.get(entry.position) ?? 0) + entry.units);
      const everything = details.lines
        .filter((line) => line.quantity > 0)
        .every((line) => wanted.get(line.position) === line.quantity);
      const unknown = [...wanted.keys()].some(
        (position) => !details.lines.some((line) => line.position === position),
      );
      if (
        everything &&
        !unknown &&
        wanted.size === details.lines.filter((line) => line.quantity > 0).length
      ) {
        return cancelWholeOrder(trx, deps, actor, details, input.reason, now);
      }
      return cancelLines(trx, deps, actor, details, asked, input.reason, now);
    },
  );
}
