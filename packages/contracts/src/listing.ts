import { z } from 'zod';
import { productSchema } from './product.ts';
import { noCacheParam, queryFlag, queryInt, slugParam } from './query-params.ts';

/** Product grids show 48 products per page (category, brand, tag and phone-model pages). */
export const listingPageSize = 48;

export const listingSorts = ['popular', 'price-asc', 'price-desc', 'name', 'newest', 'rating'] as const;
export type ListingSort = (typeof listingSorts)[number];

/**
 * Filters, sort and pagination shared by every product grid. `phone_model` is a phone model slug
 * (spec 2: the phone_model query); `brand` a brand slug of the store.
 */
export const listingQueryShape = {
  page: queryInt(1, 10_000, 'page').default(1),
  sort: z
    .enum(listingSorts, { message: `sort must be one of ${listingSorts.join(', ')}` })
    .default('popular'),
  phone_model: slugParam.optional(),
  brand: slugParam.optional(),
  in_stock: queryFlag.optional().describe('Only products that are in stock.'),
  nc: noCacheParam,
};

export const facetValueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/** A page of a product grid with the facets of the whole (unpaged) result. */
export const listingSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  sort: z.enum(listingSorts),
  filters: z.object({
    brands: z.array(facetValueSchema),
    phone_models: z.array(facetValueSchema),
    in_stock: z.number().int().nonnegative().describe('How many products of the result are in stock.'),
  }),
  applied: z.object({
    phone_model: z.string().nullable(),
    brand: z.string().nullable(),
    in_stock: z.boolean(),
  }),
});
export type Listing = z.infer<typeof listingSchema>;

export const breadcrumbSchema = z.object({
  name: z.string(),
  uri: z.string().describe('Storefront path without locale prefix.'),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;
