import { servicePointSchema } from '@shop/contracts/checkout';
import { carrierNames, isCarrier, trackingUrl } from '@shop/domain/carriers';
import { localDate } from '@shop/domain/dates';
import { addWorkingDays } from '@shop/domain/holidays';
import { isLocaleCode, type LocaleCode, type StoreDomains } from '@shop/domain/locales';
import { asMinor } from '@shop/domain/money';
import { buildStoreUrl } from '@shop/domain/routes';
import { type CurrencyCode, getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { SellerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { OrderMailFacts, OrderMailKind } from '../mail/order-mail-facts.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { renderOrderMail } from '../mail/templates/order-mail.ts';
import { findPaymentMethod } from '../payments/payment-methods.ts';
import type { MailAttachmentRef } from '../repositories/mail-outbox.repository.ts';
import type { OrderDetails, OrderRow } from '../repositories/order-queries.repository.ts';
import { findShippingOption } from '../repositories/shipping.repository.ts';

/** What an order mail needs beyond the order: where the shop is, and who sells. */
export interface OrderMailContext {
  readonly seller: SellerConfig;
  readonly publicUrl: string;
  readonly domains: StoreDomains;
}

const currencies: readonly CurrencyCode[] = ['SEK', 'NOK', 'DKK', 'EUR'];

function localeOf(order: Pick<OrderRow, 'locale'>): LocaleCode {
  return isLocaleCode(order.locale) ? order.locale : 'sv';
}

function servicePointLine(text: string | null): string | null {
  if (text === null) return null;
  try {
    const parsed = servicePointSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const point = parsed.data;
    return `${point.name}, ${point.street}, ${point.postal_code} ${point.city}`;
  } catch {
    return null;
  }
}

/** The shopper's order page in the order's store: the guest order view, which asks for the order login. */
export function orderPageUrl(order: Pick<OrderRow, 'number' | 'locale'>, context: OrderMailContext): string {
  return buildStoreUrl(
    'my-order-id',
    localeOf(order),
    { id: order.number },
    { origin: context.publicUrl, domains: context.domains },
  );
}

/** The delivery window of the order's shipping method, in working days from the day it was placed. */
async function deliveryOf(
  db: Kysely<Database>,
  order: OrderRow,
): Promise<OrderMailFacts['order']['delivery']> {
  const option = await findShippingOption(db, order.store_id, order.shipping_method);
  if (!option) return null;
  const store = getStore(localeOf(order));
  const placed = localDate(new Date(order.created_at), store.timeZone);
  return {
    from: addWorkingDays(placed, option.delivery_days_min, store.countryCode),
    to: addWorkingDays(placed, option.delivery_days_max, store.countryCode),
  };
}

type MailExtras = Pick<OrderMailFacts, 'shipment' | 'cancellation' | 'refund' | 'returnFacts'>;

/** The facts of one mail about an order, in the order's language and currency. */
export async function orderMailFacts(
  db: Kysely<Database>,
  details: OrderDetails,
  kind: OrderMailKind,
  extras: MailExtras,
  context: OrderMailContext,
): Promise<OrderMailFacts> {
  const { order } = details;
  const locale = localeOf(order);
  const store = getStore(locale);
  const method = findPaymentMethod(store, order.payment_method);
  return {
    kind,
    locale,
    currency: currencies.find((currency) => currency === order.currency) ?? store.currency,
    brand: store.brand,
    firstName: order.first_name,
    order: {
      number: order.number,
      placedAt: order.created_at,
      lines: details.lines
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          total: asMinor(line.total),
        })),
      vatByRate: details.vatRates.map((rate) => ({
        ratePercent: rate.vat_bp / 100,
        vat: asMinor(rate.vat),
        total: asMinor(rate.total),
      })),
      totals: {
        goods: asMinor(order.goods_gross),
        discount: asMinor(order.discount_total),
        shipping: asMinor(order.shipping_price),
        total: asMinor(order.total),
        vat: asMinor(order.vat_total),
      },
      shippingName: order.shipping_name,
      servicePoint: servicePointLine(order.service_point),
      address: [
        `${order.first_name} ${order.last_name}`.trim(),
        ...(order.company_name ? [order.company_name] : []),
        order.street,
        ...(order.care_of ? [order.care_of] : []),
        `${order.postal_code} ${order.city}`,
      ],
      paymentName: method?.names[locale] ?? order.payment_method,
      delivery: kind === 'order_confirmation' ? await deliveryOf(db, order) : null,
    },
    orderUrl: orderPageUrl(order, context),
    ...extras,
  };
}

/** The shipment part of a shipped mail: the carrier's name and tracking page. */
export function shipmentOf(
  order: Pick<OrderRow, 'carrier' | 'tracking_number'>,
): NonNullable<OrderMailFacts['shipment']> {
  const carrier = order.carrier ?? '';
  return {
    carrierName: isCarrier(carrier) ? carrierNames[carrier] : carrier,
    trackingNumber: order.tracking_number ?? '',
    trackingUrl: trackingUrl(order.carrier, order.tracking_number),
  };
}

/** The seller's address, where returned parcels go. */
export function returnAddressOf(seller: SellerConfig): readonly string[] {
  return [seller.name, seller.street, `${seller.postalCode} ${seller.city}`, seller.country];
}

/**
 * Renders and queues a mail about an order to its shopper, in the transaction of the change it
 * tells of (the outbox sends it after the commit, decision 009).
 */
export async function queueOrderMail(
  db: Kysely<Database>,
  details: OrderDetails,
  kind: OrderMailKind,
  extras: MailExtras,
  context: OrderMailContext & { readonly attachments?: readonly MailAttachmentRef[] },
  now: Date,
): Promise<void> {
  const facts = await orderMailFacts(db, details, kind, extras, context);
  const mail = renderOrderMail(facts);
  await queueMail(
    db,
    {
      to: details.order.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      kind,
      locale: facts.locale,
      ...(context.attachments ? { attachments: context.attachments } : {}),
    },
    now,
  );
}
