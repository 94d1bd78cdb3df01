import {
  type CheckoutView,
  type CustomerDetails,
  checkoutStatuses,
  customerDetailsSchema,
  type ServicePointResponse,
  servicePointSchema,
} from '@shop/contracts/checkout';
import type { Minor } from '@shop/domain/money';
import { toMajor } from '@shop/domain/money';
import type { OrderTotals } from '@shop/domain/order-totals';
import type { Store } from '@shop/domain/stores';
import type { VatLine } from '@shop/domain/vat-lines';
import type { Kysely } from 'kysely';
import { orderableLines } from '../cart/price-cart-lines.ts';
import { readCampaignData } from '../cart/stored-cart.ts';
import type { Database } from '../db/schema.ts';
import { findPaymentMethod } from '../payments/payment-methods.ts';
import type { CheckoutRow } from '../repositories/checkouts.repository.ts';
import { findOrderById } from '../repositories/order-queries.repository.ts';
import { sessionsFor } from './checkout-sessions.ts';
import type { CheckoutPricing } from './price-checkout.ts';

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function readCustomer(checkout: Pick<CheckoutRow, 'customer'>): CustomerDetails | null {
  const parsed = customerDetailsSchema.safeParse(parseJson(checkout.customer));
  return parsed.success ? parsed.data : null;
}

export function readServicePoint(checkout: Pick<CheckoutRow, 'service_point'>): ServicePointResponse | null {
  const parsed = servicePointSchema.safeParse(parseJson(checkout.service_point));
  return parsed.success ? parsed.data : null;
}

/** What still stops the order: the storefront shows these steps as not done. */
export function missingSteps(checkout: CheckoutRow, pricing: CheckoutPricing, store: Store): string[] {
  // A checkout with an order has nothing left to do.
  if (checkout.status !== 'open') return [];
  const missing: string[] = [];
  const customer = readCustomer(checkout);
  if (pricing.items.length === 0) missing.push('items');
  else if (!orderableLines(pricing.items)) missing.push('items_unavailable');
  if (!customer) missing.push('customer');
  if (!pricing.shippingOption) missing.push('shipping_method');
  else if (pricing.shippingOption.service_point === 1 && !readServicePoint(checkout))
    missing.push('service_point');
  const method = checkout.payment_method ? findPaymentMethod(store, checkout.payment_method) : undefined;
  if (!method || (customer && !method.buyerTypes.includes(customer.buyer_type)))
    missing.push('payment_method');
  return missing;
}

export function vatRatesView(rates: readonly VatLine[], currency: string) {
  return rates.map((rate) => ({
    rate: rate.factor,
    rate_percent: rate.ratePercent,
    total: toMajor(rate.total, currency),
    vat: toMajor(rate.vat, currency),
    total_ex_vat: toMajor(rate.totalExVat, currency),
  }));
}

export function totalsView(totals: OrderTotals): CheckoutView['totals'] {
  const major = (amount: Minor) => toMajor(amount, totals.currency);
  return {
    currency: totals.currency,
    goods_gross: major(totals.goodsGross),
    discount: major(totals.discount),
    goods: major(totals.goods),
    shipping: major(totals.shipping),
    total: major(totals.total),
    vat: major(totals.vat),
    total_ex_vat: major(totals.totalExVat),
    vat_by_rate: vatRatesView(totals.vatByRate, totals.currency),
  };
}

function statusOf(checkout: CheckoutRow): CheckoutView['status'] {
  return checkoutStatuses.find((status) => status === checkout.status) ?? 'open';
}

/** The checkout screen's data (contracts: checkoutViewSchema). */
export async function buildCheckoutView(
  db: Kysely<Database>,
  input: { checkout: CheckoutRow; store: Store; pricing: CheckoutPricing },
): Promise<CheckoutView> {
  const { checkout, store, pricing } = input;
  const currency = store.currency;
  const major = (amount: Minor) => toMajor(amount, currency);
  const order = checkout.order_id === null ? undefined : await findOrderById(db, checkout.order_id);
  return {
    checkout_id: checkout.id,
    status: statusOf(checkout),
    locale: store.code,
    items: [...pricing.items],
    lines: pricing.cart.lines.map((line) => ({
      uuid: line.uuid,
      sku: line.sku,
      quantity: line.quantity,
      unit_price: major(line.unitPrice),
      discount_percent: line.discountPercent,
      discounted_unit_price: major(line.discountedUnitPrice),
      discount: major(line.discount),
      total: major(line.total),
      vat: major(line.vat),
    })),
    coupons: [...pricing.coupons],
    totals: totalsView(pricing.totals),
    customer: readCustomer(checkout),
    shipping_method: pricing.shippingOption?.code ?? null,
    service_point: readServicePoint(checkout),
    payment_method: checkout.payment_method,
    campaign_data: { ...readCampaignData(checkout.campaign_data) },
    sessions: await sessionsFor(db, checkout.id, store.code),
    order: order ? { id: order.id, number: order.number, status: order.status } : null,
    missing: missingSteps(checkout, pricing, store),
  };
}
