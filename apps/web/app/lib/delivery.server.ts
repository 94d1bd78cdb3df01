import type { MerchandisingFlags } from '@shop/contracts/content';
import type { StockStatus } from '@shop/contracts/product';
import { formatDate } from '@shop/domain/dates';
import { deliveryDisplay, estimateDelivery } from '@shop/domain/delivery';
import type { Store } from '@shop/domain/stores';

/**
 * A delivery estimate as the screen shows it (spec 4): a range, or only the end date on the home
 * page, formatted in the store's language.
 */
export type DeliveryDates =
  | { readonly kind: 'range'; readonly from: string; readonly to: string }
  | { readonly kind: 'end'; readonly to: string };

/**
 * Spec 4: the delivery estimate of a stock status, only when the store shows delivery dates (the
 * flag stockStatusDates) and not for the statuses whose waiting time is hidden. The dates are
 * the domain's (working days, weekends and holidays skipped), computed here on the server in the
 * store's time zone, so the browser shows the very days the server rendered.
 */
export function deliveryDates(
  status: StockStatus,
  flags: MerchandisingFlags | null,
  store: Store,
  now: Date,
  options: { readonly homePage: boolean } = { homePage: false },
): DeliveryDates | undefined {
  if (!flags?.stockStatusDates || flags.hiddenWaitingTimes.includes(status)) return undefined;
  const estimate = estimateDelivery(status, now, store);
  if (!estimate) return undefined;
  const shown = deliveryDisplay(estimate, options);
  return shown.kind === 'range'
    ? { kind: 'range', from: formatDate(shown.from, store), to: formatDate(shown.to, store) }
    : { kind: 'end', to: formatDate(shown.to, store) };
}

/** The delivery estimate of each product, keyed by product id. */
export function deliveryDatesById(
  products: readonly { id: number; stock_status: StockStatus }[],
  flags: MerchandisingFlags | null,
  store: Store,
  now: Date,
  options: { readonly homePage: boolean } = { homePage: false },
): Record<number, DeliveryDates> {
  const dates: Record<number, DeliveryDates> = {};
  for (const product of products) {
    const estimate = deliveryDates(product.stock_status, flags, store, now, options);
    if (estimate) dates[product.id] = estimate;
  }
  return dates;
}
