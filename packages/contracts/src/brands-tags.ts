import { z } from 'zod';
import { breadcrumbSchema, listingQueryShape, listingSchema } from './listing.ts';
import { thumbSchema } from './product.ts';
import { noCacheParam, slugParam } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  uri: z.string().describe('Storefront path without locale prefix, e.g. /varumarke/apple.'),
  logo: thumbSchema,
  /** Spec 2: the ten brands of the side menu. */
  in_menu: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

/** Not shown in the spec: GET /api/brands, the side menu's ten brands in menu order. */
export const brandsQuerySchema = withStoreQuery({ nc: noCacheParam });
export const brandsResponseSchema = z.array(brandSchema);

/** Not shown in the spec: GET /api/brand-by-slug/{slug} with a product grid. */
export const brandBySlugParamsSchema = z.object({ slug: slugParam });
export const brandBySlugQuerySchema = withStoreQuery({ ...listingQueryShape });
export const brandPageResponseSchema = listingSchema.extend({
  brand: brandSchema.extend({ description: z.string() }),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type BrandPageResponse = z.infer<typeof brandPageResponseSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  uri: z.string().describe('Storefront path without locale prefix, e.g. /produkt-tagg/magsafe.'),
  description: z.string(),
});

/** Not shown in the spec: GET /api/tag-by-slug/{slug} with a product grid. */
export const tagBySlugParamsSchema = z.object({ slug: slugParam });
export const tagBySlugQuerySchema = withStoreQuery({ ...listingQueryShape });
export const tagPageResponseSchema = listingSchema.extend({
  tag: tagSchema,
  breadcrumbs: z.array(breadcrumbSchema),
});
export type TagPageResponse = z.infer<typeof tagPageResponseSchema>;
