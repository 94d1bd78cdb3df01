import { isLocaleCode, type StoreDomains } from '@shop/domain/locales';
import { toMajor, toMinor } from '@shop/domain/money';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import { readCodes } from '../cart/stored-cart.ts';
import { missingSteps, readCustomer, readServicePoint } from '../checkout/checkout-view.ts';
import { type CheckoutDeps, requireCheckout } from '../checkout/open-checkout.ts';
import { type CheckoutPricing, customerDiscountsOf, priceCheckout } from '../checkout/price-checkout.ts';
import { RuleReason } from '../coupons/coupon-answers.ts';
import type { Database } from '../db/schema.ts';
import { findOfferedPaymentMethod } from '../payments/payment-methods.ts';
import { providerFor } from '../payments/payment-providers.ts';
import { checkoutResultUrl, testPaymentPageUrl } from '../payments/store-links.ts';
import { findDiscountRules } from '../repositories/discount-rules.repository.ts';
import { findOrderById, type OrderRow } from '../repositories/order-queries.repository.ts';
import { findOrderPaymentSession } from '../repositories/payment-sessions.repository.ts';
import type { OrderEffectsContext } from './order-confirmed.ts';
import { buildOrderRecord } from './order-record.ts';
import { writeOrder } from './write-order.ts';

export interface PlaceOrderDeps extends CheckoutDeps {
  readonly domains: StoreDomains;
  /** Who sells and where the shop is: the invoice and the confirmation mail. */
  readonly effects: OrderEffectsContext;
  /** Whether the test-mode providers may take the order (TEST_PAYMENTS). */
  readonly testPayments: boolean;
}

export interface PlaceOrderInput {
  readonly checkoutId: string;
  readonly store: Store;
  /** The signed-in customer placing the order (an account token), else null. */
  readonly customerId: number | null;
  readonly internal: boolean;
  /** Whether the shopper sees prices with VAT (the checkout's vat flag; spec 5 rounding). */
  readonly includeVat?: boolean;
  /** The total the shopper saw, major units; a different total refuses the order. */
  readonly expectedTotal: number | undefined;
}

export type PlaceOrderOutcome =
  | { readonly ok: true; readonly order: OrderRow; readonly redirectUrl: string; readonly created: boolean }
  | { readonly ok: false; readonly code: 'CHECKOUT_INCOMPLETE'; readonly missing: readonly string[] }
  | { readonly ok: false; readonly code: 'OUT_OF_STOCK' | 'CART_CHANGED'; readonly skus: readonly string[] }
  | {
      readonly ok: false;
      readonly code: 'COUPON_USED_UP' | 'COUPON_REJECTED';
      readonly coupons: readonly string[];
    }
  | { readonly ok: false; readonly code: 'PRICE_CHANGED'; readonly total: number }
  | { readonly ok: false; readonly code: 'CHECKOUT_CLOSED' };

/** Where the shopper goes for an order: the provider's page while it waits, else its result page. */
export async function orderRedirect(
  db: Kysely<Database>,
  order: OrderRow,
  domains: StoreDomains,
): Promise<string> {
  const locale = isLocaleCode(order.locale) ? order.locale : 'sv';
  if (order.status === 'pending_payment') {
    const session = await findOrderPaymentSession(db, order.id);
    if (session) return testPaymentPageUrl(session.id, locale, order.store_id);
  }
  const outcome =
    order.status === 'payment_failed' || order.status === 'cancelled' ? 'failed' : 'confirmation';
  return checkoutResultUrl(outcome, locale, order.checkout_id, domains);
}

async function existingOrder(deps: PlaceOrderDeps, orderId: number): Promise<PlaceOrderOutcome> {
  const order = await findOrderById(deps.db, orderId);
  if (!order) return { ok: false, code: 'CHECKOUT_CLOSED' };
  return { ok: true, order, redirectUrl: await orderRedirect(deps.db, order, deps.domains), created: false };
}

/** Why the priced cart cannot become an order as it stands, or null. */
function cartProblem(pricing: CheckoutPricing): PlaceOrderOutcome | null {
  const unavailable = pricing.items
    .filter((item) => item.stock_status === 'back-order')
    .map((item) => item.sku);
  if (unavailable.length > 0) return { ok: false, code: 'OUT_OF_STOCK', skus: unavailable };
  const changed = [
    ...pricing.removed,
    ...pricing.items.filter((item) => item.adjusted_quantity !== null).map((item) => item.sku),
  ];
  if (changed.length > 0) return { ok: false, code: 'CART_CHANGED', skus: changed };
  // A coupon the shopper holds that no longer applies (used up, expired) refuses the order
  // rather than charging more than the shopper saw; the storefront syncs its coupons again.
  const rejected = pricing.coupons.filter((coupon) => !coupon.applied);
  if (rejected.length === 0) return null;
  const usedUp = rejected.every((coupon) => coupon.reason === RuleReason.UsedUp);
  return {
    ok: false,
    code: usedUp ? 'COUPON_USED_UP' : 'COUPON_REJECTED',
    coupons: rejected.map((coupon) => coupon.code),
  };
}

/**
 * Places the checkout's order (POST /api/checkout/{id}/place-order). The checkout is priced again
 * from the catalog; a cart that changed (a line dropped, cut or out of stock), a total that is
 * not the one the shopper saw, or a missing step refuses the order with a reason. The order is
 * then written in one transaction under the checkout's idempotency key: submitting twice, or
 * retrying after a lost answer, returns the first order.
 */
export async function placeOrder(deps: PlaceOrderDeps, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const checkout = await requireCheckout(deps, input.checkoutId);
  if (checkout.order_id !== null) return existingOrder(deps, checkout.order_id);
  if (checkout.status !== 'open') return { ok: false, code: 'CHECKOUT_CLOSED' };
  const { store } = input;
  const now = deps.now();
  const pricing = await priceCheckout(deps.db, {
    checkout,
    store,
    includeVat: input.includeVat ?? true,
    now,
    customerDiscounts: await customerDiscountsOf(deps.db, input.customerId),
  });
  const problem = cartProblem(pricing);
  if (problem) return problem;
  const missing = missingSteps(checkout, pricing, store);
  const customer = readCustomer(checkout);
  // A method the store no longer offers (or a test provider switched off) cannot take the order.
  const method = checkout.payment_method
    ? await findOfferedPaymentMethod(deps.db, store, checkout.payment_method, deps)
    : undefined;
  if (missing.length > 0 || !customer || !method) {
    return { ok: false, code: 'CHECKOUT_INCOMPLETE', missing };
  }
  if (
    input.expectedTotal !== undefined &&
    toMinor(input.expectedTotal, store.currency) !== pricing.totals.total
  ) {
    return { ok: false, code: 'PRICE_CHANGED', total: toMajor(pricing.totals.total, store.currency) };
  }
  const provider = providerFor(method);
  const record = buildOrderRecord({
    checkout,
    store,
    pricing,
    customer,
    servicePoint: readServicePoint(checkout),
    method,
    provider,
    rules: await findDiscountRules(deps.db, store.storeID, readCodes(checkout.coupons)),
    customerId: input.customerId,
    internal: input.internal,
    now,
  });
  const written = await writeOrder(deps.db, record, {
    store,
    method,
    provider,
    now,
    domains: deps.domains,
    effects: deps.effects,
  });
  if (!written.ok) return written;
  const order = await findOrderById(deps.db, written.orderId);
  if (!order) throw new Error(`Order ${written.orderId} vanished after it was written`);
  return {
    ok: true,
    order,
    redirectUrl: written.redirectUrl ?? (await orderRedirect(deps.db, order, deps.domains)),
    created: written.created,
  };
}
