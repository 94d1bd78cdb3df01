import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedAmountCovers, resolveFixedAmount } from './fixed-amount-rule.ts';
import { asMinor } from './money.ts';

const screen = { product_id: 1, quantity: 2, categories: [10], group_id: 7, gross: asMinor(39800) };
const cable = { product_id: 2, quantity: 3, categories: [20], group_id: 8, gross: asMinor(14700) };

describe('a fixed amount off every unit in scope', () => {
  it('without a scope it covers every unit of the cart', () => {
    const resolved = resolveFixedAmount({ amountPerUnit: asMinor(1000) }, [screen, cable]);
    expect(resolved).toEqual({ amount: 5000, units: 5, affectedProducts: [1, 2] });
  });

  it('a scope by product, category or group covers only those lines', () => {
    expect(resolveFixedAmount({ amountPerUnit: asMinor(1000), products: [2] }, [screen, cable])).toEqual({
      amount: 3000,
      units: 3,
      affectedProducts: [2],
    });
    expect(
      resolveFixedAmount({ amountPerUnit: asMinor(1000), categories: [10] }, [screen, cable]).amount,
    ).toBe(2000);
    expect(resolveFixedAmount({ amountPerUnit: asMinor(1000), groups: [8] }, [screen, cable]).amount).toBe(
      3000,
    );
  });

  it('no line in scope gives nothing', () => {
    expect(resolveFixedAmount({ amountPerUnit: asMinor(1000), groups: [99] }, [screen, cable])).toEqual({
      amount: 0,
      units: 0,
      affectedProducts: [],
    });
  });

  it('never takes more than the lines in scope are worth', () => {
    expect(resolveFixedAmount({ amountPerUnit: asMinor(10000), products: [2] }, [screen, cable]).amount).toBe(
      14700,
    );
  });

  it('tells whether a line is in scope', () => {
    expect(fixedAmountCovers({ amountPerUnit: asMinor(1), categories: [20] }, cable)).toBe(true);
    expect(fixedAmountCovers({ amountPerUnit: asMinor(1), categories: [20] }, screen)).toBe(false);
    expect(
      fixedAmountCovers({ amountPerUnit: asMinor(1), groups: [7] }, { product_id: 5, quantity: 1 }),
    ).toBe(false);
  });

  it('the amount is never negative and never above the worth of the cart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 100_000 }),
        fc.array(
          fc.record({ quantity: fc.integer({ min: 0, max: 50 }), unit: fc.integer({ min: 0, max: 50_000 }) }),
        ),
        (perUnit, rows) => {
          const lines = rows.map((row, index) => ({
            product_id: index,
            quantity: row.quantity,
            gross: asMinor(row.quantity * row.unit),
          }));
          const { amount } = resolveFixedAmount({ amountPerUnit: asMinor(perUnit) }, lines);
          const worth = lines.reduce((sum, line) => sum + line.gross, 0);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(worth);
        },
      ),
    );
  });
});
