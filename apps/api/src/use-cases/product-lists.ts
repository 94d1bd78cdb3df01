import type { Product } from '@shop/contracts/product';
import type {
  PopularProductsQuery,
  ProductRecommendationsBody,
  UpsellingOffer,
  UpsellProductsQuery,
} from '@shop/contracts/products';
import type { LocaleCode } from '@shop/domain/locales';
import { type CatalogContext, cachedRead } from '../catalog/catalog-context.ts';
import { notFound } from '../errors.ts';
import {
  findPhoneModelIdsOf,
  findPopularIdsOfKinds,
  findPopularProductIds,
  findProductIdsForModels,
  findProductsByMainSku,
  findUpsellOffers,
  productExists,
} from '../repositories/products.repository.ts';
import { loadProducts } from './load-products.ts';

/** Spec 7, popular form of GET /api/products. */
export async function popularProducts(
  context: CatalogContext,
  locale: LocaleCode,
  query: Pick<PopularProductsQuery, 'limit' | 'in_stock' | 'nc'>,
): Promise<Product[]> {
  const inStock = query.in_stock === true;
  const ids = await cachedRead(context, `popular:${query.limit}:${inStock}`, query.nc, () =>
    findPopularProductIds(context.db, { limit: query.limit, inStock }),
  );
  return loadProducts(context, locale, ids, query.nc);
}

async function requireProduct(context: CatalogContext, id: number): Promise<void> {
  const exists = await context.cache.get(`exists:${id}`, () => productExists(context.db, id));
  if (!exists) throw notFound(`No product with the id ${id}`);
}

/** Spec 7, upsell form of GET /api/products: the products offered with a product. */
export async function upsellProducts(
  context: CatalogContext,
  locale: LocaleCode,
  query: UpsellProductsQuery,
): Promise<Product[]> {
  await requireProduct(context, query.upselling_id);
  const offers = await cachedRead(
    context,
    `upsell:${query.upselling_id}:${query.limit}:${query.in_stock === true}`,
    query.nc,
    () =>
      findUpsellOffers(context.db, query.upselling_id, {
        inStock: query.in_stock === true,
        limit: query.limit,
      }),
  );
  return loadProducts(
    context,
    locale,
    offers.map((offer) => offer.offer_product_id),
    query.nc,
  );
}

/** Spec 7: GET /api/products/{id}/upselling: the offer, or false when the product has none. */
export async function findUpsellingOffer(
  context: CatalogContext,
  productId: number,
): Promise<UpsellingOffer | false> {
  await requireProduct(context, productId);
  const offers = await context.cache.get(`upsell:${productId}:all`, () =>
    findUpsellOffers(context.db, productId, { inStock: false, limit: 20 }),
  );
  const first = offers[0];
  if (!first) return false;
  return {
    id: first.id,
    product_id: productId,
    discount: first.discount_percent,
    product_ids: offers.map((offer) => offer.offer_product_id),
  };
}

const recommendationCount = 12;

/**
 * Spec 7 and 4: recommendations from the browsing history's main_sku values: products for the
 * same phone models, then popular products of the same kinds. An empty result falls back to the
 * popular products, except in sv, where it stays empty.
 */
export async function recommendProducts(
  context: CatalogContext,
  locale: LocaleCode,
  body: ProductRecommendationsBody,
): Promise<Product[]> {
  const skus = [...new Set(body.sku)].sort();
  const ids = await context.cache.get(`recommendations:${skus.join(',')}`, async () => {
    const seen = await findProductsByMainSku(context.db, skus);
    const seenIds = seen.map((product) => product.id);
    const modelIds = await findPhoneModelIdsOf(context.db, seenIds);
    const forModels = await findProductIdsForModels(context.db, {
      modelIds,
      excludeIds: seenIds,
      limit: recommendationCount,
    });
    const kinds = [...new Set(seen.map((product) => product.kind))].filter((kind) => kind !== 'gift-card');
    const sameKinds = await findPopularIdsOfKinds(
      context.db,
      kinds,
      [...seenIds, ...forModels],
      recommendationCount - forModels.length,
    );
    return [...forModels, ...sameKinds];
  });
  if (ids.length > 0) return loadProducts(context, locale, ids);
  if (locale === 'sv') return [];
  return popularProducts(context, locale, { limit: recommendationCount });
}
