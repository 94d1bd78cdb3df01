import type { Generated } from 'kysely';

/*
 * Carts, checkouts, coupons, shipping, payments and orders (docs/decisions/007-orders-and-payments.md).
 * Portable types: money in integer minor units INCLUDING VAT, percentages and VAT rates in basis
 * points (2500 = 25 %), flags as 0/1, times as ISO-8601 UTC text, structured values as JSON text.
 */

/** A discount rule a coupon code names, per store (spec 3, Coupon and discount rule). */
export interface DiscountRulesTable {
  id: Generated<number>;
  store_id: number;
  /** The code as the shop wrote it. */
  code: string;
  /** The code in lower case: codes match case-insensitively, and are unique per store. */
  code_key: string;
  /** percentage, fixed_amount, fixed_full_amount or buy_x_get_y. */
  kind: string;
  /** percentage: percent off; buy_x_get_y: percent off each rewarded unit (buyx_free_amount). */
  percent_bp: number | null;
  /** fixed_amount: off each unit in scope; fixed_full_amount: off the order. Minor units. */
  amount: number | null;
  buy_x: number | null;
  get_y: number | null;
  increment: Generated<number>;
  interval: number | null;
  buy_x_whole_order: Generated<number>;
  /** JSON text: the id lists that scope the rule (see DiscountRuleScope). */
  scope: string;
  /** Minor units incl. VAT the goods must reach, or null. */
  min_spend: number | null;
  usage_limit: number | null;
  /** Orders that used the code; counted in the order's transaction, given back on a failed payment. */
  used_count: Generated<number>;
  starts_at: string | null;
  expires_at: string | null;
  label: string | null;
  active: Generated<number>;
  created_at: string;
  /** Raised by every staff save (migration 0021): a save names the version it edits. */
  version: Generated<number>;
  updated_at: string | null;
}

/**
 * A cart and its checkout: one row per checkout_order_id (spec 3's checkoutID). The server keeps
 * the lines as the shopper chose them; prices are always read again from the catalog.
 */
export interface CheckoutsTable {
  id: string;
  store_id: number;
  locale: string;
  /** open, awaiting_payment or completed. */
  status: string;
  /** Goes up when a payment fails and the checkout opens again; part of the order's idempotency key. */
  attempt: number;
  /** JSON text: the stored cart lines. */
  items: string;
  /** JSON text: the coupon codes, in the order they were added. */
  coupons: string;
  /** JSON text: utm_* and gclid. */
  campaign_data: string;
  customer_id: number | null;
  internal: number;
  /** private or company. */
  buyer_type: string | null;
  /** JSON text: contact, address and company details. */
  customer: string | null;
  shipping_method: string | null;
  /** JSON text: the chosen service point. */
  service_point: string | null;
  payment_method: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Spec 3: the provider sessions kept as {id, locale}. */
export interface CheckoutSessionsTable {
  checkout_id: string;
  /** pay_later_checkout, shipping_options, card_payment, invoice_order, b2c_order or b2b_order. */
  kind: string;
  session_id: string;
  locale: string;
  created_at: string;
}

export interface ShippingOptionsTable {
  id: Generated<number>;
  store_id: number;
  /** Stable per store, e.g. postnord-service-point. */
  code: string;
  /** A carrier of the spec's logos: bring, budbee, citymail, instabox, posti, postnord, schenker. */
  carrier: string;
  name: string;
  description: string;
  price: number;
  free_above: number | null;
  /** 1 when the parcel goes to a service point or parcel locker the shopper picks. */
  service_point: number;
  delivery_days_min: number;
  delivery_days_max: number;
  sort_order: number;
  active: number;
}

export interface ServicePointsTable {
  id: string;
  store_id: number;
  carrier: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  /** The postal code's digits as a number: points are found nearest to a shopper's code. */
  postal_number: number;
  opening_hours: string;
}

export interface OrdersTable {
  id: Generated<number>;
  /** Human-friendly and unique, e.g. SE100042. */
  number: string;
  /** checkout id + attempt: a double submit or a retry never makes a second order. */
  idempotency_key: string;
  checkout_id: string;
  store_id: number;
  locale: string;
  currency: string;
  /** An OrderStatus of packages/domain/src/order-lifecycle.ts. */
  status: string;
  customer_id: number | null;
  internal: number;
  buyer_type: string;
  company_name: string | null;
  organisation_number: string | null;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  street: string;
  care_of: string | null;
  postal_code: string;
  city: string;
  country_code: string;
  shipping_method: string;
  shipping_carrier: string;
  shipping_name: string;
  shipping_price: number;
  shipping_vat: number;
  shipping_vat_bp: number;
  /** JSON text, or null. */
  service_point: string | null;
  payment_method: string;
  payment_provider: string;
  /** invoice, pending, approved, declined, expired. */
  payment_status: string;
  goods_gross: number;
  discount_total: number;
  goods_total: number;
  total: number;
  vat_total: number;
  /** JSON text: the codes that gave a discount, in the order they were added. */
  coupons: string;
  campaign_data: string;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  updated_at: string;
  /** Goes up with every change staff make: a write that carries an older one is refused (409). */
  version: Generated<number>;
  /** What the shopper was charged: the approved card payment or the invoice issued, minor units. */
  paid_total: Generated<number>;
  /** What was given back so far (refunds pending or done); never above paid_total. */
  refunded_total: Generated<number>;
  /** 1 once the shipping charge was refunded. */
  shipping_refunded: Generated<number>;
}

export interface OrderLinesTable {
  order_id: number;
  position: number;
  product_id: number;
  sku: string;
  name: string;
  quantity: number;
  unit_price: number;
  discount_percent_bp: number;
  discounted_unit_price: number;
  gross: number;
  discount: number;
  total: number;
  vat: number;
  vat_bp: number;
  /** 1 when the order took the units from stock (and gives them back if the payment fails). */
  stock_taken: number;
  /** JSON text: the codes of the discounts on the line. */
  coupons: string;
  /** JSON text: where the line came from (cross-sell, upsell bundle ...) and its subscription. */
  origin: string;
  /**
   * Units staff cancelled before the order shipped. quantity and the amounts are what is left;
   * quantity + cancelled_quantity is what the shopper ordered.
   */
  cancelled_quantity: Generated<number>;
  /** Units refunded so far (a return's or a refund's lines). */
  refunded_quantity: Generated<number>;
}

export interface OrderVatRatesTable {
  order_id: number;
  vat_bp: number;
  total: number;
  vat: number;
  total_ex_vat: number;
}

export interface OrderCouponsTable {
  order_id: number;
  rule_id: number;
  code: string;
  amount: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  note: string | null;
  created_at: string;
}

/** A payment at a provider that redirects the shopper (the test card and pay-later sandbox). */
export interface PaymentSessionsTable {
  id: string;
  order_id: number;
  provider: string;
  method: string;
  /** pending, approved, declined or expired. */
  status: string;
  amount: number;
  currency: string;
  locale: string;
  created_at: string;
  completed_at: string | null;
}

export interface OrderTables {
  discount_rules: DiscountRulesTable;
  checkouts: CheckoutsTable;
  checkout_sessions: CheckoutSessionsTable;
  shipping_options: ShippingOptionsTable;
  service_points: ServicePointsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_vat_rates: OrderVatRatesTable;
  order_coupons: OrderCouponsTable;
  order_status_history: OrderStatusHistoryTable;
  payment_sessions: PaymentSessionsTable;
}
