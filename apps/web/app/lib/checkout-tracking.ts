import type { OrderResponse } from '@shop/contracts/orders';
import { ConsentFlag, hasConsent } from '@shop/domain/consent';
import { asMinor, toMinor } from '@shop/domain/money';
import type { CurrencyCode } from '@shop/domain/stores';
import { type PurchaseEvent, purchaseEvent } from '@shop/domain/tracking';
import { consentStore } from '../state/consent-store.ts';
import { createStore } from '../state/create-store.ts';
import { isRecord, persistStore } from '../state/persisted-state.ts';

/** The orders whose purchase was sent: a reload of the confirmation page does not count it twice. */
interface PurchaseTrackingState {
  readonly tracked: readonly number[];
}

const keptOrders = 20;
const purchaseStore = createStore<PurchaseTrackingState>({ tracked: [] });

persistStore({
  name: 'purchases',
  area: 'local',
  store: purchaseStore,
  load: (stored, initial) =>
    isRecord(stored) && Array.isArray(stored.tracked)
      ? { tracked: stored.tracked.filter((id): id is number => typeof id === 'number') }
      : initial,
});

function isCurrency(value: string): value is CurrencyCode {
  return value === 'SEK' || value === 'NOK' || value === 'DKK' || value === 'EUR';
}

/** Spec 9, Purchase tracking: transaction id '#' + order id, value total minus VAT, the first coupon. */
export function orderPurchaseEvent(order: OrderResponse): PurchaseEvent {
  if (!isCurrency(order.currency))
    throw new Error(`Order ${order.id} has an unknown currency ${order.currency}`);
  const currency = order.currency;
  const minor = (major: number) => toMinor(major, currency);
  return purchaseEvent({
    id: order.id,
    currency,
    total: minor(order.totals.total),
    vat: minor(order.totals.vat),
    shipping: minor(order.totals.shipping),
    coupons: order.coupons.map((coupon) => coupon.code),
    lines: order.lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: minor(line.discounted_unit_price),
      discount: asMinor(Math.max(0, minor(line.unit_price) - minor(line.discounted_unit_price))),
    })),
  });
}

/**
 * Sends the purchase event of a completed order once, under analytics consent (spec 4 and 9).
 * Spec 8: a purchase-tracking failure is posted to the error endpoint (unlike other analytics
 * failures, which are ignored). Returns whether the event went out.
 */
export function trackPurchase(locale: string, order: OrderResponse): boolean {
  if (typeof window === 'undefined' || purchaseStore.getState().tracked.includes(order.id)) return false;
  const flags = consentStore.getState().flags;
  if (flags === null || !hasConsent(flags, ConsentFlag.AnalyticsStorage)) return false;
  try {
    const event = orderPurchaseEvent(order);
    window.dataLayer ??= [];
    // GA4: clear the previous e-commerce object so its fields do not leak into this event.
    window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push(event);
    purchaseStore.setState((state) => ({ tracked: [...state.tracked, order.id].slice(-keptOrders) }));
    return true;
  } catch (error) {
    // The reporter loads on demand, as the shell's does (shell-effects.tsx).
    void import('./error-report.api.ts').then((module) => module.reportError(locale, error));
    return false;
  }
}
