import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { CatalogCache } from '../cache/catalog-cache.ts';
import type { StockCache } from '../cache/stock-cache.ts';
import type { Database } from '../db/schema.ts';
import {
  type CartProduct,
  findCartProducts,
  findStockFacts,
} from '../repositories/cart-products.repository.ts';

/** Where cart lines read their products: the database, through the catalog cache when one is given. */
export interface CartProductSource {
  readonly db: Kysely<Database>;
  /**
   * The process's catalog cache (30 s, cleared when the catalog changes): names, prices, images
   * and categories come from it, so the cart shows what the product page shows. Stock is read
   * fresh every time, or through the stock cache when one is given. Placing an order passes no
   * cache: it reads everything fresh.
   */
  readonly cache?: CatalogCache;
  /** The process's stock cache (SQLite): stock as fresh as a read, without reading it every time. */
  readonly stock?: StockCache | undefined;
}

const cacheKey = (store: Store, sku: string) => `cart-product:${store.storeID}:${store.code}:${sku}`;

async function cachedProducts(
  source: CartProductSource & { cache: CatalogCache },
  skus: readonly string[],
  store: Store,
) {
  const { cache } = source;
  const found = new Map<string, CartProduct | null>();
  const missing: string[] = [];
  for (const sku of new Set(skus)) {
    const cached = cache.peek<CartProduct | null>(cacheKey(store, sku));
    if (cached === undefined) missing.push(sku);
    else found.set(sku, cached);
  }
  if (missing.length > 0) {
    const version = cache.version;
    const loaded = await findCartProducts(source.db, missing, store.code, store.storeID);
    for (const sku of missing) {
      const product = loaded.get(sku) ?? null;
      found.set(sku, product);
      // A load that raced a catalog change may hold old data: it is used once, not kept.
      if (cache.version === version) cache.set(cacheKey(store, sku), product);
    }
  }
  return found;
}

/** The store's sellable products of the given skus, by sku, with their stock as it is now. */
export async function cartProducts(
  source: CartProductSource,
  skus: readonly string[],
  store: Store,
): Promise<Map<string, CartProduct>> {
  const { cache } = source;
  if (!cache) return findCartProducts(source.db, skus, store.code, store.storeID);
  const products = await cachedProducts({ ...source, cache }, skus, store);
  const ids = [...products.values()].flatMap((product) => (product ? [product.id] : []));
  const stock = source.stock ? await source.stock.read(source.db, ids) : await findStockFacts(source.db, ids);
  const result = new Map<string, CartProduct>();
  for (const [sku, product] of products) {
    const facts = product ? stock.get(product.id) : undefined;
    if (product && facts) result.set(sku, { ...product, ...facts });
  }
  return result;
}
