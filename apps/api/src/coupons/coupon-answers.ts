import type { CouponAnswerResponse } from '@shop/contracts/cart';
import type { CartItem } from '@shop/domain/cart';
import { CouponReason, DiscountTypeValue } from '@shop/domain/coupons';
import { affectedLines, evaluateBuyX } from '@shop/domain/discounts';
import { resolveFixedAmount } from '@shop/domain/fixed-amount-rule';
import { asMinor, divideByFactor, type Minor, toMajor, toMinor } from '@shop/domain/money';
import { meetsMinimumSpend, missingForMinimumSpend } from '@shop/domain/order-totals';
import { isValidDiscountCode } from '@shop/domain/routes';
import type { Store } from '@shop/domain/stores';
import { vatFactor } from '../catalog/product-mapper.ts';
import type { DiscountRule } from '../repositories/discount-rules.repository.ts';

/** Why a code is not applied at all: the domain's reasons plus the rule's own limits. */
export const RuleReason = {
  Unknown: CouponReason.Unknown,
  InvalidCode: CouponReason.InvalidCode,
  NotStarted: 'COUPON_NOT_STARTED',
  Expired: 'COUPON_EXPIRED',
  UsedUp: 'COUPON_USED_UP',
} as const;
export type RuleReason = (typeof RuleReason)[keyof typeof RuleReason];

/** The server-priced cart a coupon is answered for. */
export interface CouponContext {
  readonly items: readonly CartItem[];
  /** Goods before discounts (tier prices x quantities), incl. VAT: what a minimum spend is measured on. */
  readonly gross: Minor;
  readonly store: Store;
  readonly now: Date;
  /** Variation ids by parent id: a scope naming a product covers its variations. */
  readonly variations: ReadonlyMap<number, readonly number[]>;
}

function emptyAnswer(code: string): CouponAnswerResponse {
  return {
    code,
    applied: false,
    failed_minimum_spend: false,
    reason: null,
    minimum_spend: null,
    missing_for_minimum_spend: null,
    expires_at: null,
    discount_label: null,
    discount_type_value: null,
    discount_type_percentage: false,
    percentage_discount: null,
    fixed_amount: null,
    vat_amount: null,
    vat_rate: null,
    buy_x: null,
    get_y: null,
    buyx_free_amount: null,
    increment: false,
    interval: null,
    buy_x_whole_order: false,
    buy_products: null,
    get_products: null,
    buy_categories: null,
    get_categories: null,
    buy_groups: null,
    get_groups: null,
    specific_groups: null,
    excluded_groups: null,
    specific_discount_categories: null,
    all_affected_items: null,
    buy_x_percentage_total: null,
  };
}

/** Why a rule cannot be used now, or null when it can. */
export function ruleProblem(code: string, rule: DiscountRule | undefined, now: Date): RuleReason | null {
  if (!isValidDiscountCode(code)) return RuleReason.InvalidCode;
  if (rule?.active !== 1) return RuleReason.Unknown;
  const at = now.toISOString();
  if (rule.starts_at !== null && rule.starts_at > at) return RuleReason.NotStarted;
  if (rule.expires_at !== null && rule.expires_at <= at) return RuleReason.Expired;
  if (rule.usage_limit !== null && rule.used_count >= rule.usage_limit) return RuleReason.UsedUp;
  return null;
}

function withVariations(
  ids: readonly number[] | undefined,
  variations: ReadonlyMap<number, readonly number[]>,
): number[] | null {
  if (!ids || ids.length === 0) return null;
  return [...new Set(ids.flatMap((id) => [id, ...(variations.get(id) ?? [])]))];
}

function listOrNull(ids: readonly number[] | undefined): number[] | null {
  return ids && ids.length > 0 ? [...ids] : null;
}

const percent = (basisPoints: number | null): number => (basisPoints ?? 0) / 100;

/** The fields of a fixed amount off the order (discount_type_value 3), with the VAT inside it. */
function fixedFields(amount: Minor, store: Store): Partial<CouponAnswerResponse> {
  const factor = vatFactor(store.code, 'standard');
  return {
    discount_type_value: DiscountTypeValue.FixedFullAmount,
    discount_type_percentage: false,
    fixed_amount: toMajor(amount, store.currency),
    vat_rate: factor,
    vat_amount: toMajor(asMinor(amount - divideByFactor(amount, factor)), store.currency),
  };
}

function kindFields(rule: DiscountRule, context: CouponContext): Partial<CouponAnswerResponse> {
  const { scope } = rule;
  switch (rule.kind) {
    case 'percentage':
      return {
        discount_type_value: 1,
        discount_type_percentage: true,
        percentage_discount: percent(rule.percent_bp),
        specific_groups: listOrNull(scope.specific_groups),
        excluded_groups: listOrNull(scope.excluded_groups),
        specific_discount_categories: listOrNull(scope.specific_discount_categories),
      };
    case 'fixed_full_amount':
      return fixedFields(asMinor(rule.amount ?? 0), context.store);
    case 'fixed_amount': {
      const resolved = resolveFixedAmount(
        {
          amountPerUnit: asMinor(rule.amount ?? 0),
          products: withVariations(scope.products, context.variations),
          categories: scope.categories ?? null,
          groups: scope.groups ?? null,
        },
        context.items.map((item) => ({
          ...item,
          gross: asMinor(toMinor(item.price, context.store.currency) * item.quantity),
        })),
      );
      return {
        ...fixedFields(resolved.amount, context.store),
        all_affected_items: resolved.affectedProducts.length > 0 ? [...resolved.affectedProducts] : null,
        ...(resolved.amount === 0 ? { reason: CouponReason.NoMatchingItems } : {}),
      };
    }
    case 'buy_x_get_y':
      return {
        discount_type_value: 1,
        discount_type_percentage: true,
        buy_x: rule.buy_x,
        get_y: rule.get_y,
        buyx_free_amount: percent(rule.percent_bp),
        increment: rule.increment === 1,
        interval: rule.interval,
        buy_x_whole_order: rule.buy_x_whole_order === 1,
        buy_products: withVariations(scope.buy_products, context.variations),
        get_products: withVariations(scope.get_products, context.variations),
        buy_categories: listOrNull(scope.buy_categories),
        get_categories: listOrNull(scope.get_categories),
        buy_groups: listOrNull(scope.buy_groups),
        get_groups: listOrNull(scope.get_groups),
      };
  }
}

/**
 * The buy-X share the domain computes for this cart (informational), or why it gives none, and
 * the products it rewards in this cart (all_affected_items), which the storefront's coupon
 * validation watches (spec 4). A coupon whose rewarded items are missing from the cart, or fewer
 * than get_y, is not applied: the storefront removes it and flags it as rejected.
 */
function buyXOutcome(
  answer: CouponAnswerResponse,
  items: readonly CartItem[],
): Partial<CouponAnswerResponse> {
  const affected = [...new Set(affectedLines(answer, items).map((item) => item.product_id))];
  const evaluation = evaluateBuyX(answer, items);
  if (evaluation.ok) {
    return { all_affected_items: affected, buy_x_percentage_total: evaluation.percent };
  }
  const noLongerQualifies =
    evaluation.code === CouponReason.ItemsMissing || evaluation.code === CouponReason.QuantityBelowGetY;
  return {
    all_affected_items: affected.length > 0 ? affected : null,
    reason: evaluation.code,
    ...(noLongerQualifies ? { applied: false } : {}),
  };
}

/**
 * Spec 3 and 7: the server's answer for one code in one store, for one cart. An applied coupon
 * carries its rule in the fields the domain's coupon engine reads; a minimum spend the cart does
 * not reach leaves it applied with failed_minimum_spend (spec 4: it is then not active).
 */
export function couponAnswer(
  code: string,
  rule: DiscountRule | undefined,
  context: CouponContext,
): CouponAnswerResponse {
  const problem = ruleProblem(code, rule, context.now);
  if (problem || !rule) return { ...emptyAnswer(code), reason: problem ?? RuleReason.Unknown };
  const minimum = rule.min_spend === null ? null : asMinor(rule.min_spend);
  const failed = !meetsMinimumSpend(context.gross, minimum);
  const answer: CouponAnswerResponse = {
    ...emptyAnswer(rule.code),
    applied: true,
    failed_minimum_spend: failed,
    minimum_spend: minimum === null ? null : toMajor(minimum, context.store.currency),
    missing_for_minimum_spend:
      minimum === null
        ? null
        : toMajor(missingForMinimumSpend(context.gross, minimum), context.store.currency),
    expires_at: rule.expires_at,
    discount_label: rule.label,
    ...kindFields(rule, context),
  };
  const withBuyX =
    rule.kind === 'buy_x_get_y' ? { ...answer, ...buyXOutcome(answer, context.items) } : answer;
  return failed ? { ...withBuyX, reason: CouponReason.MinSpend } : withBuyX;
}
