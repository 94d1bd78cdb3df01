import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeDate, writePrice, zoneOffsetMinutes } from './local-formats.ts';
import { createStores } from './stores.ts';

/**
 * The hand-written formats must write what Intl writes for every store (the server rendered
 * with Intl before, and shoppers, mails and tests read these strings).
 */
const storeList = Object.values(createStores({}));

function intlPrice(minor: number, iso: string, currency: string, digits: number): string {
  return new Intl.NumberFormat(iso, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 100);
}

function intlOffset(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const found = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!found) return 0;
  const minutes = Number(found[2]) * 60 + Number(found[3]);
  return found[1] === '-' ? -minutes : minutes;
}

const instants = fc.date({
  min: new Date('1996-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('prices written by hand', () => {
  it('are what Intl writes, for every store, with and without decimals, both signs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...storeList),
        fc.integer({ min: -2_000_000_000_00, max: 2_000_000_000_00 }),
        fc.constantFrom(0, 2),
        (store, amount, digits) => {
          // + 0: amounts are never negative zero (asMinor), which Intl would write with a minus.
          const minor = (digits === 0 ? Math.round(amount / 100) * 100 : amount) + 0;
          expect(writePrice(minor, store.iso, store.currency, digits)).toBe(
            intlPrice(minor, store.iso, store.currency, digits),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('at the edges of grouping: 0, 999, 1 000, 9 999, 100 000, 1 000 000', () => {
    for (const store of storeList) {
      for (const whole of [0, 1, 999, 1000, 9999, 10_000, 100_000, 999_999, 1_000_000]) {
        for (const digits of [0, 2]) {
          for (const minor of [whole * 100, -whole * 100 + 0, whole * 100 + (digits ? 5 : 0)]) {
            expect(writePrice(minor, store.iso, store.currency, digits)).toBe(
              intlPrice(minor, store.iso, store.currency, digits),
            );
          }
        }
      }
    }
  });

  it('leave a language and currency of no store to Intl', () => {
    expect(writePrice(100, 'sv-SE', 'EUR', 2)).toBeUndefined();
    expect(writePrice(100, 'de-DE', 'EUR', 2)).toBeUndefined();
  });
});

describe('dates written by hand', () => {
  it('are what Intl writes in each store language, with and without the time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...storeList), instants, fc.boolean(), (store, instant, withTime) => {
        const options: Intl.DateTimeFormatOptions = withTime
          ? { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }
          : { year: 'numeric', month: 'numeric', day: 'numeric' };
        const intl = new Intl.DateTimeFormat(store.iso, { ...options, timeZone: 'UTC' }).format(instant);
        expect(writeDate(instant, store.iso, withTime)).toBe(intl);
      }),
      { numRuns: 3000 },
    );
  });

  it('leave a language of no store to Intl', () => {
    expect(writeDate(new Date(), 'de-DE', false)).toBeUndefined();
  });
});

describe('the stores’ clocks', () => {
  it('are ahead of UTC by what Intl says, at any instant from 1996', () => {
    fc.assert(
      fc.property(fc.constantFrom(...storeList), instants, (store, instant) => {
        expect(zoneOffsetMinutes(instant, store.timeZone)).toBe(intlOffset(instant, store.timeZone));
      }),
      { numRuns: 5000 },
    );
  });

  it('change at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    const edges = [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2027-03-28T01:00:00Z',
      '2030-10-27T01:00:00Z',
    ];
    for (const store of storeList) {
      for (const edge of edges) {
        for (const instant of [new Date(Date.parse(edge) - 60_000), new Date(edge)]) {
          expect(zoneOffsetMinutes(instant, store.timeZone)).toBe(intlOffset(instant, store.timeZone));
        }
      }
    }
  });

  it('leave a zone of no store, and years before the EU rule, to Intl', () => {
    expect(zoneOffsetMinutes(new Date(), 'America/New_York')).toBeUndefined();
    expect(zoneOffsetMinutes(new Date('1990-06-01T00:00:00Z'), 'Europe/Stockholm')).toBeUndefined();
  });
});
