import { z } from 'zod';
import { productListSchema } from './product.ts';
import { idParam, noCacheParam, queryFlag, queryInt } from './query-params.ts';
import { productSearchQuerySchema } from './search.ts';
import { withStoreQuery } from './store-query.ts';

/** Spec 7: GET /api/products, popular form (limit, in_stock, popular, nc). */
export const popularProductsQuerySchema = withStoreQuery({
  popular: queryFlag.describe('Marks the popular form.'),
  limit: queryInt(1, 48, 'limit').default(12),
  in_stock: queryFlag.optional().describe('Only products that are in stock.'),
  nc: noCacheParam,
});
export type PopularProductsQuery = z.output<typeof popularProductsQuerySchema>;

/** Spec 7 and 9: GET /api/products, upsell form (limit 4, nc, upselling_id, in_stock). */
export const upsellProductsQuerySchema = withStoreQuery({
  upselling_id: idParam('upselling_id').describe('The product whose upsell offer is wanted.'),
  limit: queryInt(1, 12, 'limit').default(4),
  in_stock: queryFlag.optional(),
  nc: noCacheParam,
});
export type UpsellProductsQuery = z.output<typeof upsellProductsQuerySchema>;

export type ProductsForm = 'search' | 'upsell' | 'popular';

/**
 * GET /api/products has three forms, told apart by their parameters: `query` (search),
 * `upselling_id` (upsell), `popular` (popular). Undefined when none is present.
 */
export function productsFormOf(query: Readonly<Record<string, unknown>>): ProductsForm | undefined {
  if (query.query !== undefined) return 'search';
  if (query.upselling_id !== undefined) return 'upsell';
  if (query.popular !== undefined) return 'popular';
  return undefined;
}

export const productsQuerySchemas = {
  search: productSearchQuerySchema,
  upsell: upsellProductsQuerySchema,
  popular: popularProductsQuerySchema,
} as const;

/** The popular and upsell forms answer a plain list of products. */
export const productListResponseSchema = productListSchema;

/** Spec 7: GET /api/products/{id}/upselling. A truthy body means an offer exists; `false` means none. */
export const upsellingParamsSchema = z.object({ id: idParam('id') });
export const upsellingQuerySchema = withStoreQuery({});
export const upsellingOfferSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  discount: z.number().int().min(0).max(100).describe('Discount percent on the offered products.'),
  product_ids: z.array(z.number().int()),
});
export type UpsellingOffer = z.infer<typeof upsellingOfferSchema>;
export const upsellingResponseSchema = z.union([upsellingOfferSchema, z.literal(false)]);

/**
 * Spec 7: POST /api/product-recommendations with the main_sku values of the browsing history.
 * An empty result falls back to popular products, except in sv where it stays empty (spec 4).
 */
export const productRecommendationsQuerySchema = withStoreQuery({});
export const productRecommendationsBodySchema = z.object({
  sku: z
    .array(z.string().trim().min(1).max(64))
    .max(50, 'sku: at most 50 values')
    .describe('main_sku values from the browsing history, most recent first.'),
  user_id: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
  product_box_id: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
});
export type ProductRecommendationsBody = z.infer<typeof productRecommendationsBodySchema>;
export const productRecommendationsResponseSchema = productListSchema;
