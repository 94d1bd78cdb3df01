import { invoiceProvider } from './invoice.provider.ts';
import type { PaymentMethod } from './payment-methods.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { testCardProvider, testPayLaterProvider } from './test-provider.ts';

const providers: Readonly<Record<PaymentMethod['provider'], PaymentProvider>> = {
  invoice: invoiceProvider,
  'test-card': testCardProvider,
  'test-pay-later': testPayLaterProvider,
};

/** The provider behind a payment method. A real card or pay-later provider replaces a test one here. */
export function providerFor(method: PaymentMethod): PaymentProvider {
  return providers[method.provider];
}

/** The provider an order was paid through (orders.payment_provider). */
export function providerById(id: string): PaymentProvider {
  const provider = Object.values(providers).find((candidate) => candidate.id === id);
  if (!provider) throw new Error(`No payment provider ${id}`);
  return provider;
}
