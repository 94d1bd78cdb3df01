import {
  type AdminCoupon,
  allCouponScopeKeys,
  type CouponDraft,
  type CouponKindName,
  type CouponProblem,
  type CouponScope,
  type CouponScopeKey,
  couponScopeKeys,
} from '@shop/contracts/admin-coupons';
import { type LocaleCode, localeForStoreId } from '@shop/domain/locales';
import { asMinor, minorDigits, toMajor, toMinor } from '@shop/domain/money';
import { isValidDiscountCode } from '@shop/domain/routes';
import { getStore } from '@shop/domain/stores';
import type { Selectable } from 'kysely';
import type { DiscountRulesTable } from '../../db/orders.schema.ts';
import type { DiscountRule, DiscountRuleKind } from '../../repositories/discount-rules.repository.ts';
import { discountRuleScopeSchema } from '../../repositories/discount-rules.repository.ts';

/** A coupon's fields as staff set them, with every field resolved (a draft, or a saved coupon with changes). */
export type CouponValues = {
  readonly [Field in keyof Omit<CouponDraft, 'scope'>]-?: Exclude<CouponDraft[Field], undefined>;
} & { readonly scope: CouponScope };

/** What a field left out of a new coupon is. */
export function couponValuesOf(draft: CouponDraft): CouponValues {
  return {
    store: draft.store,
    code: draft.code,
    kind: draft.kind,
    percent: draft.percent ?? null,
    amount: draft.amount ?? null,
    buy_x: draft.buy_x ?? null,
    get_y: draft.get_y ?? null,
    increment: draft.increment ?? false,
    interval: draft.interval ?? null,
    buy_x_whole_order: draft.buy_x_whole_order ?? false,
    scope: draft.scope ?? {},
    min_spend: draft.min_spend ?? null,
    usage_limit: draft.usage_limit ?? null,
    starts_at: draft.starts_at ?? null,
    expires_at: draft.expires_at ?? null,
    label: draft.label ?? null,
    active: draft.active ?? true,
  };
}

/** The values of a saved coupon, for merging changes over it. */
export function couponValuesFromCoupon(coupon: AdminCoupon): CouponValues {
  const {
    id: _id,
    currency: _c,
    used_count: _u,
    created_at: _a,
    updated_at: _b,
    version: _v,
    ...values
  } = coupon;
  return values;
}

const usesPercent = (kind: CouponKindName) => kind === 'percentage' || kind === 'buy_x_get_y';
const usesAmount = (kind: CouponKindName) => kind === 'fixed_amount' || kind === 'fixed_full_amount';

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** A money field: above (or at) zero and no finer than the currency's minor unit. */
function moneyProblem(value: number, currency: string, allowZero: boolean): string | null {
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    return allowZero ? 'must be 0 or more' : 'must be above 0';
  }
  if (value > 10_000_000) return 'must be at most 10000000';
  if (decimalsOf(value) > minorDigits(currency)) {
    return `has more decimals than ${currency} has (${minorDigits(currency)})`;
  }
  return null;
}

/**
 * The rules a coupon must keep before it is saved (or tried on a cart): each problem names its
 * field. The kind decides which fields the engine reads; a scope list of another kind would be
 * ignored without a word, so it is refused.
 */
export function couponProblems(values: CouponValues): CouponProblem[] {
  const problems: CouponProblem[] = [];
  const refuse = (path: string, message: string) => problems.push({ path, message });
  const currency = getStore(values.store).currency;
  // Spec 5: a discount code is at least 3 letters, digits or dashes; the cart refuses any other.
  if (!isValidDiscountCode(values.code)) refuse('code', 'must be at least 3 letters, digits or dashes');
  if (usesPercent(values.kind)) {
    const percent = values.percent;
    if (percent === null) refuse('percent', `is needed for a ${values.kind} coupon`);
    else if (!(percent > 0 && percent <= 100)) refuse('percent', 'must be above 0 and at most 100');
    else if (decimalsOf(percent) > 2) refuse('percent', 'may have at most 2 decimals');
  }
  if (usesAmount(values.kind)) {
    if (values.amount === null) refuse('amount', `is needed for a ${values.kind} coupon`);
    else {
      const problem = moneyProblem(values.amount, currency, false);
      if (problem) refuse('amount', problem);
    }
  }
  if (values.kind === 'buy_x_get_y') {
    // Spec 5: a buy-x-get-y coupon is valid only if buy_x, get_y and buyx_free_amount are above 0.
    for (const field of ['buy_x', 'get_y'] as const) {
      const value = values[field];
      if (value === null) refuse(field, 'is needed for a buy_x_get_y coupon');
      else if (value < 1 || value > 5000) refuse(field, 'must be 1 to 5000');
    }
    if (values.increment && values.interval !== null && (values.interval < 1 || values.interval > 5000)) {
      refuse('interval', 'must be 1 to 5000');
    }
  }
  if (values.min_spend !== null) {
    const problem = moneyProblem(values.min_spend, currency, true);
    if (problem) refuse('min_spend', problem);
  }
  if (values.usage_limit !== null && values.usage_limit < 1) refuse('usage_limit', 'must be 1 or more');
  if (
    values.starts_at !== null &&
    values.expires_at !== null &&
    Date.parse(values.starts_at) >= Date.parse(values.expires_at)
  ) {
    refuse('expires_at', 'must be after starts_at');
  }
  const allowed: readonly CouponScopeKey[] = couponScopeKeys[values.kind];
  for (const key of allCouponScopeKeys) {
    if ((values.scope[key]?.length ?? 0) > 0 && !allowed.includes(key)) {
      refuse(`scope.${key}`, `is not read by a ${values.kind} coupon`);
    }
  }
  return problems;
}

/** The engine's minor units and basis points; fields the kind does not read are stored empty. */
export function ruleColumnsOf(values: CouponValues) {
  const currency = getStore(values.store).currency;
  const bxgy = values.kind === 'buy_x_get_y';
  const scope: CouponScope = {};
  for (const key of couponScopeKeys[values.kind] as readonly CouponScopeKey[]) {
    const ids = values.scope[key];
    if (ids && ids.length > 0) scope[key] = [...new Set(ids)];
  }
  return {
    code: values.code,
    code_key: values.code.trim().toLowerCase(),
    kind: values.kind as DiscountRuleKind,
    percent_bp: usesPercent(values.kind) && values.percent !== null ? Math.round(values.percent * 100) : null,
    amount: usesAmount(values.kind) && values.amount !== null ? toMinor(values.amount, currency) : null,
    buy_x: bxgy ? values.buy_x : null,
    get_y: bxgy ? values.get_y : null,
    increment: bxgy && values.increment ? 1 : 0,
    interval: bxgy && values.increment ? values.interval : null,
    buy_x_whole_order: bxgy && values.buy_x_whole_order ? 1 : 0,
    scope,
    min_spend: values.min_spend === null ? null : toMinor(values.min_spend, currency),
    usage_limit: values.usage_limit,
    starts_at: values.starts_at === null ? null : new Date(values.starts_at).toISOString(),
    expires_at: values.expires_at === null ? null : new Date(values.expires_at).toISOString(),
    label: values.label === '' ? null : values.label,
    active: values.active ? 1 : 0,
  };
}

/** The rule the engine reads, for a coupon that is not saved (the preview of a draft). */
export function draftRule(
  values: CouponValues,
  saved: { id: number; used_count: number; created_at: string } | null,
  now: Date,
): DiscountRule {
  const { scope, ...columns } = ruleColumnsOf(values);
  return {
    ...columns,
    scope,
    id: saved?.id ?? 0,
    store_id: getStore(values.store).storeID,
    used_count: saved?.used_count ?? 0,
    created_at: saved?.created_at ?? now.toISOString(),
    version: 1,
    updated_at: null,
  };
}

function parseScope(text: string): CouponScope {
  try {
    const parsed = discountRuleScopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function storeOfRule(storeId: number): LocaleCode {
  const locale = localeForStoreId(storeId);
  if (!locale) throw new Error(`discount rule of an unknown store ${storeId}`);
  return locale;
}

/** A saved rule as the editor shows it: money back in major units of its store's currency. */
export function toAdminCoupon(row: Selectable<DiscountRulesTable>): AdminCoupon {
  const store = storeOfRule(row.store_id);
  const currency = getStore(store).currency;
  const major = (minor: number | null) => (minor === null ? null : toMajor(asMinor(minor), currency));
  return {
    id: row.id,
    store,
    currency,
    code: row.code,
    kind: row.kind as CouponKindName,
    percent: row.percent_bp === null ? null : row.percent_bp / 100,
    amount: major(row.amount),
    buy_x: row.buy_x,
    get_y: row.get_y,
    increment: row.increment === 1,
    interval: row.interval,
    buy_x_whole_order: row.buy_x_whole_order === 1,
    scope: parseScope(row.scope),
    min_spend: major(row.min_spend),
    usage_limit: row.usage_limit,
    used_count: row.used_count,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    label: row.label,
    active: row.active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

/** The fields whose values differ between two views of a coupon (the 409 names them). */
export function changedCouponFields(before: AdminCoupon, after: AdminCoupon): string[] {
  const skip = new Set(['version', 'updated_at']);
  return (Object.keys(after) as (keyof AdminCoupon)[]).filter(
    (key) => !skip.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
