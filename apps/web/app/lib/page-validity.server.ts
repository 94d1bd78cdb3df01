import { addDays, localDate, startOfLocalDay } from '@shop/domain/dates';
import type { RouterContextProvider } from 'react-router';
import { serverContext } from '../shop-context.ts';

/**
 * Issue 19: a page kept by the page cache is valid until the first moment at which what it shows
 * changes by time alone. Each loader that shows such a moment reports it here; a render that is
 * not for the cache (no pageCapture) ignores it.
 */
export function reportValidUntil(
  context: Readonly<RouterContextProvider>,
  moment: Date | string | number | null | undefined,
): void {
  if (moment === null || moment === undefined) return;
  const time = moment instanceof Date ? moment.getTime() : new Date(moment).getTime();
  if (Number.isNaN(time)) return;
  context.get(serverContext).pageCapture?.validUntil(time);
}

/**
 * The next midnight in a store's time zone: delivery estimates count working days from the
 * store's today (spec 4), and the calendar marks today's door, so both move at local midnight.
 */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return startOfLocalDay(addDays(localDate(now, timeZone), 1), timeZone);
}
