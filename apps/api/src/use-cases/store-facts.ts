import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type PaymentOffering, paymentMethodsOffered } from '../payments/payment-methods.ts';
import { returnWindowDays } from '../repositories/store-settings.repository.ts';
import { paymentMethodsPhrase } from './store-payment.ts';

/**
 * The store settings the shop's own texts quote: a string, a widget or a content page writes
 * {{return_window_days}} and every shopper reads the store's one value (the cart, the selling
 * points and the terms never disagree).
 */
export type StoreFacts = Readonly<Record<string, string>>;

export async function storeFacts(db: Kysely<Database>, storeId: number): Promise<StoreFacts> {
  return { return_window_days: String(await returnWindowDays(db, storeId)) };
}

/**
 * The facts of the storefront's strings: those above and {{payment_methods}}, the methods the
 * store offers as one phrase (issue 20: no text promises a way to pay the store does not take).
 */
export async function storeStringFacts(
  db: Kysely<Database>,
  store: Store,
  offering: PaymentOffering,
): Promise<StoreFacts> {
  const [facts, methods] = await Promise.all([
    storeFacts(db, store.storeID),
    paymentMethodsOffered(db, store, offering),
  ]);
  return { ...facts, payment_methods: paymentMethodsPhrase(methods, store) };
}

/** Fills the {{name}} fields of known facts into a text; anything else is left as written. */
export function quoteStoreFacts(text: string, facts: StoreFacts): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => facts[name] ?? whole);
}
