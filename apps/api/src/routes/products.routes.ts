import { productBySlugParamsSchema, productBySlugQuerySchema } from '@shop/contracts/product-page';
import {
  popularProductsQuerySchema,
  productRecommendationsBodySchema,
  productRecommendationsQuerySchema,
  productsFormOf,
  upsellingParamsSchema,
  upsellingQuerySchema,
  upsellProductsQuerySchema,
} from '@shop/contracts/products';
import { productSearchQuerySchema, recordsHeader } from '@shop/contracts/search';
import type { FastifyPluginAsync } from 'fastify';
import { cachedJson } from '../catalog/catalog-context.ts';
import type { CatalogDependencies } from '../catalog/catalog-dependencies.ts';
import { AppError, badRequest } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { sendJson } from '../http/send-json.ts';
import { findMovedProduct, getProductPage } from '../use-cases/get-product-page.ts';
import {
  findUpsellingOffer,
  popularProducts,
  recommendProducts,
  upsellProducts,
} from '../use-cases/product-lists.ts';
import { searchProducts } from '../use-cases/search-products.ts';

/** Bodies of the product POST calls are small lists of ids and skus. */
const smallBodyLimit = 64 * 1024;

export function productsRoutes({ catalog }: CatalogDependencies): FastifyPluginAsync {
  return async (api) => {
    // Spec 7: GET /api/products in its search, upsell and popular forms.
    api.get('/products', async (request, reply) => {
      const form = productsFormOf((request.query ?? {}) as Record<string, unknown>);
      if (form === 'search') {
        const query = parseInput(productSearchQuerySchema, request.query, 'query');
        const { response, total } = await searchProducts(catalog, query.locale, query);
        reply.header(recordsHeader, String(total));
        return response;
      }
      if (form === 'upsell') {
        const query = parseInput(upsellProductsQuerySchema, request.query, 'query');
        return upsellProducts(catalog, query.locale, query);
      }
      if (form === 'popular') {
        const query = parseInput(popularProductsQuerySchema, request.query, 'query');
        return popularProducts(catalog, query.locale, query);
      }
      throw badRequest(
        'Invalid query: GET /api/products needs query (search), upselling_id (upsell) or popular (popular products)',
      );
    });

    // Spec 7: GET /api/products/{id}/upselling -> the offer, or false.
    api.get('/products/:id/upselling', async (request) => {
      const { id } = parseInput(upsellingParamsSchema, request.params, 'path');
      parseInput(upsellingQuerySchema, request.query, 'query');
      return findUpsellingOffer(catalog, id);
    });

    // Spec 7: POST /api/product-recommendations.
    api.post('/product-recommendations', { bodyLimit: smallBodyLimit }, async (request) => {
      const { locale } = parseInput(productRecommendationsQuerySchema, request.query, 'query');
      const body = parseInput(productRecommendationsBodySchema, request.body, 'body');
      return recommendProducts(catalog, locale, body);
    });

    // Not shown in the spec: the product page. An old slug (issue 17) answers 301 with the current one.
    api.get('/product-by-slug/:slug', async (request, reply) => {
      const { slug } = parseInput(productBySlugParamsSchema, request.params, 'path');
      const { locale, nc } = parseInput(productBySlugQuerySchema, request.query, 'query');
      try {
        const json = await cachedJson(catalog, `product-page:${locale}:${slug}`, nc, () =>
          getProductPage(catalog, locale, slug),
        );
        return sendJson(request, reply, json);
      } catch (error) {
        const moved =
          error instanceof AppError &&
          error.status === 404 &&
          (await findMovedProduct(catalog, locale, slug));
        if (!moved) throw error;
        const query = new URLSearchParams(request.query as Record<string, string>).toString();
        reply
          .status(301)
          .header('location', `/api/product-by-slug/${encodeURIComponent(moved.moved_to.slug)}?${query}`);
        return moved;
      }
    });
  };
}
