import { localeCodes } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { dayWindowOf, firstDayOf, instantWindowOf, lastDayOf } from './day-window.ts';

const open = { startsAt: null, endsAt: null } as const;
const stockholm = 'Europe/Stockholm';

/** Whether the shop runs a window at an instant, as the storefront reads it (the end exclusive). */
const runsAt = (window: { startsAt: string | null; endsAt: string | null }, at: string) =>
  (window.startsAt === null || window.startsAt <= at) && (window.endsAt === null || window.endsAt > at);

/*
 * The instants written out by hand from each zone's offset: Stockholm, Oslo, Copenhagen and
 * Amsterdam are UTC+1 in winter and UTC+2 in summer, Helsinki an hour more. Clocks go forward on
 * the last Sunday of March (28 March 2027) and back on the last Sunday of October (25 October 2026).
 */
const central = {
  winter: ['2026-11-30T23:00:00.000Z', '2026-12-03T23:00:00.000Z'],
  spring: ['2027-03-26T23:00:00.000Z', '2027-03-28T22:00:00.000Z'],
  autumn: ['2026-10-23T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
} as const;
const eastern = {
  winter: ['2026-11-30T22:00:00.000Z', '2026-12-03T22:00:00.000Z'],
  spring: ['2027-03-26T22:00:00.000Z', '2027-03-28T21:00:00.000Z'],
  autumn: ['2026-10-23T21:00:00.000Z', '2026-10-25T22:00:00.000Z'],
} as const;
const expected = { sv: central, no: central, da: central, fi: eastern, nl: central } as const;
const days = {
  winter: { firstDay: '2026-12-01', lastDay: '2026-12-03' },
  // The last day is the Sunday the clocks change: it runs to the next midnight at the new offset.
  spring: { firstDay: '2027-03-27', lastDay: '2027-03-28' },
  autumn: { firstDay: '2026-10-24', lastDay: '2026-10-25' },
} as const;

describe('campaign and coupon days in the store time zone, the last day inclusive', () => {
  for (const code of localeCodes) {
    const { timeZone } = getStore(code);
    for (const season of ['winter', 'spring', 'autumn'] as const) {
      it(`${code} (${timeZone}), ${season}: the first day from its midnight to the end of the last day, and back`, () => {
        const [startsAt, endsAt] = expected[code][season];
        const window = instantWindowOf(days[season], timeZone, open);
        expect(window).toEqual({ startsAt, endsAt });
        expect(dayWindowOf(window, timeZone)).toEqual(days[season]);
      });
    }
  }

  it('an end date of 3 December runs all of 3 December in Sweden and stops as 4 December begins', () => {
    const window = instantWindowOf({ firstDay: '2026-12-01', lastDay: '2026-12-03' }, stockholm, open);
    expect(runsAt(window, '2026-12-03T22:59:59.000Z')).toBe(true);
    expect(runsAt(window, '2026-12-03T23:00:00.000Z')).toBe(false);
    expect(runsAt(window, '2026-11-30T22:59:59.000Z')).toBe(false);
  });

  it('today picked just after the store’s midnight runs at once, and a window of one day runs all of it', () => {
    // 00:30 on 2 December in Stockholm is 23:30 UTC on 1 December.
    const now = '2026-12-01T23:30:00.000Z';
    const window = instantWindowOf({ firstDay: '2026-12-02', lastDay: '2026-12-02' }, stockholm, open);
    expect(runsAt(window, now)).toBe(true);
    expect(window).toEqual({ startsAt: '2026-12-01T23:00:00.000Z', endsAt: '2026-12-02T23:00:00.000Z' });
  });

  it('an empty day is an open side', () => {
    expect(instantWindowOf({ firstDay: '', lastDay: '' }, stockholm, open)).toEqual(open);
    expect(dayWindowOf(open, stockholm)).toEqual({ firstDay: '', lastDay: '' });
  });

  it('an end at another hour than midnight shows its own day and is saved unchanged until the day is edited', () => {
    // An older save at UTC midnight is 01:00 in Stockholm: 3 December runs its first hour.
    const stored = { startsAt: '2026-11-27T08:00:00.000Z', endsAt: '2026-12-03T00:00:00.000Z' };
    expect(firstDayOf(stored.startsAt, stockholm)).toBe('2026-11-27');
    expect(lastDayOf(stored.endsAt, stockholm)).toBe('2026-12-03');
    const shown = dayWindowOf(stored, stockholm);
    expect(instantWindowOf(shown, stockholm, stored)).toEqual(stored);
    // A changed day starts or ends at the store's midnight; the other side stays as it was.
    expect(instantWindowOf({ ...shown, lastDay: '2026-12-05' }, stockholm, stored)).toEqual({
      startsAt: stored.startsAt,
      endsAt: '2026-12-05T23:00:00.000Z',
    });
    expect(instantWindowOf({ ...shown, firstDay: '2026-11-28' }, stockholm, stored)).toEqual({
      startsAt: '2026-11-27T23:00:00.000Z',
      endsAt: stored.endsAt,
    });
  });

  it('reads an instant in the zone of the store it belongs to', () => {
    // 22:30 UTC on 3 December is 3 December in Amsterdam and 4 December (00:30) in Helsinki.
    expect(firstDayOf('2026-12-03T22:30:00.000Z', 'Europe/Amsterdam')).toBe('2026-12-03');
    expect(firstDayOf('2026-12-03T22:30:00.000Z', 'Europe/Helsinki')).toBe('2026-12-04');
    // Helsinki's midnight ending 3 December is Stockholm's 23:00: its own day there.
    expect(lastDayOf('2026-12-03T22:00:00.000Z', 'Europe/Helsinki')).toBe('2026-12-03');
    expect(lastDayOf('2026-12-03T22:00:00.000Z', stockholm)).toBe('2026-12-03');
  });

  it('a day the date field cannot give goes as typed, for the API to refuse by name', () => {
    expect(instantWindowOf({ firstDay: '', lastDay: '275760-09-13' }, stockholm, open).endsAt).toBe(
      '275760-09-13',
    );
  });
});
