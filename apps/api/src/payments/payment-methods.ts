import type { LocaleCode } from '@shop/domain/locales';
import type { PaymentIcon, Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { SessionKind } from '../checkout/checkout-sessions.ts';
import type { Database } from '../db/schema.ts';
import { storePaymentMethodCodes } from '../repositories/store-settings.repository.ts';

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

const catalogue: readonly PaymentMethod[] = [invoice, card, payLater];

export type PaymentMethodCode = PaymentMethod['code'];
export const paymentMethodCodes: readonly PaymentMethodCode[] = catalogue.map((method) => method.code);

/** Whether the shop may offer the method at all: test-mode providers only when TEST_PAYMENTS is on. */
export interface PaymentOffering {
  readonly testPayments: boolean;
}

/** A method of the catalogue; the code is one of paymentMethodCodes. */
export function findPaymentMethodByCode(code: PaymentMethodCode): PaymentMethod {
  const method = catalogue.find((candidate) => candidate.code === code);
  if (!method) throw new Error(`No payment method ${code}`);
  return method;
}

function withStoreIcons(method: PaymentMethod, store: Pick<Store, 'paymentIcons'>): PaymentMethod {
  const shown = new Set(store.paymentIcons.footer);
  return { ...method, icons: method.icons.filter((icon) => shown.has(icon)) };
}

/**
 * A method by its code, whether or not the store offers it today: the name and logos of an
 * order's method (mails, invoices, the confirmation) stay those it was placed with.
 */
export function findPaymentMethod(
  store: Pick<Store, 'paymentIcons'>,
  code: string,
): PaymentMethod | undefined {
  const method = catalogue.find((candidate) => candidate.code === code);
  return method ? withStoreIcons(method, store) : undefined;
}

/**
 * The methods a store offers (docs/decisions/016): the store's setting (store_settings.
 * payment_methods, in the store's order), less the test-mode providers when they are off.
 */
export function offeredPaymentMethods(
  store: Pick<Store, 'paymentIcons'>,
  storedCodes: readonly string[],
  offering: PaymentOffering,
): PaymentMethod[] {
  return storedCodes
    .map((code) => findPaymentMethod(store, code))
    .filter((method): method is PaymentMethod => method !== undefined)
    .filter((method) => offering.testPayments || !method.testMode);
}

/** The payment logos a store shows (cart and footer): only those of methods it offers. */
export function offeredPaymentIcons(
  icons: readonly PaymentIcon[],
  methods: readonly PaymentMethod[],
): PaymentIcon[] {
  const offered = new Set(methods.flatMap((method) => method.icons));
  return icons.filter((icon) => offered.has(icon));
}

/** The methods a store offers now, read from its setting. */
export async function paymentMethodsOffered(
  db: Kysely<Database>,
  store: Pick<Store, 'storeID' | 'paymentIcons'>,
  offering: PaymentOffering,
): Promise<PaymentMethod[]> {
  return offeredPaymentMethods(store, await storePaymentMethodCodes(db, store.storeID), offering);
}

/** A method the store offers now, by its code. */
export async function findOfferedPaymentMethod(
  db: Kysely<Database>,
  store: Pick<Store, 'storeID' | 'paymentIcons'>,
  code: string,
  offering: PaymentOffering,
): Promise<PaymentMethod | undefined> {
  return (await paymentMethodsOffered(db, store, offering)).find((method) => method.code === code);
}
