import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDate,
  formatEndTime,
  isIsoDate,
  isWeekend,
  localDate,
  startOfLocalDay,
  weekday,
} from './dates.ts';
import { getStore } from './stores.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('calendar dates', () => {
  it('tells a calendar date', () => {
    expect(isIsoDate('2025-02-28')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-28')).toBe(false);
  });

  it("the date of an instant in the store's time zone", () => {
    const instant = new Date('2025-03-06T23:30:00Z');
    expect(localDate(instant, 'Europe/Stockholm')).toBe('2025-03-07');
    expect(localDate(instant, 'UTC')).toBe('2025-03-06');
    expect(localDate(instant, 'Europe/Helsinki')).toBe('2025-03-07');
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(() => addDays('31.12.2025', 1)).toThrow(RangeError);
  });

  it('weekends are Saturday and Sunday', () => {
    expect(weekday('2025-03-09')).toBe(0);
    expect(isWeekend('2025-03-08')).toBe(true);
    expect(isWeekend('2025-03-09')).toBe(true);
    expect(isWeekend('2025-03-10')).toBe(false);
  });
});

describe('date formats', () => {
  it('short: year, month, day', () => {
    expect(formatDate('2025-03-07', getStore('sv'))).toBe('2025-03-07');
    expect(formatDate('2025-03-07', getStore('fi'))).toBe('7.3.2025');
    expect(formatDate('2025-03-07', getStore('nl'))).toBe('7-3-2025');
  });

  it("long adds hour and minute, in the store's time zone", () => {
    expect(plain(formatDate(new Date('2025-03-06T23:30:00Z'), getStore('sv'), 'long'))).toBe(
      '2025-03-07 00:30',
    );
    expect(plain(formatDate('2025-03-06T23:30:00Z', getStore('fi'), 'long'))).toBe('7.3.2025 klo 01.30');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('soon', getStore('sv'))).toThrow(RangeError);
  });
});

describe('the start of a local day', () => {
  it("is the store's midnight in UTC, in winter, in summer and on the days the clocks change", () => {
    expect(startOfLocalDay('2026-01-15', 'Europe/Stockholm').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'Europe/Stockholm').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfLocalDay('2026-03-29', 'Europe/Stockholm').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-10-25', 'Europe/Stockholm').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'Europe/Helsinki').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfLocalDay('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    for (const day of ['2026-03-29', '2026-10-25', '2026-06-01'])
      expect(localDate(startOfLocalDay(day, 'Europe/Amsterdam'), 'Europe/Amsterdam')).toBe(day);
  });
});

describe('deal end times (issue 20)', () => {
  it('are shown in the store’s time zone: midnight UTC is 01:00 in Stockholm in winter', () => {
    expect(formatEndTime('2026-12-01T00:00:00.000Z', getStore('sv'))).toBe('2026-12-01 01:00');
  });

  it('an end at the store’s local midnight reads as the date alone, in each of the five zones', () => {
    for (const locale of ['sv', 'no', 'da', 'fi', 'nl'] as const) {
      const store = getStore(locale);
      const end = startOfLocalDay('2026-12-01', store.timeZone);
      expect(formatEndTime(end, store)).toBe(formatDate('2026-12-01', store));
    }
    expect(formatEndTime(startOfLocalDay('2026-07-01', 'Europe/Helsinki'), getStore('fi'))).toBe('1.7.2026');
  });
});
