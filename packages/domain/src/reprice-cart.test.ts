import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import {
  type Coupon,
  CouponReason,
  CUSTOMER_DISCOUNT_CODE,
  createCouponState,
  upsertCustomerDiscount,
} from './coupons.ts';
import { buyXShares, DiscountSource, itemDiscountPercent } from './discounts.ts';
import { ProductType } from './enums.ts';
import { divideByFactor } from './money.ts';
import { AdjustmentSource, CartNoticeCode, repriceCart } from './reprice-cart.ts';
import type { CurrencyCode } from './stores.ts';

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'screen',
    type: ProductType.Standard,
    product_id: 1,
    sku: 'IP13-SCREEN',
    name: 'iPhone 13 screen',
    slug: 'iphone-13-screen',
    price: 199,
    pricing: [
      { q: 1, p: 199 },
      { q: 5, p: 179 },
    ],
    quantity: 2,
    vat: 1.25,
    group_id: 7,
    discount_category: 'A',
    categories: [100],
    ...overrides,
  };
}

const cable = line({
  uuid: 'cable',
  product_id: 2,
  sku: 'USB-C',
  name: 'USB-C cable',
  slug: 'usb-c',
  price: 49,
  pricing: [{ q: 1, p: 49 }],
  quantity: 1,
  group_id: 8,
  discount_category: 'B',
  categories: [200],
});

const applied = (coupon: Coupon): Coupon => ({ applied: true, ...coupon });
const sek = { currency: 'SEK' } as const;

describe('repricing a cart', () => {
  it('prices each line at its tier and totals incl. and excl. VAT', () => {
    const priced = repriceCart({ items: [line(), cable] }, sek);
    expect(
      priced.lines.map((entry) => [entry.uuid, entry.unitPrice, entry.gross, entry.total, entry.vat]),
    ).toEqual([
      ['screen', 19900, 39800, 39800, 7960],
      ['cable', 4900, 4900, 4900, 980],
    ]);
    expect(priced.totals).toEqual({
      currency: 'SEK',
      quantity: 3,
      gross: 44700,
      discount: 0,
      total: 44700,
      vat: 8940,
      totalExVat: 35760,
      vatByRate: [{ factor: 1.25, ratePercent: 25, total: 44700, vat: 8940, totalExVat: 35760 }],
    });
    expect(priced.adjustments).toEqual([]);
    expect(priced.coupons).toEqual([]);
  });

  it('the unit price becomes the price of the highest pricing tier whose threshold is met', () => {
    const priced = repriceCart({ items: [line({ quantity: 5, price: 199 })] }, sek);
    expect(priced.lines[0]?.unitPrice).toBe(17900);
    expect(priced.notices).toEqual([{ code: CartNoticeCode.PriceUpdated, level: 'info', uuid: 'screen' }]);
  });

  it('the discounted price is rounded to the currency fraction digits (whole kronor in SEK)', () => {
    const coupons = createCouponState([applied({ code: 'ALL10', percentage_discount: 10 })]);
    const priced = repriceCart({ items: [line()] }, { ...sek, coupons });
    expect(priced.lines[0]).toMatchObject({
      unitPrice: 19900,
      discountPercent: 10,
      discountSource: DiscountSource.Global,
      discountedUnitPrice: 17900,
      discount: 4000,
      total: 35800,
    });
    expect(priced.adjustments).toEqual([
      { uuid: 'screen', coupon: 'ALL10', source: DiscountSource.Global, amount: 4000 },
    ]);
    expect(priced.coupons).toEqual([{ coupon: 'ALL10', ok: true, amount: 4000 }]);
  });

  it('without VAT the discounted price keeps 2 decimals from the unrounded price, and the cart charges it (spec 5)', () => {
    const coupons = createCouponState([applied({ code: 'ALL10', percentage_discount: 10 })]);
    const exVat = repriceCart({ items: [line()] }, { ...sek, coupons, includeVat: false });
    // 199 kr at 10 % off: 179.10 kr incl. VAT, 143.28 kr without; two of them.
    expect(exVat.lines[0]).toMatchObject({ discountedUnitPrice: 17910, total: 35820, totalExVat: 28656 });
    expect(exVat.totals).toMatchObject({ total: 35820, totalExVat: 28656, vat: 7164 });
    // With VAT the same cart is 179 kr a piece (143.20 without).
    const withVat = repriceCart({ items: [line()] }, { ...sek, coupons, includeVat: true });
    expect(withVat.lines[0]).toMatchObject({ discountedUnitPrice: 17900, total: 35800, totalExVat: 28640 });
  });

  it('the discounted price is rounded to cents in EUR', () => {
    const coupons = createCouponState([applied({ code: 'ALL15', percentage_discount: 15 })]);
    const priced = repriceCart(
      { items: [line({ price: 12.5, pricing: [{ q: 1, p: 12.5 }], vat: 1.255, quantity: 1 })] },
      {
        currency: 'EUR',
        coupons,
      },
    );
    expect(priced.lines[0]).toMatchObject({ discountedUnitPrice: 1063, discount: 187, total: 1063 });
    expect(priced.totals).toMatchObject({ total: 1063, vat: 216, totalExVat: 847 });
    expect(priced.totals.vatByRate[0]?.ratePercent).toBe(25.5);
  });

  it('the discount for an item is the maximum of its candidates, per line', () => {
    const coupons = createCouponState([
      applied({ code: 'ALL10', percentage_discount: 10 }),
      applied({ code: 'GRP20', percentage_discount: 20, specific_groups: [7] }),
    ]);
    const priced = repriceCart({ items: [line(), cable] }, { ...sek, coupons, customerDiscounts: { B: 30 } });
    expect(priced.lines.map((entry) => [entry.discountPercent, entry.discountSource])).toEqual([
      [20, DiscountSource.SpecificGroup],
      [30, DiscountSource.CustomerCategory],
    ]);
    expect(priced.adjustments).toEqual([
      { uuid: 'screen', coupon: 'GRP20', source: DiscountSource.SpecificGroup, amount: 8000 },
      { uuid: 'cable', coupon: null, source: DiscountSource.CustomerCategory, amount: 1500 },
    ]);
    expect(priced.coupons).toEqual([
      { coupon: 'ALL10', ok: false, code: CouponReason.Superseded },
      { coupon: 'GRP20', ok: true, amount: 8000 },
    ]);
  });

  it('a fixed full amount comes off the order, spread over the lines without drifting a cent', () => {
    const coupons = createCouponState([
      applied({ code: 'FIX100', discount_type_value: 3, fixed_amount: 100 }),
    ]);
    const priced = repriceCart({ items: [line(), cable] }, { ...sek, coupons });
    expect(priced.adjustments).toEqual([
      { uuid: 'screen', coupon: 'FIX100', source: AdjustmentSource.FixedAmount, amount: 8904 },
      { uuid: 'cable', coupon: 'FIX100', source: AdjustmentSource.FixedAmount, amount: 1096 },
    ]);
    expect(priced.totals).toMatchObject({ gross: 44700, discount: 10000, total: 34700 });
    expect(priced.coupons).toEqual([{ coupon: 'FIX100', ok: true, amount: 10000 }]);
  });

  it('a fixed amount never takes the order below 0', () => {
    const coupons = upsertCustomerDiscount(createCouponState(), 5000);
    const priced = repriceCart({ items: [cable] }, { ...sek, coupons });
    expect(priced.totals).toMatchObject({ discount: 4900, total: 0, vat: 0, totalExVat: 0 });
    expect(priced.adjustments).toEqual([
      {
        uuid: 'cable',
        coupon: CUSTOMER_DISCOUNT_CODE,
        source: AdjustmentSource.CustomerDiscount,
        amount: 4900,
      },
    ]);
    const nothingLeft = repriceCart(
      { items: [cable] },
      {
        ...sek,
        coupons: upsertCustomerDiscount(
          createCouponState([applied({ code: 'ALL', percentage_discount: 100 })]),
          10,
        ),
      },
    );
    expect(nothingLeft.coupons).toEqual([
      { coupon: 'ALL', ok: true, amount: 4900 },
      { coupon: CUSTOMER_DISCOUNT_CODE, ok: false, code: CouponReason.NoMatchingItems },
    ]);
  });

  it('the buy-X percentage share discounts every affected unit', () => {
    const coupons = createCouponState([
      applied({ code: 'B2G1', buy_x: 2, get_y: 1, buyx_free_amount: 100, buy_products: [1] }),
    ]);
    const priced = repriceCart({ items: [line({ quantity: 3 })] }, { ...sek, coupons });
    expect(priced.lines[0]).toMatchObject({
      discountPercent: 33.33,
      discountSource: DiscountSource.BuyX,
      discountedUnitPrice: 13300,
      discount: 19800,
    });
    expect(priced.coupons).toEqual([{ coupon: 'B2G1', ok: true, amount: 19800 }]);
  });

  it('VAT is computed per rate and spread over the lines of each rate', () => {
    const priced = repriceCart(
      {
        items: [
          line({ uuid: 'a', quantity: 1, price: 10, pricing: [], vat: 1.255 }),
          line({ uuid: 'b', quantity: 1, price: 10, pricing: [], vat: 1.255 }),
          line({ uuid: 'c', quantity: 1, price: 10, pricing: [], vat: 1.14 }),
        ],
      },
      { currency: 'EUR' },
    );
    expect(priced.totals.vatByRate).toEqual([
      { factor: 1.14, ratePercent: 14, total: 1000, vat: 123, totalExVat: 877 },
      { factor: 1.255, ratePercent: 25.5, total: 2000, vat: 406, totalExVat: 1594 },
    ]);
    expect(priced.lines.map((entry) => entry.vat)).toEqual([203, 203, 123]);
    expect(priced.totals).toMatchObject({ total: 3000, vat: 529, totalExVat: 2471 });
  });

  it('explains every coupon that gave nothing', () => {
    const coupons = createCouponState([
      applied({ code: 'MIN', percentage_discount: 10, failed_minimum_spend: true }),
      { code: 'PENDING', percentage_discount: 10 },
      applied({ code: 'ZERO', percentage_discount: 0 }),
      applied({ code: 'GRP', percentage_discount: 10, specific_groups: [99] }),
      applied({ code: 'BROKEN', buy_x: 2, get_y: 0, buyx_free_amount: 100 }),
      applied({ code: 'FAR', buy_x: 10, get_y: 1, buyx_free_amount: 100 }),
      applied({ code: 'NOFIX', discount_type_value: 3, fixed_amount: 0 }),
    ]);
    const priced = repriceCart({ items: [line()] }, { ...sek, coupons });
    expect(priced.coupons).toEqual([
      { coupon: 'MIN', ok: false, code: CouponReason.MinSpend },
      { coupon: 'PENDING', ok: false, code: CouponReason.NotApplied },
      { coupon: 'ZERO', ok: false, code: CouponReason.NoDiscount },
      { coupon: 'GRP', ok: false, code: CouponReason.NoMatchingItems },
      { coupon: 'BROKEN', ok: false, code: CouponReason.InvalidBuyXGetY },
      { coupon: 'FAR', ok: false, code: CouponReason.BuyXNotReached },
      { coupon: 'NOFIX', ok: false, code: CouponReason.NoDiscount },
    ]);
    expect(priced.totals.discount).toBe(0);
  });

  it('a buy-X coupon beaten on every line is superseded', () => {
    const coupons = createCouponState([
      applied({ code: 'ALL50', percentage_discount: 50 }),
      applied({ code: 'B2G1', buy_x: 2, get_y: 1, buyx_free_amount: 100 }),
    ]);
    const priced = repriceCart({ items: [line({ quantity: 3 })] }, { ...sek, coupons });
    expect(priced.coupons[1]).toEqual({ coupon: 'B2G1', ok: false, code: CouponReason.Superseded });
  });

  it('a price of 0 gets no discount', () => {
    const coupons = createCouponState([applied({ code: 'ALL10', percentage_discount: 10 })]);
    const priced = repriceCart(
      { items: [line({ price: 0, pricing: [{ q: 1, p: 0 }] })] },
      { ...sek, coupons },
    );
    expect(priced.lines[0]).toMatchObject({
      discountPercent: 0,
      discountSource: null,
      discount: 0,
      total: 0,
    });
    expect(priced.coupons).toEqual([{ coupon: 'ALL10', ok: false, code: CouponReason.NoMatchingItems }]);
  });

  it('the cart shows cart_notice as a warning and adjusted_quantity as the danger alert product.adjusted_quantity', () => {
    const priced = repriceCart({ items: [line({ cart_notice: 'Only 2 left', adjusted_quantity: 2 })] }, sek);
    expect(priced.notices).toEqual([
      { code: CartNoticeCode.Notice, level: 'warning', uuid: 'screen', text: 'Only 2 left' },
      {
        code: CartNoticeCode.QuantityAdjusted,
        level: 'danger',
        uuid: 'screen',
        messageKey: 'product.adjusted_quantity',
      },
    ]);
  });

  it('cart quantity is at most 5000, and a line with quantity 0 or less is left out', () => {
    const priced = repriceCart(
      { items: [line({ quantity: 9000, price: 179 }), line({ uuid: 'gone', quantity: 0 })] },
      sek,
    );
    expect(priced.lines.map((entry) => [entry.uuid, entry.quantity])).toEqual([['screen', 5000]]);
    expect(priced.notices).toEqual([
      { code: CartNoticeCode.QuantityClamped, level: 'info', uuid: 'screen' },
      { code: CartNoticeCode.LineRemoved, level: 'info', uuid: 'gone' },
    ]);
  });

  it('refuses a line whose VAT factor is not a rate factor, or whose price is negative', () => {
    expect(() => repriceCart({ items: [line({ vat: 0.25 })] }, sek)).toThrow(RangeError);
    expect(() => repriceCart({ items: [line({ pricing: [], price: -5 })] }, sek)).toThrow(RangeError);
  });

  it('never changes the cart it is given', () => {
    const items = [Object.freeze(line({ quantity: 9000 }))];
    repriceCart({ items }, sek);
    expect(items[0]?.quantity).toBe(9000);
  });
});

// --- properties ------------------------------------------------------------------------------

const currencies: CurrencyCode[] = ['SEK', 'NOK', 'DKK', 'EUR'];
const vatFactors = [1, 1.1, 1.12, 1.14, 1.15, 1.21, 1.25, 1.255];

const cartLine = fc
  .record({
    price: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.double({ min: 0, max: 5_000, noNaN: true })),
    tierPrice: fc.integer({ min: 0, max: 20_000 }),
    tierFrom: fc.integer({ min: 2, max: 50 }),
    quantity: fc.integer({ min: 1, max: 5000 }),
    vat: fc.constantFrom(...vatFactors),
    group: fc.constantFrom(1, 2, 3),
    category: fc.constantFrom('A', 'B', null),
    product: fc.integer({ min: 1, max: 6 }),
    accessory: fc.boolean(),
  })
  .map(
    (entry): Omit<CartItem, 'uuid'> => ({
      type: ProductType.Standard,
      product_id: entry.product,
      sku: `SKU-${entry.product}`,
      name: 'Part',
      slug: 'part',
      price: Math.round(entry.price * 100) / 100,
      pricing: [
        { q: 1, p: Math.round(entry.price * 100) / 100 },
        { q: entry.tierFrom, p: entry.tierPrice },
      ],
      quantity: entry.quantity,
      vat: entry.vat,
      group_id: entry.group,
      discount_category: entry.category,
      categories: [entry.product * 10],
      ...(entry.accessory ? { accessory_id: 99 } : {}),
    }),
  );

const percent = fc.integer({ min: 0, max: 100 });
const couponSet = fc
  .record({
    global: percent,
    group: percent,
    excluded: percent,
    category: fc.double({ min: 0, max: 100, noNaN: true }),
    fixed: fc.integer({ min: 0, max: 100_000 }),
    customerFixed: fc.integer({ min: -10, max: 5_000 }),
    buyX: fc.integer({ min: 0, max: 4 }),
    getY: fc.integer({ min: 0, max: 3 }),
    free: percent,
    increment: fc.boolean(),
    failed: fc.boolean(),
  })
  .map((rule) =>
    upsertCustomerDiscount(
      createCouponState([
        applied({ code: 'GLOBAL', percentage_discount: rule.global }),
        applied({ code: 'GROUP', percentage_discount: rule.group, specific_groups: [1] }),
        applied({ code: 'EXCLUDED', percentage_discount: rule.excluded, excluded_groups: [2] }),
        applied({
          code: 'CATEGORY',
          percentage_discount: rule.category,
          specific_discount_categories: ['A'],
        }),
        applied({ code: 'FIXED', discount_type_value: 3, fixed_amount: rule.fixed / 100 }),
        applied({
          code: 'BUYX',
          buy_x: rule.buyX,
          get_y: rule.getY,
          buyx_free_amount: rule.free,
          increment: rule.increment,
          get_products: [1, 2],
        }),
        applied({ code: 'MINSPEND', percentage_discount: 90, failed_minimum_spend: rule.failed }),
      ]),
      rule.customerFixed,
    ),
  );

const cartCase = fc.record({
  currency: fc.constantFrom(...currencies),
  lines: fc.array(cartLine, { maxLength: 12 }),
  coupons: couponSet,
  customer: fc.option(fc.record({ A: percent, B: percent }), { nil: null }),
});

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

describe('repricing properties', () => {
  it('line sums equal cart totals with no minor-unit drift in SEK, NOK, DKK and EUR', () => {
    fc.assert(
      fc.property(cartCase, ({ currency, lines, coupons, customer }) => {
        const items = lines.map((entry, index) => ({ ...entry, uuid: `line-${index}` }));
        const priced = repriceCart({ items }, { currency, coupons, customerDiscounts: customer });
        const { totals } = priced;
        expect(sum(priced.lines.map((entry) => entry.gross))).toBe(totals.gross);
        expect(sum(priced.lines.map((entry) => entry.discount))).toBe(totals.discount);
        expect(sum(priced.lines.map((entry) => entry.total))).toBe(totals.total);
        expect(sum(priced.lines.map((entry) => entry.vat))).toBe(totals.vat);
        expect(sum(priced.lines.map((entry) => entry.totalExVat))).toBe(totals.totalExVat);
        expect(totals.gross - totals.discount).toBe(totals.total);
        for (const entry of priced.lines) {
          expect(Number.isSafeInteger(entry.total)).toBe(true);
          expect(entry.gross - entry.discount).toBe(entry.total);
          const adjusted = sum(priced.adjustments.filter((a) => a.uuid === entry.uuid).map((a) => a.amount));
          expect(adjusted).toBe(entry.discount);
        }
        const credited = sum(priced.coupons.map((result) => (result.ok ? result.amount : 0)));
        const fromCoupons = sum(priced.adjustments.filter((a) => a.coupon !== null).map((a) => a.amount));
        expect(credited).toBe(fromCoupons);
      }),
    );
  });

  it('incl/excl VAT reconcile: per rate and in total', () => {
    fc.assert(
      fc.property(cartCase, ({ currency, lines, coupons }) => {
        const items = lines.map((entry, index) => ({ ...entry, uuid: `line-${index}` }));
        const { totals, lines: priced } = repriceCart({ items }, { currency, coupons });
        expect(totals.totalExVat + totals.vat).toBe(totals.total);
        expect(sum(totals.vatByRate.map((rate) => rate.vat))).toBe(totals.vat);
        expect(sum(totals.vatByRate.map((rate) => rate.total))).toBe(totals.total);
        for (const rate of totals.vatByRate) {
          expect(rate.totalExVat).toBe(divideByFactor(rate.total, rate.factor));
          expect(rate.totalExVat + rate.vat).toBe(rate.total);
          const ofRate = priced.filter((entry) => entry.vatFactor === rate.factor);
          expect(sum(ofRate.map((entry) => entry.vat))).toBe(rate.vat);
        }
        for (const entry of priced) {
          expect(entry.vat).toBeGreaterThanOrEqual(0);
          expect(entry.vat).toBeLessThanOrEqual(entry.total);
        }
      }),
    );
  });

  it('a discount never goes below 0 nor above the price', () => {
    fc.assert(
      fc.property(cartCase, ({ currency, lines, coupons, customer }) => {
        const items = lines.map((entry, index) => ({ ...entry, uuid: `line-${index}` }));
        const priced = repriceCart({ items }, { currency, coupons, customerDiscounts: customer });
        for (const entry of priced.lines) {
          expect(entry.discount).toBeGreaterThanOrEqual(0);
          expect(entry.discount).toBeLessThanOrEqual(entry.gross);
          expect(entry.discountedUnitPrice).toBeGreaterThanOrEqual(0);
          expect(entry.discountedUnitPrice).toBeLessThanOrEqual(entry.unitPrice);
        }
        for (const adjustment of priced.adjustments) expect(adjustment.amount).toBeGreaterThan(0);
        expect(priced.totals.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the per-item discount is the maximum of its candidates', () => {
    fc.assert(
      fc.property(cartCase, ({ currency, lines, coupons, customer }) => {
        const items = lines.map((entry, index) => ({ ...entry, uuid: `line-${index}` }));
        const priced = repriceCart({ items }, { currency, coupons, customerDiscounts: customer });
        const shares = buyXShares(coupons, items).shares;
        priced.lines.forEach((entry, index) => {
          const item = items[index];
          if (!item || entry.discountPercent === 0) return;
          const expected = itemDiscountPercent(item, coupons, {
            customerDiscounts: customer,
            buyXShares: shares,
          });
          expect(entry.discountPercent).toBe(expected);
        });
      }),
    );
  });
});
