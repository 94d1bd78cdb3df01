import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.ts';
import { couponCategoryIds, withCategoryMembers } from './category-members.ts';
import { type Coupon, CouponReason } from './coupons.ts';
import { evaluateBuyX } from './discounts.ts';
import { ProductType } from './enums.ts';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'line-1',
    type: ProductType.Standard,
    product_id: 1,
    sku: 'SCREEN-1',
    name: 'Screen',
    slug: 'screen',
    price: 199,
    pricing: [{ q: 1, p: 199 }],
    quantity: 3,
    vat: 1.25,
    // Placed in the sub-category 12 ("iPhone screens") of 10 ("Screens").
    categories: [12],
    ...overrides,
  };
}

const screensB2G1: Coupon = {
  code: 'SCREENS-B2G1',
  applied: true,
  buy_x: 2,
  get_y: 1,
  buyx_free_amount: 100,
  buy_categories: [10],
};

describe('coupon categories and the category-children lookup (spec 7)', () => {
  it('lists the buy and get categories of the coupons once each', () => {
    expect(
      couponCategoryIds([screensB2G1, { code: 'X', get_categories: [30, 10] }, { code: 'PLAIN10' }]),
    ).toEqual([10, 30]);
  });

  it('a buy-X-get-Y coupon for a category counts a product of its sub-category once the lookup says so', () => {
    const items = [item()];
    // The item's own categories do not name 10: without the lookup the coupon finds nothing.
    expect(evaluateBuyX(screensB2G1, items)).toEqual({ ok: false, code: CouponReason.ItemsMissing });
    const members = { '10': [1], '30': [] };
    expect(evaluateBuyX(screensB2G1, withCategoryMembers(items, members))).toMatchObject({
      ok: true,
      freeUnits: 1,
    });
  });

  it('a failed lookup (an empty map) leaves the items as they are', () => {
    const items = [item()];
    expect(withCategoryMembers(items, {})).toEqual(items);
    expect(withCategoryMembers(items, { '10': [2] })[0]?.categories).toEqual([12]);
  });
});
