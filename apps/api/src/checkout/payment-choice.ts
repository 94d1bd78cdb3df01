import type { Store } from '@shop/domain/stores';
import { findOfferedPaymentMethod, type PaymentOffering } from '../payments/payment-methods.ts';
import { type CheckoutRow, moveCheckout } from '../repositories/checkouts.repository.ts';
import { readCustomer } from './checkout-view.ts';
import type { CheckoutDeps } from './open-checkout.ts';

export type PaymentOutcome =
  | { readonly ok: true; readonly checkout: CheckoutRow }
  | {
      readonly ok: false;
      readonly code: 'UNKNOWN_PAYMENT_METHOD' | 'PAYMENT_METHOD_NOT_FOR_BUYER' | 'CHECKOUT_CLOSED';
    };

/** PUT /api/checkout/{id}/payment: a method the store offers to this kind of buyer. */
export async function choosePayment(
  deps: CheckoutDeps,
  input: { checkout: CheckoutRow; store: Store; method: string; offering: PaymentOffering },
): Promise<PaymentOutcome> {
  const method = await findOfferedPaymentMethod(deps.db, input.store, input.method, input.offering);
  if (!method) return { ok: false, code: 'UNKNOWN_PAYMENT_METHOD' };
  const buyer = readCustomer(input.checkout)?.buyer_type ?? 'private';
  if (!method.buyerTypes.includes(buyer)) return { ok: false, code: 'PAYMENT_METHOD_NOT_FOR_BUYER' };
  const changes = { payment_method: method.code, updated_at: deps.now().toISOString() };
  if (!(await moveCheckout(deps.db, input.checkout.id, 'open', changes)))
    return { ok: false, code: 'CHECKOUT_CLOSED' };
  return { ok: true, checkout: { ...input.checkout, ...changes } };
}
