import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Coupon, CouponReason, createCouponState } from './coupons.ts';
import {
  affectedLines,
  bestDiscount,
  buyLines,
  buyXShares,
  couponCoversItem,
  type DiscountableItem,
  DiscountSource,
  evaluateBuyX,
  itemDiscountCandidates,
  itemDiscountPercent,
} from './discounts.ts';

function item(overrides: Partial<DiscountableItem> = {}): DiscountableItem {
  return {
    uuid: 'line-1',
    product_id: 1,
    quantity: 1,
    categories: [100],
    group_id: 7,
    discount_category: 'A',
    ...overrides,
  };
}

const applied = (coupon: Coupon): Coupon => ({ applied: true, ...coupon });

describe('the per-item discount', () => {
  const state = createCouponState([
    applied({ code: 'ALL10', percentage_discount: 10 }),
    applied({ code: 'GRP20', percentage_discount: 20, specific_groups: [7] }),
    applied({ code: 'EXC15', percentage_discount: 15, excluded_groups: [3] }),
    applied({ code: 'CAT25', percentage_discount: 25, specific_discount_categories: ['A'] }),
  ]);

  it('the discount for an item is the maximum of its candidates', () => {
    expect(itemDiscountCandidates(item(), state)).toEqual([
      { source: DiscountSource.Global, percent: 10, coupon: 'ALL10' },
      { source: DiscountSource.SpecificGroup, percent: 20, coupon: 'GRP20' },
      { source: DiscountSource.ExcludedGroup, percent: 15, coupon: 'EXC15' },
      { source: DiscountSource.Category, percent: 25, coupon: 'CAT25' },
    ]);
    expect(itemDiscountPercent(item(), state)).toBe(25);
  });

  it("the logged-in customer's category discount is a candidate", () => {
    const candidates = itemDiscountCandidates(item(), state, { customerDiscounts: { A: 40, B: 50 } });
    expect(candidates.at(-1)).toEqual({ source: DiscountSource.CustomerCategory, percent: 40, coupon: null });
    expect(itemDiscountPercent(item(), state, { customerDiscounts: { A: 40 } })).toBe(40);
    expect(
      itemDiscountPercent(item({ discount_category: 'C' }), state, { customerDiscounts: { A: 40 } }),
    ).toBe(20);
  });

  it('an excluded-group discount counts only when the item group is not in the list', () => {
    const excluded = createCouponState([
      applied({ code: 'EXC15', percentage_discount: 15, excluded_groups: [3] }),
    ]);
    expect(itemDiscountPercent(item({ group_id: 3 }), excluded)).toBe(0);
    expect(itemDiscountPercent(item({ group_id: 4 }), excluded)).toBe(15);
    expect(itemDiscountPercent(item({ group_id: null }), excluded)).toBe(15);
  });

  it('a group discount counts only for items of its groups', () => {
    expect(itemDiscountPercent(item({ group_id: 8, discount_category: null }), state)).toBe(15);
  });

  it('items added by cross-sell, upsell bundle, coupon, accessory, recommended, related or campaign get no extra group discount', () => {
    const groupsOnly = createCouponState([
      applied({ code: 'GRP20', percentage_discount: 20, specific_groups: [7] }),
      applied({ code: 'EXC15', percentage_discount: 15, excluded_groups: [3] }),
      applied({ code: 'ALL5', percentage_discount: 5 }),
    ]);
    const origins: Partial<DiscountableItem>[] = [
      { cross_selling_product_id: 5 },
      { upselling_bundle_id: 5 },
      { added_by_coupon: 'GIFT' },
      { accessory_id: 5 },
      { recommended_id: 5 },
      { related_id: 5 },
      { campaign: true },
    ];
    for (const origin of origins) expect(itemDiscountPercent(item(origin), groupsOnly)).toBe(5);
    expect(itemDiscountPercent(item(), groupsOnly)).toBe(20);
  });

  it('discount calculation ignores rules that failed the minimum spend', () => {
    const failed = createCouponState([
      applied({ code: 'ALL50', percentage_discount: 50, failed_minimum_spend: true }),
    ]);
    expect(itemDiscountPercent(item(), failed)).toBe(0);
  });

  it('a numeric discount category matches coupons and the customer map by its key', () => {
    const numeric = createCouponState([
      applied({ code: 'CAT5', percentage_discount: 12, specific_discount_categories: [5] }),
    ]);
    expect(itemDiscountPercent(item({ discount_category: 5 }), numeric)).toBe(12);
    expect(
      itemDiscountPercent(item({ discount_category: 5 }), numeric, { customerDiscounts: { '5': 30 } }),
    ).toBe(30);
    expect(
      couponCoversItem({ code: 'C', specific_discount_categories: ['5'] }, item({ discount_category: 5 })),
    ).toBe(true);
  });

  it('an item without a category gets no category discount', () => {
    expect(itemDiscountPercent(item({ discount_category: null, group_id: 3 }), state)).toBe(10);
  });

  it('on a tie the earlier candidate wins', () => {
    expect(
      bestDiscount([
        { source: DiscountSource.Global, percent: 10, coupon: 'A' },
        { source: DiscountSource.Category, percent: 10, coupon: 'B' },
      ])?.coupon,
    ).toBe('A');
    expect(bestDiscount([])).toBeNull();
  });

  const percent = fc.integer({ min: 0, max: 100 });
  it('the per-item discount is the maximum of its candidates (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          global: percent,
          group: percent,
          excluded: percent,
          category: percent,
          customer: percent,
          buyX: percent,
          itemGroup: fc.constantFrom(1, 2, 3),
          itemCategory: fc.constantFrom('A', 'B'),
          plain: fc.boolean(),
        }),
        (rule) => {
          const coupons = createCouponState([
            applied({ code: 'G', percentage_discount: rule.global }),
            applied({ code: 'S', percentage_discount: rule.group, specific_groups: [1] }),
            applied({ code: 'E', percentage_discount: rule.excluded, excluded_groups: [2] }),
            applied({ code: 'C', percentage_discount: rule.category, specific_discount_categories: ['A'] }),
          ]);
          const line = item({
            group_id: rule.itemGroup,
            discount_category: rule.itemCategory,
            ...(rule.plain ? {} : { accessory_id: 9 }),
          });
          const shares = new Map([
            ['line-1', { source: DiscountSource.BuyX, percent: rule.buyX, coupon: 'X' }],
          ]);
          const expected = Math.max(
            0,
            rule.global,
            rule.plain && rule.itemGroup === 1 ? rule.group : 0,
            rule.plain && rule.itemGroup !== 2 ? rule.excluded : 0,
            rule.itemCategory === 'A' ? rule.category : 0,
            rule.itemCategory === 'A' ? rule.customer : 0,
            rule.buyX,
          );
          const result = itemDiscountPercent(line, coupons, {
            customerDiscounts: { A: rule.customer },
            buyXShares: shares,
          });
          expect(result).toBe(expected);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('buy X get Y', () => {
  const b2g1: Coupon = applied({
    code: 'B2G1',
    buy_x: 2,
    get_y: 1,
    buyx_free_amount: 100,
    buy_products: [1],
  });

  it('a buy-x-get-y coupon is valid only if buy_x, get_y and buyx_free_amount are all above 0', () => {
    expect(evaluateBuyX({ code: 'B', buy_x: 2, get_y: 1 }, [item()])).toEqual({
      ok: false,
      code: CouponReason.InvalidBuyXGetY,
    });
  });

  it('buying X of the same product gets Y of them free, spread as a percentage share', () => {
    expect(evaluateBuyX(b2g1, [item({ quantity: 3 })])).toEqual({
      ok: true,
      deals: 1,
      freeUnits: 1,
      percent: 33.33,
    });
  });

  it('a unit is either bought or rewarded: X units alone do not reach the deal', () => {
    expect(evaluateBuyX(b2g1, [item({ quantity: 2 })])).toEqual({
      ok: false,
      code: CouponReason.BuyXNotReached,
    });
  });

  it('without increment the deal is given once', () => {
    expect(evaluateBuyX(b2g1, [item({ quantity: 9 })])).toEqual({
      ok: true,
      deals: 1,
      freeUnits: 1,
      percent: 11.11,
    });
  });

  it('with increment the deal repeats for every further buy_x units', () => {
    const repeating = { ...b2g1, increment: true };
    expect(evaluateBuyX(repeating, [item({ quantity: 9 })])).toEqual({
      ok: true,
      deals: 3,
      freeUnits: 3,
      percent: 33.33,
    });
    expect(evaluateBuyX(repeating, [item({ quantity: 8 })])).toEqual({
      ok: true,
      deals: 2,
      freeUnits: 2,
      percent: 25,
    });
  });

  it('with an interval the deal repeats for every interval units bought after the first deal', () => {
    const repeating = { ...b2g1, increment: true, interval: 1 };
    // 6 units: 2 bought and 1 rewarded for the first deal, then 1 bought and 1 rewarded per deal.
    expect(evaluateBuyX(repeating, [item({ quantity: 5 })])).toEqual({
      ok: true,
      deals: 2,
      freeUnits: 2,
      percent: 40,
    });
    expect(evaluateBuyX(repeating, [item({ quantity: 7 })])).toEqual({
      ok: true,
      deals: 3,
      freeUnits: 3,
      percent: 42.86,
    });
  });

  it('buying X of one product gets Y of another', () => {
    const chargerCable = applied({
      code: 'CHARGE',
      buy_x: 2,
      get_y: 1,
      buyx_free_amount: 50,
      buy_categories: [100],
      get_products: [2],
    });
    const lines = [
      item({ uuid: 'charger', product_id: 1, quantity: 2, categories: [100] }),
      item({ uuid: 'cable', product_id: 2, quantity: 2, categories: [200] }),
    ];
    expect(evaluateBuyX(chargerCable, lines)).toEqual({ ok: true, deals: 1, freeUnits: 1, percent: 25 });
    const shares = buyXShares(createCouponState([chargerCable]), lines);
    expect([...shares.shares.keys()]).toEqual(['cable']);
    expect(shares.shares.get('cable')).toEqual({
      source: DiscountSource.BuyX,
      percent: 25,
      coupon: 'CHARGE',
    });
  });

  it('the affected items come from all_affected_items when the coupon lists them', () => {
    const coupon = applied({ ...b2g1, all_affected_items: [3] });
    const lines = [
      item({ uuid: 'a', product_id: 1, quantity: 2 }),
      item({ uuid: 'b', product_id: 3, quantity: 1 }),
    ];
    expect(affectedLines(coupon, lines).map((line) => line.uuid)).toEqual(['b']);
    expect(evaluateBuyX(coupon, lines)).toEqual({ ok: true, deals: 1, freeUnits: 1, percent: 100 });
  });

  it('the whole order counts as bought with buy_x_whole_order', () => {
    const coupon = applied({ ...b2g1, buy_x_whole_order: true, get_groups: [9] });
    const lines = [
      item({ uuid: 'a', product_id: 5, group_id: 1, quantity: 2 }),
      item({ uuid: 'b', product_id: 6, group_id: 9, quantity: 1 }),
    ];
    expect(buyLines(coupon, lines)).toHaveLength(2);
    expect(evaluateBuyX(coupon, lines)).toEqual({ ok: true, deals: 1, freeUnits: 1, percent: 100 });
  });

  it('a coupon whose quantity is below get_y gives nothing', () => {
    const coupon = applied({ code: 'B1G2', buy_x: 1, get_y: 2, buyx_free_amount: 100, get_products: [2] });
    expect(
      evaluateBuyX(coupon, [item({ product_id: 1 }), item({ uuid: 'b', product_id: 2, quantity: 1 })]),
    ).toEqual({
      ok: false,
      code: CouponReason.QuantityBelowGetY,
    });
  });

  it('a coupon whose affected items are missing gives nothing', () => {
    const coupon = applied({ ...b2g1, get_products: [42] });
    expect(evaluateBuyX(coupon, [item({ quantity: 5 })])).toEqual({
      ok: false,
      code: CouponReason.ItemsMissing,
    });
  });

  it('the buy-X share is given per affected line, the highest share winning', () => {
    const state = createCouponState([
      b2g1,
      applied({
        code: 'B1G1',
        buy_x: 1,
        get_y: 1,
        buyx_free_amount: 100,
        buy_products: [1],
        increment: true,
      }),
      applied({ code: 'MISS', buy_x: 1, get_y: 1, buyx_free_amount: 100, get_products: [99] }),
    ]);
    const shares = buyXShares(state, [item({ quantity: 4 })]);
    expect(shares.shares.get('line-1')).toEqual({ source: DiscountSource.BuyX, percent: 50, coupon: 'B1G1' });
    expect(shares.problems.get('MISS')).toBe(CouponReason.ItemsMissing);
  });

  it('the buy-X percentage share counts in the per-item maximum when the item is affected', () => {
    const state = createCouponState([b2g1, applied({ code: 'ALL10', percentage_discount: 10 })]);
    const lines = [item({ quantity: 3 })];
    const shares = buyXShares(state, lines).shares;
    expect(itemDiscountPercent(lines[0] ?? item(), state, { buyXShares: shares })).toBe(33.33);
    expect(itemDiscountPercent(item({ uuid: 'other' }), state, { buyXShares: shares })).toBe(10);
  });
});

describe('coupon scope', () => {
  it('tells which items a coupon covers', () => {
    expect(couponCoversItem({ code: 'ALL' }, item())).toBe(true);
    expect(couponCoversItem({ code: 'S', specific_groups: [7] }, item())).toBe(true);
    expect(couponCoversItem({ code: 'S', specific_groups: [7] }, item({ accessory_id: 1 }))).toBe(false);
    expect(couponCoversItem({ code: 'E', excluded_groups: [7] }, item())).toBe(false);
    expect(couponCoversItem({ code: 'C', specific_discount_categories: ['A'] }, item())).toBe(true);
    expect(
      couponCoversItem({ code: 'C', specific_discount_categories: ['A'] }, item({ discount_category: null })),
    ).toBe(false);
    expect(
      couponCoversItem({ code: 'B', buy_x: 1, get_y: 1, buyx_free_amount: 1, get_products: [2] }, item()),
    ).toBe(false);
    expect(couponCoversItem({ code: 'F', discount_type_value: 3, fixed_amount: 10 }, item())).toBe(true);
  });
});
