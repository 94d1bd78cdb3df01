import Holidays from 'date-holidays';
import { addDays, type IsoDate, isWeekend } from './dates.ts';

/**
 * Days without deliveries besides weekends: the country's public holidays, and its whole-day bank
 * holidays (Christmas Eve, Midsummer Eve, New Year's Eve in the Nordic countries), when carriers
 * do not deliver either. A half day (Norway's New Year's Eve from 14:00) stays a working day.
 * The data comes from date-holidays (pure data and computation).
 */
const closedTypes: ReadonlySet<string> = new Set(['public', 'bank']);

const calendars = new Map<string, Holidays>();
const holidaysByYear = new Map<string, ReadonlySet<IsoDate>>();

function calendarFor(countryCode: string): Holidays {
  const key = countryCode.toUpperCase();
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Holidays(key);
    calendars.set(key, calendar);
  }
  return calendar;
}

/** The public (and bank) holidays of a country in a year, as calendar dates. */
export function publicHolidays(countryCode: string, year: number): ReadonlySet<IsoDate> {
  const key = `${countryCode.toUpperCase()} ${year}`;
  const cached = holidaysByYear.get(key);
  if (cached) return cached;
  const dates = new Set(
    calendarFor(countryCode)
      .getHolidays(year)
      .filter((holiday) => closedTypes.has(holiday.type) && holiday.date.endsWith(' 00:00:00'))
      .map((holiday) => holiday.date.slice(0, 10)),
  );
  holidaysByYear.set(key, dates);
  return dates;
}

export function isPublicHoliday(date: IsoDate, countryCode: string): boolean {
  return publicHolidays(countryCode, Number(date.slice(0, 4))).has(date);
}

/** A working day is neither a weekend day nor a public holiday of the country. */
export function isWorkingDay(date: IsoDate, countryCode: string): boolean {
  return !isWeekend(date) && !isPublicHoliday(date, countryCode);
}

/** The date `days` working days after `date` (the start date itself does not count). */
export function addWorkingDays(date: IsoDate, days: number, countryCode: string): IsoDate {
  let current = date;
  let left = Math.max(0, Math.trunc(days));
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current, countryCode)) left -= 1;
  }
  return current;
}
