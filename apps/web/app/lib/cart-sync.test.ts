import type { CartItem } from '@shop/domain/cart';
import { createCouponState } from '@shop/domain/coupons';
import { ProductType } from '@shop/domain/enums';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, couponStore } from '../state/cart-store.ts';
import { configureCart } from './cart-runtime.ts';
import {
  flushCartSync,
  noteCartChange,
  queueRemoval,
  resetCartSync,
  runCartSync,
  scheduleCartSync,
} from './cart-sync.ts';

interface Call {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

const line: CartItem = {
  uuid: 'u-1',
  type: ProductType.Standard,
  product_id: 5,
  sku: 'UNI-TLS-002',
  name: 'Skruvmejsel',
  slug: 'skruvmejsel',
  price: 399,
  pricing: [{ q: 1, p: 399 }],
  quantity: 1,
  vat: 1.25,
};

function serverItem(item: CartItem) {
  return {
    ...item,
    thumb: null,
    ordinary_price: null,
    categories: [],
    group_id: null,
    discount_category: null,
    stock_status: 'in-stock',
    estimated_at: null,
    subscription_interval: null,
    cart_notice: null,
    adjusted_quantity: null,
    campaign: false,
    cross_selling_product_id: null,
    upselling_bundle_id: null,
    unique_bundle_id: null,
    added_by_coupon: null,
    accessory_id: null,
    recommended_id: null,
    related_id: null,
  };
}

let calls: Call[] = [];
let couponAnswer: unknown[] = [];
/** The category-children answer; null fails the call. */
let categoryChildren: unknown = {};
/** Holds the next sync-cart answer until released. */
let gate: Promise<void> | null = null;
/** The x-be-internal header of the sync-cart answer; null sends none. */
let internalHeader: string | null = null;

function answer(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  calls = [];
  couponAnswer = [];
  categoryChildren = {};
  gate = null;
  internalHeader = null;
  resetCartSync();
  cartStore.setState({ items: [line], checkoutID: null });
  couponStore.setState({ coupons: createCouponState(), details: {}, rejected: [] });
  configureCart({ locale: 'sv', screen: 'index' });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path: url.pathname, body });
    if (url.pathname === '/api/sync-coupons') return answer(couponAnswer);
    if (url.pathname === '/api/category-children') {
      return categoryChildren === null
        ? new Response('{"message":"down"}', { status: 503 })
        : answer(categoryChildren);
    }
    if (gate) await gate;
    const items = (body.items as { sku: string; quantity: number; uuid: string }[])
      .filter((item) => item.quantity > 0)
      .map((item) => serverItem({ ...line, uuid: item.uuid, quantity: item.quantity }));
    return answer(items, {
      'x-checkout-order-id': 'c'.repeat(32),
      ...(internalHeader === null ? {} : { 'x-be-internal': internalHeader }),
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cart sync (spec 4 and 7)', () => {
  it('sends a quantity change after 250 ms, and quick changes once', async () => {
    vi.useFakeTimers();
    cartStore.setState({ items: [{ ...line, quantity: 2 }] });
    scheduleCartSync(250);
    await vi.advanceTimersByTimeAsync(200);
    cartStore.setState({ items: [{ ...line, quantity: 3 }] });
    scheduleCartSync(250);
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(calls.map((call) => call.path)).toEqual(['/api/sync-cart']);
    expect(calls[0]?.body.items).toEqual([expect.objectContaining({ sku: line.sku, quantity: 3 })]);
    expect(cartStore.getState().checkoutID).toBe('c'.repeat(32));
  });

  it('spec 6: the internal flag is set when x-be-internal carries 1, and cleared when it does not', async () => {
    const syncOnce = async () => {
      noteCartChange();
      scheduleCartSync(0);
      await flushCartSync();
    };
    internalHeader = '1';
    await syncOnce();
    expect(cartStore.getState().internal).toBe(true);
    internalHeader = '0';
    await syncOnce();
    expect(cartStore.getState().internal).toBe(false);
    internalHeader = '1';
    await syncOnce();
    internalHeader = null;
    await syncOnce();
    expect(cartStore.getState().internal).toBe(false);
  });

  it('sends a removal at once, with quantity 0', async () => {
    queueRemoval(line);
    cartStore.setState({ items: [] });
    noteCartChange();
    scheduleCartSync(0);
    await flushCartSync();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.items).toEqual([expect.objectContaining({ uuid: 'u-1', quantity: 0 })]);
  });

  it('skips the cart call for an empty cart but answers its coupons', async () => {
    cartStore.setState({ items: [] });
    couponStore.setState({ coupons: createCouponState([{ code: 'SAVE10' }]) });
    couponAnswer = [
      { code: 'SAVE10', applied: true, failed_minimum_spend: false, reason: null, percentage_discount: 10 },
    ];
    await runCartSync();
    expect(calls.map((call) => call.path)).toEqual(['/api/sync-coupons']);
    expect(calls[0]?.body.cart_contents).toEqual([]);
    expect(couponStore.getState().coupons.items[0]?.applied).toBe(true);
  });

  describe('spec 7: a buy-X-get-Y coupon that names categories looks up the cart products in them (category-children)', () => {
    const partsB2G1 = {
      code: 'PARTS3FOR2',
      applied: true,
      failed_minimum_spend: false,
      reason: null,
      buy_x: 2,
      get_y: 1,
      buyx_free_amount: 100,
      buy_categories: [10],
      get_categories: [10, 30],
    };

    it('asks with the cart products and the coupon categories, and keeps the answer', async () => {
      couponStore.setState({ coupons: createCouponState([{ code: 'PARTS3FOR2' }]) });
      couponAnswer = [partsB2G1];
      categoryChildren = { '10': [5], '30': [] };
      await runCartSync();
      const lookup = calls.find((call) => call.path === '/api/category-children');
      expect(lookup?.body).toEqual({ productIDs: [5], Categories: [10, 30] });
      expect(couponStore.getState().categoryMembers).toEqual({ '10': [5], '30': [] });
    });

    it('a failed lookup is treated as empty (spec 8)', async () => {
      couponStore.setState({ coupons: createCouponState([{ code: 'PARTS3FOR2' }]) });
      couponAnswer = [partsB2G1];
      categoryChildren = null;
      await runCartSync();
      expect(calls.some((call) => call.path === '/api/category-children')).toBe(true);
      expect(couponStore.getState().categoryMembers).toEqual({});
    });

    it('coupons without categories make no lookup', async () => {
      couponStore.setState({ coupons: createCouponState([{ code: 'SAVE10' }]) });
      couponAnswer = [
        { code: 'SAVE10', applied: true, failed_minimum_spend: false, reason: null, percentage_discount: 10 },
      ];
      await runCartSync();
      expect(calls.map((call) => call.path)).toEqual(['/api/sync-coupons', '/api/sync-cart']);
    });
  });

  it("removes and flags a rejected code with the provider's reason; the cart goes with the others", async () => {
    couponStore.setState({ coupons: createCouponState([{ code: 'SAVE10' }, { code: 'EXPIRED10' }]) });
    couponAnswer = [
      { code: 'SAVE10', applied: true, failed_minimum_spend: false, reason: null, percentage_discount: 10 },
      { code: 'expired10', applied: false, failed_minimum_spend: false, reason: 'COUPON_EXPIRED' },
    ];
    await runCartSync();
    expect(couponStore.getState().coupons.items.map((coupon) => coupon.code)).toEqual(['SAVE10']);
    expect(couponStore.getState().rejected).toEqual([{ code: 'EXPIRED10', reason: 'COUPON_EXPIRED' }]);
    const cartCall = calls.find((call) => call.path === '/api/sync-cart');
    expect(cartCall?.body.coupons).toEqual(['SAVE10']);
  });

  it('never lets the answer to an older cart overwrite a newer change', async () => {
    let release: () => void = () => {};
    gate = new Promise<void>((resolve) => {
      release = () => resolve();
    });
    const first = runCartSync();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The shopper changes the quantity while the first answer is on its way.
    cartStore.setState({ items: [{ ...line, quantity: 7 }] });
    noteCartChange();
    scheduleCartSync(0);
    gate = null;
    release();
    // The running sync sends the newer cart in a second round before it settles.
    await first;
    const cartCalls = calls.filter((call) => call.path === '/api/sync-cart');
    expect(cartCalls).toHaveLength(2);
    expect(cartCalls[1]?.body.items).toEqual([expect.objectContaining({ quantity: 7 })]);
    expect(cartStore.getState().items[0]?.quantity).toBe(7);
  });
});
