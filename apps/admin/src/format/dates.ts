import type { DisplayLocale } from './display-locale.ts';

/** The shop runs from Sweden: staff read every time on the Stockholm clock, whatever the store. */
export const officeTimeZone = 'Europe/Stockholm';

function formatter(locale: DisplayLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone: officeTimeZone, ...options });
}

/** A moment as day and time in Stockholm: "25 Nov 2026, 14:05" / "25 nov. 2026 14:05". */
export function formatDateTime(iso: string, locale: DisplayLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment as its day in Stockholm: "25 Nov 2026" / "25 nov. 2026". */
export function formatDay(iso: string, locale: DisplayLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD) as it is, with no zone to move it: "3 Dec 2026" / "3 dec. 2026".
 * For days already read in their store's zone (a coupon's last day, format/day-window.ts).
 */
export function formatCalendarDay(day: string, locale: DisplayLocale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' }).format(date);
}

/** The machine-readable value of a <time> element. */
export function dateTimeAttribute(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString();
}
