import { clampPercent } from './pricing.ts';

/*
 * Spec 3, Coupon state: the coupon's fields, its kind and the discount aggregates of a set of
 * coupons. Apart from the coupon rules (coupons.ts), so a page that only restores the stored
 * codes does not carry them.
 */

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

/** A list field that may be missing or null, as a list. */
export function listOrEmpty<T>(value: readonly T[] | null | undefined): readonly T[] {
  return value ?? [];
}

/** A number field that may be missing, null or not positive, as 0 unless positive. */
export function positiveOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function isCustomerDiscount(coupon: Coupon): boolean {
  return sameCode(coupon.code, CUSTOMER_DISCOUNT_CODE);
}

function hasBuyXFields(coupon: Coupon): boolean {
  return (
    positiveOrZero(coupon.buy_x) > 0 ||
    positiveOrZero(coupon.get_y) > 0 ||
    positiveOrZero(coupon.buyx_free_amount) > 0
  );
}

/** Which rule a coupon is. The first matching kind wins, in the order of CouponKind. */
export function couponKind(coupon: Coupon): CouponKind {
  if (isCustomerDiscount(coupon)) return CouponKind.CustomerDiscount;
  if (coupon.discount_type_value === DiscountTypeValue.FixedFullAmount) return CouponKind.FixedAmount;
  if (hasBuyXFields(coupon)) return CouponKind.BuyXGetY;
  if (listOrEmpty(coupon.specific_groups).length > 0) return CouponKind.SpecificGroups;
  if (listOrEmpty(coupon.excluded_groups).length > 0) return CouponKind.ExcludedGroups;
  if (listOrEmpty(coupon.specific_discount_categories).length > 0) return CouponKind.Categories;
  return CouponKind.Global;
}

/** Spec 5: a buy-X-get-Y coupon is valid only if buy_x, get_y and buyx_free_amount are all above 0. */
export function isValidBuyXGetY(coupon: Coupon): boolean {
  return (
    positiveOrZero(coupon.buy_x) > 0 &&
    positiveOrZero(coupon.get_y) > 0 &&
    positiveOrZero(coupon.buyx_free_amount) > 0
  );
}

/** Spec 4: active coupons are those applied and without a failed minimum spend. */
export function isCouponActive(coupon: Coupon): boolean {
  return coupon.applied === true && coupon.failed_minimum_spend !== true;
}

/** The percentage of a percentage coupon, 0 to 100. */
export function couponPercent(coupon: Coupon): number {
  return clampPercent(positiveOrZero(coupon.percentage_discount));
}

/** The fixed amount (major units incl. VAT) of a customer-discount or fixed-full-amount coupon. */
export function couponFixedAmount(coupon: Coupon): number {
  return positiveOrZero(coupon.fixed_amount);
}

const noGroups: GroupMax = { discount: 0, groups: [] };

function highestGroupCoupon(
  coupons: readonly Coupon[],
  field: 'specific_groups' | 'excluded_groups',
): GroupMax {
  let best = noGroups;
  for (const coupon of coupons) {
    const discount = couponPercent(coupon);
    if (discount > best.discount) best = { discount, groups: [...listOrEmpty(coupon[field])] };
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
    for (const category of listOrEmpty(coupon.specific_discount_categories).map(String)) {
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
