import Holidays from 'date-holidays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isWeekend } from './dates.ts';
import { deliveryDisplay, deliveryWindow, estimateDelivery } from './delivery.ts';
import { localeCodes } from './locales.ts';
import { getStore } from './stores.ts';

const sv = getStore('sv');
const fi = getStore('fi');

describe('estimated delivery', () => {
  it('in-stock 1 to 3 working days, back-order-quick 4 to 6, back-order-slow 5 to 7', () => {
    expect(deliveryWindow('in-stock')).toEqual({ minDays: 1, maxDays: 3 });
    expect(deliveryWindow('back-order-quick')).toEqual({ minDays: 4, maxDays: 6 });
    expect(deliveryWindow('back-order-slow')).toEqual({ minDays: 5, maxDays: 7 });
    const monday = new Date('2025-03-03T09:00:00Z');
    expect(estimateDelivery('in-stock', monday, sv)).toEqual({ from: '2025-03-04', to: '2025-03-06' });
    expect(estimateDelivery('back-order-quick', monday, sv)).toEqual({
      from: '2025-03-07',
      to: '2025-03-11',
    });
    expect(estimateDelivery('back-order-slow', monday, sv)).toEqual({ from: '2025-03-10', to: '2025-03-12' });
  });

  it('weekends are skipped', () => {
    const friday = new Date('2025-03-07T09:00:00Z');
    expect(estimateDelivery('in-stock', friday, sv)).toEqual({ from: '2025-03-10', to: '2025-03-12' });
  });

  it("each country's public holidays are skipped", () => {
    // Christmas Eve, Christmas, Boxing Day, New Year's Eve and New Year's Day in Sweden.
    expect(estimateDelivery('in-stock', new Date('2025-12-23T10:00:00Z'), sv)).toEqual({
      from: '2025-12-29',
      to: '2026-01-02',
    });
    // Finland's Independence Day (Monday 6 December 2027) is a working day in Sweden.
    const friday = new Date('2027-12-03T10:00:00Z');
    expect(estimateDelivery('in-stock', friday, fi)?.from).toBe('2027-12-07');
    expect(estimateDelivery('in-stock', friday, sv)?.from).toBe('2027-12-06');
  });

  it("today is the date in the store's time zone", () => {
    // 23:30 UTC on Thursday is already Friday in Stockholm.
    const lateThursday = new Date('2025-03-06T23:30:00Z');
    expect(estimateDelivery('in-stock', lateThursday, sv)?.from).toBe('2025-03-10');
    expect(estimateDelivery('in-stock', lateThursday, { ...sv, timeZone: 'UTC' })?.from).toBe('2025-03-07');
  });

  it('back-order and other statuses get no estimate', () => {
    expect(estimateDelivery('back-order', new Date(), sv)).toBeNull();
    expect(estimateDelivery('discontinued', new Date(), sv)).toBeNull();
    expect(estimateDelivery(null, new Date(), sv)).toBeNull();
    expect(deliveryWindow(undefined)).toBeNull();
  });

  it('is shown as a date range, or only the end date on the home page', () => {
    const estimate = { from: '2025-03-04', to: '2025-03-06' };
    expect(deliveryDisplay(estimate, { homePage: false })).toEqual({
      kind: 'range',
      from: '2025-03-04',
      to: '2025-03-06',
    });
    expect(deliveryDisplay(estimate, { homePage: true })).toEqual({ kind: 'end', to: '2025-03-06' });
  });

  const calendars = new Map(localeCodes.map((code) => [code, new Holidays(getStore(code).countryCode)]));
  const closedDays = new Map<string, boolean>();
  const closed = (code: (typeof localeCodes)[number], date: string): boolean => {
    const key = `${code} ${date}`;
    let answer = closedDays.get(key);
    if (answer === undefined) {
      const holidays = calendars.get(code)?.isHoliday(`${date} 12:00:00`) || [];
      answer = holidays.some((day) => day.type === 'public' || day.type === 'bank');
      closedDays.set(key, answer);
    }
    return answer;
  };

  it('delivery estimates never end on a weekend or a public holiday', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('in-stock', 'back-order-quick', 'back-order-slow'),
        fc.constantFrom(...localeCodes),
        (now, status, code) => {
          const estimate = estimateDelivery(status, now, getStore(code));
          if (!estimate) throw new Error('no estimate');
          for (const date of [estimate.from, estimate.to]) {
            expect(isWeekend(date)).toBe(false);
            expect(closed(code, date)).toBe(false);
          }
          expect(estimate.from < estimate.to).toBe(true);
          let workingDays = 0;
          for (let date = estimate.from; date < estimate.to; date = addDays(date, 1)) {
            const next = addDays(date, 1);
            if (!isWeekend(next) && !closed(code, next)) workingDays += 1;
          }
          const window = deliveryWindow(status);
          expect(workingDays).toBe((window?.maxDays ?? 0) - (window?.minDays ?? 0));
        },
      ),
      { numRuns: 200 },
    );
    // About a second alone; a shared CI machine with coverage on has taken six.
  }, 30_000);
});
