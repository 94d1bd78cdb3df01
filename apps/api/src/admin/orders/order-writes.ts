import type { AdminOrder } from '@shop/contracts/admin-orders';
import type { Carrier } from '@shop/domain/carriers';
import { type OrderEvent, type OrderStatus, transitionOrder } from '@shop/domain/order-lifecycle';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { queueOrderMail, shipmentOf } from '../../orders/order-mails.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { insertOrderNote } from '../../repositories/order-notes.repository.ts';
import { findOrderDetails, type OrderDetails } from '../../repositories/order-queries.repository.ts';
import { addOrderStatus, moveOrder } from '../../repositories/orders.repository.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { findOrderByRef, readAdminOrder, statusOf } from './admin-order-view.ts';
import { completeRefund, type RefundDeps } from './refunds.ts';

export type AdminOrderDeps = RefundDeps;

/** What a change of an order leaves to do after its commit: refunds to take to the provider. */
export interface ChangeResult {
  readonly refundIds?: readonly number[];
  /** Nothing changed after all (an idempotent request seen before): no new version, no audit entry. */
  readonly unchanged?: boolean;
}

/** PostgreSQL: the order's row is locked for the transaction; SQLite's transactions hold the write lock anyway. */
export async function lockOrder(
  db: Kysely<Database>,
  deps: Pick<RefundDeps, 'dialect'>,
  orderId: number,
): Promise<void> {
  if (deps.dialect === 'postgres')
    await sql`select id from orders where id = ${orderId} for update`.execute(db);
}

/** What the audit log keeps of an order before and after a change. */
export function orderAuditSnapshot(details: OrderDetails) {
  const { order } = details;
  return {
    status: order.status,
    payment_status: order.payment_status,
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    goods_total: order.goods_total,
    total: order.total,
    vat_total: order.vat_total,
    paid_total: order.paid_total,
    refunded_total: order.refunded_total,
    shipping_refunded: order.shipping_refunded,
    version: order.version,
    lines: details.lines.map((line) => ({
      position: line.position,
      sku: line.sku,
      quantity: line.quantity,
      cancelled_quantity: line.cancelled_quantity,
      refunded_quantity: line.refunded_quantity,
      total: line.total,
    })),
  };
}

/**
 * One staff change of an order, all or nothing: the order is locked, the version the writer saw
 * is checked (a stale one is 409 ORDER_CHANGED, never a silent overwrite), the change is made,
 * the version goes up and the audit log gets the order before and after. Of two staff shipping
 * the same order at once, the second finds it shipped and gets 409.
 */
export async function changeOrder(
  deps: AdminOrderDeps,
  actor: Actor,
  input: { ref: string; expectedVersion?: number | undefined; action: string; bumpVersion?: boolean },
  work: (trx: Kysely<Database>, details: OrderDetails, now: Date) => Promise<ChangeResult>,
): Promise<AdminOrder> {
  const found = await findOrderByRef(deps.db, input.ref);
  const now = deps.now();
  const result = await inTransaction(deps.db, async (trx) => {
    await lockOrder(trx, deps, found.id);
    const details = await findOrderDetails(trx, found.id);
    if (!details) throw new AppError('NOT_FOUND', 404, `No order ${input.ref}`);
    const { order } = details;
    if (input.expectedVersion !== undefined && order.version !== input.expectedVersion) {
      throw new AppError(
        'ORDER_CHANGED',
        409,
        `Order ${order.number} changed meanwhile (version ${order.version}, you saw ${input.expectedVersion}): reload it and try again`,
      );
    }
    const outcome = await work(trx, details, now);
    if (outcome.unchanged) return outcome;
    if (input.bumpVersion !== false) {
      await trx
        .updateTable('orders')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
        .where('id', '=', order.id)
        .execute();
    }
    const after = await findOrderDetails(trx, order.id);
    await recordAudit(
      trx,
      actor,
      {
        action: input.action,
        entityType: 'order',
        entityId: order.number,
        before: orderAuditSnapshot(details),
        after: after ? orderAuditSnapshot(after) : null,
      },
      now,
    );
    return outcome;
  });
  for (const refundId of result.refundIds ?? []) await completeRefund(deps, refundId);
  return readAdminOrder(deps.db, found.id);
}

const eventWords: Readonly<Record<OrderEvent, string>> = {
  approve_payment: 'have its payment approved',
  fail_payment: 'have its payment fail',
  pack: 'be packed',
  ship: 'be shipped',
  deliver: 'be marked delivered',
  cancel: 'be cancelled',
};

/** The status `event` takes the order to, or 409 naming what the order's status allows instead. */
export function nextStatus(details: OrderDetails, event: OrderEvent): OrderStatus {
  const from = statusOf(details.order);
  const outcome = transitionOrder(from, event);
  if (!outcome.ok) {
    const allowed = outcome.allowed.filter((name) => name !== 'approve_payment' && name !== 'fail_payment');
    throw new AppError(
      'TRANSITION_NOT_ALLOWED',
      409,
      `Order ${details.order.number} is ${from}: it cannot ${eventWords[event]} (what it allows now: ${allowed.join(', ') || 'nothing'})`,
    );
  }
  return outcome.to;
}

/** Moves the locked order to `to`, with what goes with the move, and records it in its history. */
export async function moveLockedOrder(
  trx: Kysely<Database>,
  details: OrderDetails,
  to: OrderStatus,
  changes: { carrier?: string; tracking_number?: string; payment_status?: string; note?: string | null },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const { note = null, ...columns } = changes;
  if (
    !(await moveOrder(trx, details.order.id, details.order.status, {
      status: to,
      updated_at: at,
      ...columns,
    }))
  ) {
    throw new AppError('ORDER_CHANGED', 409, `Order ${details.order.number} changed meanwhile: reload it`);
  }
  await addOrderStatus(trx, { orderId: details.order.id, status: to, note, at });
}

export function packOrder(deps: AdminOrderDeps, actor: Actor, ref: string, expectedVersion?: number) {
  return changeOrder(
    deps,
    actor,
    { ref, expectedVersion, action: 'order.pack' },
    async (trx, details, now) => {
      await moveLockedOrder(trx, details, nextStatus(details, 'pack'), {}, now);
      return {};
    },
  );
}

/** Ships the order with the carrier and tracking number staff record; the shopper is mailed the tracking link. */
export function shipOrder(
  deps: AdminOrderDeps,
  actor: Actor,
  ref: string,
  input: { carrier: Carrier; trackingNumber: string; expectedVersion?: number | undefined },
) {
  return changeOrder(
    deps,
    actor,
    { ref, expectedVersion: input.expectedVersion, action: 'order.ship' },
    async (trx, details, now) => {
      const to = nextStatus(details, 'ship');
      await moveLockedOrder(
        trx,
        details,
        to,
        { carrier: input.carrier, tracking_number: input.trackingNumber },
        now,
      );
      const shipped = await findOrderDetails(trx, details.order.id);
      if (shipped)
        await queueOrderMail(
          trx,
          shipped,
          'order_shipped',
          { shipment: shipmentOf(shipped.order) },
          deps.mail,
          now,
        );
      return {};
    },
  );
}

export function deliverOrder(deps: AdminOrderDeps, actor: Actor, ref: string, expectedVersion?: number) {
  return changeOrder(
    deps,
    actor,
    { ref, expectedVersion, action: 'order.deliver' },
    async (trx, details, now) => {
      await moveLockedOrder(trx, details, nextStatus(details, 'deliver'), {}, now);
      return {};
    },
  );
}

/** A note for staff only; it changes nothing of the order, so its version stays. */
export function addOrderNote(deps: AdminOrderDeps, actor: Actor, ref: string, text: string) {
  return changeOrder(
    deps,
    actor,
    { ref, action: 'order.note', bumpVersion: false },
    async (trx, details, now) => {
      await insertOrderNote(trx, {
        orderId: details.order.id,
        staffId: actor.staffId,
        author: actor.name,
        text,
        at: now.toISOString(),
      });
      return {};
    },
  );
}
