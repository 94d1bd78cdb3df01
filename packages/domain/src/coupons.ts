import {
  type Coupon,
  type CouponState,
  CUSTOMER_DISCOUNT_CODE,
  createCouponState,
  isCouponActive,
  isCustomerDiscount,
  listOrEmpty,
  positiveOrZero,
  sameCode,
} from './coupon-state.ts';
import { isValidDiscountCode } from './routes.ts';

// The coupon's fields, kinds and aggregates live in coupon-state.ts, which the storefront's page
// shell loads without these rules; they stay importable from here too.
export type { Coupon, CouponState, DiscountCategory, GroupMax } from './coupon-state.ts';
export {
  CouponKind,
  CUSTOMER_DISCOUNT_CODE,
  computeCouponAggregates,
  couponFixedAmount,
  couponKind,
  couponPercent,
  createCouponState,
  DiscountTypeValue,
  isCouponActive,
  isCustomerDiscount,
  isValidBuyXGetY,
  sameCode,
} from './coupon-state.ts';

/** Spec 3: server coupon responses carry code, applied and failed_minimum_spend. */
export interface CouponAnswer extends Partial<Omit<Coupon, 'code'>> {
  readonly code: string;
  readonly applied: boolean;
}

/** Why a coupon did or did not apply, so the storefront can tell the shopper. */
export const CouponReason = {
  /** The server answer has no coupon with this code (compared case-insensitively). */
  Unknown: 'COUPON_UNKNOWN',
  /** The server answer has the code, but not applied. */
  NotApplied: 'COUPON_NOT_APPLIED',
  /** The cart is below the coupon's minimum spend; the rule is ignored. */
  MinSpend: 'COUPON_MIN_SPEND',
  /** None of the coupon's affected items are in the cart. */
  ItemsMissing: 'COUPON_ITEMS_MISSING',
  /** The cart holds fewer affected units than get_y. */
  QuantityBelowGetY: 'COUPON_QUANTITY_BELOW_GET_Y',
  /** A buy-X-get-Y coupon needs buy_x, get_y and buyx_free_amount above 0. */
  InvalidBuyXGetY: 'COUPON_INVALID_BUY_X_GET_Y',
  /** Fewer than buy_x qualifying units are in the cart. */
  BuyXNotReached: 'COUPON_BUY_X_NOT_REACHED',
  /** No line of the cart is in the coupon's scope (groups, categories). */
  NoMatchingItems: 'COUPON_NO_MATCHING_ITEMS',
  /** A higher discount already applies to every line the coupon covers. */
  Superseded: 'COUPON_SUPERSEDED',
  /** The coupon carries no discount (0 %, amount 0). */
  NoDiscount: 'COUPON_NO_DISCOUNT',
  /** Not a discount code: at least 3 letters, digits or dashes (spec 5). */
  InvalidCode: 'COUPON_INVALID_CODE',
  /** The code is already in the cart. */
  AlreadyAdded: 'COUPON_ALREADY_ADDED',
} as const;
export type CouponReason = (typeof CouponReason)[keyof typeof CouponReason];

/** The text key a storefront shows for a reason, e.g. 'coupon.min-spend'. */
export function couponReasonTextKey(reason: CouponReason): string {
  return `coupon.${reason.slice('COUPON_'.length).toLowerCase().replaceAll('_', '-')}`;
}

export type CouponOutcome =
  | { readonly coupon: string; readonly ok: true }
  | { readonly coupon: string; readonly ok: false; readonly code: CouponReason };

/** A state with other coupons; the aggregates are recomputed from them. */
function withItems(
  state: CouponState,
  items: readonly Coupon[],
  newlyRejected: readonly string[] = [],
): CouponState {
  return createCouponState(items, [...state.rejected, ...newlyRejected]);
}

export function findCoupon(state: CouponState, code: string): Coupon | undefined {
  return state.items.find((coupon) => sameCode(coupon.code, code));
}

export type AddCouponResult =
  | { readonly ok: true; readonly state: CouponState }
  | { readonly ok: false; readonly code: typeof CouponReason.InvalidCode | typeof CouponReason.AlreadyAdded };

/**
 * Adds a code the shopper entered (or the disc query). It counts as applied only after the
 * server's answer (applyCouponAnswer). A code added again is taken off the rejected list.
 */
export function addCoupon(state: CouponState, coupon: Coupon): AddCouponResult {
  const code = coupon.code.trim();
  if (!isValidDiscountCode(code)) return { ok: false, code: CouponReason.InvalidCode };
  if (findCoupon(state, code)) return { ok: false, code: CouponReason.AlreadyAdded };
  const rejected = state.rejected.filter((kept) => !sameCode(kept, code));
  return { ok: true, state: createCouponState([...state.items, { ...coupon, code }], rejected) };
}

/** Spec 4: a coupon removed from the list recomputes the discount aggregates. */
export function removeCoupon(state: CouponState, code: string): CouponState {
  return withItems(
    state,
    state.items.filter((coupon) => !sameCode(coupon.code, code)),
  );
}

/** Forgets the rejected codes once the storefront has shown them. */
export function clearRejected(state: CouponState): CouponState {
  return createCouponState(state.items, []);
}

/**
 * Spec 4: the customer-discount coupon is added, updated, or removed when its amount is 0 or
 * less. It comes from the customer's profile, so it is applied without a server answer.
 */
export function upsertCustomerDiscount(state: CouponState, amount: number, label?: string): CouponState {
  const others = state.items.filter((coupon) => !isCustomerDiscount(coupon));
  if (!(amount > 0)) return withItems(state, others);
  const existing = state.items.find(isCustomerDiscount);
  const coupon: Coupon = {
    ...existing,
    code: CUSTOMER_DISCOUNT_CODE,
    applied: true,
    fixed_amount: amount,
    ...(label === undefined ? {} : { discount_label: label }),
  };
  const items = existing
    ? state.items.map((kept) => (isCustomerDiscount(kept) ? coupon : kept))
    : [...state.items, coupon];
  return withItems(state, items);
}

/**
 * Spec 4: a coupon counts as rejected if the server answer has no matching code (compared
 * case-insensitively) or it is not applied.
 */
export function couponRejection(
  code: string,
  answer: readonly CouponAnswer[],
): typeof CouponReason.Unknown | typeof CouponReason.NotApplied | null {
  const match = answer.find((entry) => sameCode(entry.code, code));
  if (!match) return CouponReason.Unknown;
  return match.applied ? null : CouponReason.NotApplied;
}

export interface CouponStateChange {
  readonly state: CouponState;
  readonly outcomes: readonly CouponOutcome[];
  /** True when a coupon was rejected: the storefront shows the rejected notice (spec 8). */
  readonly rejectedNotice: boolean;
}

/**
 * Applies the server's answer (POST /api/sync-coupons): rejected coupons are removed and flagged;
 * the others take the server's fields (applied, failed_minimum_spend, the rule). The
 * customer-discount coupon is kept as it is.
 */
export function applyCouponAnswer(state: CouponState, answer: readonly CouponAnswer[]): CouponStateChange {
  const kept: Coupon[] = [];
  const rejected: string[] = [];
  const outcomes: CouponOutcome[] = [];
  for (const coupon of state.items) {
    if (isCustomerDiscount(coupon)) {
      kept.push(coupon);
      continue;
    }
    const rejection = couponRejection(coupon.code, answer);
    if (rejection) {
      rejected.push(coupon.code);
      outcomes.push({ coupon: coupon.code, ok: false, code: rejection });
      continue;
    }
    const match = answer.find((entry) => sameCode(entry.code, coupon.code));
    const updated: Coupon = { ...coupon, ...match, code: coupon.code };
    kept.push(updated);
    outcomes.push(
      updated.failed_minimum_spend === true
        ? { coupon: coupon.code, ok: false, code: CouponReason.MinSpend }
        : { coupon: coupon.code, ok: true },
    );
  }
  return { state: withItems(state, kept, rejected), outcomes, rejectedNotice: rejected.length > 0 };
}

/** The least a cart line must tell coupon validation. */
export interface CouponCartLine {
  readonly product_id: number;
  readonly quantity: number;
}

/** Why a coupon cannot stay in this cart, or null when it can. */
export function couponCartProblem(
  coupon: Coupon,
  lines: readonly CouponCartLine[],
): typeof CouponReason.ItemsMissing | typeof CouponReason.QuantityBelowGetY | null {
  const affected = listOrEmpty(coupon.all_affected_items);
  if (affected.length === 0) return null;
  const affectedLines = lines.filter((line) => affected.includes(line.product_id));
  if (affectedLines.length === 0) return CouponReason.ItemsMissing;
  const units = affectedLines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
  return units < positiveOrZero(coupon.get_y) ? CouponReason.QuantityBelowGetY : null;
}

/**
 * Spec 4, Coupon validation in the cart: a coupon whose affected items are missing from the
 * cart, or whose quantity is below get_y, is removed and a rejected notice is flagged.
 */
export function validateCouponsInCart(
  state: CouponState,
  lines: readonly CouponCartLine[],
): CouponStateChange {
  const kept: Coupon[] = [];
  const rejected: string[] = [];
  const outcomes: CouponOutcome[] = [];
  for (const coupon of state.items) {
    const problem = couponCartProblem(coupon, lines);
    if (problem) {
      rejected.push(coupon.code);
      outcomes.push({ coupon: coupon.code, ok: false, code: problem });
    } else {
      kept.push(coupon);
    }
  }
  if (rejected.length === 0) return { state, outcomes, rejectedNotice: false };
  return { state: withItems(state, kept, rejected), outcomes, rejectedNotice: true };
}

/** The codes of the active coupons (spec 4), e.g. for the purchase event's first coupon. */
export function activeCouponCodes(state: CouponState): string[] {
  return state.items.filter(isCouponActive).map((coupon) => coupon.code);
}
