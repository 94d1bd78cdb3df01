import type { LocaleCode } from '@shop/domain/locales';
import type { PaymentIcon, Store } from '@shop/domain/stores';
import type { SessionKind } from '../checkout/checkout-sessions.ts';

type Texts = Readonly<Record<LocaleCode, string>>;
export type BuyerType = 'private' | 'company';

/** A way to pay in a store, and the provider behind it. */
export interface PaymentMethod {
  readonly code: 'invoice' | 'card' | 'pay-later';
  /** The PaymentProvider that takes the payment (payments/payment-providers.ts). */
  readonly provider: 'invoice' | 'test-card' | 'test-pay-later';
  readonly names: Texts;
  readonly descriptions: Texts;
  readonly buyerTypes: readonly BuyerType[];
  /** Spec 3: the session the provider keeps for the checkout. */
  readonly session: SessionKind;
  /** The logos shown with the method, where the store shows them (spec 9). */
  readonly icons: readonly PaymentIcon[];
  readonly testMode: boolean;
}

const invoice: PaymentMethod = {
  code: 'invoice',
  provider: 'invoice',
  names: { sv: 'Faktura', no: 'Faktura', da: 'Faktura', fi: 'Lasku', nl: 'Factuur' },
  descriptions: {
    sv: 'Betala inom 14 dagar efter leverans.',
    no: 'Betal innen 14 dager etter levering.',
    da: 'Betal inden 14 dage efter levering.',
    fi: 'Maksa 14 päivän kuluessa toimituksesta.',
    nl: 'Betaal binnen 14 dagen na levering.',
  },
  buyerTypes: ['private', 'company'],
  session: 'invoice_order',
  icons: ['walley'],
  testMode: false,
};

const card: PaymentMethod = {
  code: 'card',
  provider: 'test-card',
  names: { sv: 'Kort', no: 'Kort', da: 'Kort', fi: 'Kortti', nl: 'Kaart' },
  descriptions: {
    sv: 'Visa eller Mastercard (testläge: inga pengar dras).',
    no: 'Visa eller Mastercard (testmodus: ingen penger trekkes).',
    da: 'Visa eller Mastercard (testtilstand: ingen penge trækkes).',
    fi: 'Visa tai Mastercard (testitila: rahaa ei veloiteta).',
    nl: 'Visa of Mastercard (testmodus: er wordt niets afgeschreven).',
  },
  buyerTypes: ['private', 'company'],
  session: 'card_payment',
  icons: ['visa', 'mastercard'],
  testMode: true,
};

const payLater: PaymentMethod = {
  code: 'pay-later',
  provider: 'test-pay-later',
  names: {
    sv: 'Betala senare',
    no: 'Betal senere',
    da: 'Betal senere',
    fi: 'Maksa myöhemmin',
    nl: 'Achteraf betalen',
  },
  descriptions: {
    sv: 'Betala om 30 dagar (testläge).',
    no: 'Betal om 30 dager (testmodus).',
    da: 'Betal om 30 dage (testtilstand).',
    fi: 'Maksa 30 päivän päästä (testitila).',
    nl: 'Betaal binnen 30 dagen (testmodus).',
  },
  buyerTypes: ['private'],
  session: 'pay_later_checkout',
  icons: ['klarna'],
  testMode: true,
};

/**
 * The payment methods of a store. Invoice is the built-in method; card and pay-later go through
 * the test-mode sandbox provider until a real provider is plugged in. The Dutch store has no
 * invoice (docs/decisions/003: it is a consumer store without company invoice).
 */
export function paymentMethodsFor(store: Pick<Store, 'code' | 'paymentIcons'>): PaymentMethod[] {
  const methods = store.code === 'nl' ? [card, payLater] : [invoice, card, payLater];
  const shown = new Set(store.paymentIcons.footer);
  return methods.map((method) => ({ ...method, icons: method.icons.filter((icon) => shown.has(icon)) }));
}

export function findPaymentMethod(
  store: Pick<Store, 'code' | 'paymentIcons'>,
  code: string,
): PaymentMethod | undefined {
  return paymentMethodsFor(store).find((method) => method.code === code);
}
