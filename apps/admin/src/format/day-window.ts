import { addDays, type IsoDate, isIsoDate, localDate, startOfLocalDay } from '@shop/domain/dates';

/*
 * Issue 17: staff pick campaign and coupon windows as whole days of the store's calendar, while the
 * shop stores two instants, the end exclusive (running while starts_at <= now < ends_at). A window
 * from 1 December to 3 December runs from the start of 1 December to the end of 3 December, in the
 * store's time zone: the first instant of 4 December is stored as the end.
 */

/** The instants the shop stores (ISO 8601, UTC); null is an open side. */
export interface InstantWindow {
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

/** The days staff pick: the first and the last day it runs (inclusive); '' is an open side. */
export interface DayWindow {
  readonly firstDay: IsoDate | '';
  readonly lastDay: IsoDate | '';
}

function isLocalMidnight(instant: Date, timeZone: string): boolean {
  return startOfLocalDay(localDate(instant, timeZone), timeZone).getTime() === instant.getTime();
}

/** The first day the window runs: the store's date at its start. */
export function firstDayOf(startsAt: string | null, timeZone: string): IsoDate | '' {
  if (startsAt === null) return '';
  const instant = new Date(startsAt);
  return Number.isNaN(instant.getTime()) ? '' : localDate(instant, timeZone);
}

/**
 * The last day the window runs: the day before an end at the store's midnight (as the editor saves
 * it); an end at another time (an import, an older save at UTC midnight) runs into its own day.
 */
export function lastDayOf(endsAt: string | null, timeZone: string): IsoDate | '' {
  if (endsAt === null) return '';
  const instant = new Date(endsAt);
  if (Number.isNaN(instant.getTime())) return '';
  const day = localDate(instant, timeZone);
  return isLocalMidnight(instant, timeZone) ? addDays(day, -1) : day;
}

export function dayWindowOf(window: InstantWindow, timeZone: string): DayWindow {
  return { firstDay: firstDayOf(window.startsAt, timeZone), lastDay: lastDayOf(window.endsAt, timeZone) };
}

/**
 * The instant to save for a side: null when open; the stored instant while its day is still the
 * one read from it, so opening and saving never moves an imported 08:00 start or an end at another
 * hour; otherwise the store's midnight that begins the day.
 */
function instantOf(
  day: IsoDate | '',
  timeZone: string,
  stored: string | null,
  dayOf: (instant: string, timeZone: string) => IsoDate | '',
  dayBegun: (day: IsoDate) => IsoDate,
): string | null {
  if (day === '') return null;
  if (stored !== null && dayOf(stored, timeZone) === day) return stored;
  // A day the date field cannot give (a six-digit year) goes as typed: the API refuses it by name.
  if (!isIsoDate(day)) return day;
  return startOfLocalDay(dayBegun(day), timeZone).toISOString();
}

/**
 * The instants to save for the days picked: the first day from the store's midnight that begins
 * it, the last day up to the midnight that ends it (the next day's), in the store's time zone.
 */
export function instantWindowOf(days: DayWindow, timeZone: string, stored: InstantWindow): InstantWindow {
  return {
    startsAt: instantOf(days.firstDay, timeZone, stored.startsAt, firstDayOf, (day) => day),
    endsAt: instantOf(days.lastDay, timeZone, stored.endsAt, lastDayOf, (day) => addDays(day, 1)),
  };
}
