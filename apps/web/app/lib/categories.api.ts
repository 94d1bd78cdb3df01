import type { Category } from '@shop/contracts/categories';
import type { CategoryMembers } from '@shop/domain/category-members';
import type { ApiCall } from './api-client.ts';

export type { Category };

/** Spec 7: GET /api/product-categories?v=2&main_menu=true, the main-category strip. */
export async function fetchMainMenu(call: ApiCall): Promise<Category[]> {
  const answer = await call<Category[]>({
    method: 'GET',
    path: '/api/product-categories',
    query: { v: 2, main_menu: true },
  });
  return answer.body;
}

/** Spec 7: GET /api/product-categories?v=2, the full tree for the side menu. */
export async function fetchCategoryTree(call: ApiCall): Promise<Category[]> {
  const answer = await call<Category[]>({ method: 'GET', path: '/api/product-categories', query: { v: 2 } });
  return answer.body;
}

/**
 * Spec 7: POST /api/category-children, for each category the given products in it or below it;
 * empty on failure (spec 8: a category lookup failure is treated as empty).
 */
export async function fetchCategoryChildren(
  call: ApiCall,
  productIds: readonly number[],
  categoryIds: readonly number[],
): Promise<CategoryMembers> {
  try {
    const answer = await call<CategoryMembers>({
      method: 'POST',
      path: '/api/category-children',
      body: { productIDs: productIds, Categories: categoryIds },
    });
    return answer.body ?? {};
  } catch {
    return {};
  }
}

const treeCache = new Map<string, Promise<Category[]>>();

/**
 * Spec 7: the full tree is fetched only if not yet loaded, and cached. A failed fetch is not
 * cached, so the next opening of the menu tries again.
 */
export function loadCategoryTreeOnce(call: ApiCall, locale: string): Promise<Category[]> {
  const cached = treeCache.get(locale);
  if (cached) return cached;
  const loading = fetchCategoryTree(call).catch((error: unknown) => {
    treeCache.delete(locale);
    throw error;
  });
  treeCache.set(locale, loading);
  return loading;
}
