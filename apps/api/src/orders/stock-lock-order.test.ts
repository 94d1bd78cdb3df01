import { describe, expect, it } from 'vitest';
import { inStockLockOrder, stockGroupOf, sumUnitsByProduct } from './stock-lock-order.ts';

describe("stock rows in checkout's lock order (decision 028)", () => {
  it("puts a variation in its product's group and any other product in its own", () => {
    expect(stockGroupOf({ id: 503, parentId: 501 })).toBe(501);
    expect(stockGroupOf({ id: 502, parentId: null })).toBe(502);
  });

  it('orders by group, then product id: a variation comes before a product with a lower id when its parent id is lower', () => {
    const chairBlue = { productId: 503, group: 501, units: 1 };
    const stool = { productId: 502, group: 502, units: 1 };
    const chairRed = { productId: 504, group: 501, units: 1 };
    expect(inStockLockOrder([stool, chairRed, chairBlue])).toEqual([chairBlue, chairRed, stool]);
  });

  it('sums the lines of one product into one change, keeping the first line of it', () => {
    const summed = sumUnitsByProduct([
      { productId: 502, group: 502, units: 2, sku: 'STOOL' },
      { productId: 503, group: 501, units: 1, sku: 'CHAIR-BLUE' },
      { productId: 502, group: 502, units: 3, sku: 'STOOL' },
    ]);
    expect(summed).toEqual([
      { productId: 502, group: 502, units: 5, sku: 'STOOL' },
      { productId: 503, group: 501, units: 1, sku: 'CHAIR-BLUE' },
    ]);
  });

  it('does not change the changes it is given', () => {
    const changes = [
      { productId: 502, group: 502, units: 2 },
      { productId: 502, group: 502, units: 3 },
    ];
    const copy = structuredClone(changes);
    inStockLockOrder(sumUnitsByProduct(changes));
    expect(changes).toEqual(copy);
  });
});
