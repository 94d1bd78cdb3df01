import { type IsoDate, localDate } from './dates.ts';
import { addWorkingDays } from './holidays.ts';
import { StockStatus } from './stock.ts';
import type { Store } from './stores.ts';

export interface DeliveryWindow {
  readonly minDays: number;
  readonly maxDays: number;
}

/** Spec 4: in-stock 1 to 3 working days, back-order-quick 4 to 6, back-order-slow 5 to 7. */
const windows: Readonly<Record<string, DeliveryWindow>> = {
  [StockStatus.InStock]: { minDays: 1, maxDays: 3 },
  [StockStatus.BackOrderQuick]: { minDays: 4, maxDays: 6 },
  [StockStatus.BackOrderSlow]: { minDays: 5, maxDays: 7 },
};

/** The delivery window of a status in working days; null for a status without an estimate. */
export function deliveryWindow(status: string | null | undefined): DeliveryWindow | null {
  return (status && windows[status]) || null;
}

export interface DeliveryEstimate {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/**
 * Spec 4, Estimated delivery: the dates `minDays` and `maxDays` working days after today in the
 * store's time zone, skipping weekends and the country's public holidays. Shown only when
 * delivery dates are enabled (the stockStatusDates flag), which the caller checks.
 */
export function estimateDelivery(
  status: string | null | undefined,
  now: Date,
  store: Pick<Store, 'timeZone' | 'countryCode'>,
): DeliveryEstimate | null {
  const window = deliveryWindow(status);
  if (!window) return null;
  const today = localDate(now, store.timeZone);
  const from = addWorkingDays(today, window.minDays, store.countryCode);
  return { from, to: addWorkingDays(from, window.maxDays - window.minDays, store.countryCode) };
}

export type DeliveryDisplay =
  | { readonly kind: 'range'; readonly from: IsoDate; readonly to: IsoDate }
  | { readonly kind: 'end'; readonly to: IsoDate };

/** Spec 4: a date range, or only the end date on the home page. */
export function deliveryDisplay(
  estimate: DeliveryEstimate,
  options: { readonly homePage: boolean },
): DeliveryDisplay {
  return options.homePage
    ? { kind: 'end', to: estimate.to }
    : { kind: 'range', from: estimate.from, to: estimate.to };
}
