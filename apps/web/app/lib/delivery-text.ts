import type { DeliveryDates } from './delivery.server.ts';
import type { Translate } from './strings.ts';

/** Spec 4: the delivery line of a product, a range or only the end date, as its loader chose. */
export function deliveryText(t: Translate, dates: DeliveryDates | undefined): string | undefined {
  if (!dates) return undefined;
  return dates.kind === 'range'
    ? t('stock.delivery-range', { from: dates.from, to: dates.to })
    : t('stock.delivery-end', { date: dates.to });
}
