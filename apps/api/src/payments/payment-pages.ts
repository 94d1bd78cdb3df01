import { isLocaleCode, type LocaleCode, type StoreDomains } from '@shop/domain/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findOrderById, type OrderRow } from '../repositories/order-queries.repository.ts';
import { findPaymentSession, type PaymentSessionRow } from '../repositories/payment-sessions.repository.ts';
import { checkoutResultUrl, testPaymentPageUrl } from './store-links.ts';

export interface PaymentPageFacts {
  readonly session: PaymentSessionRow;
  readonly order: OrderRow;
  readonly locale: LocaleCode;
}

export async function findPaymentPage(
  db: Kysely<Database>,
  sessionId: string,
): Promise<PaymentPageFacts | null> {
  const session = await findPaymentSession(db, sessionId);
  const order = session ? await findOrderById(db, session.order_id) : undefined;
  if (!session || !order) return null;
  return { session, order, locale: isLocaleCode(order.locale) ? order.locale : 'sv' };
}

/**
 * Where the provider sends the shopper back: the confirmation page once approved, the failure
 * page when declined or expired, or its own page again while nothing is decided.
 */
export function returnUrl(facts: PaymentPageFacts, domains: StoreDomains): string {
  const { session, order, locale } = facts;
  if (session.status === 'pending') return testPaymentPageUrl(session.id, locale, order.store_id);
  const outcome = session.status === 'approved' ? 'confirmation' : 'failed';
  return checkoutResultUrl(outcome, locale, order.checkout_id, domains);
}
