// Types only: erased at build time, so a page that imports this module carries none of the rules.
import type { Coupon, CouponState } from './coupon-state.ts';

/**
 * Spec 3, Coupon state, for coupons known only by their code (kept across page loads, before the
 * sync brings their rules back): a coupon without a rule gives no discount, so the aggregates are
 * those of no coupons. The same as `createCouponState` of code-only coupons (coupon-codes.test.ts),
 * without the rules' code, which the page shell then does not load.
 */
export function codesOnlyCouponState(codes: readonly string[] = []): CouponState {
  const items: Coupon[] = codes.map((code) => ({ code }));
  return {
    items,
    rejected: [],
    global: 0,
    specificGroupMax: { discount: 0, groups: [] },
    excludedGroupMax: { discount: 0, groups: [] },
    specificCatMax: {},
    buyXGetY: [],
    buyXIncrement: [],
  };
}
