import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { z } from 'zod';
import { productSlugPattern } from './admin-catalog.ts';

/**
 * The catalog's trees in the back office (issue 17, docs/decisions/026-catalog-trees.md): the
 * category tree (names and slugs per language, parent, order among siblings, shown in the menu),
 * brands and tags.
 */

const id = z.number().int().min(1).max(2_147_483_647);
const slug = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200)
  .regex(productSlugPattern, 'must be lower-case letters and digits joined by single dashes');
const name = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const description = z.string().max(5000, 'must be at most 5000 characters');

export const treeItemParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One language's text of a category, a brand or a tag. */
export const treeTextSchema = z.object({ name: z.string(), slug: z.string(), description: z.string() });
export type TreeText = z.infer<typeof treeTextSchema>;

const textsOf = <Schema extends z.ZodType>(schema: Schema) =>
  z.object(
    Object.fromEntries(localeCodes.map((locale) => [locale, schema.optional()])) as Record<
      LocaleCode,
      z.ZodOptional<Schema>
    >,
  );

/** A new item's texts: a name in at least one language; languages left out take the first given. */
const newTextSchema = z.object({ name, slug: slug.optional(), description: description.optional() });
const newTextsSchema = textsOf(newTextSchema).refine(
  (texts) => localeCodes.some((locale) => texts[locale] !== undefined),
  { message: 'give a name in at least one language' },
);
/** A change of texts: only the fields and languages given change. */
const changedTextsSchema = textsOf(
  z.object({ name: name.optional(), slug: slug.optional(), description: description.optional() }),
);

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    sort_order: z.number().int(),
    show_in_menu: z.boolean(),
    texts: z.partialRecord(z.enum(localeCodes), treeTextSchema.extend({ path: z.string() })),
    product_count: z.number().int().describe('Products linked to the category itself or below it.'),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.object({
  categories: z
    .array(adminCategorySchema)
    .describe('Every category, parents before children, siblings in order.'),
});
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

export const createCategoryBodySchema = z.object({
  parent_id: id.nullable().default(null),
  show_in_menu: z.boolean().default(false),
  texts: newTextsSchema,
});
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

export const updateCategoryBodySchema = z.object({
  parent_id: id.nullable().optional(),
  show_in_menu: z.boolean().optional(),
  texts: changedTextsSchema.optional(),
});
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

export const moveDirections = ['up', 'down'] as const;
export const moveBodySchema = z.object({ direction: z.enum(moveDirections) });
export type MoveBody = z.infer<typeof moveBodySchema>;

export const adminBrandSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    sort_order: z.number().int(),
    in_menu: z.boolean(),
    texts: z.partialRecord(z.enum(localeCodes), treeTextSchema),
    product_count: z.number().int(),
  })
  .meta({ id: 'AdminBrand' });
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandListSchema = z.object({ brands: z.array(adminBrandSchema) });
export type AdminBrandList = z.infer<typeof adminBrandListSchema>;

export const createBrandBodySchema = z.object({
  in_menu: z.boolean().default(false),
  texts: newTextsSchema,
});
export type CreateBrandBody = z.infer<typeof createBrandBodySchema>;
export const updateBrandBodySchema = z.object({
  in_menu: z.boolean().optional(),
  texts: changedTextsSchema.optional(),
});
export type UpdateBrandBody = z.infer<typeof updateBrandBodySchema>;

export const adminTagSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    texts: z.partialRecord(z.enum(localeCodes), treeTextSchema),
    product_count: z.number().int(),
  })
  .meta({ id: 'AdminTag' });
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTagListSchema = z.object({ tags: z.array(adminTagSchema) });
export type AdminTagList = z.infer<typeof adminTagListSchema>;

export const createTagBodySchema = z.object({ texts: newTextsSchema });
export type CreateTagBody = z.infer<typeof createTagBodySchema>;
export const updateTagBodySchema = z.object({ texts: changedTextsSchema.optional() });
export type UpdateTagBody = z.infer<typeof updateTagBodySchema>;

/** The texts a write is given, per language: what each call's `texts` parses to. */
export type NewTexts = z.infer<typeof newTextsSchema>;
export type ChangedTexts = z.infer<typeof changedTextsSchema>;

/**
 * Search triggers (spec 7, GET /api/search-triggers): a keyword of one store that suggests a page
 * while the shopper types ("frakt" -> the shipping page). Stored normalized (lower case, no accents).
 */
export const adminSearchTriggerSchema = z
  .object({
    id: z.number().int(),
    store: z.enum(localeCodes),
    keyword: z.string(),
    url: z.string(),
    url_title: z.string(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'AdminSearchTrigger' });
export type AdminSearchTrigger = z.infer<typeof adminSearchTriggerSchema>;
export const adminSearchTriggerListSchema = z.object({ search_triggers: z.array(adminSearchTriggerSchema) });
export type AdminSearchTriggerList = z.infer<typeof adminSearchTriggerListSchema>;

const triggerUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, 'must be a path of the shop (/...) or an https:// address');
const triggerFields = {
  keyword: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  url: triggerUrl,
  url_title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
};
export const createSearchTriggerBodySchema = z.strictObject({ store: z.enum(localeCodes), ...triggerFields });
export type CreateSearchTriggerBody = z.infer<typeof createSearchTriggerBodySchema>;
export const updateSearchTriggerBodySchema = z.strictObject({
  keyword: triggerFields.keyword.optional(),
  url: triggerFields.url.optional(),
  url_title: triggerFields.url_title.optional(),
});
export type UpdateSearchTriggerBody = z.infer<typeof updateSearchTriggerBodySchema>;

/** The phone-model selector's data: a model of a brand, newest first by its release year. */
export const adminPhoneModelSchema = z
  .object({
    id: z.number().int(),
    brand_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    release_year: z.number().int(),
    product_count: z.number().int(),
  })
  .meta({ id: 'AdminPhoneModel' });
export type AdminPhoneModel = z.infer<typeof adminPhoneModelSchema>;
export const adminPhoneModelListSchema = z.object({ phone_models: z.array(adminPhoneModelSchema) });
export type AdminPhoneModelList = z.infer<typeof adminPhoneModelListSchema>;

const releaseYear = z.number().int().min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier');
export const createPhoneModelBodySchema = z.strictObject({
  brand_id: id,
  name,
  /** Made from the name when left out; one slug per model across brands (its page's URL). */
  slug: slug.optional(),
  release_year: releaseYear,
});
export type CreatePhoneModelBody = z.infer<typeof createPhoneModelBodySchema>;
export const updatePhoneModelBodySchema = z.strictObject({
  name: name.optional(),
  slug: slug.optional(),
  release_year: releaseYear.optional(),
});
export type UpdatePhoneModelBody = z.infer<typeof updatePhoneModelBodySchema>;
