import type { CouponPreviewBody, CouponPreviewResponse } from '@shop/contracts/admin-coupons';
import { sameCode } from '@shop/domain/coupons';
import { toMajor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import { priceCouponCart } from '../../checkout/price-checkout.ts';
import type { Database } from '../../db/schema.ts';
import { readAdminCoupon } from './admin-coupon-view.ts';
import { missingScopeReferences } from './admin-coupons.repository.ts';
import {
  type CouponValues,
  couponProblems,
  couponValuesFromCoupon,
  couponValuesOf,
  draftRule,
} from './coupon-rules.ts';
import { CouponRefused } from './coupon-writes.ts';

/**
 * "Try it on a cart" (issue 17): the cart priced by the code the storefront's cart and checkout use
 * (priceCouponCart), with the coupon as staff drafted it standing in for the saved rule of its
 * code. The answer is what the shopper's cart would show, and every reason code the engine gave.
 * Nothing is written: a draft is never saved, and no use of the coupon is counted.
 */
export async function previewCoupon(
  db: Kysely<Database>,
  body: CouponPreviewBody,
  now: Date,
): Promise<CouponPreviewResponse> {
  const saved = body.coupon_id === undefined ? null : await readAdminCoupon(db, body.coupon_id);
  if (saved && saved.store !== body.store) {
    throw new CouponRefused([
      { path: 'store', message: `coupon ${saved.id} belongs to the ${saved.store} store` },
    ]);
  }
  const values: CouponValues = saved
    ? { ...couponValuesFromCoupon(saved), ...definedOf(body.coupon ?? {}) }
    : couponValuesOf({
        ...definedOf(body.coupon ?? {}),
        store: body.store,
        code: body.coupon?.code ?? '',
        kind: body.coupon?.kind ?? 'percentage',
      });
  // A draft is checked as a save would check it, except that its code may be the saved one's.
  const problems = [...couponProblems(values), ...(await missingScopeReferences(db, values.scope))];
  if (problems.length > 0)
    throw new CouponRefused(problems.map((problem) => ({ ...problem, path: `coupon.${problem.path}` })));

  const store = getStore(body.store);
  const rule = draftRule(values, saved, now);
  const pricing = await priceCouponCart(db, {
    lines: body.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    codes: [values.code],
    store,
    now,
    customerDiscounts: body.customer_discounts ?? null,
    rules: new Map([[rule.code_key, rule]]),
  });
  const answer = pricing.coupons[0];
  const reasons = new Set<string>();
  if (answer?.reason) reasons.add(answer.reason);
  for (const outcome of [...pricing.validation, ...pricing.cart.coupons]) {
    if (!outcome.ok) reasons.add(outcome.code);
  }
  const kept = pricing.couponState.items.some((coupon) => sameCode(coupon.code, values.code));
  const major = (minor: number) => toMajor(minor as Parameters<typeof toMajor>[0], store.currency);
  const names = new Map(pricing.items.map((item) => [item.uuid, item.name]));
  return {
    store: body.store,
    currency: store.currency,
    code: values.code,
    applied: answer?.applied ?? false,
    active: kept && answer?.applied === true && answer.failed_minimum_spend !== true,
    failed_minimum_spend: answer?.failed_minimum_spend ?? false,
    reasons: [...reasons],
    lines: pricing.cart.lines.map((line) => ({
      uuid: line.uuid,
      sku: line.sku,
      name: names.get(line.uuid) ?? line.sku,
      quantity: line.quantity,
      unit_price: major(line.unitPrice),
      discount_percent: line.discountPercent,
      discounted_unit_price: major(line.discountedUnitPrice),
      discount: major(line.discount),
      total: major(line.total),
    })),
    removed: [...pricing.removed],
    totals: {
      gross: major(pricing.cart.totals.gross),
      discount: major(pricing.cart.totals.discount),
      total: major(pricing.cart.totals.total),
      vat: major(pricing.cart.totals.vat),
    },
  };
}

/** The fields a change sets (left-out and undefined ones keep the value they change). */
function definedOf<T extends object>(changes: T): { [Field in keyof T]?: Exclude<T[Field], undefined> } {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as {
    [Field in keyof T]?: Exclude<T[Field], undefined>;
  };
}
