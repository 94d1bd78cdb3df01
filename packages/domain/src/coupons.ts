import { clampPercent } from './pricing.ts';
import { isValidDiscountCode } from './routes.ts';

/** A product's discount category: a number in the catalog, a string key in a customer's discount map. */
export type DiscountCategory = string | number;

/**
 * Spec 3, Coupon (in the cart) and discount rule. Every field the spec lists; all but `code` may
 * be missing (or null in JSON). Percentages are 0 to 100, amounts are major units incl. VAT.
 */
export interface Coupon {
  readonly code: string;
  /** The server's answer: the coupon applies to this cart (spec 3, Coupon state). */
  readonly applied?: boolean | null;
  /** Buy-X-get-Y: units to buy, and units that get the reward. */
  readonly buy_x?: number | null;
  readonly get_y?: number | null;
  /** What counts as bought (product ids, category ids, group ids). */
  readonly buy_products?: readonly number[] | null;
  readonly buy_categories?: readonly number[] | null;
  readonly buy_groups?: readonly number[] | null;
  /** What gets the reward (product ids, category ids, group ids). */
  readonly get_products?: readonly number[] | null;
  readonly get_categories?: readonly number[] | null;
  readonly get_groups?: readonly number[] | null;
  /** Every line of the order counts as bought. */
  readonly buy_x_whole_order?: boolean | null;
  /** The buy-X-get-Y deal repeats (the buyXIncrement aggregate) ... */
  readonly increment?: boolean | null;
  /** ... once more for every `interval` further units bought (default buy_x). */
  readonly interval?: number | null;
  /** Percent off each rewarded unit (100 = free). */
  readonly buyx_free_amount?: number | null;
  /** VAT inside a fixed discount and its rate, as the server reports them (informational). */
  readonly vat_amount?: number | null;
  readonly vat_rate?: number | null;
  readonly percentage_discount?: number | null;
  /** Group ids a group coupon is limited to. */
  readonly specific_groups?: readonly number[] | null;
  /** Group ids an excluded-group coupon leaves out. */
  readonly excluded_groups?: readonly number[] | null;
  /** Discount categories a category coupon is limited to. */
  readonly specific_discount_categories?: readonly DiscountCategory[] | null;
  readonly failed_minimum_spend?: boolean | null;
  readonly discount_label?: string | null;
  /** Spec 3: 3 means a fixed full amount (fixed_amount off the whole order). */
  readonly discount_type_value?: number | null;
  /** The coupon's value is a percentage (display hint). */
  readonly discount_type_percentage?: boolean | null;
  /** Product ids the coupon affects; validated against the cart (spec 4, Coupons). */
  readonly all_affected_items?: readonly number[] | null;
  /** The buy-X percentage the server reported (informational; repriceCart computes the share). */
  readonly buy_x_percentage_total?: number | null;
  /** A fixed amount off the order: the customer discount, or a fixed-full-amount coupon. */
  readonly fixed_amount?: number | null;
}

/** Spec 3: server coupon responses carry code, applied and failed_minimum_spend. */
export interface CouponAnswer extends Partial<Omit<Coupon, 'code'>> {
  readonly code: string;
  readonly applied: boolean;
}

/** Spec 3: discount_type_value 3 is a fixed full amount. */
export const DiscountTypeValue = { FixedFullAmount: 3 } as const;

/** The code of the customer-discount coupon (spec 4, Coupons). */
export const CUSTOMER_DISCOUNT_CODE = 'customer-discount';

export const CouponKind = {
  CustomerDiscount: 'customer-discount',
  FixedAmount: 'fixed-amount',
  BuyXGetY: 'buy-x-get-y',
  SpecificGroups: 'specific-groups',
  ExcludedGroups: 'excluded-groups',
  Categories: 'categories',
  Global: 'global',
} as const;
export type CouponKind = (typeof CouponKind)[keyof typeof CouponKind];

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

export interface GroupMax {
  readonly discount: number;
  readonly groups: readonly number[];
}

/** Spec 3, Coupon state: the coupons and the discount aggregates computed from the active ones. */
export interface CouponState {
  readonly items: readonly Coupon[];
  /** Codes that were rejected and removed; the storefront flags them. */
  readonly rejected: readonly string[];
  /** The highest percentage of the coupons that apply to every item. */
  readonly global: number;
  /** The highest group coupon: its percentage and its groups. */
  readonly specificGroupMax: GroupMax;
  /** The highest excluded-group coupon: its percentage and the groups it leaves out. */
  readonly excludedGroupMax: GroupMax;
  /** Discount category (as a string key) -> the highest category-coupon percentage. */
  readonly specificCatMax: Readonly<Record<string, number>>;
  /** Valid buy-X-get-Y coupons that give their reward once. */
  readonly buyXGetY: readonly Coupon[];
  /** Valid buy-X-get-Y coupons whose reward repeats (increment). */
  readonly buyXIncrement: readonly Coupon[];
}

export function sameCode(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function list<T>(value: readonly T[] | null | undefined): readonly T[] {
  return value ?? [];
}

function positive(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function isCustomerDiscount(coupon: Coupon): boolean {
  return sameCode(coupon.code, CUSTOMER_DISCOUNT_CODE);
}

function hasBuyXFields(coupon: Coupon): boolean {
  return positive(coupon.buy_x) > 0 || positive(coupon.get_y) > 0 || positive(coupon.buyx_free_amount) > 0;
}

/** Which rule a coupon is. The first matching kind wins, in the order of CouponKind. */
export function couponKind(coupon: Coupon): CouponKind {
  if (isCustomerDiscount(coupon)) return CouponKind.CustomerDiscount;
  if (coupon.discount_type_value === DiscountTypeValue.FixedFullAmount) return CouponKind.FixedAmount;
  if (hasBuyXFields(coupon)) return CouponKind.BuyXGetY;
  if (list(coupon.specific_groups).length > 0) return CouponKind.SpecificGroups;
  if (list(coupon.excluded_groups).length > 0) return CouponKind.ExcludedGroups;
  if (list(coupon.specific_discount_categories).length > 0) return CouponKind.Categories;
  return CouponKind.Global;
}

/** Spec 5: a buy-X-get-Y coupon is valid only if buy_x, get_y and buyx_free_amount are all above 0. */
export function isValidBuyXGetY(coupon: Coupon): boolean {
  return positive(coupon.buy_x) > 0 && positive(coupon.get_y) > 0 && positive(coupon.buyx_free_amount) > 0;
}

/** Spec 4: active coupons are those applied and without a failed minimum spend. */
export function isCouponActive(coupon: Coupon): boolean {
  return coupon.applied === true && coupon.failed_minimum_spend !== true;
}

/** The percentage of a percentage coupon, 0 to 100. */
export function couponPercent(coupon: Coupon): number {
  return clampPercent(positive(coupon.percentage_discount));
}

/** The fixed amount (major units incl. VAT) of a customer-discount or fixed-full-amount coupon. */
export function couponFixedAmount(coupon: Coupon): number {
  return positive(coupon.fixed_amount);
}

const noGroups: GroupMax = { discount: 0, groups: [] };

function highestGroupCoupon(
  coupons: readonly Coupon[],
  field: 'specific_groups' | 'excluded_groups',
): GroupMax {
  let best = noGroups;
  for (const coupon of coupons) {
    const discount = couponPercent(coupon);
    if (discount > best.discount) best = { discount, groups: [...list(coupon[field])] };
  }
  return best;
}

/**
 * Spec 3 and 4: the aggregates, computed from the active coupons only (spec 5: rules that failed
 * the minimum spend are ignored). A group aggregate holds one coupon, the highest (the first on a
 * tie), as the spec's {discount, groups} shape does.
 */
export function computeCouponAggregates(items: readonly Coupon[]): Omit<CouponState, 'items' | 'rejected'> {
  const active = items.filter(isCouponActive);
  const ofKind = (kind: CouponKind) => active.filter((coupon) => couponKind(coupon) === kind);
  const specificCatMax: Record<string, number> = {};
  for (const coupon of ofKind(CouponKind.Categories)) {
    for (const category of list(coupon.specific_discount_categories).map(String)) {
      specificCatMax[category] = Math.max(specificCatMax[category] ?? 0, couponPercent(coupon));
    }
  }
  const buyX = ofKind(CouponKind.BuyXGetY).filter(isValidBuyXGetY);
  return {
    global: Math.max(0, ...ofKind(CouponKind.Global).map(couponPercent)),
    specificGroupMax: highestGroupCoupon(ofKind(CouponKind.SpecificGroups), 'specific_groups'),
    excludedGroupMax: highestGroupCoupon(ofKind(CouponKind.ExcludedGroups), 'excluded_groups'),
    specificCatMax,
    buyXGetY: buyX.filter((coupon) => coupon.increment !== true),
    buyXIncrement: buyX.filter((coupon) => coupon.increment === true),
  };
}

function uniqueCodes(codes: readonly string[]): string[] {
  const unique: string[] = [];
  for (const code of codes) if (!unique.some((kept) => sameCode(kept, code))) unique.push(code);
  return unique;
}

export function createCouponState(
  items: readonly Coupon[] = [],
  rejected: readonly string[] = [],
): CouponState {
  return { items: [...items], rejected: uniqueCodes(rejected), ...computeCouponAggregates(items) };
}

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
  const affected = list(coupon.all_affected_items);
  if (affected.length === 0) return null;
  const affectedLines = lines.filter((line) => affected.includes(line.product_id));
  if (affectedLines.length === 0) return CouponReason.ItemsMissing;
  const units = affectedLines.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
  return units < positive(coupon.get_y) ? CouponReason.QuantityBelowGetY : null;
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
