import type { CustomerDetails, ServicePointResponse } from '@shop/contracts/checkout';
import type { Store } from '@shop/domain/stores';
import type { Insertable } from 'kysely';
import { availabilityOf } from '../cart/stock-policy.ts';
import { readCampaignData } from '../cart/stored-cart.ts';
import type { CheckoutPricing } from '../checkout/price-checkout.ts';
import type { OrderLinesTable, OrdersTable, OrderVatRatesTable } from '../db/orders.schema.ts';
import type { PaymentMethod } from '../payments/payment-methods.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CheckoutRow } from '../repositories/checkouts.repository.ts';
import type { DiscountRule } from '../repositories/discount-rules.repository.ts';
import { inStockLockOrder, type StockChange, stockGroupOf, sumUnitsByProduct } from './stock-lock-order.ts';

/** Everything one order writes, computed before its transaction starts. */
export interface OrderRecord {
  /** checkout id + attempt: the unique key that makes a second submit return the first order. */
  readonly idempotencyKey: string;
  /** The checkout's updated_at when it was priced: the order is refused if it changed since. */
  readonly checkoutPricedAt: string;
  readonly order: Omit<Insertable<OrdersTable>, 'number'>;
  readonly lines: readonly Omit<Insertable<OrderLinesTable>, 'order_id'>[];
  readonly vatRates: readonly Omit<Insertable<OrderVatRatesTable>, 'order_id'>[];
  /** The coupons that gave a discount, with their rules (their uses are counted). */
  readonly coupons: readonly { readonly ruleId: number; readonly code: string; readonly amount: number }[];
  /** Units taken from stock per product, in the lock order (stock-lock-order.ts: group, then product id). */
  readonly stock: readonly { readonly productId: number; readonly sku: string; readonly units: number }[];
}

/** A VAT factor as basis points of the rate: 1.255 -> 2550. */
export function vatBasisPoints(factor: number): number {
  return Math.round((factor - 1) * 10_000);
}

export function idempotencyKey(checkout: Pick<CheckoutRow, 'id' | 'attempt'>): string {
  return `${checkout.id}:${checkout.attempt}`;
}

function origin(item: CheckoutPricing['items'][number]): string {
  const fields = {
    subscription_interval: item.subscription_interval,
    cross_selling_product_id: item.cross_selling_product_id,
    upselling_bundle_id: item.upselling_bundle_id,
    unique_bundle_id: item.unique_bundle_id,
    added_by_coupon: item.added_by_coupon,
    accessory_id: item.accessory_id,
    recommended_id: item.recommended_id,
    related_id: item.related_id,
  };
  return JSON.stringify(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)));
}

export interface OrderRecordInput {
  readonly checkout: CheckoutRow;
  readonly store: Store;
  readonly pricing: CheckoutPricing;
  readonly customer: CustomerDetails;
  readonly servicePoint: ServicePointResponse | null;
  readonly method: PaymentMethod;
  readonly provider: PaymentProvider;
  /** The store's rules by lower-case code. */
  readonly rules: ReadonlyMap<string, DiscountRule>;
  readonly customerId: number | null;
  readonly internal: boolean;
  readonly now: Date;
}

function usedCoupons(
  pricing: CheckoutPricing,
  rules: ReadonlyMap<string, DiscountRule>,
): OrderRecord['coupons'] {
  const used: { ruleId: number; code: string; amount: number }[] = [];
  for (const result of pricing.cart.coupons) {
    const rule = rules.get(result.coupon.trim().toLowerCase());
    if (result.ok && result.amount > 0 && rule)
      used.push({ ruleId: rule.id, code: rule.code, amount: result.amount });
  }
  return used;
}

function stockToTake(pricing: CheckoutPricing): OrderRecord['stock'] {
  const changes: (StockChange & { sku: string })[] = [];
  for (const item of pricing.items) {
    const product = pricing.products.get(item.sku);
    if (!product || availabilityOf(product).kind !== 'stocked') continue;
    changes.push({
      productId: product.id,
      sku: product.sku,
      units: item.quantity,
      group: stockGroupOf(product),
    });
  }
  // One order for every writer's locks (stock-lock-order.ts, decision 028): a variation's stock
  // change also updates its product's row, so two orders never wait for each other in a circle.
  return inStockLockOrder(sumUnitsByProduct(changes)).map(({ group: _group, ...entry }) => entry);
}

/** The lines as charged: prices, the percentage and fixed discounts, VAT, and whether they took stock. */
function orderLines(pricing: CheckoutPricing, stocked: ReadonlySet<string>): OrderRecord['lines'] {
  const itemsByUuid = new Map(pricing.items.map((item) => [item.uuid, item]));
  return pricing.cart.lines.map((line, index) => {
    const item = itemsByUuid.get(line.uuid);
    const codes = pricing.cart.adjustments
      .filter((adjustment) => adjustment.uuid === line.uuid && adjustment.coupon !== null)
      .map((adjustment) => adjustment.coupon);
    return {
      position: index + 1,
      product_id: item?.product_id ?? 0,
      sku: line.sku,
      name: item?.name ?? line.sku,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      discount_percent_bp: Math.round(line.discountPercent * 100),
      discounted_unit_price: line.discountedUnitPrice,
      gross: line.gross,
      discount: line.discount,
      total: line.total,
      vat: line.vat,
      vat_bp: vatBasisPoints(line.vatFactor),
      stock_taken: stocked.has(line.sku) ? 1 : 0,
      coupons: JSON.stringify([...new Set(codes)]),
      origin: item ? origin(item) : '{}',
    };
  });
}

/**
 * The order exactly as priced: lines with the prices and discounts charged, VAT per rate with
 * shipping in its rate, the coupons used and the stock to take. The total stored is the total
 * the domain computed, which is the total charged.
 */
export function buildOrderRecord(input: OrderRecordInput): OrderRecord {
  const { pricing, customer, store, checkout } = input;
  const at = input.now.toISOString();
  const option = pricing.shippingOption;
  if (!option) throw new Error('An order needs a shipping method');
  const stock = stockToTake(pricing);
  const coupons = usedCoupons(pricing, input.rules);
  const lines = orderLines(pricing, new Set(stock.map((entry) => entry.sku)));
  const { totals } = pricing;
  return {
    idempotencyKey: idempotencyKey(checkout),
    checkoutPricedAt: checkout.updated_at,
    order: {
      idempotency_key: idempotencyKey(checkout),
      checkout_id: checkout.id,
      store_id: store.storeID,
      locale: store.code,
      currency: store.currency,
      status: input.provider.initialStatus,
      customer_id: input.customerId,
      internal: input.internal || checkout.internal === 1 ? 1 : 0,
      buyer_type: customer.buyer_type,
      company_name: customer.company_name,
      organisation_number: customer.organisation_number,
      email: customer.email,
      phone: customer.phone,
      first_name: customer.first_name,
      last_name: customer.last_name,
      street: customer.street,
      care_of: customer.care_of,
      postal_code: customer.postal_code,
      city: customer.city,
      country_code: customer.country_code,
      shipping_method: option.code,
      shipping_carrier: option.carrier,
      shipping_name: option.name,
      shipping_price: totals.shipping,
      shipping_vat: totals.shippingVat,
      shipping_vat_bp: vatBasisPoints(pricing.shippingVatFactor),
      service_point: input.servicePoint ? JSON.stringify(input.servicePoint) : null,
      payment_method: input.method.code,
      payment_provider: input.provider.id,
      payment_status: input.provider.initialPaymentStatus,
      goods_gross: totals.goodsGross,
      discount_total: totals.discount,
      goods_total: totals.goods,
      total: totals.total,
      vat_total: totals.vat,
      coupons: JSON.stringify(coupons.map((coupon) => coupon.code)),
      campaign_data: JSON.stringify(readCampaignData(checkout.campaign_data)),
      carrier: null,
      tracking_number: null,
      created_at: at,
      updated_at: at,
    },
    lines,
    vatRates: totals.vatByRate.map((rate) => ({
      vat_bp: vatBasisPoints(rate.factor),
      total: rate.total,
      vat: rate.vat,
      total_ex_vat: rate.totalExVat,
    })),
    coupons,
    stock,
  };
}
