import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrderEffectsContext } from '../orders/order-confirmed.ts';
import { inTransaction } from '../orders/transactions.ts';
import { findOrderById } from '../repositories/order-queries.repository.ts';
import { closePaymentSession, findPaymentSession } from '../repositories/payment-sessions.repository.ts';
import { type CallbackPayload, verifyCallback } from './callback-signature.ts';
import { confirmOrder, releaseOrder } from './release-order.ts';

export interface PaymentDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly secret: string;
  readonly effects: OrderEffectsContext;
}

export type CallbackOutcome =
  | { readonly ok: true; readonly orderId: number; readonly status: string; readonly changed: boolean }
  | {
      readonly ok: false;
      readonly code: 'BAD_SIGNATURE' | 'UNKNOWN_SESSION' | 'PAYMENT_MISMATCH' | 'SESSION_CLOSED';
    };

/**
 * The provider's signed callback. It is handled idempotently: the session closes with the first
 * outcome only, and only that first callback confirms the order, or gives its stock and coupon
 * uses back. The same callback again changes nothing; the opposite outcome is refused.
 */
export async function completePayment(
  deps: PaymentDeps,
  payload: CallbackPayload,
  signature: string,
): Promise<CallbackOutcome> {
  if (!verifyCallback(deps.secret, payload, signature)) return { ok: false, code: 'BAD_SIGNATURE' };
  const session = await findPaymentSession(deps.db, payload.session_id);
  if (!session) return { ok: false, code: 'UNKNOWN_SESSION' };
  if (session.amount !== payload.amount || session.currency !== payload.currency) {
    return { ok: false, code: 'PAYMENT_MISMATCH' };
  }
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<CallbackOutcome> => {
    const order = await findOrderById(trx, session.order_id);
    if (!order) return { ok: false, code: 'UNKNOWN_SESSION' };
    const closed = await closePaymentSession(trx, session.id, payload.status, now.toISOString());
    if (!closed) {
      const current = await findPaymentSession(trx, session.id);
      return current?.status === payload.status
        ? { ok: true, orderId: order.id, status: order.status, changed: false }
        : { ok: false, code: 'SESSION_CLOSED' };
    }
    const facts = { orderId: order.id, checkoutId: order.checkout_id, now };
    if (payload.status === 'approved') await confirmOrder(trx, { ...facts, effects: deps.effects });
    else await releaseOrder(trx, { ...facts, paymentStatus: 'declined', note: 'payment declined' });
    const settled = await findOrderById(trx, order.id);
    return { ok: true, orderId: order.id, status: settled?.status ?? order.status, changed: true };
  });
}
