import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySubscriptionAction,
  isDue,
  isSubscriptionInterval,
  nextOrderDate,
  subscriptionIntervals,
} from './subscriptions.ts';

describe('subscriptions', () => {
  it('know their interval names', () => {
    expect(isSubscriptionInterval('3-months')).toBe(true);
    expect(isSubscriptionInterval('weekly')).toBe(false);
    expect(isSubscriptionInterval(3)).toBe(false);
  });

  it('the next order is the same day months later, or the last day of a shorter month', () => {
    expect(nextOrderDate('2026-11-21', '1-month')).toBe('2026-12-21');
    expect(nextOrderDate('2026-11-21', '2-months')).toBe('2027-01-21');
    expect(nextOrderDate('2027-01-31', '1-month')).toBe('2027-02-28');
    expect(nextOrderDate('2028-01-31', '1-month')).toBe('2028-02-29');
    expect(nextOrderDate('2026-08-31', '6-months')).toBe('2027-02-28');
    expect(() => nextOrderDate('soon', '1-month')).toThrow(RangeError);
  });

  it('the next order date is always later, and within the interval plus a few days', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    const interval = fc.constantFrom(
      ...(Object.keys(subscriptionIntervals) as (keyof typeof subscriptionIntervals)[]),
    );
    fc.assert(
      fc.property(day, interval, (date, name) => {
        const from = date.toISOString().slice(0, 10);
        const next = nextOrderDate(from, name);
        expect(next > from).toBe(true);
        const days = (Date.parse(next) - Date.parse(from)) / 86_400_000;
        expect(days).toBeLessThanOrEqual(subscriptionIntervals[name] * 31);
        expect(days).toBeGreaterThanOrEqual(subscriptionIntervals[name] * 28 - 3);
      }),
    );
  });

  it('pause, resume and cancel; a cancelled subscription stays cancelled', () => {
    expect(applySubscriptionAction('active', 'pause')).toEqual({ ok: true, status: 'paused' });
    expect(applySubscriptionAction('paused', 'resume')).toEqual({ ok: true, status: 'active' });
    expect(applySubscriptionAction('paused', 'cancel')).toEqual({ ok: true, status: 'cancelled' });
    expect(applySubscriptionAction('cancelled', 'resume')).toEqual({
      ok: false,
      code: 'SUBSCRIPTION_CANCELLED',
    });
  });

  it('only an active subscription on or after its date is due', () => {
    expect(isDue({ status: 'active', next_order_at: '2026-11-21' }, '2026-11-21')).toBe(true);
    expect(isDue({ status: 'active', next_order_at: '2026-11-22' }, '2026-11-21')).toBe(false);
    expect(isDue({ status: 'paused', next_order_at: '2026-11-01' }, '2026-11-21')).toBe(false);
  });
});
