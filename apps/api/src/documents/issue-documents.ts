import { isLocaleCode } from '@shop/domain/locales';
import { asMinor, type Minor, sumMinor } from '@shop/domain/money';
import type { CurrencyCode } from '@shop/domain/stores';
import { vatRatePercent } from '@shop/domain/vat-lines';
import type { Kysely } from 'kysely';
import type { SellerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { findOrderInvoices, type InvoiceRow, insertInvoice } from '../repositories/invoices.repository.ts';
import type { OrderDetails, OrderRow } from '../repositories/order-queries.repository.ts';
import type { DocumentLine, InvoiceDocument } from './invoice-document.ts';

/** Days an invoice gives the shopper to pay. */
export const invoicePaymentDays = 14;

const currencies: readonly CurrencyCode[] = ['SEK', 'NOK', 'DKK', 'EUR'];

function currencyOf(order: Pick<OrderRow, 'currency'>): CurrencyCode {
  return currencies.find((currency) => currency === order.currency) ?? 'EUR';
}

const percentOf = (basisPoints: number) => basisPoints / 100;

function sellerOf(seller: SellerConfig): InvoiceDocument['seller'] {
  return { ...seller, website: '' };
}

function buyerOf(order: OrderRow): InvoiceDocument['buyer'] {
  return {
    name: `${order.first_name} ${order.last_name}`.trim(),
    companyName: order.company_name,
    organisationNumber: order.organisation_number,
    street: order.street,
    careOf: order.care_of,
    postalCode: order.postal_code,
    city: order.city,
    countryCode: order.country_code,
    email: order.email,
  };
}

function head(order: OrderRow, seller: SellerConfig, website: string) {
  return {
    locale: isLocaleCode(order.locale) ? order.locale : 'sv',
    currency: currencyOf(order),
    seller: { ...sellerOf(seller), website },
    buyer: buyerOf(order),
    orderNumber: order.number,
    orderDate: order.created_at,
    paymentMethod: order.payment_method,
  } as const;
}

function addDays(at: Date, days: number): string {
  return new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The invoice of an order as it stands: its lines, shipping, VAT per rate and total. */
export function invoiceDocumentOf(
  details: OrderDetails,
  facts: { number: string; issuedAt: Date; seller: SellerConfig; website: string },
): InvoiceDocument {
  const { order } = details;
  const lines: DocumentLine[] = details.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      kind: 'product',
      sku: line.sku,
      description: line.name,
      quantity: line.quantity,
      unitPrice: asMinor(line.unit_price),
      discount: asMinor(line.discount),
      total: asMinor(line.total),
      vatPercent: percentOf(line.vat_bp),
    }));
  if (order.shipping_price > 0) {
    lines.push({
      kind: 'shipping',
      sku: null,
      description: order.shipping_name,
      quantity: 1,
      unitPrice: asMinor(order.shipping_price),
      discount: asMinor(0),
      total: asMinor(order.shipping_price),
      vatPercent: percentOf(order.shipping_vat_bp),
    });
  }
  return {
    kind: 'invoice',
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    creditsInvoiceNumber: null,
    ...head(order, facts.seller, facts.website),
    dueDate: order.payment_method === 'invoice' ? addDays(facts.issuedAt, invoicePaymentDays) : null,
    lines,
    note: null,
    vatByRate: details.vatRates.map((rate) => ({
      ratePercent: percentOf(rate.vat_bp),
      totalExVat: asMinor(rate.total_ex_vat),
      vat: asMinor(rate.vat),
      total: asMinor(rate.total),
    })),
    totals: {
      totalExVat: asMinor(order.total - order.vat_total),
      vat: asMinor(order.vat_total),
      total: asMinor(order.total),
    },
  };
}

/** What a credit note gives back, part by part (the refund's stored parts). */
export type CreditPart =
  | { readonly kind: 'line'; readonly position: number; readonly units: number; readonly amount: Minor }
  | { readonly kind: 'shipping'; readonly amount: Minor; readonly vat_factor: number }
  | { readonly kind: 'amount'; readonly amount: Minor; readonly vat_factor: number };

export interface CreditVatRate {
  readonly factor: number;
  readonly total: Minor;
  readonly vat: Minor;
}

/** A credit note: the refunded parts, their VAT per rate, and the invoice it corrects. */
export function creditNoteDocumentOf(
  details: OrderDetails,
  credit: { parts: readonly CreditPart[]; vatByRate: readonly CreditVatRate[]; reason: string },
  facts: {
    number: string;
    issuedAt: Date;
    seller: SellerConfig;
    website: string;
    invoiceNumber: string | null;
  },
): InvoiceDocument {
  const { order } = details;
  const byPosition = new Map(details.lines.map((line) => [line.position, line]));
  const lines = credit.parts.map((part): DocumentLine => {
    if (part.kind === 'line') {
      const line = byPosition.get(part.position);
      const unitPrice = asMinor(line?.unit_price ?? part.amount);
      return {
        kind: 'product',
        sku: line?.sku ?? null,
        description: line?.name ?? `#${part.position}`,
        quantity: part.units,
        unitPrice,
        discount: asMinor(Math.max(0, unitPrice * part.units - part.amount)),
        total: part.amount,
        vatPercent: percentOf(line?.vat_bp ?? 0),
      };
    }
    return {
      kind: part.kind,
      sku: null,
      description: part.kind === 'shipping' ? order.shipping_name : credit.reason,
      quantity: 1,
      unitPrice: part.amount,
      discount: asMinor(0),
      total: part.amount,
      vatPercent: vatRatePercent(part.vat_factor),
    };
  });
  const total = sumMinor(credit.vatByRate.map((rate) => rate.total));
  const vat = sumMinor(credit.vatByRate.map((rate) => rate.vat));
  return {
    kind: 'credit_note',
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    creditsInvoiceNumber: facts.invoiceNumber,
    ...head(order, facts.seller, facts.website),
    dueDate: null,
    lines,
    note: credit.reason,
    vatByRate: credit.vatByRate.map((rate) => ({
      ratePercent: vatRatePercent(rate.factor),
      totalExVat: asMinor(rate.total - rate.vat),
      vat: rate.vat,
      total: rate.total,
    })),
    totals: { totalExVat: asMinor(total - vat), vat, total },
  };
}

export interface DocumentContext {
  readonly seller: SellerConfig;
  /** The shop's address for people: the website line of the documents. */
  readonly publicUrl: string;
}

/** Issues the order's invoice once: a second call answers the one already issued. */
export async function issueInvoice(
  db: Kysely<Database>,
  details: OrderDetails,
  context: DocumentContext,
  now: Date,
): Promise<InvoiceRow> {
  const issued = (await findOrderInvoices(db, details.order.id)).find(
    (invoice) => invoice.kind === 'invoice',
  );
  if (issued) return issued;
  return insertInvoice(db, {
    orderId: details.order.id,
    refundId: null,
    build: (number) =>
      invoiceDocumentOf(details, {
        number,
        issuedAt: now,
        seller: context.seller,
        website: context.publicUrl,
      }),
  });
}

export async function issueCreditNote(
  db: Kysely<Database>,
  details: OrderDetails,
  credit: {
    refundId: number;
    parts: readonly CreditPart[];
    vatByRate: readonly CreditVatRate[];
    reason: string;
  },
  context: DocumentContext,
  now: Date,
): Promise<InvoiceRow> {
  const invoice = (await findOrderInvoices(db, details.order.id)).find((row) => row.kind === 'invoice');
  return insertInvoice(db, {
    orderId: details.order.id,
    refundId: credit.refundId,
    build: (number) =>
      creditNoteDocumentOf(details, credit, {
        number,
        issuedAt: now,
        seller: context.seller,
        website: context.publicUrl,
        invoiceNumber: invoice?.number ?? null,
      }),
  });
}
