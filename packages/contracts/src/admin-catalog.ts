import { localeCodes } from '@shop/domain/locales';
import { z } from 'zod';
import { cablePlugsSchema, vehicleFitmentSchema } from './admin-selectors.ts';
import { stockStatuses } from './product.ts';

/**
 * The back office's catalog editing (issue 17): products with their texts per language, prices
 * per store and stock. Money is in major units incl. VAT, as the storefront's price lists are.
 */

export const productTypeNames = ['Standard', 'Variant', 'SET', 'GiftCard'] as const;
export type ProductTypeName = (typeof productTypeNames)[number];
export const vatClasses = ['standard', 'none'] as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');
const isoTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a time such as 2026-11-25T08:00:00Z');
const id = z.number().int().min(1).max(2_147_483_647);
const sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/, 'must be 1-50 letters, digits, dots, dashes or underscores');
/** The storefront's slug rule (lower-case letters of any language, digits and dashes). */
export const productSlugPattern = /^[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)*$/u;
const slug = z
  .string()
  .trim()
  .max(200)
  .regex(productSlugPattern, 'must be lower-case letters and digits joined by single dashes');

export const adminProductParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const adminProductStoreParamsSchema = adminProductParamsSchema.extend({
  store: z.enum(localeCodes),
});

export const adminProductListQuerySchema = z.object({
  /** Free text: part of a name (in any language) or a sku. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  /** Only published products (yes) or only hidden ones (no): unpublishing is how a product leaves the shop. */
  published: z.enum(['yes', 'no']).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductSummarySchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string().describe('The Swedish name (the first store).'),
    type: z.enum(productTypeNames),
    published: z.boolean(),
    stock: z.number().int(),
    stock_status: z.enum(stockStatuses),
    variations: z.number().int(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminProductSummary' });
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductListResponseSchema = z.object({
  products: z.array(adminProductSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const productTextSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
});
export type ProductText = z.infer<typeof productTextSchema>;

export const adminPriceTierSchema = z.object({
  quantity: z.number().int().min(1).max(5000).describe('The quantity the tier starts at.'),
  price: z.number().min(0).max(10_000_000).describe('Major units incl. VAT.'),
});
export type AdminPriceTier = z.infer<typeof adminPriceTierSchema>;

export const storePricesSchema = z
  .object({
    currency: z.string(),
    normal: z.array(adminPriceTierSchema),
    campaign: z.array(adminPriceTierSchema),
    campaign_starts_at: z.string().nullable(),
    campaign_ends_at: z.string().nullable(),
  })
  .meta({ id: 'AdminStorePrices' });
export type StorePrices = z.infer<typeof storePricesSchema>;

/** One image of a product as the editor lists it: an uploaded photo or a seeded drawing. */
export const adminProductImageSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('The image at its largest rendition (a drawing: its SVG).'),
    thumb_url: z.string().describe('A small rendition for the list.'),
    width: z.number().int(),
    height: z.number().int(),
    type: z.number().int().describe('Spec 3 image type; an upload is Gallery (4).'),
    sort_order: z.number().int(),
    uploaded: z.boolean().describe('An uploaded photo (true) or a seeded drawing (false).'),
  })
  .meta({ id: 'AdminProductImage' });
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

/** Another product a product names: a related product or an upsell offer. */
export const adminLinkedProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string().describe('The Swedish name (the first store).'),
});

/**
 * What a variation differs in (spec 3 variation_attributes): lower-case keys such as color, each
 * with one value. A colour the storefront knows by code (black, blue ...) is shown in its name and hex.
 */
export const variationAttributesSchema = z
  .record(
    z.string().regex(/^[a-z][a-z_]{0,29}$/, 'must be a lower-case key such as color'),
    z.string().trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters'),
  )
  .refine((attributes) => Object.keys(attributes).length > 0, 'needs at least one attribute, such as color')
  .refine((attributes) => Object.keys(attributes).length <= 5, 'at most 5 attributes');

/** A variation as its product's editor lists it. */
export const adminVariationSummarySchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string().describe('The Swedish name (the first store).'),
    attributes: z.record(z.string(), z.string()),
    published: z.boolean(),
    stock: z.number().int(),
    stock_status: z.enum(stockStatuses),
    /** The single-unit normal price per store (major units incl. VAT); a store without one is left out. */
    prices: z.partialRecord(z.enum(localeCodes), z.object({ currency: z.string(), price: z.number() })),
  })
  .meta({ id: 'AdminVariationSummary' });
export type AdminVariationSummary = z.infer<typeof adminVariationSummarySchema>;

export const adminProductSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    sku: z.string(),
    main_sku: z.string(),
    type: z.enum(productTypeNames),
    kind: z.string(),
    published: z.boolean(),
    brand_id: z.number().int().nullable(),
    group_id: z.number().int().nullable(),
    discount_category: z.number().int().nullable(),
    vat_class: z.enum(vatClasses),
    category_ids: z.array(z.number().int()),
    primary_category_id: z.number().int().nullable(),
    tag_ids: z.array(z.number().int()),
    texts: z.partialRecord(z.enum(localeCodes), productTextSchema),
    prices: z.partialRecord(z.enum(localeCodes), storePricesSchema),
    stock: z.number().int(),
    stock_status: z.enum(stockStatuses),
    estimated_at: z.string().nullable(),
    gtin: z.string().nullable().describe('GTIN-8, -12, -13 (EAN-13) or -14 with its GS1 check digit.'),
    mpn: z.string().nullable().describe("The maker's part number."),
    attributes: z
      .record(z.string(), z.string())
      .describe('What a variation differs in (color: black); empty on a top-level product.'),
    variations: z.array(adminVariationSummarySchema),
    images: z.array(adminProductImageSchema).describe('In the order the storefront shows them.'),
    related: z
      .array(adminLinkedProductSchema)
      .describe("Related products staff picked, shown first among the product page's related products."),
    upsell_offers: z
      .array(adminLinkedProductSchema.extend({ discount_percent: z.number().int() }))
      .describe('Products offered with this one at a discount (the upselling panel), first shown first.'),
    phone_model_ids: z
      .array(z.number().int())
      .describe('The phone models it fits (the phone-model selector).'),
    cable: z
      .object({ plug_a: z.string(), plug_b: z.string(), length_cm: z.number().int() })
      .nullable()
      .describe("A cable's plugs and length (the cable-plug selector); null when it is no cable."),
    vehicle_fitments: z
      .array(
        z.object({
          make: z.string(),
          model: z.string(),
          year_from: z.number().int(),
          year_to: z.number().int(),
        }),
      )
      .describe("The vehicles it fits (the registration number search); make '*' fits every vehicle."),
    version: z.number().int().describe('Send it back with a change: a stale one is refused (409).'),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

const textInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(300).optional(),
  slug: slug.optional(),
  description: z.string().max(20_000).optional(),
  seo_title: z.string().trim().max(200).optional(),
  seo_description: z.string().trim().max(500).optional(),
});

const productFields = {
  type: z.enum(productTypeNames).optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{0,49}$/, 'must be a lower-case kind such as case')
    .optional(),
  published: z.boolean().optional(),
  brand_id: id.nullable().optional(),
  group_id: z.number().int().min(0).max(1_000_000).nullable().optional(),
  discount_category: z.number().int().min(0).max(1_000_000).nullable().optional(),
  vat_class: z.enum(vatClasses).optional(),
  category_ids: z.array(id).max(50).optional(),
  primary_category_id: id.nullable().optional(),
  tag_ids: z.array(id).max(50).optional(),
  texts: z.partialRecord(z.enum(localeCodes), textInputSchema).optional(),
  /** Checked by the use case (422 naming the field): 8, 12, 13 or 14 digits with a GS1 check digit. '' clears it. */
  gtin: z.string().trim().max(20).nullable().optional(),
  /** '' clears it. */
  mpn: z.string().trim().max(70).nullable().optional(),
  /** Related products by SKU, first shown first; the whole list is replaced. */
  related_skus: z.array(sku).max(20, 'at most 20 related products').optional(),
  /** Upsell offers by SKU with their discount, first shown first; the whole list is replaced. */
  upsell_offers: z
    .array(
      z.strictObject({
        sku,
        discount_percent: z.number().int().min(0, 'must be 0 to 90').max(90, 'must be 0 to 90'),
      }),
    )
    .max(10, 'at most 10 upsell offers')
    .optional(),
  /** The phone models it fits, by id; the whole list is replaced. */
  phone_model_ids: z.array(id).max(500, 'at most 500 phone models').optional(),
  /** A cable's plugs (codes of plug types) and length; null: it is no cable. */
  cable: cablePlugsSchema.nullable().optional(),
  /** The vehicles it fits by make, model and years; make '*' fits every vehicle. The whole list is replaced. */
  vehicle_fitments: z.array(vehicleFitmentSchema).max(100, 'at most 100 fitments').optional(),
};

/** A new product: hidden from the storefront until staff publish it. */
export const createProductBodySchema = z.strictObject({
  sku,
  ...productFields,
  /** A name in at least one language; a slug is made from the name where none is given. */
  texts: z
    .partialRecord(z.enum(localeCodes), textInputSchema.extend({ name: z.string().trim().min(1).max(300) }))
    .refine((texts) => Object.keys(texts).length > 0, 'needs a name in at least one language'),
});
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** Changes to a product; `version` is the one the editor loaded. */
export const updateProductBodySchema = z.strictObject({
  version: z.number().int().min(1),
  sku: sku.optional(),
  ...productFields,
  /** A variation's attributes (a top-level product has none): replaced whole. */
  attributes: variationAttributesSchema.optional(),
});
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/**
 * The fields a variation takes from its product: the product's editor changes them for all of its
 * variations, a variation's own save may not (422 naming each).
 */
export const fieldsOfParent = [
  'type',
  'kind',
  'brand_id',
  'group_id',
  'discount_category',
  'vat_class',
  'category_ids',
  'primary_category_id',
  'tag_ids',
  'related_skus',
  'upsell_offers',
  // What it fits in the selectors: a variation fits what its product fits.
  'phone_model_ids',
  'cable',
  'vehicle_fitments',
] as const satisfies readonly (keyof UpdateProductBody)[];

/**
 * A new variation of a product: its SKU and what it differs in. It takes the product's kind,
 * brand, group, discount category, VAT and category; its names default to the product's name and
 * the option ("Skal – Svart"), its descriptions to the product's. Hidden until published.
 */
export const createVariationBodySchema = z.strictObject({
  /** Optional: the product version the editor loaded; a stale one is refused (409). */
  version: z.number().int().min(1).optional(),
  sku,
  attributes: variationAttributesSchema,
  texts: z.partialRecord(z.enum(localeCodes), textInputSchema).optional(),
  published: z.boolean().optional(),
  gtin: productFields.gtin,
  mpn: productFields.mpn,
});
export type CreateVariationBody = z.infer<typeof createVariationBodySchema>;

export const putPricesBodySchema = z
  .strictObject({
    /** Optional: the product version the editor loaded; a stale one is refused (409). */
    version: z.number().int().min(1).optional(),
    normal: z.array(adminPriceTierSchema).min(1, 'needs at least one tier').max(20),
    campaign: z.array(adminPriceTierSchema).max(20).default([]),
    campaign_starts_at: isoTime.nullable().default(null),
    campaign_ends_at: isoTime.nullable().default(null),
  })
  .refine(
    (body) =>
      !body.campaign_starts_at ||
      !body.campaign_ends_at ||
      Date.parse(body.campaign_starts_at) < Date.parse(body.campaign_ends_at),
    { path: ['campaign_ends_at'], message: 'must be after campaign_starts_at' },
  );
export type PutPricesBody = z.infer<typeof putPricesBodySchema>;

export const stockBodySchema = z
  .strictObject({
    version: z.number().int().min(1).optional(),
    stock: z.number().int().min(0).max(10_000_000).optional(),
    stock_status: z.enum(stockStatuses).optional(),
    estimated_at: isoDate.nullable().optional(),
  })
  .refine(
    (body) => body.stock !== undefined || body.stock_status !== undefined || body.estimated_at !== undefined,
    'needs stock, stock_status or estimated_at',
  );
export type StockBody = z.infer<typeof stockBodySchema>;

/** A tier the domain's price rules would drop or show wrongly, and why (the 422 and the preview). */
export const priceProblemSchema = z.object({
  list: z.enum(['normal', 'campaign']),
  /** Position in the list as sent, from 0. */
  index: z.number().int(),
  quantity: z.number().int(),
  message: z.string(),
});
export type PriceProblem = z.infer<typeof priceProblemSchema>;

const previewRowSchema = z.object({
  quantity: z.number().int(),
  price: z.number(),
  price_text: z.string(),
  original: z.number().nullable(),
  original_text: z.string().nullable(),
  discount_percent: z.number().nullable(),
});

const previewListSchema = z.object({ campaign: z.boolean(), rows: z.array(previewRowSchema) });

export const pricePreviewResponseSchema = z
  .object({
    store: z.enum(localeCodes),
    currency: z.string(),
    vat_factor: z.number(),
    /** Whether the store lets shoppers switch to prices without VAT (spec 4). */
    ex_vat_allowed: z.boolean(),
    /** The campaign list counts only inside its window; outside it the normal list is shown. */
    campaign_running: z.boolean(),
    including_vat: previewListSchema,
    excluding_vat: previewListSchema,
    problems: z.array(priceProblemSchema),
  })
  .meta({ id: 'AdminPricePreview' });
export type PricePreviewResponse = z.infer<typeof pricePreviewResponseSchema>;

/** The 409 of a stale version: the product as it is now and what changed since the editor's version. */
export const versionConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.literal('VERSION_CONFLICT'),
  message: z.string(),
  changed_fields: z.array(z.string()),
  current: adminProductSchema,
});
export type VersionConflict = z.infer<typeof versionConflictSchema>;

/** The largest photo staff may upload, and the most pixels it may have (a decompression bomb is refused). */
export const imageUploadLimitBytes = 10 * 1024 * 1024;
export const imageUploadLimitPixels = 40_000_000;

export const adminProductImageParamsSchema = adminProductParamsSchema.extend({
  imageId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** An upload may name the version it edits (as a query parameter: the body is the file). */
export const imageUploadQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional(),
});

export const imageDeleteQuerySchema = imageUploadQuerySchema;

export const imageOrderBodySchema = z.strictObject({
  version: z.number().int().min(1).optional(),
  image_ids: z
    .array(id)
    .min(1)
    .max(200)
    .describe('Every image id of the product, once, in the order the storefront shows them.'),
});
export type ImageOrderBody = z.infer<typeof imageOrderBodySchema>;
