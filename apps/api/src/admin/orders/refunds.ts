import { asMinor, type Minor, toMajor } from '@shop/domain/money';
import {
  type ChargedLine,
  type LineShare,
  priceUnits,
  refundableAmount,
  refundBreakdown,
  type UnitsOfLine,
} from '@shop/domain/order-adjustments';
import { transitionReturn } from '@shop/domain/order-lifecycle';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type CreditPart, issueCreditNote } from '../../documents/issue-documents.ts';
import { type OrderMailContext, queueOrderMail, returnAddressOf } from '../../orders/order-mails.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { providerById } from '../../payments/payment-providers.ts';
import {
  findOrderById,
  findOrderDetails,
  type OrderDetails,
} from '../../repositories/order-queries.repository.ts';
import {
  findRefund,
  findRefundByKey,
  findStalePendingRefunds,
  insertRefund,
  type RefundRow,
  settleRefund,
} from '../../repositories/refunds.repository.ts';
import { findReturns } from '../../repositories/returns.repository.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { readRefundParts, readRefundRates, writeRefundParts, writeRefundRates } from './refund-parts.ts';

/*
 * Refunds, in three steps (docs/decisions/014-back-office.md):
 * 1. reserveRefund, in the transaction of the change that causes it (a refund, a cancellation, a
 *    return), with the order locked: the amount is added to the order's refunded_total only while
 *    that stays within what the shopper was charged (a conditional UPDATE), so no number of
 *    concurrent requests ever refunds more than was paid; the refund is stored as pending.
 * 2. completeRefund asks the payment provider, outside any transaction, as a real provider's HTTP
 *    call would be made (the provider is idempotent on the refund's id).
 * 3. In a second transaction the refund succeeds (its credit note is issued and the shopper is
 *    mailed) or fails (its reservation is released and can be tried again).
 * A process that dies between the steps leaves a pending refund; settleStaleRefunds finishes it.
 */

export interface RefundDeps {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly now: () => Date;
  readonly mail: OrderMailContext;
}

export type RefundKind = 'manual' | 'cancellation' | 'return';

export interface RefundAsk {
  readonly kind: RefundKind;
  readonly returnId: number | null;
  /** Units of lines, priced against what is left to refund of each line. */
  readonly lines: readonly UnitsOfLine[];
  /** Units already priced: a cancellation's, which leave their lines rather than stay refunded in them. */
  readonly shares?: readonly LineShare[];
  readonly shipping: boolean;
  readonly amount: Minor;
  readonly reason: string;
  readonly idempotencyKey: string;
}

export type RefundRefusal = {
  readonly ok: false;
  readonly code:
    | 'NOTHING_CHARGED'
    | 'NOTHING_TO_REFUND'
    | 'REFUND_TOO_HIGH'
    | 'SHIPPING_ALREADY_REFUNDED'
    | 'UNKNOWN_LINE'
    | 'TOO_MANY_UNITS';
  readonly message: string;
};

export type ReserveOutcome =
  | { readonly ok: true; readonly refund: RefundRow; readonly created: boolean }
  | RefundRefusal;

const factorOf = (basisPoints: number) => 1 + basisPoints / 10_000;

/** The order's lines as charged now, for the domain's correction rules. */
export function chargedLinesOf(details: OrderDetails): ChargedLine[] {
  return details.lines.map((line) => ({
    position: line.position,
    quantity: line.quantity,
    gross: asMinor(line.gross),
    discount: asMinor(line.gross - line.total),
    total: asMinor(line.total),
    vatFactor: factorOf(line.vat_bp),
  }));
}

export function orderRatesOf(details: OrderDetails) {
  return details.vatRates.map((rate) => ({
    factor: factorOf(rate.vat_bp),
    ratePercent: rate.vat_bp / 100,
    total: asMinor(rate.total),
    vat: asMinor(rate.vat),
    totalExVat: asMinor(rate.total_ex_vat),
  }));
}

/** What is left to refund of the order, in minor units. */
export function refundableOf(details: OrderDetails): Minor {
  return refundableAmount(asMinor(details.order.paid_total), asMinor(details.order.refunded_total));
}

function money(details: OrderDetails, amount: number): string {
  return `${toMajor(asMinor(amount), details.order.currency)} ${details.order.currency}`;
}

/** Step 1: checks and reserves a refund on a locked order; the caller's transaction commits it. */
export async function reserveRefund(
  trx: Kysely<Database>,
  details: OrderDetails,
  ask: RefundAsk,
  actor: Actor,
  now: Date,
): Promise<ReserveOutcome> {
  const { order } = details;
  const existing = await findRefundByKey(trx, order.id, ask.idempotencyKey);
  if (existing) return { ok: true, refund: existing, created: false };
  if (order.paid_total <= 0) {
    return {
      ok: false,
      code: 'NOTHING_CHARGED',
      message: `Order ${order.number} has not been charged: nothing to refund`,
    };
  }
  const charged = chargedLinesOf(details);
  const refundedByPosition = new Map(details.lines.map((line) => [line.position, line.refunded_quantity]));
  let shares: readonly LineShare[] = ask.shares ?? [];
  if (!ask.shares && ask.lines.length > 0) {
    const priced = priceUnits(
      charged,
      ask.lines,
      (line) => line.quantity - (refundedByPosition.get(line.position) ?? 0),
    );
    if (!priced.ok) {
      return {
        ok: false,
        code: priced.code,
        message:
          priced.code === 'UNKNOWN_LINE'
            ? `Order ${order.number} has no line ${priced.position}`
            : `Line ${priced.position} has ${priced.available} units left to refund`,
      };
    }
    shares = priced.shares;
  }
  if (ask.shipping && order.shipping_refunded === 1) {
    return {
      ok: false,
      code: 'SHIPPING_ALREADY_REFUNDED',
      message: `The shipping of order ${order.number} was refunded already`,
    };
  }
  const shipping =
    ask.shipping && order.shipping_price > 0
      ? { amount: asMinor(order.shipping_price), vatFactor: factorOf(order.shipping_vat_bp) }
      : null;
  const breakdown = refundBreakdown({
    lines: shares,
    lineFactors: new Map(charged.map((line) => [line.position, line.vatFactor])),
    shipping,
    amount: ask.amount,
    orderRates: orderRatesOf(details),
  });
  if (breakdown.total <= 0) {
    return {
      ok: false,
      code: 'NOTHING_TO_REFUND',
      message: 'The refund comes to nothing: name lines, shipping or an amount',
    };
  }
  const reserved = await trx
    .updateTable('orders')
    .set((eb) => ({
      refunded_total: eb('refunded_total', '+', breakdown.total),
      ...(shipping ? { shipping_refunded: 1 } : {}),
    }))
    .where('id', '=', order.id)
    .where((eb) => eb(eb('refunded_total', '+', breakdown.total), '<=', eb.ref('paid_total')))
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) !== 1) {
    return {
      ok: false,
      code: 'REFUND_TOO_HIGH',
      message: `A refund of ${money(details, breakdown.total)} is more than is left of the charge (${money(details, refundableOf(details))})`,
    };
  }
  // A cancellation's units leave their lines; refunded units stay in them, counted.
  if (ask.kind !== 'cancellation') {
    for (const share of shares) {
      await trx
        .updateTable('order_lines')
        .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', share.units) }))
        .where('order_id', '=', order.id)
        .where('position', '=', share.position)
        .execute();
    }
  }
  const parts: CreditPart[] = [
    ...shares.map((share) => ({
      kind: 'line' as const,
      position: share.position,
      units: share.units,
      amount: share.total,
    })),
    ...(shipping
      ? [{ kind: 'shipping' as const, amount: shipping.amount, vat_factor: shipping.vatFactor }]
      : []),
    ...breakdown.amountByRate.map((part) => ({
      kind: 'amount' as const,
      amount: part.amount,
      vat_factor: part.factor,
    })),
  ];
  const id = await insertRefund(trx, {
    order_id: order.id,
    return_id: ask.returnId,
    kind: ask.kind,
    status: 'pending',
    amount: breakdown.total,
    lines_amount: breakdown.lines,
    shipping_amount: breakdown.shipping,
    free_amount: breakdown.amount,
    lines: writeRefundParts(parts),
    vat_by_rate: writeRefundRates(breakdown.vatByRate),
    reason: ask.reason,
    idempotency_key: ask.idempotencyKey,
    staff_id: actor.staffId,
    actor: actor.name,
    provider: order.payment_provider,
    provider_reference: null,
    failure: null,
    created_at: now.toISOString(),
    completed_at: null,
  });
  const refund = await findRefund(trx, id);
  if (!refund) throw new Error(`Refund ${id} vanished`);
  return { ok: true, refund, created: true };
}

/** Gives a failed refund's reservation back: the amount, the units and the shipping. */
async function releaseReservation(trx: Kysely<Database>, refund: RefundRow): Promise<void> {
  const parts = readRefundParts(refund.lines);
  await trx
    .updateTable('orders')
    .set((eb) => ({
      refunded_total: eb('refunded_total', '-', refund.amount),
      ...(parts.some((part) => part.kind === 'shipping') ? { shipping_refunded: 0 } : {}),
    }))
    .where('id', '=', refund.order_id)
    .execute();
  if (refund.kind === 'cancellation') return;
  for (const part of parts) {
    if (part.kind !== 'line') continue;
    await trx
      .updateTable('order_lines')
      .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '-', part.units) }))
      .where('order_id', '=', refund.order_id)
      .where('position', '=', part.position)
      .execute();
  }
  if (refund.return_id !== null) {
    await trx
      .updateTable('returns')
      .set({ refund_id: null })
      .where('id', '=', refund.return_id)
      .where('refund_id', '=', refund.id)
      .execute();
  }
}

/** A return whose refund went through is refunded; its shopper gets that mail instead of the order's. */
async function closeReturn(trx: Kysely<Database>, refund: RefundRow, at: string): Promise<void> {
  if (refund.return_id === null) return;
  const row = await trx
    .selectFrom('returns')
    .select(['status'])
    .where('id', '=', refund.return_id)
    .executeTakeFirst();
  if (row?.status !== 'received' || !transitionReturn('received', 'refund').ok) return;
  await trx
    .updateTable('returns')
    .set({ status: 'refunded', updated_at: at })
    .where('id', '=', refund.return_id)
    .execute();
  await trx
    .insertInto('return_status_history')
    .values({ return_id: refund.return_id, status: 'refunded', created_at: at })
    .execute();
}

async function mailRefund(
  trx: Kysely<Database>,
  deps: RefundDeps,
  refund: RefundRow,
  now: Date,
): Promise<void> {
  if (refund.kind === 'cancellation') return; // The cancellation's own mail says what is refunded.
  const details = await findOrderDetails(trx, refund.order_id);
  if (!details) return;
  const amount = { amount: asMinor(refund.amount), reason: refund.reason };
  if (refund.return_id === null) {
    await queueOrderMail(trx, details, 'order_refunded', { refund: amount }, deps.mail, now);
    return;
  }
  const [returned] = await findReturns(trx, { returnId: refund.return_id });
  await queueOrderMail(
    trx,
    details,
    'return_refunded',
    {
      refund: amount,
      ...(returned
        ? {
            returnFacts: {
              number: returned.number,
              lines: returned.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
              rejectionReason: null,
              returnAddress: returnAddressOf(deps.mail.seller),
            },
          }
        : {}),
    },
    deps.mail,
    now,
  );
}

/** Steps 2 and 3: the provider gives the money back, then the refund succeeds or is released. */
export async function completeRefund(deps: RefundDeps, refundId: number): Promise<RefundRow> {
  const refund = await findRefund(deps.db, refundId);
  if (refund?.status !== 'pending') {
    if (!refund) throw new Error(`No refund ${refundId}`);
    return refund;
  }
  const order = await findOrderById(deps.db, refund.order_id);
  if (!order) throw new Error(`Refund ${refundId} has no order`);
  let reference: string | null = null;
  let failure: string | null = null;
  try {
    const answer = await providerById(refund.provider).refund(
      deps.db,
      {
        id: refund.id,
        orderId: refund.order_id,
        amount: asMinor(refund.amount),
        currency: order.currency,
        reason: refund.reason,
      },
      { now: deps.now() },
    );
    reference = answer.reference;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const now = deps.now();
  const at = now.toISOString();
  const system = { staffId: refund.staff_id, name: refund.actor, address: null };
  await inTransaction(deps.db, async (trx) => {
    if (failure !== null) {
      if (!(await settleRefund(trx, refund.id, { status: 'failed', providerReference: null, failure, at })))
        return;
      await releaseReservation(trx, refund);
      await recordAudit(
        trx,
        system,
        {
          action: 'refund.fail',
          entityType: 'order',
          entityId: order.number,
          before: { refund: refund.id, status: 'pending' },
          after: { refund: refund.id, status: 'failed', failure },
        },
        now,
      );
      return;
    }
    if (
      !(await settleRefund(trx, refund.id, {
        status: 'succeeded',
        providerReference: reference,
        failure: null,
        at,
      }))
    )
      return;
    const details = await findOrderDetails(trx, refund.order_id);
    if (!details) return;
    const creditNote = await issueCreditNote(
      trx,
      details,
      {
        refundId: refund.id,
        parts: readRefundParts(refund.lines),
        vatByRate: readRefundRates(refund.vat_by_rate),
        reason: refund.reason,
      },
      deps.mail,
      now,
    );
    if (reference === null) {
      await trx
        .updateTable('refunds')
        .set({ provider_reference: creditNote.number })
        .where('id', '=', refund.id)
        .execute();
    }
    await closeReturn(trx, refund, at);
    await mailRefund(trx, deps, refund, now);
    await recordAudit(
      trx,
      system,
      {
        action: 'refund.succeed',
        entityType: 'order',
        entityId: order.number,
        before: { refund: refund.id, status: 'pending' },
        after: {
          refund: refund.id,
          status: 'succeeded',
          reference: reference ?? creditNote.number,
          credit_note: creditNote.number,
        },
      },
      now,
    );
  });
  const settled = await findRefund(deps.db, refund.id);
  if (!settled) throw new Error(`Refund ${refund.id} vanished`);
  return settled;
}

/** Finishes refunds a process left pending (it died between the steps); each is asked again once. */
export async function settleStaleRefunds(deps: RefundDeps, olderThanSeconds = 120): Promise<number> {
  const before = new Date(deps.now().getTime() - olderThanSeconds * 1000).toISOString();
  const stale = await findStalePendingRefunds(deps.db, before);
  for (const refund of stale) await completeRefund(deps, refund.id);
  return stale.length;
}
