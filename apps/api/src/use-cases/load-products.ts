import type { Product } from '@shop/contracts/product';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { mapProducts } from '../catalog/product-mapper.ts';
import { loadProductRows } from '../repositories/products.repository.ts';

const cardKey = (locale: LocaleCode, id: number) => `product:${locale}:${id}`;

/**
 * Products as cards, in the order of `ids`, unknown ids left out. Each card is cached on its own,
 * so lists that share products share the work.
 */
export async function loadProducts(
  context: CatalogContext,
  locale: LocaleCode,
  ids: readonly number[],
  noCache = false,
): Promise<Product[]> {
  const cached = new Map<number, Product>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const product = noCache ? undefined : context.cache.peek<Product>(cardKey(locale, id));
    if (product) cached.set(id, product);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const rows = await loadProductRows(context.db, missing, locale, storeIds[locale], context.now());
    for (const product of mapProducts(missing, rows, locale)) {
      context.cache.set(cardKey(locale, product.id), product);
      cached.set(product.id, product);
    }
  }
  return ids.map((id) => cached.get(id)).filter((product): product is Product => product !== undefined);
}
