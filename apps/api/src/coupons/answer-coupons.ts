import type { CartItemResponse, CouponAnswerResponse } from '@shop/contracts/cart';
import { repriceCart } from '@shop/domain/reprice-cart';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import { toDomainItem } from '../cart/price-cart-lines.ts';
import type { Database } from '../db/schema.ts';
import { findVariationIds } from '../repositories/cart-products.repository.ts';
import { type DiscountRule, findDiscountRules } from '../repositories/discount-rules.repository.ts';
import { couponAnswer } from './coupon-answers.ts';

function scopedProducts(rules: Iterable<DiscountRule>): number[] {
  return [...rules].flatMap((rule) => [
    ...(rule.scope.products ?? []),
    ...(rule.scope.buy_products ?? []),
    ...(rule.scope.get_products ?? []),
  ]);
}

/**
 * The answer for each code (in the order given) on a server-priced cart: the store's rules,
 * checked against the date, their usage limit and the cart's minimum spend.
 */
export async function answerCoupons(
  db: Kysely<Database>,
  input: {
    codes: readonly string[];
    items: readonly CartItemResponse[];
    store: Store;
    now: Date;
    /** The rules by lower-case code, instead of the store's saved ones (the back office's preview of a draft). */
    rules?: ReadonlyMap<string, DiscountRule>;
  },
): Promise<CouponAnswerResponse[]> {
  if (input.codes.length === 0) return [];
  const rules = input.rules ?? (await findDiscountRules(db, input.store.storeID, input.codes));
  const variations = await findVariationIds(db, scopedProducts(rules.values()));
  const items = input.items.map(toDomainItem);
  const gross = repriceCart({ items }, { currency: input.store.currency }).totals.gross;
  const context = { items, gross, store: input.store, now: input.now, variations };
  return input.codes.map((code) => couponAnswer(code, rules.get(code.trim().toLowerCase()), context));
}
