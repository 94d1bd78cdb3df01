import { z } from 'zod';
import { databaseIdSchema } from './ids.ts';
import { breadcrumbSchema, listingQueryShape, listingSchema } from './listing.ts';
import { thumbSchema } from './product.ts';
import { noCacheParam, queryFlag } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

/** Spec 3, Category: id, slug, name, parent_id, show_in_menu, thumb, children; plus uri and path. */
export interface Category {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  show_in_menu: boolean;
  thumb: { url: string; width: number; height: number } | null;
  /** Storefront path without locale prefix, e.g. /kategori/reservdelar/skarmar. */
  uri: string;
  /** The free-form category path, e.g. reservdelar/skarmar (GET /api/category-by-path). */
  path: string;
  children: Category[];
}

const categoryFields = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  show_in_menu: z.boolean(),
  thumb: thumbSchema.nullable(),
  uri: z.string().describe('Storefront path without locale prefix, e.g. /kategori/reservdelar/skarmar.'),
  path: z.string().describe('Free-form category path, e.g. reservdelar/skarmar.'),
};

export const categorySchema: z.ZodType<Category> = z
  .object({
    ...categoryFields,
    get children() {
      return z.array(categorySchema);
    },
  })
  .meta({ id: 'Category' });

/** One level of a category's hierarchy, root first. */
export const categoryLevelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  uri: z.string(),
});

/** Spec 3: a category as a search hit carries uri and hierarchy (each level has a name). */
export const categoryHitSchema = z.object({
  ...categoryFields,
  hierarchy: z.array(categoryLevelSchema),
});
export type CategoryHit = z.infer<typeof categoryHitSchema>;

/**
 * Spec 7: GET /api/product-categories. v=2 is required; with main_menu=true the answer is the
 * main menu (top-level categories shown in the menu, children empty); without it the full tree.
 */
export const productCategoriesQuerySchema = withStoreQuery({
  v: z.coerce.number().pipe(z.literal(2, { message: 'v must be 2' })),
  main_menu: queryFlag.optional(),
  nc: noCacheParam,
});
export const productCategoriesResponseSchema = z.array(categorySchema);

/**
 * Spec 7: POST /api/category-children. For every category id in Categories, the ids from
 * productIDs that belong to it or to one of its descendants. Unknown ids give empty lists.
 */
export const categoryChildrenBodySchema = z.object({
  productIDs: z.array(databaseIdSchema).max(500, 'productIDs: at most 500 ids'),
  Categories: z.array(databaseIdSchema).max(200, 'Categories: at most 200 ids'),
});
export type CategoryChildrenBody = z.infer<typeof categoryChildrenBodySchema>;
export const categoryChildrenQuerySchema = withStoreQuery({});
export const categoryChildrenResponseSchema = z
  .record(z.string(), z.array(z.number().int()))
  .describe('Category id -> the given product ids in that category.');
export type CategoryChildrenResponse = z.infer<typeof categoryChildrenResponseSchema>;

/** A category as its page shows it: the category, its direct children and a product grid. */
export const categoryDetailSchema = z.object({
  ...categoryFields,
  description: z.string(),
  hierarchy: z.array(categoryLevelSchema),
  children: z.array(categorySchema).describe('Direct sub-categories, each with its own children.'),
});

/**
 * Not shown in the spec: GET /api/category-by-path. `path` is the free-form rest of
 * /kategori/* (e.g. reservdelar/skarmar), with the grid's filters, sort and 48-product pages.
 */
export const categoryByPathQuerySchema = withStoreQuery({
  path: z
    .string()
    .trim()
    .min(1, 'path must not be empty')
    .max(500, 'path must be at most 500 characters')
    .transform((value) => value.replace(/^\/+|\/+$/g, '').toLowerCase()),
  ...listingQueryShape,
});
export type CategoryByPathQuery = z.output<typeof categoryByPathQuerySchema>;

export const categoryPageResponseSchema = listingSchema.extend({
  category: categoryDetailSchema,
  breadcrumbs: z.array(breadcrumbSchema),
});
export type CategoryPageResponse = z.infer<typeof categoryPageResponseSchema>;
