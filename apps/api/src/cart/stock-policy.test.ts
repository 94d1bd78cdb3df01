import { describe, expect, it } from 'vitest';
import { availabilityOf, effectiveStockStatus, unitLimit } from './stock-policy.ts';

describe('how many units a cart may hold', () => {
  it('in stock: the units on hand', () => {
    expect(availabilityOf({ stock: 7, stockStatus: 'in-stock' })).toEqual({ kind: 'stocked', units: 7 });
    expect(unitLimit(availabilityOf({ stock: 7, stockStatus: 'in-stock' }))).toBe(7);
  });

  it('in stock with no units left reads as out of stock (spec 4: back-order)', () => {
    expect(availabilityOf({ stock: 0, stockStatus: 'in-stock' })).toEqual({ kind: 'unavailable' });
    expect(effectiveStockStatus({ stock: 0, stockStatus: 'in-stock' })).toBe('back-order');
  });

  it('back-order is out of stock; the supplier statuses have no limit', () => {
    expect(unitLimit(availabilityOf({ stock: 9, stockStatus: 'back-order' }))).toBe(0);
    expect(unitLimit(availabilityOf({ stock: 0, stockStatus: 'back-order-quick' }))).toBeNull();
    expect(unitLimit(availabilityOf({ stock: 0, stockStatus: 'back-order-slow' }))).toBeNull();
    expect(effectiveStockStatus({ stock: 0, stockStatus: 'back-order-slow' })).toBe('back-order-slow');
  });
});
