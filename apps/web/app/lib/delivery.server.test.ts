import { type MerchandisingFlags, merchandisingFlagsOff } from '@shop/contracts/content';
import { getStore } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import { deliveryDates, deliveryDatesById } from './delivery.server.ts';

const flags: MerchandisingFlags = { ...merchandisingFlagsOff, stockStatusDates: true };
const store = getStore('sv');
// A Monday morning in Stockholm: in stock arrives Tuesday to Thursday (1-3 working days).
const monday = new Date('2026-03-02T08:00:00Z');

describe('spec 4: delivery dates show only where the store shows them (stockStatusDates)', () => {
  it('gives the range of a stock status when the flag is on', () => {
    expect(deliveryDates('in-stock', flags, store, monday)).toEqual({
      kind: 'range',
      from: '2026-03-03',
      to: '2026-03-05',
    });
  });

  it('gives nothing when the flag is off, or the flags could not be read', () => {
    expect(deliveryDates('in-stock', { ...flags, stockStatusDates: false }, store, monday)).toBeUndefined();
    expect(deliveryDates('in-stock', null, store, monday)).toBeUndefined();
  });

  it('gives nothing for a status whose waiting time the store hides, and the others still', () => {
    const hiding = { ...flags, hiddenWaitingTimes: ['back-order-slow' as const] };
    expect(deliveryDates('back-order-slow', hiding, store, monday)).toBeUndefined();
    expect(deliveryDates('back-order-quick', hiding, store, monday)).toBeDefined();
  });

  it('keys the dates by product id and leaves out the products without any', () => {
    const products = [
      { id: 1, stock_status: 'in-stock' as const },
      { id: 2, stock_status: 'back-order-slow' as const },
    ];
    const dates = deliveryDatesById(
      products,
      { ...flags, hiddenWaitingTimes: ['back-order-slow'] },
      store,
      monday,
    );
    expect(Object.keys(dates)).toEqual(['1']);
  });

  it('gives only the end date for the home page (spec 4)', () => {
    expect(deliveryDates('in-stock', flags, store, monday, { homePage: true })).toEqual({
      kind: 'end',
      to: '2026-03-05',
    });
    const dates = deliveryDatesById([{ id: 1, stock_status: 'in-stock' }], flags, store, monday, {
      homePage: true,
    });
    expect(dates[1]).toEqual({ kind: 'end', to: '2026-03-05' });
  });
});
