import { newSessionId } from '../checkout/checkout-sessions.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { checkoutResultUrl } from './store-links.ts';

/**
 * The built-in invoice: the shop sends the invoice with the parcel, so the order is confirmed as
 * soon as it is placed and the shopper goes straight to the confirmation page. A refund of an
 * invoice is the credit note the shop issues for it: nothing to ask of anyone else.
 */
export const invoiceProvider: PaymentProvider = {
  id: 'invoice',
  testMode: false,
  initialStatus: 'confirmed',
  initialPaymentStatus: 'invoice',
  async start(_db, order, context) {
    return {
      sessionId: newSessionId('invoice'),
      redirectUrl: checkoutResultUrl('confirmation', order.locale, order.checkoutId, context.domains),
    };
  },
  async refund() {
    return { reference: null };
  },
};
