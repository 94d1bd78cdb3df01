import type { LocaleCode } from '@shop/domain/locales';
import type { Minor } from '@shop/domain/money';
import type { CurrencyCode } from '@shop/domain/stores';

/**
 * An invoice or credit note exactly as issued (stored as JSON in invoices.document): the PDF is
 * drawn from it, never from the order as it is later. Amounts are minor units incl. VAT; on a
 * credit note they are positive and the document says it credits them.
 *
 * The content follows the Swedish VAT act (mervärdesskattelagen 17 kap. 24 §) and EU directive
 * 2006/112/EC art. 226: date, a unique number in a series, the seller's VAT number, name and
 * address of both parties, what was sold and how much, the taxable amount and the VAT per rate,
 * the rate, and the VAT to pay.
 */
export interface InvoiceDocument {
  readonly kind: 'invoice' | 'credit_note';
  /** F100042 (invoice) or K100043 (credit note). */
  readonly number: string;
  /** ISO-8601 UTC. */
  readonly issuedAt: string;
  /** On a credit note: the invoice it corrects. */
  readonly creditsInvoiceNumber: string | null;
  /** The order's store language: every label of the PDF is in it. */
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly seller: Seller;
  readonly buyer: Buyer;
  readonly orderNumber: string;
  /** ISO-8601 UTC. */
  readonly orderDate: string;
  /** The payment method code: invoice, card or pay-later. */
  readonly paymentMethod: string;
  /** For the invoice method: the day payment is due (ISO date); null when already paid. */
  readonly dueDate: string | null;
  readonly lines: readonly DocumentLine[];
  /** The reason given for a credit note (a refund's reason); null on an invoice. */
  readonly note: string | null;
  readonly vatByRate: readonly DocumentVatRate[];
  readonly totals: { readonly totalExVat: Minor; readonly vat: Minor; readonly total: Minor };
}

export interface Seller {
  readonly name: string;
  /** Swedish organisation number, e.g. 556987-1234. */
  readonly organisationNumber: string;
  /** EU VAT number, e.g. SE556987123401. */
  readonly vatNumber: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
  readonly email: string;
  readonly website: string;
  /** "Godkänd för F-skatt": Swedish sellers state it on invoices. */
  readonly fTax: boolean;
}

export interface Buyer {
  readonly name: string;
  readonly companyName: string | null;
  readonly organisationNumber: string | null;
  readonly street: string;
  readonly careOf: string | null;
  readonly postalCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly email: string;
}

/** A line of the document: a product's units, the shipping charge, or a free amount. */
export interface DocumentLine {
  readonly kind: 'product' | 'shipping' | 'amount';
  /** Null for shipping and a free amount. */
  readonly sku: string | null;
  /** The product's name, the shipping method's name, or the free amount's reason. */
  readonly description: string;
  readonly quantity: number;
  /** Per unit, incl. VAT, before discount. */
  readonly unitPrice: Minor;
  readonly discount: Minor;
  /** incl. VAT. */
  readonly total: Minor;
  /** e.g. 25, 25.5, 12. */
  readonly vatPercent: number;
}

export interface DocumentVatRate {
  readonly ratePercent: number;
  readonly totalExVat: Minor;
  readonly vat: Minor;
  readonly total: Minor;
}
