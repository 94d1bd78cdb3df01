import { type CartItem, getsGroupDiscount } from './cart.ts';
import {
  type Coupon,
  CouponKind,
  CouponReason,
  type CouponState,
  couponKind,
  couponPercent,
  isCouponActive,
} from './coupons.ts';
import { roundDecimal } from './money.ts';
import { clampPercent } from './pricing.ts';

/** The cart-line fields discount rules look at. */
export type DiscountableItem = Pick<
  CartItem,
  | 'uuid'
  | 'product_id'
  | 'quantity'
  | 'categories'
  | 'group_id'
  | 'discount_category'
  | 'cross_selling_product_id'
  | 'upselling_bundle_id'
  | 'added_by_coupon'
  | 'accessory_id'
  | 'recommended_id'
  | 'related_id'
  | 'campaign'
>;

/** The kinds of percentage discount an item can get (spec 5), in tie-break order. */
export const DiscountSource = {
  Global: 'global',
  SpecificGroup: 'specific-group',
  ExcludedGroup: 'excluded-group',
  Category: 'category',
  CustomerCategory: 'customer-category',
  BuyX: 'buy-x',
} as const;
export type DiscountSource = (typeof DiscountSource)[keyof typeof DiscountSource];

export interface DiscountCandidate {
  readonly source: DiscountSource;
  /** 0 to 100. */
  readonly percent: number;
  /** The coupon that gives it; null for the customer's own category discount. */
  readonly coupon: string | null;
}

/** A logged-in customer's discount map: discount category (as a key) -> percent (spec 3, User). */
export type CustomerDiscounts = Readonly<Record<string, number>>;

export interface DiscountContext {
  /** Only for a logged-in customer (spec 5). */
  readonly customerDiscounts?: CustomerDiscounts | null;
  /** The buy-X percentage share of each affected line, by uuid (see buyXShares). */
  readonly buyXShares?: ReadonlyMap<string, DiscountCandidate>;
}

function activeOfKind(state: CouponState, kind: CouponKind): Coupon[] {
  return state.items.filter((coupon) => isCouponActive(coupon) && couponKind(coupon) === kind);
}

/** The first active coupon of a kind that gives this percentage and covers the item. */
function codeFor(
  state: CouponState,
  kind: CouponKind,
  percent: number,
  covers: (coupon: Coupon) => boolean = () => true,
): string | null {
  const coupon = activeOfKind(state, kind).find((kept) => couponPercent(kept) === percent && covers(kept));
  return coupon?.code ?? null;
}

/**
 * Spec 5: every candidate for the item's discount, from the aggregates. The excluded-group
 * discount counts only when the item's group is not in the list; items added by cross-sell,
 * upsell bundle, coupon, accessory, recommended, related or campaign get no group discount.
 */
export function itemDiscountCandidates(
  item: DiscountableItem,
  state: CouponState,
  context: DiscountContext = {},
): DiscountCandidate[] {
  const candidates: DiscountCandidate[] = [];
  const group = item.group_id ?? null;
  const category =
    item.discount_category === null || item.discount_category === undefined
      ? null
      : String(item.discount_category);
  if (state.global > 0) {
    candidates.push({
      source: DiscountSource.Global,
      percent: state.global,
      coupon: codeFor(state, CouponKind.Global, state.global),
    });
  }
  if (getsGroupDiscount(item)) {
    const specific = state.specificGroupMax;
    if (specific.discount > 0 && group !== null && specific.groups.includes(group)) {
      candidates.push({
        source: DiscountSource.SpecificGroup,
        percent: specific.discount,
        coupon: codeFor(state, CouponKind.SpecificGroups, specific.discount, (c) =>
          (c.specific_groups ?? []).includes(group),
        ),
      });
    }
    const excluded = state.excludedGroupMax;
    if (excluded.discount > 0 && (group === null || !excluded.groups.includes(group))) {
      candidates.push({
        source: DiscountSource.ExcludedGroup,
        percent: excluded.discount,
        coupon: codeFor(state, CouponKind.ExcludedGroups, excluded.discount),
      });
    }
  }
  if (category !== null) {
    const categoryMax = state.specificCatMax[category] ?? 0;
    if (categoryMax > 0) {
      candidates.push({
        source: DiscountSource.Category,
        percent: categoryMax,
        coupon: codeFor(state, CouponKind.Categories, categoryMax, (c) =>
          (c.specific_discount_categories ?? []).map(String).includes(category),
        ),
      });
    }
    const customer = clampPercent(context.customerDiscounts?.[category] ?? 0);
    if (customer > 0)
      candidates.push({ source: DiscountSource.CustomerCategory, percent: customer, coupon: null });
  }
  const share = context.buyXShares?.get(item.uuid);
  if (share && share.percent > 0) candidates.push(share);
  return candidates;
}

/** The highest candidate; on a tie the earlier one (global before group before category ...). */
export function bestDiscount(candidates: readonly DiscountCandidate[]): DiscountCandidate | null {
  let best: DiscountCandidate | null = null;
  for (const candidate of candidates) if (!best || candidate.percent > best.percent) best = candidate;
  return best;
}

/** Spec 5: the discount for an item is the maximum of its candidates (0 when there is none). */
export function itemDiscountPercent(
  item: DiscountableItem,
  state: CouponState,
  context: DiscountContext = {},
): number {
  return bestDiscount(itemDiscountCandidates(item, state, context))?.percent ?? 0;
}

// --- buy X get Y ---------------------------------------------------------------------------

function inList(values: readonly number[] | null | undefined, value: number | null | undefined): boolean {
  return value !== null && value !== undefined && (values ?? []).includes(value);
}

function matches(
  item: DiscountableItem,
  products: readonly number[] | null | undefined,
  categories: readonly number[] | null | undefined,
  groups: readonly number[] | null | undefined,
): boolean {
  return (
    inList(products, item.product_id) ||
    (item.categories ?? []).some((category) => inList(categories, category)) ||
    inList(groups, item.group_id)
  );
}

function hasAny(...lists: (readonly number[] | null | undefined)[]): boolean {
  return lists.some((values) => (values ?? []).length > 0);
}

/** The lines that count as bought: the whole order, or the buy products, categories and groups. */
export function buyLines<T extends DiscountableItem>(coupon: Coupon, items: readonly T[]): T[] {
  const { buy_products, buy_categories, buy_groups } = coupon;
  if (coupon.buy_x_whole_order === true || !hasAny(buy_products, buy_categories, buy_groups))
    return [...items];
  return items.filter((item) => matches(item, buy_products, buy_categories, buy_groups));
}

/** The lines that get the reward: all_affected_items, else the get lists, else the bought lines. */
export function affectedLines<T extends DiscountableItem>(coupon: Coupon, items: readonly T[]): T[] {
  const affected = coupon.all_affected_items ?? [];
  if (affected.length > 0) return items.filter((item) => affected.includes(item.product_id));
  const { get_products, get_categories, get_groups } = coupon;
  if (!hasAny(get_products, get_categories, get_groups)) return buyLines(coupon, items);
  return items.filter((item) => matches(item, get_products, get_categories, get_groups));
}

function units(items: readonly DiscountableItem[]): number {
  return items.reduce((sum, item) => sum + Math.max(0, Math.trunc(item.quantity)), 0);
}

export type BuyXEvaluation =
  | { readonly ok: true; readonly deals: number; readonly freeUnits: number; readonly percent: number }
  | {
      readonly ok: false;
      readonly code:
        | typeof CouponReason.InvalidBuyXGetY
        | typeof CouponReason.ItemsMissing
        | typeof CouponReason.QuantityBelowGetY
        | typeof CouponReason.BuyXNotReached;
    };

/**
 * A buy-X-get-Y coupon on a cart. One deal needs buy_x bought units and gives get_y rewarded
 * units buyx_free_amount percent off; with increment, every further `interval` bought units
 * (default buy_x) give another deal. A unit is either bought or rewarded, never both, and the
 * rewarded units come first from the lines that do not count as bought. The reward is spread as
 * one percentage over every affected unit: the buy-X percentage share (spec 5).
 */
export function evaluateBuyX(coupon: Coupon, items: readonly DiscountableItem[]): BuyXEvaluation {
  const buyX = coupon.buy_x ?? 0;
  const getY = coupon.get_y ?? 0;
  const freePercent = clampPercent(coupon.buyx_free_amount ?? 0);
  if (!(buyX > 0 && getY > 0 && freePercent > 0)) return { ok: false, code: CouponReason.InvalidBuyXGetY };
  const bought = buyLines(coupon, items);
  const affected = affectedLines(coupon, items);
  const affectedUnits = units(affected);
  if (affectedUnits === 0) return { ok: false, code: CouponReason.ItemsMissing };
  if (affectedUnits < getY) return { ok: false, code: CouponReason.QuantityBelowGetY };
  const boughtUnits = units(bought);
  const rewardOnlyUnits = units(affected.filter((item) => !bought.includes(item)));
  const step = (coupon.interval ?? 0) > 0 ? (coupon.interval ?? 0) : buyX;
  const feasible = (deals: number): boolean => {
    const rewarded = deals * getY;
    const takenFromBought = Math.max(0, rewarded - rewardOnlyUnits);
    return rewarded <= affectedUnits && buyX + (deals - 1) * step <= boughtUnits - takenFromBought;
  };
  const most = coupon.increment === true ? Math.floor(affectedUnits / getY) : 1;
  let low = 0;
  let high = most;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (feasible(middle)) low = middle;
    else high = middle - 1;
  }
  if (low === 0) return { ok: false, code: CouponReason.BuyXNotReached };
  const freeUnits = low * getY;
  return {
    ok: true,
    deals: low,
    freeUnits,
    percent: roundDecimal((freePercent * freeUnits) / affectedUnits, 2),
  };
}

export interface BuyXShares {
  /** The highest buy-X share of each affected line, by uuid. */
  readonly shares: ReadonlyMap<string, DiscountCandidate>;
  /** Why each buy-X coupon did not give a share. */
  readonly problems: ReadonlyMap<string, Exclude<BuyXEvaluation, { ok: true }>['code']>;
}

/** The buy-X percentage share of every affected line, from the valid buy-X coupons of the state. */
export function buyXShares(state: CouponState, items: readonly DiscountableItem[]): BuyXShares {
  const shares = new Map<string, DiscountCandidate>();
  const problems = new Map<string, Exclude<BuyXEvaluation, { ok: true }>['code']>();
  for (const coupon of [...state.buyXGetY, ...state.buyXIncrement]) {
    const evaluation = evaluateBuyX(coupon, items);
    if (!evaluation.ok) {
      problems.set(coupon.code, evaluation.code);
      continue;
    }
    for (const item of affectedLines(coupon, items)) {
      const current = shares.get(item.uuid);
      if (!current || evaluation.percent > current.percent) {
        shares.set(item.uuid, {
          source: DiscountSource.BuyX,
          percent: evaluation.percent,
          coupon: coupon.code,
        });
      }
    }
  }
  return { shares, problems };
}

/** Whether an item is in a percentage coupon's own scope (used to explain a coupon's outcome). */
export function couponCoversItem(coupon: Coupon, item: DiscountableItem): boolean {
  switch (couponKind(coupon)) {
    case CouponKind.Global:
      return true;
    case CouponKind.SpecificGroups:
      return getsGroupDiscount(item) && inList(coupon.specific_groups, item.group_id);
    case CouponKind.ExcludedGroups:
      return getsGroupDiscount(item) && !inList(coupon.excluded_groups, item.group_id);
    case CouponKind.Categories:
      return (
        item.discount_category !== null &&
        item.discount_category !== undefined &&
        (coupon.specific_discount_categories ?? []).map(String).includes(String(item.discount_category))
      );
    case CouponKind.BuyXGetY:
      return affectedLines(coupon, [item]).length > 0;
    default:
      return true;
  }
}
