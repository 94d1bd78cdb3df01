import type { ServicePointResponse, ShippingOptionResponse } from '@shop/contracts/checkout';
import { asMinor, toMajor } from '@shop/domain/money';
import { shippingCharge } from '@shop/domain/order-totals';
import { sortByPostalDistance } from '@shop/domain/postal-areas';
import type { Store } from '@shop/domain/stores';
import { type CheckoutRow, moveCheckout } from '../repositories/checkouts.repository.ts';
import {
  findCarrierServicePoints,
  findServicePoint,
  findShippingOption,
  listShippingOptions,
  type ServicePointRow,
  type ShippingOptionRow,
} from '../repositories/shipping.repository.ts';
import { ensureSession } from './checkout-sessions.ts';
import type { CheckoutDeps } from './open-checkout.ts';
import type { CheckoutPricing } from './price-checkout.ts';

export function shippingOptionView(
  option: ShippingOptionRow,
  goodsTotal: number,
  store: Store,
): ShippingOptionResponse {
  const freeAbove = option.free_above === null ? null : asMinor(option.free_above);
  const price = shippingCharge({ price: asMinor(option.price), freeAbove }, asMinor(goodsTotal));
  return {
    code: option.code,
    carrier: option.carrier,
    name: option.name,
    description: option.description,
    price: toMajor(price, store.currency),
    list_price: toMajor(asMinor(option.price), store.currency),
    free_above: freeAbove === null ? null : toMajor(freeAbove, store.currency),
    service_point: option.service_point === 1,
    delivery_days: { min: option.delivery_days_min, max: option.delivery_days_max },
  };
}

export function servicePointView(point: ServicePointRow): ServicePointResponse {
  return {
    id: point.id,
    carrier: point.carrier,
    name: point.name,
    street: point.street,
    postal_code: point.postal_code,
    city: point.city,
    opening_hours: point.opening_hours,
  };
}

/** The store's shipping options priced for the checkout's goods; kept as the shipping-options session (spec 3). */
export async function shippingOptionsFor(
  deps: CheckoutDeps,
  input: { checkout: CheckoutRow; store: Store; pricing: CheckoutPricing },
): Promise<{ session_id: string; options: ShippingOptionResponse[] }> {
  const options = await listShippingOptions(deps.db, input.store.storeID);
  const sessionId = await ensureSession(deps.db, {
    checkoutId: input.checkout.id,
    kind: 'shipping_options',
    locale: input.store.code,
    now: deps.now(),
  });
  return {
    session_id: sessionId,
    options: options.map((option) =>
      shippingOptionView(option, input.pricing.cart.totals.total, input.store),
    ),
  };
}

/** A carrier's service points and parcel lockers nearest to a postal code. */
export async function nearestServicePoints(
  deps: CheckoutDeps,
  input: { store: Store; carrier: string; postalCode: string; limit: number },
): Promise<ServicePointResponse[]> {
  const rows = await findCarrierServicePoints(deps.db, {
    storeId: input.store.storeID,
    carrier: input.carrier,
  });
  // Issue 20: nearest first by distance from the postal code, not by the postal number alone.
  return sortByPostalDistance(input.store.code, input.postalCode, rows)
    .slice(0, input.limit)
    .map(servicePointView);
}

export type ShippingOutcome =
  | { readonly ok: true; readonly checkout: CheckoutRow }
  | {
      readonly ok: false;
      readonly code:
        | 'UNKNOWN_SHIPPING_METHOD'
        | 'SERVICE_POINT_REQUIRED'
        | 'UNKNOWN_SERVICE_POINT'
        | 'CHECKOUT_CLOSED';
    };

/** PUT /api/checkout/{id}/shipping: a method of the store; a parcel-locker method needs one of its carrier's points. */
export async function chooseShipping(
  deps: CheckoutDeps,
  input: { checkout: CheckoutRow; store: Store; method: string; servicePointId: string | null },
): Promise<ShippingOutcome> {
  const option = await findShippingOption(deps.db, input.store.storeID, input.method);
  if (!option) return { ok: false, code: 'UNKNOWN_SHIPPING_METHOD' };
  let servicePoint: string | null = null;
  if (option.service_point === 1) {
    if (!input.servicePointId) return { ok: false, code: 'SERVICE_POINT_REQUIRED' };
    const point = await findServicePoint(deps.db, input.servicePointId);
    if (!point || point.store_id !== input.store.storeID || point.carrier !== option.carrier) {
      return { ok: false, code: 'UNKNOWN_SERVICE_POINT' };
    }
    servicePoint = JSON.stringify(servicePointView(point));
  }
  const changes = {
    shipping_method: option.code,
    service_point: servicePoint,
    updated_at: deps.now().toISOString(),
  };
  if (!(await moveCheckout(deps.db, input.checkout.id, 'open', changes)))
    return { ok: false, code: 'CHECKOUT_CLOSED' };
  return { ok: true, checkout: { ...input.checkout, ...changes } };
}
