import { randomUUID } from 'node:crypto';
import { asMinor, toMinor } from '@shop/domain/money';
import type { UnitsOfLine } from '@shop/domain/order-adjustments';
import { AppError, badRequest } from '../../errors.ts';
import { findRefundByKey } from '../../repositories/refunds.repository.ts';
import type { Actor } from '../audit.ts';
import { findOrderByRef, readAdminOrder } from './admin-order-view.ts';
import { type AdminOrderDeps, changeOrder } from './order-writes.ts';
import { reserveRefund } from './refunds.ts';

export interface RefundOrderInput {
  readonly lines?: readonly UnitsOfLine[] | undefined;
  readonly shipping?: boolean | undefined;
  /** Major units. */
  readonly amount?: number | undefined;
  readonly reason: string;
  /** The Idempotency-Key header; without one every request is a refund of its own. */
  readonly idempotencyKey?: string | undefined;
  readonly expectedVersion?: number | undefined;
}

/**
 * A refund staff give: units of lines, the shipping charge and a free amount, never above what is
 * left of the charge. The same Idempotency-Key twice gives the one refund (a retry after a lost
 * answer refunds nothing more); answered 201 with the order.
 */
export async function refundOrder(deps: AdminOrderDeps, actor: Actor, ref: string, input: RefundOrderInput) {
  const key = input.idempotencyKey ?? randomUUID();
  // A request seen before answers the order as it is, whatever version it carries.
  const order = await findOrderByRef(deps.db, ref);
  if (await findRefundByKey(deps.db, order.id, key)) return readAdminOrder(deps.db, order.id);
  return changeOrder(
    deps,
    actor,
    { ref, expectedVersion: input.expectedVersion, action: 'order.refund' },
    async (trx, details, now) => {
      const reserved = await reserveRefund(
        trx,
        details,
        {
          kind: 'manual',
          returnId: null,
          lines: input.lines ?? [],
          shipping: input.shipping === true,
          amount: input.amount === undefined ? asMinor(0) : toMinor(input.amount, details.order.currency),
          reason: input.reason,
          idempotencyKey: key,
        },
        actor,
        now,
      );
      if (!reserved.ok) {
        if (reserved.code === 'UNKNOWN_LINE')
          throw badRequest(reserved.message, [{ path: 'lines', message: reserved.message }]);
        throw new AppError(reserved.code, 409, reserved.message);
      }
      return reserved.created ? { refundIds: [reserved.refund.id] } : { unchanged: true };
    },
  );
}
