/**
 * How the shop's five stores write prices, dates and times, and the clocks of their time zones,
 * without Intl.
 *
 * Why not Intl: the first Intl formatter a browser makes loads its locale data, about 40 ms of
 * main thread on a fast desktop and four times that on a mid-range phone, in the middle of the
 * page's hydration (the product page formats its first price there). That one task was the
 * largest part of the pages' total blocking time (issue 19). The server formats with the same
 * code, so the page's HTML and its hydration agree whatever ICU version each side has.
 *
 * The tables write exactly what Intl writes for these languages, currencies and zones
 * (local-formats.test.ts compares them over many amounts, dates and instants); anything else (a
 * language or zone of no store) returns undefined and the caller asks Intl.
 */

const nbsp = '\u00a0';
const minusSign = '\u2212';

interface PriceFormat {
  readonly group: string;
  readonly decimal: string;
  readonly minus: string;
  readonly write: (sign: string, number: string) => string;
}

/** By `${iso} ${currency}`: the pairs of the shop's stores. */
const priceFormats: Readonly<Record<string, PriceFormat>> = {
  'sv-SE SEK': { group: nbsp, decimal: ',', minus: minusSign, write: (sign, n) => `${sign}${n}${nbsp}kr` },
  'nb-NO NOK': { group: nbsp, decimal: ',', minus: minusSign, write: (sign, n) => `${sign}${n}${nbsp}kr` },
  'da-DK DKK': { group: '.', decimal: ',', minus: '-', write: (sign, n) => `${sign}${n}${nbsp}kr.` },
  'fi-FI EUR': { group: nbsp, decimal: ',', minus: minusSign, write: (sign, n) => `${sign}${n}${nbsp}€` },
  'nl-NL EUR': { group: '.', decimal: ',', minus: '-', write: (sign, n) => `€${nbsp}${sign}${n}` },
};

function groupThousands(digits: string, separator: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part}${separator}${grouped}` : part;
  }
  return grouped;
}

/**
 * A price in minor units (two minor digits, already rounded to `digits` fraction digits) as the
 * store's language writes it; undefined for a language and currency of no store.
 */
export function writePrice(minor: number, iso: string, currency: string, digits: number): string | undefined {
  const format = priceFormats[`${iso} ${currency}`];
  if (!format || !Number.isSafeInteger(minor) || (digits !== 0 && digits !== 2)) return undefined;
  const magnitude = Math.abs(minor);
  const whole = groupThousands(String(Math.floor(magnitude / 100)), format.group);
  const number =
    digits === 0 ? whole : `${whole}${format.decimal}${String(magnitude % 100).padStart(2, '0')}`;
  return format.write(minor < 0 ? format.minus : '', number);
}

interface DateFormat {
  readonly date: (year: number, month: number, day: number) => string;
  readonly dateTime: (date: string, hours: string, minutes: string) => string;
}

const pad = (value: number) => String(value).padStart(2, '0');

const dateFormats: Readonly<Record<string, DateFormat>> = {
  'sv-SE': {
    date: (year, month, day) => `${year}-${pad(month)}-${pad(day)}`,
    dateTime: (date, hours, minutes) => `${date} ${hours}:${minutes}`,
  },
  'nb-NO': {
    date: (year, month, day) => `${day}.${month}.${year}`,
    dateTime: (date, hours, minutes) => `${date}, ${hours}:${minutes}`,
  },
  'da-DK': {
    date: (year, month, day) => `${day}.${month}.${year}`,
    dateTime: (date, hours, minutes) => `${date}, ${hours}.${minutes}`,
  },
  'fi-FI': {
    date: (year, month, day) => `${day}.${month}.${year}`,
    dateTime: (date, hours, minutes) => `${date} klo ${hours}.${minutes}`,
  },
  'nl-NL': {
    date: (year, month, day) => `${day}-${month}-${year}`,
    dateTime: (date, hours, minutes) => `${date}, ${hours}:${minutes}`,
  },
};

/**
 * A wall-clock reading (the UTC fields of `local` are the local date and time) as the store's
 * language writes it, with the time when `withTime`; undefined for a language of no store or a
 * year outside 1000-9999.
 */
export function writeDate(local: Date, iso: string, withTime: boolean): string | undefined {
  const format = dateFormats[iso];
  const year = local.getUTCFullYear();
  if (!format || year < 1000 || year > 9999) return undefined;
  const date = format.date(year, local.getUTCMonth() + 1, local.getUTCDate());
  return withTime ? format.dateTime(date, pad(local.getUTCHours()), pad(local.getUTCMinutes())) : date;
}

/** Standard time's minutes ahead of UTC in the stores' zones, all on the EU's summer time. */
const euZones: Readonly<Record<string, number>> = {
  'Europe/Stockholm': 60,
  'Europe/Oslo': 60,
  'Europe/Copenhagen': 60,
  'Europe/Amsterdam': 60,
  'Europe/Helsinki': 120,
};

/** The EU's summer time rule (Directive 2000/84/EC) has held in all five zones since 1996. */
const firstYearOfRule = 1996;

/** The last Sunday of a month at 01:00 UTC, when the EU's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/**
 * Minutes a store's zone is ahead of UTC at an instant: standard time, and an hour more from the
 * last Sunday of March to the last Sunday of October (01:00 UTC both). Undefined for a zone of
 * no store or a year before the rule.
 */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number | undefined {
  const standard = euZones[timeZone];
  const year = instant.getUTCFullYear();
  if (standard === undefined || year < firstYearOfRule || year > 9999) return undefined;
  const time = instant.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return standard + (summer ? 60 : 0);
}
