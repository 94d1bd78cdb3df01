import { describe, expect, it } from 'vitest';
import {
  activeCouponCodes,
  addCoupon,
  applyCouponAnswer,
  type Coupon,
  CouponKind,
  CouponReason,
  CUSTOMER_DISCOUNT_CODE,
  clearRejected,
  computeCouponAggregates,
  couponCartProblem,
  couponFixedAmount,
  couponKind,
  couponReasonTextKey,
  couponRejection,
  createCouponState,
  findCoupon,
  isCouponActive,
  isValidBuyXGetY,
  removeCoupon,
  upsertCustomerDiscount,
  validateCouponsInCart,
} from './coupons.ts';

const applied = (coupon: Coupon): Coupon => ({ applied: true, ...coupon });

describe('coupon kinds', () => {
  it('tells each rule kind apart', () => {
    expect(couponKind({ code: CUSTOMER_DISCOUNT_CODE, fixed_amount: 50 })).toBe(CouponKind.CustomerDiscount);
    expect(couponKind({ code: 'FIX', discount_type_value: 3, fixed_amount: 100 })).toBe(
      CouponKind.FixedAmount,
    );
    expect(couponKind({ code: 'B2G1', buy_x: 2, get_y: 1, buyx_free_amount: 100 })).toBe(CouponKind.BuyXGetY);
    expect(couponKind({ code: 'GRP', specific_groups: [1] })).toBe(CouponKind.SpecificGroups);
    expect(couponKind({ code: 'EXC', excluded_groups: [1] })).toBe(CouponKind.ExcludedGroups);
    expect(couponKind({ code: 'CAT', specific_discount_categories: ['A'] })).toBe(CouponKind.Categories);
    expect(couponKind({ code: 'ALL', percentage_discount: 10 })).toBe(CouponKind.Global);
  });

  it('discount_type_value 3 means a fixed full amount', () => {
    expect(couponKind({ code: 'FIX', discount_type_value: 3, percentage_discount: 10 })).toBe(
      CouponKind.FixedAmount,
    );
    expect(couponKind({ code: 'PCT', discount_type_value: 1, percentage_discount: 10 })).toBe(
      CouponKind.Global,
    );
    expect(couponFixedAmount({ code: 'FIX', fixed_amount: -5 })).toBe(0);
  });

  it('a buy-x-get-y coupon is valid only if buy_x, get_y and buyx_free_amount are all above 0', () => {
    expect(isValidBuyXGetY({ code: 'B', buy_x: 2, get_y: 1, buyx_free_amount: 100 })).toBe(true);
    expect(isValidBuyXGetY({ code: 'B', buy_x: 0, get_y: 1, buyx_free_amount: 100 })).toBe(false);
    expect(isValidBuyXGetY({ code: 'B', buy_x: 2, get_y: 0, buyx_free_amount: 100 })).toBe(false);
    expect(isValidBuyXGetY({ code: 'B', buy_x: 2, get_y: 1, buyx_free_amount: 0 })).toBe(false);
    expect(isValidBuyXGetY({ code: 'B', buy_x: 2, get_y: 1, buyx_free_amount: null })).toBe(false);
    expect(isValidBuyXGetY({ code: 'B', buy_x: Number.NaN, get_y: 1, buyx_free_amount: 5 })).toBe(false);
  });

  it('active coupons are those applied and without a failed minimum spend', () => {
    expect(isCouponActive({ code: 'A', applied: true })).toBe(true);
    expect(isCouponActive({ code: 'A', applied: true, failed_minimum_spend: false })).toBe(true);
    expect(isCouponActive({ code: 'A', applied: true, failed_minimum_spend: true })).toBe(false);
    expect(isCouponActive({ code: 'A', applied: false })).toBe(false);
    expect(isCouponActive({ code: 'A' })).toBe(false);
  });
});

describe('coupon aggregates', () => {
  const coupons: Coupon[] = [
    applied({ code: 'ALL10', percentage_discount: 10 }),
    applied({ code: 'ALL15', percentage_discount: 15 }),
    applied({ code: 'GRP20', percentage_discount: 20, specific_groups: [7, 8] }),
    applied({ code: 'GRP25', percentage_discount: 25, specific_groups: [9] }),
    applied({ code: 'EXC12', percentage_discount: 12, excluded_groups: [3] }),
    applied({ code: 'CATA', percentage_discount: 30, specific_discount_categories: ['A', 'B'] }),
    applied({ code: 'CATB', percentage_discount: 35, specific_discount_categories: ['B'] }),
    applied({ code: 'B2G1', buy_x: 2, get_y: 1, buyx_free_amount: 100 }),
    applied({ code: 'B2G1R', buy_x: 2, get_y: 1, buyx_free_amount: 100, increment: true }),
    applied({ code: 'BROKEN', buy_x: 2, get_y: 0, buyx_free_amount: 100 }),
  ];

  it('computes the global discount, the group maxima, the category maxima and the buy-X lists', () => {
    const aggregates = computeCouponAggregates(coupons);
    expect(aggregates.global).toBe(15);
    expect(aggregates.specificGroupMax).toEqual({ discount: 25, groups: [9] });
    expect(aggregates.excludedGroupMax).toEqual({ discount: 12, groups: [3] });
    expect(aggregates.specificCatMax).toEqual({ A: 30, B: 35 });
    expect(aggregates.buyXGetY.map((coupon) => coupon.code)).toEqual(['B2G1']);
    expect(aggregates.buyXIncrement.map((coupon) => coupon.code)).toEqual(['B2G1R']);
  });

  it('discount calculation ignores rules that failed the minimum spend', () => {
    const aggregates = computeCouponAggregates([
      applied({ code: 'ALL50', percentage_discount: 50, failed_minimum_spend: true }),
      applied({ code: 'ALL5', percentage_discount: 5 }),
      { code: 'ALL60', percentage_discount: 60, applied: false },
    ]);
    expect(aggregates.global).toBe(5);
  });

  it('an empty state has no discounts', () => {
    const state = createCouponState();
    expect(state).toEqual({
      items: [],
      rejected: [],
      global: 0,
      specificGroupMax: { discount: 0, groups: [] },
      excludedGroupMax: { discount: 0, groups: [] },
      specificCatMax: {},
      buyXGetY: [],
      buyXIncrement: [],
    });
  });

  it('a coupon removed from the list recomputes the discount aggregates', () => {
    const state = createCouponState(coupons);
    const without = removeCoupon(state, 'all15');
    expect(without.global).toBe(10);
    expect(findCoupon(without, 'ALL15')).toBeUndefined();
    const noGroups = removeCoupon(removeCoupon(without, 'GRP25'), 'grp20');
    expect(noGroups.specificGroupMax).toEqual({ discount: 0, groups: [] });
    expect(state.global).toBe(15);
  });

  it('keeps percentages between 0 and 100', () => {
    expect(computeCouponAggregates([applied({ code: 'BIG', percentage_discount: 250 })]).global).toBe(100);
  });
});

describe('adding and removing coupons', () => {
  it('adds a valid discount code, trimmed', () => {
    const result = addCoupon(createCouponState(), { code: ' SUMMER-24 ' });
    expect(result.ok && result.state.items).toEqual([{ code: 'SUMMER-24' }]);
  });

  it('a discount code has at least 3 letters, digits or dashes', () => {
    expect(addCoupon(createCouponState(), { code: 'AB' })).toEqual({
      ok: false,
      code: CouponReason.InvalidCode,
    });
    expect(addCoupon(createCouponState(), { code: 'A B C' })).toEqual({
      ok: false,
      code: CouponReason.InvalidCode,
    });
  });

  it('a code already in the cart is not added twice (case-insensitively)', () => {
    const state = createCouponState([{ code: 'SUMMER' }]);
    expect(addCoupon(state, { code: 'summer' })).toEqual({ ok: false, code: CouponReason.AlreadyAdded });
  });

  it('a code added again leaves the rejected list', () => {
    const state = createCouponState([], ['SUMMER']);
    const result = addCoupon(state, { code: 'summer' });
    expect(result.ok && result.state.rejected).toEqual([]);
  });

  it('forgets rejected codes once shown', () => {
    expect(clearRejected(createCouponState([], ['A1B'])).rejected).toEqual([]);
  });
});

describe('the customer-discount coupon', () => {
  it('the customer-discount coupon is added', () => {
    const state = upsertCustomerDiscount(createCouponState([{ code: 'SUMMER' }]), 50, 'Kundrabatt');
    expect(state.items).toEqual([
      { code: 'SUMMER' },
      { code: CUSTOMER_DISCOUNT_CODE, applied: true, fixed_amount: 50, discount_label: 'Kundrabatt' },
    ]);
  });

  it('the customer-discount coupon is updated', () => {
    const first = upsertCustomerDiscount(createCouponState(), 50, 'Kundrabatt');
    const second = upsertCustomerDiscount(first, 80);
    expect(second.items).toEqual([
      { code: CUSTOMER_DISCOUNT_CODE, applied: true, fixed_amount: 80, discount_label: 'Kundrabatt' },
    ]);
  });

  it('the customer-discount coupon is removed when its amount is 0 or less', () => {
    const state = upsertCustomerDiscount(createCouponState([{ code: 'SUMMER' }]), 50);
    expect(upsertCustomerDiscount(state, 0).items).toEqual([{ code: 'SUMMER' }]);
    expect(upsertCustomerDiscount(state, -10).items).toEqual([{ code: 'SUMMER' }]);
    expect(upsertCustomerDiscount(state, Number.NaN).items).toEqual([{ code: 'SUMMER' }]);
  });
});

describe('the server answer', () => {
  it('a coupon counts as rejected if the server answer has no matching code', () => {
    expect(couponRejection('SUMMER', [{ code: 'WINTER', applied: true }])).toBe(CouponReason.Unknown);
  });

  it('codes are compared case-insensitively', () => {
    expect(couponRejection('summer', [{ code: 'SUMMER', applied: true }])).toBeNull();
  });

  it('a coupon counts as rejected if it is not applied', () => {
    expect(couponRejection('SUMMER', [{ code: 'summer', applied: false }])).toBe(CouponReason.NotApplied);
  });

  it('a rejected coupon is removed from the cart and flagged', () => {
    const state = upsertCustomerDiscount(
      createCouponState([{ code: 'SUMMER' }, { code: 'WINTER' }, { code: 'SPRING' }, { code: 'AUTUMN' }]),
      25,
    );
    const change = applyCouponAnswer(state, [
      { code: 'summer', applied: true, percentage_discount: 10 },
      { code: 'WINTER', applied: false },
      { code: 'AUTUMN', applied: true, failed_minimum_spend: true },
    ]);
    expect(change.state.items.map((coupon) => coupon.code)).toEqual([
      'SUMMER',
      'AUTUMN',
      CUSTOMER_DISCOUNT_CODE,
    ]);
    expect(change.state.items[0]).toEqual({ code: 'SUMMER', applied: true, percentage_discount: 10 });
    expect(change.state.rejected).toEqual(['WINTER', 'SPRING']);
    expect(change.state.global).toBe(10);
    expect(change.rejectedNotice).toBe(true);
    expect(change.outcomes).toEqual([
      { coupon: 'SUMMER', ok: true },
      { coupon: 'WINTER', ok: false, code: CouponReason.NotApplied },
      { coupon: 'SPRING', ok: false, code: CouponReason.Unknown },
      { coupon: 'AUTUMN', ok: false, code: CouponReason.MinSpend },
    ]);
    expect(activeCouponCodes(change.state)).toEqual(['SUMMER', CUSTOMER_DISCOUNT_CODE]);
  });

  it('an answer that rejects nothing raises no notice', () => {
    const change = applyCouponAnswer(createCouponState([{ code: 'SUMMER' }]), [
      { code: 'SUMMER', applied: true },
    ]);
    expect(change.rejectedNotice).toBe(false);
  });

  it('a rejected code is flagged once', () => {
    const state = createCouponState([{ code: 'summer' }], ['SUMMER']);
    expect(applyCouponAnswer(state, []).state.rejected).toEqual(['SUMMER']);
  });
});

describe('coupon validation in the cart', () => {
  const b2g1: Coupon = applied({
    code: 'B2G1',
    buy_x: 2,
    get_y: 2,
    buyx_free_amount: 100,
    all_affected_items: [10, 11],
  });

  it('a coupon whose affected items are missing from the cart is removed and flagged rejected', () => {
    const change = validateCouponsInCart(
      createCouponState([b2g1, applied({ code: 'ALL', percentage_discount: 5 })]),
      [{ product_id: 99, quantity: 5 }],
    );
    expect(change.state.items.map((coupon) => coupon.code)).toEqual(['ALL']);
    expect(change.state.rejected).toEqual(['B2G1']);
    expect(change.rejectedNotice).toBe(true);
    expect(change.outcomes).toEqual([{ coupon: 'B2G1', ok: false, code: CouponReason.ItemsMissing }]);
  });

  it('a coupon whose quantity is below get_y is removed and flagged rejected', () => {
    expect(couponCartProblem(b2g1, [{ product_id: 10, quantity: 1 }])).toBe(CouponReason.QuantityBelowGetY);
    const change = validateCouponsInCart(createCouponState([b2g1]), [{ product_id: 10, quantity: 1 }]);
    expect(change.outcomes).toEqual([{ coupon: 'B2G1', ok: false, code: CouponReason.QuantityBelowGetY }]);
  });

  it('keeps a coupon whose affected items are in the cart', () => {
    const state = createCouponState([b2g1]);
    const change = validateCouponsInCart(state, [
      { product_id: 10, quantity: 1 },
      { product_id: 11, quantity: 1 },
    ]);
    expect(change).toEqual({ state, outcomes: [], rejectedNotice: false });
  });

  it('a coupon without affected items is not checked', () => {
    expect(couponCartProblem({ code: 'ALL', percentage_discount: 5 }, [])).toBeNull();
  });
});

describe('reason texts', () => {
  it('each reason has a text key', () => {
    expect(couponReasonTextKey(CouponReason.MinSpend)).toBe('coupon.min-spend');
    expect(couponReasonTextKey(CouponReason.QuantityBelowGetY)).toBe('coupon.quantity-below-get-y');
    const keys = Object.values(CouponReason).map(couponReasonTextKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
