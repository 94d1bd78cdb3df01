import type { CartItem } from './cart.ts';
import type { Coupon } from './coupon-state.ts';

/**
 * Spec 7, POST /api/category-children: for each category id asked for, the given product ids that
 * are in it or in one of its sub-categories. A failed lookup is an empty map (spec 8).
 */
export type CategoryMembers = Readonly<Record<string, readonly number[]>>;

/**
 * The categories a buy-X-get-Y coupon names (buy_categories, get_categories). A cart item lists
 * only the categories it is placed in; a coupon for "Screens" also counts a screen of a
 * sub-category, which only the category tree knows (the category-children lookup).
 */
export function couponCategoryIds(coupons: readonly Coupon[]): number[] {
  const ids = new Set<number>();
  for (const coupon of coupons) {
    for (const id of [...(coupon.buy_categories ?? []), ...(coupon.get_categories ?? [])]) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The items with the looked-up categories they belong to through a sub-category added to their
 * own, so the coupon rules (discounts.ts) match them. The shop's catalog links every product to
 * its categories' ancestors too (the server prices with those), so items the server answered
 * usually carry them already; the lookup keeps the browser's rules right for any item.
 */
export function withCategoryMembers(items: readonly CartItem[], members: CategoryMembers): CartItem[] {
  const entries = Object.entries(members);
  if (entries.length === 0) return [...items];
  return items.map((item) => {
    const own = item.categories ?? [];
    const added = entries
      .filter(([category, products]) => products.includes(item.product_id) && !own.includes(Number(category)))
      .map(([category]) => Number(category));
    return added.length === 0 ? item : { ...item, categories: [...own, ...added] };
  });
}
