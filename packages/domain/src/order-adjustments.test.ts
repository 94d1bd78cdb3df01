import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import { createCouponState } from './coupons.ts';
import { ProductType } from './enums.ts';
import { asMinor, type Minor, sumMinor } from './money.ts';
import {
  type ChargedLine,
  chargedOrderTotals,
  mergeUnits,
  priceUnits,
  refundableAmount,
  refundBreakdown,
  shareOfUnits,
  withoutShares,
} from './order-adjustments.ts';
import { orderTotals } from './order-totals.ts';
import { repriceCart } from './reprice-cart.ts';

const factor = fc.constantFrom(1.25, 1.255, 1.21, 1.12, 1.06, 1.14);

/** A charged line as an order stores it: gross, a discount not above it, and their difference. */
const chargedLine = (position: number) =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 40 }),
      unit: fc.integer({ min: 0, max: 500_000 }),
      discountPercent: fc.integer({ min: 0, max: 100 }),
      vatFactor: factor,
    })
    .map(({ quantity, unit, discountPercent, vatFactor }): ChargedLine => {
      const gross = asMinor(unit * quantity);
      const discount = asMinor(Math.floor((gross * discountPercent) / 100));
      return { position, quantity, gross, discount, total: asMinor(gross - discount), vatFactor };
    });

const chargedLines = fc
  .integer({ min: 1, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => chargedLine(index + 1))));

const shipping = fc.record({
  amount: fc.integer({ min: 0, max: 20_000 }).map(asMinor),
  vatFactor: factor,
});

describe('the share of units of a charged line', () => {
  it('taking every unit one by one gives back exactly the line, and no share is negative', () => {
    fc.assert(
      fc.property(chargedLine(1), (line) => {
        let left = line;
        const taken: Minor[] = [];
        while (left.quantity > 0) {
          const share = shareOfUnits(left, 1);
          expect(share.total).toBeGreaterThanOrEqual(0);
          expect(share.gross - share.discount).toBe(share.total);
          taken.push(share.total);
          [left] = withoutShares([left], [share]) as [ChargedLine];
        }
        expect(sumMinor(taken)).toBe(line.total);
        expect(left).toMatchObject({ quantity: 0, gross: 0, discount: 0, total: 0 });
      }),
    );
  });

  it('a share and what is left of the line add up to the line', () => {
    fc.assert(
      fc.property(
        chargedLine(1).chain((line) =>
          fc.tuple(fc.constant(line), fc.integer({ min: 0, max: line.quantity })),
        ),
        ([line, units]) => {
          const share = shareOfUnits(line, units);
          const [left] = withoutShares([line], [share]) as [ChargedLine];
          expect(share.total + left.total).toBe(line.total);
          expect(share.gross + left.gross).toBe(line.gross);
          expect(share.discount + left.discount).toBe(line.discount);
          expect(left.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('splits 100.00 over 3 units as 33.34 + 33.33 + 33.33', () => {
    const line: ChargedLine = {
      position: 1,
      quantity: 3,
      gross: asMinor(10_000),
      discount: asMinor(0),
      total: asMinor(10_000),
      vatFactor: 1.25,
    };
    expect(shareOfUnits(line, 1).total).toBe(3334);
    expect(shareOfUnits(line, 2).total).toBe(6667);
    expect(() => shareOfUnits(line, 4)).toThrow(RangeError);
  });
});

describe('units asked of an order', () => {
  const lines: ChargedLine[] = [
    {
      position: 1,
      quantity: 2,
      gross: asMinor(39800),
      discount: asMinor(0),
      total: asMinor(39800),
      vatFactor: 1.25,
    },
    {
      position: 2,
      quantity: 1,
      gross: asMinor(9900),
      discount: asMinor(990),
      total: asMinor(8910),
      vatFactor: 1.25,
    },
  ];

  it('names a line the order does not have, and more units than a line has left', () => {
    expect(priceUnits(lines, [{ position: 3, units: 1 }])).toMatchObject({ ok: false, code: 'UNKNOWN_LINE' });
    expect(priceUnits(lines, [{ position: 1, units: 3 }])).toEqual({
      ok: false,
      code: 'TOO_MANY_UNITS',
      position: 1,
      available: 2,
    });
    // The same line twice counts its units together.
    expect(
      priceUnits(lines, [
        { position: 1, units: 1 },
        { position: 1, units: 2 },
      ]),
    ).toMatchObject({ ok: false, code: 'TOO_MANY_UNITS' });
    // What is still available (here: one unit already refunded) limits the units.
    expect(priceUnits(lines, [{ position: 1, units: 2 }], (line) => line.quantity - 1)).toMatchObject({
      ok: false,
      available: 1,
    });
    expect(priceUnits(lines, [{ position: 1, units: 0 }])).toMatchObject({
      ok: false,
      code: 'TOO_MANY_UNITS',
    });
  });

  it('prices the units of each line by its share', () => {
    expect(
      priceUnits(lines, [
        { position: 2, units: 1 },
        { position: 1, units: 1 },
      ]),
    ).toEqual({
      ok: true,
      shares: [
        { position: 1, units: 1, gross: 19900, discount: 0, total: 19900 },
        { position: 2, units: 1, gross: 9900, discount: 990, total: 8910 },
      ],
    });
    expect(
      mergeUnits([
        { position: 1, units: 1 },
        { position: 1, units: 1 },
      ]),
    ).toEqual([{ position: 1, units: 2 }]);
  });
});

describe('the totals of a charged order', () => {
  it('goods plus shipping is the total, and the rates add up to the VAT of the lines and shipping', () => {
    fc.assert(
      fc.property(chargedLines, shipping, (lines, ship) => {
        const { totals, lineVat } = chargedOrderTotals(lines, ship, 'SEK');
        expect(totals.total).toBe(totals.goods + totals.shipping);
        expect(totals.goods).toBe(sumMinor(lines.map((line) => line.total)));
        expect(sumMinor(totals.vatByRate.map((rate) => rate.vat))).toBe(totals.vat);
        expect(sumMinor(lineVat) + totals.shippingVat).toBe(totals.vat);
        expect(totals.totalExVat + totals.vat).toBe(totals.total);
      }),
    );
  });

  it('an order recomputed without a change has the checkout totals exactly', () => {
    const items: CartItem[] = [
      {
        uuid: 'a',
        type: ProductType.Standard,
        product_id: 1,
        sku: 'A',
        name: 'A',
        slug: 'a',
        price: 199,
        pricing: [{ q: 1, p: 199 }],
        quantity: 3,
        vat: 1.25,
        group_id: 6,
      },
      {
        uuid: 'b',
        type: ProductType.Standard,
        product_id: 2,
        sku: 'B',
        name: 'B',
        slug: 'b',
        price: 49.5,
        pricing: [{ q: 1, p: 49.5 }],
        quantity: 1,
        vat: 1.12,
      },
    ];
    const cart = repriceCart({ items }, { currency: 'SEK', coupons: createCouponState() });
    const ship = { amount: asMinor(4900), vatFactor: 1.25 };
    const lines: ChargedLine[] = cart.lines.map((line, index) => ({
      position: index + 1,
      quantity: line.quantity,
      gross: line.gross,
      discount: line.discount,
      total: line.total,
      vatFactor: line.vatFactor,
    }));
    const recomputed = chargedOrderTotals(lines, ship, 'SEK');
    expect(recomputed.totals).toEqual(orderTotals(cart.totals, ship));
    expect(recomputed.lineVat).toEqual(cart.lines.map((line) => line.vat));
  });

  it('cancelling units lowers the total by exactly their share', () => {
    fc.assert(
      fc.property(
        chargedLines.chain((lines) =>
          fc.tuple(
            fc.constant(lines),
            fc.constantFrom(...lines).chain((line) =>
              fc.record({
                position: fc.constant(line.position),
                units: fc.integer({ min: 1, max: line.quantity }),
              }),
            ),
          ),
        ),
        shipping,
        ([lines, cancel], ship) => {
          const priced = priceUnits(lines, [cancel]);
          if (!priced.ok) throw new Error('the units exist');
          const before = chargedOrderTotals(lines, ship, 'EUR').totals;
          const after = chargedOrderTotals(withoutShares(lines, priced.shares), ship, 'EUR').totals;
          expect(before.total - after.total).toBe(sumMinor(priced.shares.map((share) => share.total)));
        },
      ),
    );
  });
});

describe('a refund', () => {
  const rates = chargedOrderTotals(
    [
      {
        position: 1,
        quantity: 1,
        gross: asMinor(10_000),
        discount: asMinor(0),
        total: asMinor(10_000),
        vatFactor: 1.25,
      },
      {
        position: 2,
        quantity: 1,
        gross: asMinor(5_000),
        discount: asMinor(0),
        total: asMinor(5_000),
        vatFactor: 1.12,
      },
    ],
    { amount: asMinor(0), vatFactor: 1.25 },
    'SEK',
  ).totals.vatByRate;

  it('taxes lines at their rate, shipping at its own, and spreads a free amount over the rates', () => {
    const breakdown = refundBreakdown({
      lines: [{ position: 2, units: 1, gross: asMinor(5000), discount: asMinor(0), total: asMinor(5000) }],
      lineFactors: new Map([
        [1, 1.25],
        [2, 1.12],
      ]),
      shipping: { amount: asMinor(4900), vatFactor: 1.25 },
      amount: asMinor(3000),
      orderRates: rates,
    });
    // 3000 over rates of 10000 and 5000: 2000 at 25 %, 1000 at 12 %.
    expect(breakdown).toMatchObject({ lines: 5000, shipping: 4900, amount: 3000, total: 12_900 });
    expect(breakdown.amountByRate).toEqual([
      { factor: 1.12, amount: 1000 },
      { factor: 1.25, amount: 2000 },
    ]);
    expect(breakdown.vatByRate).toEqual([
      { factor: 1.12, ratePercent: 12, total: 6000, vat: 643, totalExVat: 5357 },
      { factor: 1.25, ratePercent: 25, total: 6900, vat: 1380, totalExVat: 5520 },
    ]);
    expect(breakdown.vat).toBe(643 + 1380);
  });

  it('the rates of any refund add up to its total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (amount, ship) => {
          const breakdown = refundBreakdown({
            lines: [],
            lineFactors: new Map(),
            shipping: ship > 0 ? { amount: asMinor(ship), vatFactor: 1.25 } : null,
            amount: asMinor(amount),
            orderRates: rates,
          });
          expect(sumMinor(breakdown.vatByRate.map((rate) => rate.total))).toBe(breakdown.total);
          expect(breakdown.vat).toBeLessThanOrEqual(breakdown.total);
        },
      ),
    );
  });

  it('never gives back more than is left of the charge', () => {
    expect(refundableAmount(asMinor(10_000), asMinor(2_500))).toBe(7_500);
    expect(refundableAmount(asMinor(10_000), asMinor(12_000))).toBe(0);
  });
});
