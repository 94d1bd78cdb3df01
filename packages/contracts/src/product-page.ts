import { z } from 'zod';
import { breadcrumbSchema } from './listing.ts';
import { productSchema } from './product.ts';
import { noCacheParam, slugParam } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

/** A link to a brand, tag or phone model of the product. */
export const catalogLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  uri: z.string().describe('Storefront path without locale prefix.'),
});
export type CatalogLink = z.infer<typeof catalogLinkSchema>;

/** The product page's product: the card fields plus what only the page shows. */
export const productDetailSchema = productSchema.extend({
  description: z.string().describe('Plain text; paragraphs separated by a blank line.'),
  brand: catalogLinkSchema.nullable(),
  phone_models: z.array(catalogLinkSchema).describe('Phone models the product fits.'),
  tags: z.array(catalogLinkSchema),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  set_items: z
    .array(
      z.object({ product_id: z.number().int(), sku: z.string(), name: z.string(), quantity: z.number() }),
    )
    .describe('The contents of a SET product; empty for other types.'),
  selected_variation_id: z
    .number()
    .int()
    .nullable()
    .describe('Set when the slug named one variation of the product.'),
  merchandising: z.object({
    views_recently: z.number().int().nonnegative(),
    bought_today: z.number().int().nonnegative(),
  }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Not shown in the spec: GET /api/product-by-slug/{slug}. */
export const productBySlugParamsSchema = z.object({ slug: slugParam });
export const productBySlugQuerySchema = withStoreQuery({ nc: noCacheParam });

export const productPageResponseSchema = z.object({
  product: productDetailSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  related: z.array(productSchema).describe('Other products for the same phone model.'),
  accessories: z.array(productSchema).describe('Accessories and tools that go with the product.'),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** The 301 of GET /api/product-by-slug/{slug} for a slug the product had before (issue 17). */
export const productMovedSchema = z.object({
  moved_to: z.object({ slug: z.string(), uri: z.string() }),
});
export type ProductMoved = z.infer<typeof productMovedSchema>;
