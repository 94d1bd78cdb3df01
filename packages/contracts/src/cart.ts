import type { campaignDataKeys } from '@shop/domain/cart';
import { QUANTITY_MAX } from '@shop/domain/validation';
import { z } from 'zod';
import { databaseIdSchema } from './ids.ts';
import { thumbSchema } from './product.ts';
import { storeQuerySchema } from './store-query.ts';

/**
 * A checkout_order_id (spec 3's checkoutID): made by the server, 32 random hex characters. Whoever
 * holds it may read the cart, its checkout and the order it became, so it is never guessable.
 */
export const checkoutIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a checkout id: 16 to 64 letters, digits, - or _')
  .describe('The checkout_order_id the server gave the cart (x-checkout-order-id).');

const originId = databaseIdSchema.nullable().optional();

/**
 * One cart line as the storefront sends it (spec 3, Cart item). Any cart item is accepted; only
 * the sku, the quantity, the uuid, the line's origin and its subscription count. `price`,
 * `stock_status` and `estimated_at` are what the shopper last saw: never used to price, only
 * compared with the catalog to write a cart_notice when something changed.
 */
export const cartLineInputSchema = z.object({
  uuid: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe('Assigned on add; the server assigns one when missing.'),
  sku: z.string().trim().min(1, 'is required').max(64),
  product_id: z.number().optional().describe('Ignored: the sku names the product.'),
  quantity: z
    .number({ message: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .describe(
      `0 or less removes the line (spec 4); above ${QUANTITY_MAX}, or above the stock, it is cut (adjusted_quantity).`,
    ),
  price: z.number().nullable().optional().describe('The unit price the shopper saw: ignored for pricing.'),
  stock_status: z.string().max(40).nullable().optional(),
  estimated_at: z.string().max(30).nullable().optional(),
  subscription_interval: z.string().trim().max(40).nullable().optional(),
  cross_selling_product_id: originId,
  upselling_bundle_id: originId,
  unique_bundle_id: z.string().max(64).nullable().optional(),
  added_by_coupon: z.string().max(64).nullable().optional(),
  accessory_id: originId,
  recommended_id: originId,
  related_id: originId,
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** A coupon as the storefront keeps it: a code, or a coupon object with its code. */
export const couponInputSchema = z
  .union([z.string(), z.object({ code: z.string() })])
  .transform((value) => (typeof value === 'string' ? value : value.code).trim())
  .pipe(z.string().min(1, 'a coupon code is required').max(64));

/** Spec 2: the campaign data stored with the cart (utm_* and gclid). */
const campaignValue = z.string().trim().max(200).optional();
export const campaignDataSchema = z
  .object({
    utm_source: campaignValue,
    utm_medium: campaignValue,
    utm_campaign: campaignValue,
    utm_term: campaignValue,
    utm_content: campaignValue,
    utm_id: campaignValue,
    gclid: campaignValue,
  } satisfies Record<(typeof campaignDataKeys)[number], typeof campaignValue>)
  .describe('utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id and gclid.');
export type CampaignDataInput = z.infer<typeof campaignDataSchema>;

export const MAX_CART_LINES = 200;

/**
 * POST /api/sync-cart. Two forms (spec 7): the sync (items, coupons, checkout_order_id) and the
 * load (items, checkout_order_id: no coupons key), which replaces the cart.
 */
export const syncCartBodySchema = z.object({
  items: z.array(cartLineInputSchema).max(MAX_CART_LINES, `a cart holds at most ${MAX_CART_LINES} lines`),
  coupons: z
    .array(couponInputSchema)
    .max(20)
    .optional()
    .describe('Present in the sync form, absent in the load form.'),
  checkout_order_id: checkoutIdSchema.nullable().optional(),
  campaign_data: campaignDataSchema.nullable().optional(),
});
export type SyncCartBody = z.infer<typeof syncCartBodySchema>;

export const syncCartQuerySchema = storeQuerySchema;

const nullableId = z.number().int().nullable();

/** Spec 3, Cart item: every field, priced by the server. Prices are major units incl. VAT. */
export const cartItemSchema = z
  .object({
    uuid: z.string(),
    type: z.number().int().describe('Product type: 1 Standard, 2 Variant, 3 SET, 4 GiftCard.'),
    product_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    slug: z.string(),
    thumb: thumbSchema.nullable(),
    price: z.number().describe("The unit price of the quantity's tier, incl. VAT."),
    ordinary_price: z.number().nullable().describe('The normal-list price during a campaign, else null.'),
    pricing: z
      .array(z.object({ q: z.number().int(), p: z.number() }))
      .describe('The tiers: q threshold, p price.'),
    quantity: z.number().int(),
    vat: z.number().describe('VAT rate factor, e.g. 1.25.'),
    categories: z.array(z.number().int()),
    group_id: nullableId,
    discount_category: nullableId,
    stock_status: z.string(),
    estimated_at: z.string().nullable(),
    subscription_interval: z.string().nullable(),
    cart_notice: z.string().nullable().describe('A localized warning: the price or availability changed.'),
    adjusted_quantity: z
      .number()
      .int()
      .nullable()
      .describe('Set to the new quantity when stock or the 1 to 5000 limit cut it.'),
    campaign: z.boolean(),
    cross_selling_product_id: nullableId,
    upselling_bundle_id: nullableId,
    unique_bundle_id: z.string().nullable(),
    added_by_coupon: z.string().nullable(),
    accessory_id: nullableId,
    recommended_id: nullableId,
    related_id: nullableId,
  })
  .meta({ id: 'CartItem' });
export type CartItemResponse = z.infer<typeof cartItemSchema>;

export const syncCartResponseSchema = z.array(cartItemSchema);

/** Response headers of POST /api/sync-cart. */
export const internalHeader = 'x-be-internal';
export const checkoutIdHeader = 'x-checkout-order-id';
export const removedSkusHeader = 'x-cart-removed';

/** POST /api/sync-coupons (spec 7): the coupons with the cart they are for. */
export const syncCouponsBodySchema = z.object({
  coupons: z.array(couponInputSchema).max(20),
  cart_contents: z.array(cartLineInputSchema).max(MAX_CART_LINES),
});
export type SyncCouponsBody = z.infer<typeof syncCouponsBodySchema>;

const ids = z.array(z.number().int()).nullable();

/**
 * Spec 3, Coupon: the server's answer for one code, with the rule fields the storefront's
 * discount engine (packages/domain coupons, discounts, reprice-cart) reads.
 */
export const couponAnswerSchema = z
  .object({
    code: z.string(),
    applied: z.boolean(),
    failed_minimum_spend: z.boolean(),
    reason: z
      .string()
      .nullable()
      .describe(
        'Why the coupon is not applied or gives nothing: COUPON_UNKNOWN, COUPON_INVALID_CODE, COUPON_NOT_STARTED, COUPON_EXPIRED, COUPON_USED_UP, COUPON_MIN_SPEND, COUPON_NO_MATCHING_ITEMS; null when it applies.',
      ),
    minimum_spend: z.number().nullable().describe('Major units incl. VAT the goods must reach.'),
    missing_for_minimum_spend: z.number().nullable(),
    expires_at: z.string().nullable(),
    discount_label: z.string().nullable(),
    discount_type_value: z
      .number()
      .int()
      .nullable()
      .describe('1 a percentage, 3 a fixed full amount (fixed_amount off the order).'),
    discount_type_percentage: z.boolean(),
    percentage_discount: z.number().nullable(),
    fixed_amount: z.number().nullable(),
    vat_amount: z.number().nullable(),
    vat_rate: z.number().nullable(),
    buy_x: z.number().int().nullable(),
    get_y: z.number().int().nullable(),
    buyx_free_amount: z.number().nullable(),
    increment: z.boolean(),
    interval: z.number().int().nullable(),
    buy_x_whole_order: z.boolean(),
    buy_products: ids,
    get_products: ids,
    buy_categories: ids,
    get_categories: ids,
    buy_groups: ids,
    get_groups: ids,
    specific_groups: ids,
    excluded_groups: ids,
    specific_discount_categories: ids,
    all_affected_items: ids,
    buy_x_percentage_total: z.number().nullable(),
  })
  .meta({ id: 'CouponAnswer' });
export type CouponAnswerResponse = z.infer<typeof couponAnswerSchema>;

export const syncCouponsResponseSchema = z.array(couponAnswerSchema);
