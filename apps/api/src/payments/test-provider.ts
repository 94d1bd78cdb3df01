import { randomBytes } from 'node:crypto';
import {
  findOrderPaymentSession,
  insertPaymentSession,
} from '../repositories/payment-sessions.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { testPaymentPageUrl } from './store-links.ts';

/**
 * A provider's sandbox, for card and pay-later: the order waits in pending_payment while the
 * shopper is on the provider's page (GET /api/payments/test/{session}, which says TEST MODE),
 * approves or declines, and the provider's signed callback settles the order.
 */
function testProvider(id: 'test-card' | 'test-pay-later'): PaymentProvider {
  return {
    id,
    testMode: true,
    initialStatus: 'pending_payment',
    initialPaymentStatus: 'pending',
    async start(db, order, context) {
      const sessionId = randomBytes(16).toString('hex');
      await insertPaymentSession(db, {
        id: sessionId,
        order_id: order.id,
        provider: id,
        method: order.method,
        status: 'pending',
        amount: order.total,
        currency: order.currency,
        locale: order.locale,
        created_at: context.now.toISOString(),
        completed_at: null,
      });
      return { sessionId, redirectUrl: testPaymentPageUrl(sessionId, order.locale, order.storeId) };
    },
    /**
     * The sandbox refunds an approved payment of the order, up to its amount; its reference is
     * made from the refund's id, so asking twice gives the same refund.
     */
    async refund(db, refund) {
      const session = await findOrderPaymentSession(db, refund.orderId);
      if (session?.status !== 'approved') {
        throw new Error(`the ${id} sandbox has no approved payment for order ${refund.orderId}`);
      }
      if (refund.amount > session.amount) throw new Error('the sandbox refuses a refund above the payment');
      return { reference: `${id}-refund-${refund.id}` };
    },
  };
}

export const testCardProvider = testProvider('test-card');
export const testPayLaterProvider = testProvider('test-pay-later');
