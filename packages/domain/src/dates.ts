import { writeDate, zoneOffsetMinutes } from './local-formats.ts';
import type { Store } from './stores.ts';

/** A calendar date written YYYY-MM-DD, with no time and no time zone. */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): value is IsoDate {
  const found = isoDatePattern.exec(value);
  if (!found) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function parseIsoDate(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return new Date(`${date}T00:00:00Z`);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (the store's, for its delivery estimates). */
export function localDate(now: Date, timeZone: string): IsoDate {
  const offset = zoneOffsetMinutes(now, timeZone);
  if (offset !== undefined) return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes a time zone is ahead of UTC at an instant (60 for Stockholm in winter). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const known = zoneOffsetMinutes(instant, timeZone);
  if (known !== undefined) return known;
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const found = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!found) return 0;
  const minutes = Number(found[2]) * 60 + Number(found[3]);
  return found[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a calendar day begins in a time zone. European clocks change at 01:00 UTC, after
 * every zone's midnight, so the offset in force at 00:00 UTC of the day is the one of its midnight.
 */
export function startOfLocalDay(date: IsoDate, timeZone: string): Date {
  const utcMidnight = parseIsoDate(date);
  return new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight, timeZone) * 60_000);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const next = parseIsoDate(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 0 is Sunday, 6 is Saturday. */
export function weekday(date: IsoDate): number {
  return parseIsoDate(date).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

/** Spec 9: the short date format has year, month and day; the long one adds hour and minute. */
export type DateStyle = 'short' | 'long';

const dateOptions: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  short: { year: 'numeric', month: 'numeric', day: 'numeric' },
  long: { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/**
 * A date in the store's language. A calendar date (YYYY-MM-DD) is shown as it is; an instant
 * (a Date or an ISO timestamp) is shown in the store's time zone.
 */
export function formatDate(
  value: Date | string,
  store: Pick<Store, 'iso' | 'timeZone'>,
  style: DateStyle = 'short',
): string {
  const calendarDate = typeof value === 'string' && isIsoDate(value);
  const instant = calendarDate ? parseIsoDate(value) : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const offset = calendarDate ? 0 : zoneOffsetMinutes(instant, store.timeZone);
  const written =
    offset === undefined
      ? undefined
      : writeDate(new Date(instant.getTime() + offset * 60_000), store.iso, style === 'long');
  return written ?? dateFormatter(store.iso, style, calendarDate ? 'UTC' : store.timeZone).format(instant);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Made once per language, style and zone: a formatter costs far more to make than to use. */
function dateFormatter(iso: string, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${iso} ${style} ${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(iso, { ...dateOptions[style], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * When something ends (a deal), in the store's time zone: an end at the store's local midnight
 * reads as that date alone, any other end with its hour and minute (issue 20).
 */
export function formatEndTime(value: Date | string, store: Pick<Store, 'iso' | 'timeZone'>): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const localMinutes =
    (instant.getUTCHours() * 60 + instant.getUTCMinutes() + offsetMinutes(instant, store.timeZone)) % 1440;
  const atMidnight = (localMinutes + 1440) % 1440 === 0 && instant.getUTCSeconds() === 0;
  return formatDate(instant, store, atMidnight ? 'short' : 'long');
}
