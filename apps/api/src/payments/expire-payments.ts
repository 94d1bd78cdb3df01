import { inTransaction } from '../orders/transactions.ts';
import { findOrderById } from '../repositories/order-queries.repository.ts';
import {
  closePaymentSession,
  findStalePaymentSessions,
} from '../repositories/payment-sessions.repository.ts';
import type { PaymentDeps } from './complete-payment.ts';
import { releaseOrder } from './release-order.ts';

/**
 * A shopper who leaves the provider's page never sends an outcome. After the timeout the session
 * expires and the order gives its stock and coupon uses back, exactly as a declined payment
 * does; a callback that comes later finds the session closed.
 */
export async function expireStalePayments(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  timeoutMinutes: number,
): Promise<number> {
  const now = deps.now();
  const before = new Date(now.getTime() - timeoutMinutes * 60_000).toISOString();
  const stale = await findStalePaymentSessions(deps.db, before);
  let expired = 0;
  for (const session of stale) {
    const released = await inTransaction(deps.db, async (trx) => {
      if (!(await closePaymentSession(trx, session.id, 'expired', now.toISOString()))) return false;
      const order = await findOrderById(trx, session.order_id);
      if (!order) return false;
      return releaseOrder(trx, {
        orderId: order.id,
        checkoutId: order.checkout_id,
        paymentStatus: 'expired',
        note: 'payment not completed in time',
        now,
      });
    });
    if (released) expired += 1;
  }
  return expired;
}
