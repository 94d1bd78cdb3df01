import { z } from 'zod';

/** Spec 3, Enumerations: product type. Any (0) is a filter value only; products carry 1 to 4. */
export const ProductType = { Any: 0, Standard: 1, Variant: 2, SET: 3, GiftCard: 4 } as const;
export type ProductTypeValue = (typeof ProductType)[keyof typeof ProductType];

/** Spec 3, Enumerations: image type. */
export const ImageType = {
  Zoom: 1,
  Thumb: 3,
  Gallery: 4,
  Original: 5,
  Featured: 9,
  GalleryThumb: 10,
  General: 12,
  Avatar: 13,
  Header: 16,
} as const;
export type ImageTypeValue = (typeof ImageType)[keyof typeof ImageType];

/** Spec 4: the stock status values the storefront knows. */
export const stockStatuses = ['in-stock', 'back-order-quick', 'back-order-slow', 'back-order'] as const;
export type StockStatus = (typeof stockStatuses)[number];

export const productTypeSchema = z
  .literal([1, 2, 3, 4])
  .describe('Product type: 1 Standard, 2 Variant (has variations), 3 SET (bundle), 4 GiftCard.');

export const imageTypeSchema = z
  .literal([1, 3, 4, 5, 9, 10, 12, 13, 16])
  .describe(
    'Image type: Zoom=1, Thumb=3, Gallery=4, Original=5, Featured=9, GalleryThumb=10, General=12, Avatar=13, Header=16.',
  );

export const stockStatusSchema = z.enum(stockStatuses);

/**
 * Spec 3, Prices: one tier. p is the price in major units INCLUDING VAT (199 for SEK, 12.5 for EUR),
 * q the quantity threshold; in a campaign list the first tier also has o (original price) and
 * d (discount percent, rounded).
 */
export const priceTierSchema = z
  .object({
    p: z.number().nonnegative().describe('Price in major units including VAT.'),
    q: z.number().int().positive().describe('Quantity threshold of the tier.'),
    o: z.number().nonnegative().optional().describe('Original price (campaign list, first tier).'),
    d: z.number().int().min(0).max(100).optional().describe('Discount percent (campaign list, first tier).'),
  })
  .meta({ id: 'PriceTier' });
export type PriceTier = z.infer<typeof priceTierSchema>;

/** Spec 3, Prices: the normal list n and, during a campaign, the campaign list c. */
export const pricesSchema = z
  .object({
    n: z.array(priceTierSchema),
    c: z.array(priceTierSchema).optional(),
  })
  .meta({ id: 'Prices' });
export type Prices = z.infer<typeof pricesSchema>;

/**
 * An uploaded photo's renditions (issue 17): for each modern format a `srcset` of widths, and the
 * photo's own format as the `<img>` fallback. A seeded drawing (SVG) has none: it scales by itself.
 */
export const responsiveImageSchema = z
  .object({
    sources: z
      .array(
        z.object({
          type: z.enum(['image/avif', 'image/webp']),
          srcset: z.string().describe('Candidates such as "/api/images/p/ab12-320.avif 320w, ...".'),
        }),
      )
      .describe('The <source> elements of a <picture>, the best format first.'),
    srcset: z.string().describe("The fallback <img>'s candidates, in the uploaded photo's own format."),
  })
  .meta({ id: 'ResponsiveImage' });
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

export const thumbSchema = z
  .object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    responsive: responsiveImageSchema.optional().describe('Only for an uploaded photo.'),
  })
  .meta({ id: 'Thumb' });
export type Thumb = z.infer<typeof thumbSchema>;

export const productImageSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    type: imageTypeSchema,
    sort_order: z.number().int(),
    alt: z.string(),
    responsive: responsiveImageSchema.optional().describe('Only for an uploaded photo.'),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImageSchema>;

/** One option of a variation attribute, e.g. colour "black" shown as "Svart". */
export const variationAttributeValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** A colour swatch, when the attribute is a colour. */
  hex: z.string().optional(),
});

/** The attributes a Variant product varies by, with every value its variations use. */
export const variationAttributeSchema = z.object({
  key: z.string().describe('Stable key, e.g. color.'),
  name: z.string().describe('Localized name, e.g. Färg.'),
  values: z.array(variationAttributeValueSchema),
});
export type VariationAttribute = z.infer<typeof variationAttributeSchema>;

/** Spec 3: each variation has its own sku, prices and vat. */
export const variationSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    main_sku: z.string(),
    name: z.string(),
    attributes: z.record(z.string(), z.string()).describe('Attribute key -> value, e.g. {color: "black"}.'),
    vat: z.number().describe('VAT rate factor, e.g. 1.25.'),
    prices: pricesSchema,
    stock_status: stockStatusSchema,
    estimated_at: z.string().nullable(),
    thumb: thumbSchema.nullable(),
    images: z.array(productImageSchema),
  })
  .meta({ id: 'Variation' });
export type Variation = z.infer<typeof variationSchema>;

/** Spec 3, Product: as seen in cards, search and the product page. */
export const productSchema = z
  .object({
    id: z.number().int(),
    type: productTypeSchema,
    name: z.string(),
    prefix: z.string().nullable().describe('Short line shown before the name, e.g. the brand.'),
    slug: z.string().describe("Localized slug in the request's store."),
    sku: z.string(),
    main_sku: z.string(),
    thumb: thumbSchema.nullable(),
    url_fragment: z.string().describe('Path of the product page in the store, without locale prefix.'),
    score: z.number().min(0).max(5).describe('Customer rating 0-5 (0 = not rated).'),
    group_id: z.number().int().nullable(),
    discount_category: z.number().int().nullable(),
    vat: z.number().describe('VAT rate factor: 1.25 is 25 %.'),
    prices: pricesSchema,
    categories: z.array(z.number().int()),
    variations: z.array(variationSchema),
    variation_attributes: z.array(variationAttributeSchema),
    stock_status: stockStatusSchema,
    estimated_at: z.string().nullable().describe('Presale date (YYYY-MM-DD) or null.'),
    is_new: z.boolean(),
    has_upselling: z.boolean(),
    images: z.array(productImageSchema),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);
