import type { AdminOrder } from '@shop/contracts/admin-orders';
import { describe, expect, it } from 'vitest';
import { chosenUnits, refundTotal, unitsLeft } from './refund-preview.ts';

function line(position: number, quantity: number, total: number, refunded = 0) {
  return {
    position,
    quantity,
    gross: total,
    total,
    refunded_quantity: refunded,
    vat_rate: 1.25,
  } as AdminOrder['lines'][number];
}

function order(lines: AdminOrder['lines'], shippingPrice = 49, shippingRefunded = false): AdminOrder {
  return {
    currency: 'SEK',
    lines,
    shipping: { price: shippingPrice } as AdminOrder['shipping'],
    shipping_refunded: shippingRefunded,
  } as AdminOrder;
}

describe('the refund dialog shows what a refund comes to, as the server prices it', () => {
  it('prices units at their share of the line, the shares adding up to the line', () => {
    const threeForHundred = order([line(1, 3, 100)]);
    const one = refundTotal(threeForHundred, { units: { 1: 1 }, shipping: false, amount: Number.NaN });
    const two = refundTotal(threeForHundred, { units: { 1: 2 }, shipping: false, amount: Number.NaN });
    expect(one).toBe(33.34);
    expect((one ?? 0) + 66.66).toBeCloseTo(100, 2);
    expect(two).toBe(66.67);
    expect(refundTotal(threeForHundred, { units: { 1: 3 }, shipping: false, amount: 0 })).toBe(100);
  });

  it('adds the shipping charge and a free amount', () => {
    const placed = order([line(1, 1, 199)]);
    expect(refundTotal(placed, { units: { 1: 1 }, shipping: true, amount: 25.5 })).toBe(273.5);
  });

  it('adds no shipping charge that was refunded already', () => {
    const placed = order([line(1, 1, 199)], 49, true);
    expect(refundTotal(placed, { units: {}, shipping: true, amount: Number.NaN })).toBe(0);
  });

  it('refuses more units than a line has left to refund', () => {
    const placed = order([line(1, 2, 200, 1)]);
    expect(unitsLeft(placed.lines[0]!)).toBe(1);
    expect(refundTotal(placed, { units: { 1: 2 }, shipping: false, amount: 0 })).toBeNull();
  });

  it('sends only lines with units', () => {
    expect(chosenUnits({ 1: 0, 2: 3, 3: Number.NaN })).toEqual([{ position: 2, quantity: 3 }]);
  });
});
