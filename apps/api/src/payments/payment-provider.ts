import type { LocaleCode, StoreDomains } from '@shop/domain/locales';
import type { Minor } from '@shop/domain/money';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The order a provider is asked to take payment for. */
export interface PaymentOrder {
  readonly id: number;
  readonly number: string;
  readonly checkoutId: string;
  readonly total: Minor;
  readonly currency: string;
  readonly locale: LocaleCode;
  readonly storeId: number;
  /** The checkout's payment method (invoice, card, pay-later). */
  readonly method: string;
}

export interface PaymentStart {
  /** The provider's session id, kept as the checkout's {id, locale} session (spec 3). */
  readonly sessionId: string;
  /** Where the storefront sends the shopper next. */
  readonly redirectUrl: string;
}

/**
 * One interface for every way to pay (DESIGN.md, Real parts). A provider says what state a new
 * order starts in; start() runs inside the order's transaction, so an order never exists
 * without its payment session, nor a session without its order.
 */
export interface PaymentProvider {
  readonly id: string;
  /** A sandbox: no money moves, and its pages say so. */
  readonly testMode: boolean;
  /** confirmed: the order is good as placed (invoice); pending_payment: it waits for the provider. */
  readonly initialStatus: 'confirmed' | 'pending_payment';
  /** The order's payment_status while that is so. */
  readonly initialPaymentStatus: 'invoice' | 'pending';
  start(
    db: Kysely<Database>,
    order: PaymentOrder,
    context: { now: Date; domains: StoreDomains },
  ): Promise<PaymentStart>;
  /**
   * Gives money back for a refund the shop has already reserved on the order (admin/orders/
   * refunds.ts). It runs outside the order's transaction, as a real provider's HTTP call would,
   * and must be idempotent on the refund's id: after a crash the same refund is asked again.
   * Resolves with the provider's reference, or null when the shop's own credit note is the refund
   * (the invoice); throws when the provider refused.
   */
  refund(
    db: Kysely<Database>,
    refund: ProviderRefund,
    context: { now: Date },
  ): Promise<{ reference: string | null }>;
}

/** A refund as a provider is asked for it. */
export interface ProviderRefund {
  readonly id: number;
  readonly orderId: number;
  readonly amount: Minor;
  readonly currency: string;
  readonly reason: string;
}
