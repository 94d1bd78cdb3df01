import type { LocaleCode } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  offeredPaymentIcons,
  type PaymentMethod,
  type PaymentOffering,
  paymentMethodsOffered,
} from '../payments/payment-methods.ts';

/** A payment method as checkout and the storefront show it. */
export function paymentMethodView(method: PaymentMethod, locale: LocaleCode) {
  return {
    code: method.code,
    name: method.names[locale],
    description: method.descriptions[locale],
    provider: method.provider,
    icons: [...method.icons],
    buyer_types: [...method.buyerTypes],
    test_mode: method.testMode,
  };
}

/**
 * GET /api/store-payment (issue 20): every logo and text about payment comes from the methods
 * the store really offers, so no store shows a wallet it cannot take.
 */
export async function storePayment(db: Kysely<Database>, store: Store, offering: PaymentOffering) {
  const methods = await paymentMethodsOffered(db, store, offering);
  return {
    methods: methods.map((method) => paymentMethodView(method, store.code)),
    icons: {
      cart: offeredPaymentIcons(store.paymentIcons.cart, methods),
      footer: offeredPaymentIcons(store.paymentIcons.footer, methods),
    },
  };
}

/** The offered methods' names as one phrase: "faktura, kort eller betala senare". */
export function paymentMethodsPhrase(methods: readonly PaymentMethod[], store: Pick<Store, 'code' | 'iso'>) {
  const names = methods.map((method) => method.names[store.code].toLocaleLowerCase(store.iso));
  return new Intl.ListFormat(store.iso, { type: 'disjunction' }).format(names);
}
