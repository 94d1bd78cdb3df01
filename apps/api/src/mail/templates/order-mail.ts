import { formatDate } from '@shop/domain/dates';
import { asMinor, formatPrice, type Minor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import type { OrderMailFacts, OrderMailKind, RenderedMail } from '../order-mail-facts.ts';
import {
  actionBlock,
  type MailAmount,
  type MailBlock,
  type MailContent,
  type MailFact,
} from './mail-content.ts';
import { renderMailHtml } from './mail-layout.ts';
import { renderMailText } from './mail-plain-text.ts';
import { type OrderMailTexts, orderMailTexts } from './order-mail-texts.ts';

/** A mail about an order in the order's language: subject, HTML part and plain-text part. */
export function renderOrderMail(facts: OrderMailFacts): RenderedMail {
  const content = orderMailContent(facts);
  return { subject: content.subject, html: renderMailHtml(content), text: renderMailText(content) };
}

/** How amounts, dates and VAT rates read in the order's store. */
interface MailFormats {
  readonly price: (amount: Minor) => string;
  readonly date: (value: string) => string;
  readonly rate: (ratePercent: number) => string;
}

function formatsFor(facts: Pick<OrderMailFacts, 'locale' | 'currency'>): MailFormats {
  const store = getStore(facts.locale);
  // The order's own currency, as it was charged; the store gives the language and time zone.
  const money = { iso: store.iso, currency: facts.currency };
  const percent = new Intl.NumberFormat(store.iso, { style: 'percent', maximumFractionDigits: 2 });
  return {
    price: (amount) => formatPrice(amount, money),
    date: (value) => formatDate(value, store, 'short'),
    rate: (ratePercent) => percent.format(ratePercent / 100),
  };
}

/** What differs between the kinds of mail; the greeting and the way to reach the shop are shared. */
type MailBody = Pick<MailContent, 'subject' | 'preheader' | 'title' | 'blocks'>;
type BodyBuilder = (facts: OrderMailFacts, texts: OrderMailTexts, formats: MailFormats) => MailBody;

const bodyBuilders: Readonly<Record<OrderMailKind, BodyBuilder>> = {
  order_confirmation: confirmationBody,
  order_shipped: shippedBody,
  order_cancelled: cancelledBody,
  order_refunded: refundedBody,
  return_approved: returnApprovedBody,
  return_rejected: returnRejectedBody,
  return_refunded: returnRefundedBody,
};

function orderMailContent(facts: OrderMailFacts): MailContent {
  const texts = orderMailTexts[facts.locale];
  const body = bodyBuilders[facts.kind](facts, texts, formatsFor(facts));
  const firstName = facts.firstName.trim();
  return {
    ...body,
    lang: getStore(facts.locale).iso,
    brand: facts.brand,
    blocks: [
      paragraph(firstName === '' ? texts.hello : texts.greeting(firstName)),
      ...body.blocks,
      paragraph(texts.askUs),
    ],
    footer: texts.footer(facts.brand),
  };
}

/**
 * The part of the facts a kind of mail cannot be written without (the shipment of a shipped
 * mail); the facts type leaves them optional, so a missing one is a bug of the caller.
 */
function required<T>(value: T | undefined, kind: OrderMailKind, field: keyof OrderMailFacts): T {
  if (value === undefined) throw new Error(`An ${kind} mail needs facts.${field}`);
  return value;
}

function paragraph(text: string): MailBlock {
  return { kind: 'paragraph', text };
}

function heading(text: string): MailBlock {
  return { kind: 'heading', text };
}

function factRows(rows: readonly (MailFact | null)[]): MailBlock {
  return { kind: 'facts', rows: rows.filter((row) => row !== null) };
}

/** A fact whose value may be missing or empty (a reason nobody gave): no row at all then. */
function optionalFact(label: string, value: string | null): MailFact | null {
  return value === null || value.trim() === '' ? null : { label, value };
}

function unitItems(lines: readonly { readonly name: string; readonly quantity: number }[]): MailBlock {
  return {
    kind: 'items',
    rows: lines.map((line) => ({ quantity: line.quantity, name: line.name, detail: null, amount: null })),
  };
}

function viewOrder(facts: OrderMailFacts, texts: OrderMailTexts, emphasis: 'primary' | 'secondary') {
  return actionBlock(texts.viewOrder, facts.orderUrl, emphasis);
}

function orderNumberFact(facts: OrderMailFacts, texts: OrderMailTexts): MailFact {
  return { label: texts.labels.orderNumber, value: facts.order.number };
}

/** Goods, discount (only when there is one), shipping, the total and the VAT inside it per rate. */
function orderAmounts(
  order: OrderMailFacts['order'],
  texts: OrderMailTexts,
  formats: MailFormats,
): MailAmount[] {
  const { labels } = texts;
  const { totals } = order;
  const discount: MailAmount[] =
    totals.discount > 0
      ? [{ label: labels.discount, value: formats.price(asMinor(-totals.discount)), emphasis: 'plain' }]
      : [];
  const vat = order.vatByRate.map(
    (rate): MailAmount => ({
      label: labels.vatIncluded(formats.rate(rate.ratePercent)),
      value: formats.price(rate.vat),
      emphasis: 'included',
    }),
  );
  return [
    { label: labels.goods, value: formats.price(totals.goods), emphasis: 'plain' },
    ...discount,
    {
      label: labels.shipping,
      value: totals.shipping === 0 ? labels.free : formats.price(totals.shipping),
      emphasis: 'plain',
    },
    { label: labels.total, value: formats.price(totals.total), emphasis: 'total' },
    ...vat,
  ];
}

function deliveryWindow(
  delivery: { readonly from: string; readonly to: string },
  formats: MailFormats,
): string {
  const from = formats.date(delivery.from);
  const to = formats.date(delivery.to);
  return from === to ? from : `${from} – ${to}`;
}

function confirmationBody(facts: OrderMailFacts, texts: OrderMailTexts, formats: MailFormats): MailBody {
  const { order } = facts;
  const { labels, confirmation } = texts;
  return {
    subject: confirmation.subject(order.number),
    preheader: confirmation.preheader,
    title: confirmation.title,
    blocks: [
      paragraph(confirmation.intro),
      factRows([
        orderNumberFact(facts, texts),
        { label: labels.orderDate, value: formats.date(order.placedAt), keepOnOneLine: true },
      ]),
      ...viewOrder(facts, texts, 'primary'),
      heading(labels.yourOrder),
      {
        kind: 'items',
        rows: order.lines.map((line) => ({
          quantity: line.quantity,
          name: line.name,
          detail: line.sku,
          amount: formats.price(line.total),
        })),
      },
      { kind: 'amounts', rows: orderAmounts(order, texts, formats) },
      heading(labels.deliveryAndPayment),
      factRows([
        { label: labels.deliveryMethod, value: order.shippingName },
        optionalFact(labels.servicePoint, order.servicePoint),
        order.delivery && {
          label: labels.estimatedDelivery,
          value: deliveryWindow(order.delivery, formats),
          keepOnOneLine: true,
        },
        { label: labels.payment, value: order.paymentName },
      ]),
      { kind: 'address', label: labels.deliveryAddress, lines: order.address },
      { kind: 'note', text: confirmation.invoiceAttached },
    ],
  };
}

function shippedBody(facts: OrderMailFacts, texts: OrderMailTexts): MailBody {
  const shipment = required(facts.shipment, facts.kind, 'shipment');
  const { labels, shipped } = texts;
  const track = actionBlock(texts.trackParcel, shipment.trackingUrl, 'primary');
  return {
    subject: shipped.subject(facts.order.number),
    preheader: shipped.preheader,
    title: shipped.title,
    blocks: [
      paragraph(shipped.intro),
      factRows([
        orderNumberFact(facts, texts),
        { label: labels.carrier, value: shipment.carrierName },
        optionalFact(labels.trackingNumber, shipment.trackingNumber),
      ]),
      ...track,
      ...viewOrder(facts, texts, track.length > 0 ? 'secondary' : 'primary'),
    ],
  };
}

function cancelledBody(facts: OrderMailFacts, texts: OrderMailTexts, formats: MailFormats): MailBody {
  const cancellation = required(facts.cancellation, facts.kind, 'cancellation');
  const { cancelled } = texts;
  const kindTexts = cancellation.whole ? cancelled.whole : cancelled.partial;
  // Null: nothing had been charged, so there is nothing to give back and nothing to say about it.
  const refund =
    cancellation.refunded !== null && cancellation.refunded > 0
      ? [paragraph(cancelled.refund(formats.price(cancellation.refunded)))]
      : [];
  return {
    subject: kindTexts.subject(facts.order.number),
    preheader: kindTexts.preheader,
    title: kindTexts.title,
    blocks: [
      paragraph(kindTexts.intro),
      factRows([orderNumberFact(facts, texts)]),
      heading(cancelled.items),
      unitItems(cancellation.lines),
      ...refund,
      ...viewOrder(facts, texts, 'primary'),
    ],
  };
}

function refundedBody(facts: OrderMailFacts, texts: OrderMailTexts, formats: MailFormats): MailBody {
  const refund = required(facts.refund, facts.kind, 'refund');
  const { labels, refunded } = texts;
  return {
    subject: refunded.subject(facts.order.number),
    preheader: refunded.preheader,
    title: refunded.title,
    blocks: [
      paragraph(refunded.intro(formats.price(refund.amount))),
      factRows([
        orderNumberFact(facts, texts),
        { label: labels.refundedAmount, value: formats.price(refund.amount) },
        optionalFact(labels.reason, refund.reason),
      ]),
      ...viewOrder(facts, texts, 'primary'),
    ],
  };
}

function returnApprovedBody(facts: OrderMailFacts, texts: OrderMailTexts): MailBody {
  const returned = required(facts.returnFacts, facts.kind, 'returnFacts');
  const { labels, returnApproved } = texts;
  return {
    subject: returnApproved.subject(facts.order.number),
    preheader: returnApproved.preheader,
    title: returnApproved.title,
    blocks: [
      paragraph(returnApproved.intro),
      factRows([{ label: labels.returnNumber, value: returned.number }, orderNumberFact(facts, texts)]),
      heading(returnApproved.items),
      unitItems(returned.lines),
      { kind: 'address', label: returnApproved.sendTo, lines: returned.returnAddress },
      ...viewOrder(facts, texts, 'primary'),
    ],
  };
}

function returnRejectedBody(facts: OrderMailFacts, texts: OrderMailTexts): MailBody {
  const returned = required(facts.returnFacts, facts.kind, 'returnFacts');
  const { labels, returnRejected } = texts;
  return {
    subject: returnRejected.subject(facts.order.number),
    preheader: returnRejected.preheader,
    title: returnRejected.title,
    blocks: [
      paragraph(returnRejected.intro),
      factRows([
        { label: labels.returnNumber, value: returned.number },
        orderNumberFact(facts, texts),
        optionalFact(labels.reason, returned.rejectionReason),
      ]),
      ...viewOrder(facts, texts, 'secondary'),
    ],
  };
}

/** The return's facts are optional here: the refund is mailed even when its return cannot be read. */
function returnRefundedBody(facts: OrderMailFacts, texts: OrderMailTexts, formats: MailFormats): MailBody {
  const refund = required(facts.refund, facts.kind, 'refund');
  const returned = facts.returnFacts;
  const { labels, returnRefunded } = texts;
  const items =
    returned && returned.lines.length > 0 ? [heading(returnRefunded.items), unitItems(returned.lines)] : [];
  return {
    subject: returnRefunded.subject(facts.order.number),
    preheader: returnRefunded.preheader,
    title: returnRefunded.title,
    blocks: [
      paragraph(returnRefunded.intro(formats.price(refund.amount))),
      factRows([
        returned ? { label: labels.returnNumber, value: returned.number } : null,
        orderNumberFact(facts, texts),
        { label: labels.refundedAmount, value: formats.price(refund.amount) },
        optionalFact(labels.reason, refund.reason),
      ]),
      ...items,
      ...viewOrder(facts, texts, 'primary'),
    ],
  };
}
