import type { LocaleCode } from '@shop/domain/locales';
import type { Minor } from '@shop/domain/money';
import type { CurrencyCode } from '@shop/domain/stores';

/** The mails a shopper gets about an order (docs/decisions/014-back-office.md). */
export const orderMailKinds = [
  'order_confirmation',
  'order_shipped',
  'order_cancelled',
  'order_refunded',
  'return_approved',
  'return_rejected',
  'return_refunded',
] as const;
export type OrderMailKind = (typeof orderMailKinds)[number];

/**
 * Everything one order mail says, gathered by the server when the mail is queued. The renderer
 * (templates/order-mail.ts) turns it into a subject, an HTML part and a plain-text part in the
 * order's language; amounts are minor units incl. VAT and are formatted with the store's currency.
 */
export interface OrderMailFacts {
  readonly kind: OrderMailKind;
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  /** The store's brand, e.g. Mobildelar. */
  readonly brand: string;
  /** The shopper's first name. */
  readonly firstName: string;
  readonly order: {
    readonly number: string;
    /** ISO-8601 UTC. */
    readonly placedAt: string;
    readonly lines: readonly MailLine[];
    readonly vatByRate: readonly {
      readonly ratePercent: number;
      readonly vat: Minor;
      readonly total: Minor;
    }[];
    readonly totals: {
      readonly goods: Minor;
      readonly discount: Minor;
      readonly shipping: Minor;
      readonly total: Minor;
      readonly vat: Minor;
    };
    readonly shippingName: string;
    /** The service point or parcel locker, one line: "PostNord Ombud, Storgatan 1, 111 22 Stockholm". */
    readonly servicePoint: string | null;
    /** The delivery address, one line per row. */
    readonly address: readonly string[];
    /** The payment method's name in the order's language. */
    readonly paymentName: string;
    /** The estimated delivery as ISO dates; null when unknown. */
    readonly delivery: { readonly from: string; readonly to: string } | null;
  };
  /** Where the shopper reads the order (the guest order page of the store). */
  readonly orderUrl: string;
  /** order_shipped. */
  readonly shipment?: {
    readonly carrierName: string;
    readonly trackingNumber: string;
    readonly trackingUrl: string | null;
  };
  /** order_cancelled: the whole order, or some units of it. */
  readonly cancellation?: {
    readonly whole: boolean;
    readonly lines: readonly { readonly name: string; readonly quantity: number }[];
    /** What is given back; null when nothing had been charged. */
    readonly refunded: Minor | null;
  };
  /** order_refunded and return_refunded. */
  readonly refund?: { readonly amount: Minor; readonly reason: string | null };
  /** return_approved, return_rejected and return_refunded. */
  readonly returnFacts?: {
    readonly number: string;
    readonly lines: readonly { readonly name: string; readonly quantity: number }[];
    /** return_rejected: the reason staff gave. */
    readonly rejectionReason: string | null;
    /** return_approved: where the parcel goes. */
    readonly returnAddress: readonly string[];
  };
}

export interface MailLine {
  readonly name: string;
  readonly sku: string;
  readonly quantity: number;
  /** incl. VAT, after discounts. */
  readonly total: Minor;
}

/** A rendered mail: what the outbox keeps. */
export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}
