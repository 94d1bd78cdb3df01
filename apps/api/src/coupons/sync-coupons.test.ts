import type { CartItem } from '@shop/domain/cart';
import { applyCouponAnswer, type CouponAnswer, createCouponState } from '@shop/domain/coupons';
import { repriceCart } from '@shop/domain/reprice-cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

type Answer = Record<string, unknown> & { code: string };

describeEachDatabase('POST /api/sync-coupons', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: ({ database }) =>
        prepareCommerce(database.db, [
          {
            store_id: 1,
            code: 'SvOnly',
            kind: 'percentage',
            percent_bp: 500,
            created_at: new Date().toISOString(),
          },
          {
            store_id: 1,
            code: 'PAIR-OF-PROTECTORS',
            kind: 'buy_x_get_y',
            buy_x: 1,
            get_y: 2,
            percent_bp: 5000,
            buy_x_whole_order: 1,
            scope: { get_products: [4] },
            created_at: new Date().toISOString(),
          },
          {
            store_id: 1,
            code: 'OFF-RULE',
            kind: 'percentage',
            percent_bp: 500,
            active: 0,
            created_at: new Date().toISOString(),
          },
        ]),
    });
  });
  afterAll(() => api.close());

  const answer = async (
    coupons: unknown[],
    cart: unknown[],
    locale: 'sv' | 'fi' = 'sv',
  ): Promise<Answer[]> => {
    const response = await api.request(`/api/sync-coupons?${storeQuery(locale)}`, {
      method: 'POST',
      json: { coupons, cart_contents: cart },
    });
    expect(response.status).toBe(200);
    return response.body as Answer[];
  };
  const screens = (quantity: number) => [{ sku: 'SCREEN-1', quantity }];

  describe('codes', () => {
    it('match case-insensitively and answer with the code as the shop wrote it', async () => {
      const [coupon] = await answer(['save10'], screens(1));
      expect(coupon).toMatchObject({
        code: 'SAVE10',
        applied: true,
        failed_minimum_spend: false,
        reason: null,
        discount_type_value: 1,
        discount_type_percentage: true,
        percentage_discount: 10,
        buy_x: null,
        fixed_amount: null,
      });
    });

    it('accept a coupon object as the storefront keeps it, and answer each code once', async () => {
      const answers = await answer([{ code: 'SAVE10', applied: false }, 'Save10'], screens(1));
      expect(answers.map((coupon) => coupon.code)).toEqual(['SAVE10']);
    });

    it('each failure carries its reason, and the coupon is not applied', async () => {
      const answers = await answer(
        ['NOPE-123', 'EXPIRED10', 'SOON10', 'USEDUP', 'OFF-RULE', 'x!'],
        screens(1),
      );
      expect(answers.map((coupon) => [coupon.code, coupon.applied, coupon.reason])).toEqual([
        ['NOPE-123', false, 'COUPON_UNKNOWN'],
        ['EXPIRED10', false, 'COUPON_EXPIRED'],
        ['SOON10', false, 'COUPON_NOT_STARTED'],
        ['USEDUP', false, 'COUPON_USED_UP'],
        ['OFF-RULE', false, 'COUPON_UNKNOWN'],
        ['x!', false, 'COUPON_INVALID_CODE'],
      ]);
    });

    it('a code belongs to its store', async () => {
      expect((await answer(['svonly'], screens(1), 'sv'))[0]?.applied).toBe(true);
      expect((await answer(['svonly'], screens(1), 'fi'))[0]).toMatchObject({
        applied: false,
        reason: 'COUPON_UNKNOWN',
      });
    });
  });

  describe('minimum spend', () => {
    it('below the minimum the coupon stays applied but failed_minimum_spend, with what is missing', async () => {
      const [coupon] = await answer(['MIN500'], screens(1));
      expect(coupon).toMatchObject({
        applied: true,
        failed_minimum_spend: true,
        reason: 'COUPON_MIN_SPEND',
        minimum_spend: 500,
        missing_for_minimum_spend: 301,
      });
    });

    it('at the minimum it is active', async () => {
      const [coupon] = await answer(['MIN500'], screens(3));
      expect(coupon).toMatchObject({
        failed_minimum_spend: false,
        reason: null,
        missing_for_minimum_spend: 0,
      });
    });

    it('is measured on catalog prices, not on the prices the client sent', async () => {
      const [coupon] = await answer(['MIN500'], [{ sku: 'SCREEN-1', quantity: 1, price: 10_000 }]);
      expect(coupon?.failed_minimum_spend).toBe(true);
    });

    it("is measured in the store's currency", async () => {
      expect((await answer(['MIN500'], screens(2), 'fi'))[0]).toMatchObject({
        failed_minimum_spend: true,
        minimum_spend: 50,
      });
      expect((await answer(['MIN500'], screens(3), 'fi'))[0]).toMatchObject({ failed_minimum_spend: false });
    });
  });

  describe('rule kinds', () => {
    it('percentage scoped to groups, all but some groups, and discount categories', async () => {
      const answers = await answer(['CASES20', 'NOGIFT15', 'PARTS25'], screens(1));
      expect(
        answers.map((coupon) => [
          coupon.code,
          coupon.percentage_discount,
          coupon.specific_groups,
          coupon.excluded_groups,
          coupon.specific_discount_categories,
        ]),
      ).toEqual([
        ['CASES20', 20, [6], null, null],
        ['NOGIFT15', 15, null, [12], null],
        ['PARTS25', 25, null, null, [1]],
      ]);
    });

    it('buy X get Y with increment and the whole-order flag', async () => {
      const [threeForTwo, charger] = await answer(
        ['BUY3PAY2', 'CHARGER50'],
        [
          { sku: 'PROTECTOR-1', quantity: 3 },
          { sku: 'CHARGER-1', quantity: 1 },
        ],
      );
      expect(threeForTwo).toMatchObject({
        applied: true,
        buy_x: 2,
        get_y: 1,
        buyx_free_amount: 100,
        increment: true,
        buy_x_whole_order: false,
        buy_groups: [7],
        get_groups: [7],
        buy_x_percentage_total: 33.33,
      });
      expect(charger).toMatchObject({
        buy_x: 1,
        get_y: 1,
        buyx_free_amount: 50,
        buy_x_whole_order: true,
        get_groups: [9],
        buy_x_percentage_total: 50,
      });
    });

    it('spec 4: a buy-X coupon names the products it rewards in this cart (all_affected_items)', async () => {
      const [threeForTwo, charger] = await answer(
        ['BUY3PAY2', 'CHARGER50'],
        [
          { sku: 'PROTECTOR-1', quantity: 3 },
          { sku: 'CHARGER-1', quantity: 1 },
          { sku: 'SCREEN-1', quantity: 1 },
        ],
      );
      expect(threeForTwo?.all_affected_items).toEqual([4]);
      expect(charger?.all_affected_items).toEqual([14]);
    });

    it('spec 4: a buy-X coupon whose rewarded items are gone, or fewer than get_y, is not applied', async () => {
      const [charger] = await answer(['CHARGER50'], [{ sku: 'PROTECTOR-1', quantity: 3 }]);
      expect(charger).toMatchObject({
        applied: false,
        reason: 'COUPON_ITEMS_MISSING',
        all_affected_items: null,
      });
      const [pair] = await answer(['PAIR-OF-PROTECTORS'], [{ sku: 'PROTECTOR-1', quantity: 1 }]);
      expect(pair).toMatchObject({
        applied: false,
        reason: 'COUPON_QUANTITY_BELOW_GET_Y',
        all_affected_items: [4],
      });
      const [enough] = await answer(['PAIR-OF-PROTECTORS'], [{ sku: 'PROTECTOR-1', quantity: 3 }]);
      expect(enough).toMatchObject({ applied: true, reason: null, all_affected_items: [4] });
    });

    it('a buy-X coupon whose X is not reached says so', async () => {
      const [coupon] = await answer(['BUY3PAY2'], [{ sku: 'PROTECTOR-1', quantity: 2 }]);
      expect(coupon).toMatchObject({
        applied: true,
        reason: 'COUPON_BUY_X_NOT_REACHED',
        buy_x_percentage_total: null,
      });
    });

    it('a fixed full amount (discount_type_value 3) off the order, with the VAT inside it', async () => {
      const [coupon] = await answer(['GIFT100'], screens(3));
      expect(coupon).toMatchObject({
        applied: true,
        discount_type_value: 3,
        discount_type_percentage: false,
        fixed_amount: 100,
        vat_rate: 1.25,
        vat_amount: 20,
        all_affected_items: null,
      });
    });

    it('a fixed amount per unit in scope is resolved for the cart, at most what those units cost', async () => {
      const answers = await answer(
        ['FIXED50'],
        [
          { sku: 'BULK-1', quantity: 2 },
          { sku: 'SCREEN-1', quantity: 1 },
        ],
      );
      expect(answers[0]).toMatchObject({
        discount_type_value: 3,
        fixed_amount: 100,
        all_affected_items: [15],
      });
      const capped = await answer(['FIXED50'], [{ sku: 'CABLE-1', quantity: 1 }]);
      expect(capped[0]).toMatchObject({ fixed_amount: 39, all_affected_items: [2] });
      const none = await answer(['FIXED50'], screens(1));
      expect(none[0]).toMatchObject({ applied: true, fixed_amount: 0, reason: 'COUPON_NO_MATCHING_ITEMS' });
    });
  });

  it("the answer drives the domain's coupon engine: the storefront computes the discount from it", async () => {
    const cart = (
      await api.request(`/api/sync-cart?${storeQuery('sv')}`, {
        method: 'POST',
        json: {
          items: [
            { uuid: 'p', sku: 'PROTECTOR-1', quantity: 3 },
            { uuid: 's', sku: 'SCREEN-1', quantity: 1 },
          ],
          coupons: [],
        },
      })
    ).body as CartItem[];
    const answers = (await answer(['BUY3PAY2', 'PARTS25'], cart)) as unknown as CouponAnswer[];
    const state = applyCouponAnswer(
      createCouponState([{ code: 'buy3pay2' }, { code: 'parts25' }]),
      answers,
    ).state;
    const priced = repriceCart({ items: cart }, { currency: 'SEK', coupons: state });
    // 3 protectors at 99 with a 33.33 % share; the screen 25 % off 199 = 149 (whole kronor).
    expect(priced.lines.map((line) => [line.sku, line.discountedUnitPrice])).toEqual([
      ['PROTECTOR-1', 6600],
      ['SCREEN-1', 14900],
    ]);
  });

  it('bad input is a 400', async () => {
    const response = await api.request(`/api/sync-coupons?${storeQuery('sv')}`, {
      method: 'POST',
      json: { coupons: [{}], cart_contents: [] },
    });
    expect(response.status).toBe(400);
  });
});
