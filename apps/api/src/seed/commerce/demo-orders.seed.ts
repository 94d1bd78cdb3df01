import type { CustomerDetails } from '@shop/contracts/checkout';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import { newCheckoutId } from '../../cart/stored-cart.ts';
import { customerDiscountsOf, priceCheckout } from '../../checkout/price-checkout.ts';
import { servicePointView } from '../../checkout/shipping-choice.ts';
import type { SellerConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { buildOrderRecord } from '../../orders/order-record.ts';
import { returnStockInLockOrder } from '../../orders/stock-lock-order.ts';
import { writeOrderRows } from '../../orders/write-order.ts';
import { findPaymentMethod } from '../../payments/payment-methods.ts';
import { providerFor } from '../../payments/payment-providers.ts';
import { confirmOrder, releaseOrder } from '../../payments/release-order.ts';
import { insertCheckout } from '../../repositories/checkouts.repository.ts';
import { findDiscountRules } from '../../repositories/discount-rules.repository.ts';
import { addOrderStatus, moveOrder, updateOrder } from '../../repositories/orders.repository.ts';
import { findOrderPaymentSession } from '../../repositories/payment-sessions.repository.ts';
import { insertReturn } from '../../repositories/returns.repository.ts';
import { findCarrierServicePoints, findShippingOption } from '../../repositories/shipping.repository.ts';

type FinalStatus = 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'payment_failed';

interface DemoOrderPlan {
  readonly locale: LocaleCode;
  readonly daysAgo: number;
  readonly status: FinalStatus;
  readonly shipping: string;
  readonly payment: 'invoice' | 'card' | 'pay-later';
  /** Placed by the demo customer account (else a guest). */
  readonly customer: boolean;
  readonly coupon?: string;
  readonly tracking?: string;
  readonly lines: number;
  /** A return the shopper asked for, waiting for staff in the back office. */
  readonly returned?: { readonly reason: string; readonly comment: string };
}

const plans: readonly DemoOrderPlan[] = [
  {
    locale: 'sv',
    daysAgo: 41,
    status: 'delivered',
    shipping: 'instabox-locker',
    payment: 'invoice',
    customer: true,
    coupon: 'SAVE10',
    tracking: 'IBX5P2K9QZ7',
    lines: 3,
    returned: { reason: 'defective', comment: 'Skärmen flimrar efter en vecka.' },
  },
  {
    locale: 'sv',
    daysAgo: 6,
    status: 'shipped',
    shipping: 'postnord-service-point',
    payment: 'card',
    customer: true,
    tracking: '00370730253817421903',
    lines: 2,
  },
  {
    locale: 'sv',
    daysAgo: 1,
    status: 'packed',
    shipping: 'budbee-home',
    payment: 'invoice',
    customer: false,
    lines: 1,
  },
  {
    locale: 'sv',
    daysAgo: 0,
    status: 'confirmed',
    shipping: 'postnord-home',
    payment: 'pay-later',
    customer: true,
    lines: 2,
  },
  {
    locale: 'sv',
    daysAgo: 14,
    status: 'cancelled',
    shipping: 'postnord-service-point',
    payment: 'invoice',
    customer: false,
    lines: 1,
  },
  {
    locale: 'no',
    daysAgo: 9,
    status: 'delivered',
    shipping: 'bring-pickup',
    payment: 'card',
    customer: false,
    tracking: '70701234567890123',
    lines: 2,
  },
  {
    locale: 'da',
    daysAgo: 4,
    status: 'shipped',
    shipping: 'postnord-service-point',
    payment: 'invoice',
    customer: false,
    tracking: '00057151270001234567',
    lines: 1,
  },
  {
    locale: 'fi',
    daysAgo: 3,
    status: 'shipped',
    shipping: 'posti-parcel-locker',
    payment: 'card',
    customer: false,
    coupon: 'SAVE10',
    tracking: 'JJFI64123450012345678',
    lines: 2,
  },
  {
    locale: 'nl',
    daysAgo: 2,
    status: 'payment_failed',
    shipping: 'budbee-box',
    payment: 'card',
    customer: false,
    lines: 1,
  },
];

const shoppers: Readonly<
  Record<
    LocaleCode,
    Omit<CustomerDetails, 'buyer_type' | 'company_name' | 'organisation_number' | 'care_of' | 'country_code'>
  >
> = {
  sv: {
    email: 'anna.andersson@example.se',
    phone: '0701234567',
    first_name: 'Anna',
    last_name: 'Andersson',
    street: 'Storgatan 1',
    postal_code: '111 22',
    city: 'Stockholm',
  },
  no: {
    email: 'ola.nordmann@example.no',
    phone: '41234567',
    first_name: 'Ola',
    last_name: 'Nordmann',
    street: 'Karl Johans gate 1',
    postal_code: '0150',
    city: 'Oslo',
  },
  da: {
    email: 'mette.hansen@example.dk',
    phone: '41234567',
    first_name: 'Mette',
    last_name: 'Hansen',
    street: 'Vestergade 1',
    postal_code: '5000',
    city: 'Odense',
  },
  fi: {
    email: 'matti.virtanen@example.fi',
    phone: '401234567',
    first_name: 'Matti',
    last_name: 'Virtanen',
    street: 'Hämeenkatu 1',
    postal_code: '33100',
    city: 'Tampere',
  },
  nl: {
    email: 'sanne.devries@example.nl',
    phone: '912345678',
    first_name: 'Sanne',
    last_name: 'de Vries',
    street: 'Damrak 1',
    postal_code: '1012 AB',
    city: 'Amsterdam',
  },
};

const path: readonly FinalStatus[] = ['confirmed', 'packed', 'shipped', 'delivered'];
const hour = 3_600_000;

/** In-stock products every store sells, most popular first (sellable: no Variant parent). */
async function demoSkus(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .select('p.sku')
    .where('p.stock_status', '=', 'in-stock')
    .where('p.stock', '>=', 20)
    .where('p.type', '=', 1)
    .where('p.parent_id', 'is', null)
    .orderBy('p.popularity', 'desc')
    .orderBy('p.id')
    .limit(16)
    .execute();
  return rows.map((row) => row.sku);
}

async function moveThrough(
  db: Kysely<Database>,
  orderId: number,
  plan: DemoOrderPlan,
  placedAt: Date,
): Promise<void> {
  let at = placedAt.getTime();
  const steps =
    plan.status === 'cancelled' ? (['cancelled'] as const) : path.slice(1, path.indexOf(plan.status) + 1);
  let from: string = 'confirmed';
  for (const status of steps) {
    at += (status === 'delivered' ? 40 : 18) * hour;
    const when = new Date(Math.min(at, Date.now())).toISOString();
    const shipped = status === 'shipped' && plan.tracking !== undefined;
    await moveOrder(db, orderId, from, { status, updated_at: when });
    if (shipped)
      await updateOrder(db, orderId, {
        carrier: plan.shipping.split('-')[0] ?? null,
        tracking_number: plan.tracking ?? null,
      });
    await addOrderStatus(db, {
      orderId,
      status,
      note: shipped ? `tracking ${plan.tracking}` : null,
      at: when,
    });
    from = status;
  }
  if (plan.status === 'cancelled') {
    const lines = await db
      .selectFrom('order_lines')
      .select(['product_id', 'quantity'])
      .where('order_id', '=', orderId)
      .where('stock_taken', '=', 1)
      .execute();
    await returnStockInLockOrder(
      db,
      lines.map((line) => ({ productId: line.product_id, units: line.quantity })),
    );
  }
}

async function placeDemoOrder(
  db: Kysely<Database>,
  plan: DemoOrderPlan,
  skus: readonly string[],
  input: { customerId: number; now: Date; seller: SellerConfig },
  index: number,
): Promise<void> {
  const { customerId, now } = input;
  const store = getStore(plan.locale);
  const placedAt = new Date(now.getTime() - plan.daysAgo * 24 * hour - (index + 1) * hour);
  const option = await findShippingOption(db, store.storeID, plan.shipping);
  if (!option) return;
  const points =
    option.service_point === 1
      ? (await findCarrierServicePoints(db, { storeId: store.storeID, carrier: option.carrier })).slice(0, 1)
      : [];
  const customer: CustomerDetails = {
    ...shoppers[plan.locale],
    buyer_type: 'private',
    care_of: null,
    country_code: store.countryCode,
    company_name: null,
    organisation_number: null,
  };
  const items = skus
    .slice(index % 4, (index % 4) + plan.lines)
    .map((sku, position) => ({ uuid: `demo-${index}-${position}`, sku, quantity: 1 + (position % 2) }));
  const checkout = {
    id: newCheckoutId(),
    store_id: storeIds[plan.locale],
    locale: plan.locale,
    status: 'open',
    attempt: 1,
    items: JSON.stringify(items),
    coupons: JSON.stringify(plan.coupon ? [plan.coupon] : []),
    campaign_data: JSON.stringify(
      index % 3 === 0 ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } : {},
    ),
    customer_id: plan.customer ? customerId : null,
    internal: 0,
    buyer_type: 'private',
    customer: JSON.stringify(customer),
    shipping_method: option.code,
    service_point: points[0] ? JSON.stringify(servicePointView(points[0])) : null,
    payment_method: plan.payment,
    order_id: null,
    created_at: placedAt.toISOString(),
    updated_at: placedAt.toISOString(),
  };
  await insertCheckout(db, checkout);
  const method = findPaymentMethod(store, plan.payment);
  if (!method) return;
  const provider = providerFor(method);
  const ownerId = plan.customer ? customerId : null;
  const pricing = await priceCheckout(db, {
    checkout,
    store,
    now: placedAt,
    customerDiscounts: await customerDiscountsOf(db, ownerId),
  });
  const record = buildOrderRecord({
    checkout,
    store,
    pricing,
    customer,
    servicePoint: points[0] ? servicePointView(points[0]) : null,
    method,
    provider,
    rules: await findDiscountRules(db, store.storeID, plan.coupon ? [plan.coupon] : []),
    customerId: ownerId,
    internal: false,
    now: placedAt,
  });
  // Demo orders get their invoices like any order, but nobody is mailed.
  const effects = { seller: input.seller, publicUrl: '', domains: {}, notify: false };
  const written = await writeOrderRows(db, record, {
    store,
    method,
    provider,
    now: placedAt,
    domains: {},
    effects,
  });
  if (!written.ok) return;
  const facts = {
    orderId: written.orderId,
    checkoutId: checkout.id,
    now: new Date(placedAt.getTime() + 60_000),
  };
  if (provider.initialStatus === 'pending_payment') {
    const session = await findOrderPaymentSession(db, written.orderId);
    const approved = plan.status !== 'payment_failed';
    if (session) {
      await db
        .updateTable('payment_sessions')
        .set({ status: approved ? 'approved' : 'declined', completed_at: facts.now.toISOString() })
        .where('id', '=', session.id)
        .execute();
    }
    if (!approved) {
      await releaseOrder(db, { ...facts, paymentStatus: 'declined', note: 'payment declined' });
      return;
    }
    await confirmOrder(db, { ...facts, effects });
  }
  await moveThrough(db, written.orderId, plan, placedAt);
  if (plan.returned) {
    const order = await db
      .selectFrom('orders')
      .select('number')
      .where('id', '=', written.orderId)
      .executeTakeFirstOrThrow();
    await insertReturn(
      db,
      {
        number: `R${order.number}-1`,
        orderId: written.orderId,
        reason: plan.returned.reason,
        comment: plan.returned.comment,
        at: new Date(Math.min(placedAt.getTime() + 4 * 24 * hour, Date.now())).toISOString(),
      },
      [{ position: 1, quantity: 1 }],
    );
  }
}

/** A few orders in every status, with carriers and tracking numbers, placed through the real order code. */
export async function seedDemoOrders(
  db: Kysely<Database>,
  input: { customerId: number; now: Date; seller: SellerConfig },
): Promise<number> {
  const skus = await demoSkus(db);
  if (skus.length < 6) return 0;
  for (const [index, plan] of plans.entries()) await placeDemoOrder(db, plan, skus, input, index);
  return plans.length;
}
