import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import { ProductType } from './enums.ts';
import { asMinor } from './money.ts';
import { meetsMinimumSpend, missingForMinimumSpend, orderTotals, shippingCharge } from './order-totals.ts';
import { repriceCart } from './reprice-cart.ts';

function item(overrides: Partial<CartItem>): CartItem {
  return {
    uuid: 'a',
    type: ProductType.Standard,
    product_id: 1,
    sku: 'A',
    name: 'A',
    slug: 'a',
    price: 199,
    pricing: [{ q: 1, p: 199 }],
    quantity: 1,
    vat: 1.25,
    ...overrides,
  };
}

describe('shipping charge', () => {
  it('costs its price below the free-shipping threshold and nothing at or above it', () => {
    const rate = { price: asMinor(4900), freeAbove: asMinor(49900) };
    expect(shippingCharge(rate, asMinor(49899))).toBe(4900);
    expect(shippingCharge(rate, asMinor(49900))).toBe(0);
  });

  it('a method without a threshold always costs its price', () => {
    expect(shippingCharge({ price: asMinor(9900), freeAbove: null }, asMinor(10_000_000))).toBe(9900);
  });
});

describe('minimum spend', () => {
  it('is met at the minimum, and no minimum is always met', () => {
    expect(meetsMinimumSpend(asMinor(50000), asMinor(50000))).toBe(true);
    expect(meetsMinimumSpend(asMinor(49999), asMinor(50000))).toBe(false);
    expect(meetsMinimumSpend(asMinor(0), null)).toBe(true);
    expect(meetsMinimumSpend(asMinor(0), undefined)).toBe(true);
  });

  it('tells how much more to spend', () => {
    expect(missingForMinimumSpend(asMinor(30000), asMinor(50000))).toBe(20000);
    expect(missingForMinimumSpend(asMinor(60000), asMinor(50000))).toBe(0);
  });
});

describe('order totals', () => {
  it('adds shipping to its VAT rate: the total is goods + shipping and the rates sum to the VAT', () => {
    const cart = repriceCart({ items: [item({ quantity: 2 })] }, { currency: 'SEK' });
    const totals = orderTotals(cart.totals, { amount: asMinor(4900), vatFactor: 1.25 });
    expect(totals).toEqual({
      currency: 'SEK',
      goodsGross: 39800,
      discount: 0,
      goods: 39800,
      shipping: 4900,
      shippingVat: 980,
      total: 44700,
      vat: 8940,
      totalExVat: 35760,
      vatByRate: [{ factor: 1.25, ratePercent: 25, total: 44700, vat: 8940, totalExVat: 35760 }],
    });
  });

  it('shipping at a rate no goods line has gets its own rate line, in rate order', () => {
    const cart = repriceCart({ items: [item({ vat: 1 })] }, { currency: 'SEK' });
    const totals = orderTotals(cart.totals, { amount: asMinor(4900), vatFactor: 1.25 });
    expect(totals.vatByRate.map((rate) => [rate.factor, rate.total, rate.vat])).toEqual([
      [1, 19900, 0],
      [1.25, 4900, 980],
    ]);
    expect(totals.vat).toBe(980);
  });

  it('free shipping adds no rate line', () => {
    const cart = repriceCart({ items: [item({ vat: 1 })] }, { currency: 'EUR' });
    const totals = orderTotals(cart.totals, { amount: asMinor(0), vatFactor: 1.255 });
    expect(totals.vatByRate).toHaveLength(1);
    expect(totals.shippingVat).toBe(0);
  });

  it('always reconciles: total = goods + shipping, VAT = sum of the rates, ex VAT = total - VAT', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
            vat: fc.constantFrom(1, 1.21, 1.25, 1.255),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(1.21, 1.25, 1.255),
        (rows, shipping, factor) => {
          const items = rows.map((row, index) =>
            item({
              uuid: String(index),
              product_id: index,
              price: row.price / 100,
              pricing: [{ q: 1, p: row.price / 100 }],
              quantity: row.quantity,
              vat: row.vat,
            }),
          );
          const cart = repriceCart({ items }, { currency: 'EUR' });
          const totals = orderTotals(cart.totals, { amount: asMinor(shipping), vatFactor: factor });
          expect(totals.total).toBe(cart.totals.total + shipping);
          expect(totals.vat).toBe(totals.vatByRate.reduce((sum, rate) => sum + rate.vat, 0));
          expect(totals.total).toBe(totals.vatByRate.reduce((sum, rate) => sum + rate.total, 0));
          expect(totals.totalExVat).toBe(totals.total - totals.vat);
        },
      ),
    );
  });
});
