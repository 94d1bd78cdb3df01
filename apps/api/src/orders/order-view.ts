import { servicePointSchema } from '@shop/contracts/checkout';
import type { OrderResponse } from '@shop/contracts/orders';
import { trackingUrl } from '@shop/domain/carriers';
import { asMinor, toMajor } from '@shop/domain/money';
import { orderStatuses } from '@shop/domain/order-lifecycle';
import type { CurrencyCode } from '@shop/domain/stores';
import { purchaseEvent } from '@shop/domain/tracking';
import { z } from 'zod';
import { readCampaignData, readCodes } from '../cart/stored-cart.ts';
import type { InvoiceRow } from '../repositories/invoices.repository.ts';
import type { OrderDetails, OrderRow, OrderSummaryRow } from '../repositories/order-queries.repository.ts';

const currencies = ['SEK', 'NOK', 'DKK', 'EUR'] as const;

export function currencyOf(order: Pick<OrderRow, 'currency'>): CurrencyCode {
  return currencies.find((currency) => currency === order.currency) ?? 'EUR';
}

function statusOf(status: string): OrderResponse['status'] {
  return orderStatuses.find((known) => known === status) ?? 'confirmed';
}

const factorOf = (basisPoints: number): number => 1 + basisPoints / 10_000;

function servicePoint(text: string | null): OrderResponse['shipping']['service_point'] {
  if (text === null) return null;
  try {
    const parsed = servicePointSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const codes = z.array(z.string());

function lineCoupons(text: string): string[] {
  try {
    const parsed = codes.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Spec 9, purchase tracking: transaction id '#' + the order id, value = total minus VAT, the first
 * coupon; built by the domain's purchaseEvent from the order as charged.
 */
export function orderTracking(details: OrderDetails): OrderResponse['tracking'] {
  const { order } = details;
  const event = purchaseEvent({
    id: order.id,
    currency: currencyOf(order),
    total: asMinor(order.total),
    vat: asMinor(order.vat_total),
    shipping: asMinor(order.shipping_price),
    coupons: readCodes(order.coupons),
    lines: details.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: asMinor(line.quantity > 0 ? Math.round(line.total / line.quantity) : 0),
      discount: asMinor(line.quantity > 0 ? Math.round(line.discount / line.quantity) : 0),
    })),
  });
  return {
    ...event,
    ecommerce: { ...event.ecommerce, items: event.ecommerce.items.map((item) => ({ ...item })) },
  };
}

/** The order as the confirmation page and the account pages read it (contracts: orderSchema). */
export function orderView(details: OrderDetails): OrderResponse {
  const { order } = details;
  const currency = currencyOf(order);
  const major = (amount: number) => toMajor(asMinor(amount), currency);
  return {
    id: order.id,
    number: order.number,
    status: statusOf(order.status),
    locale: order.locale,
    currency,
    created_at: order.created_at,
    customer_id: order.customer_id,
    customer: {
      buyer_type: order.buyer_type === 'company' ? 'company' : 'private',
      email: order.email,
      phone: order.phone,
      first_name: order.first_name,
      last_name: order.last_name,
      street: order.street,
      care_of: order.care_of,
      postal_code: order.postal_code,
      city: order.city,
      country_code: order.country_code,
      company_name: order.company_name,
      organisation_number: order.organisation_number,
    },
    lines: details.lines.map((line) => ({
      position: line.position,
      product_id: line.product_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unit_price: major(line.unit_price),
      discount_percent: line.discount_percent_bp / 100,
      discounted_unit_price: major(line.discounted_unit_price),
      gross: major(line.gross),
      discount: major(line.discount),
      total: major(line.total),
      vat: major(line.vat),
      vat_rate: factorOf(line.vat_bp),
      coupons: lineCoupons(line.coupons),
    })),
    vat_by_rate: details.vatRates.map((rate) => ({
      rate: factorOf(rate.vat_bp),
      rate_percent: rate.vat_bp / 100,
      total: major(rate.total),
      vat: major(rate.vat),
      total_ex_vat: major(rate.total_ex_vat),
    })),
    shipping: {
      method: order.shipping_method,
      carrier: order.shipping_carrier,
      name: order.shipping_name,
      price: major(order.shipping_price),
      vat: major(order.shipping_vat),
      service_point: servicePoint(order.service_point),
    },
    payment: { method: order.payment_method, provider: order.payment_provider, status: order.payment_status },
    coupons: details.coupons.map((coupon) => ({ code: coupon.code, amount: major(coupon.amount) })),
    totals: {
      goods_gross: major(order.goods_gross),
      discount: major(order.discount_total),
      goods: major(order.goods_total),
      shipping: major(order.shipping_price),
      total: major(order.total),
      vat: major(order.vat_total),
      total_ex_vat: major(order.total - order.vat_total),
    },
    campaign_data: { ...readCampaignData(order.campaign_data) },
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    tracking_url: trackingUrl(order.carrier, order.tracking_number),
    status_history: details.history.map((entry) => ({
      status: entry.status,
      at: entry.created_at,
      note: entry.note,
    })),
    invoices: details.invoices.map((invoice) => invoiceSummaryView(invoice, currency)),
    refunds: details.refunds
      .filter((refund) => refund.status !== 'failed')
      .map((refund) => ({ amount: major(refund.amount), created_at: refund.created_at })),
    refunded_total: major(order.refunded_total),
    tracking: orderTracking(details),
  };
}

export function invoiceSummaryView(
  invoice: Pick<InvoiceRow, 'id' | 'number' | 'kind' | 'issued_at' | 'total'>,
  currency: CurrencyCode,
) {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind === 'credit_note' ? ('credit_note' as const) : ('invoice' as const),
    issued_at: invoice.issued_at,
    total: toMajor(asMinor(invoice.total), currency),
  };
}

export function orderSummaryView(row: OrderSummaryRow) {
  const currency = currencies.find((known) => known === row.currency) ?? 'EUR';
  return {
    id: row.id,
    number: row.number,
    status: statusOf(row.status),
    created_at: row.created_at,
    currency: row.currency,
    total: toMajor(asMinor(row.total), currency),
    items: row.units,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
  };
}
