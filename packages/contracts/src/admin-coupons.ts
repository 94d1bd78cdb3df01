import { localeCodes } from '@shop/domain/locales';
import { z } from 'zod';

/**
 * The back office's coupons (issue 17, docs/decisions/023-coupon-editing.md): the shop's discount
 * rules of every kind the domain's engine reads, per store. Money is in the store's currency, in
 * major units incl. VAT, as the storefront's prices are; a percent is 0-100.
 */

export const couponKinds = ['percentage', 'fixed_amount', 'fixed_full_amount', 'buy_x_get_y'] as const;
export type CouponKindName = (typeof couponKinds)[number];

/** The id lists that scope a rule, by the rule kinds that read them. */
export const couponScopeKeys = {
  percentage: ['specific_groups', 'excluded_groups', 'specific_discount_categories'],
  fixed_amount: ['products', 'categories', 'groups'],
  fixed_full_amount: [],
  buy_x_get_y: [
    'buy_products',
    'get_products',
    'buy_categories',
    'get_categories',
    'buy_groups',
    'get_groups',
  ],
} as const satisfies Record<CouponKindName, readonly string[]>;

export const allCouponScopeKeys = [
  'products',
  'categories',
  'groups',
  'buy_products',
  'get_products',
  'buy_categories',
  'get_categories',
  'buy_groups',
  'get_groups',
  'specific_groups',
  'excluded_groups',
  'specific_discount_categories',
] as const;
export type CouponScopeKey = (typeof allCouponScopeKeys)[number];

const idList = z.array(z.number().int().min(0).max(2_147_483_647)).max(200).optional();
export const couponScopeSchema = z.strictObject(
  Object.fromEntries(allCouponScopeKeys.map((key) => [key, idList])) as Record<CouponScopeKey, typeof idList>,
);
export type CouponScope = z.infer<typeof couponScopeSchema>;

const isoTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a time such as 2026-11-25T08:00:00Z');

export const adminCouponParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const adminCouponListQuerySchema = z.object({
  /** Part of a code or a label. */
  q: z.string().trim().max(100).optional(),
  store: z.enum(localeCodes).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

export const adminCouponSummarySchema = z
  .object({
    id: z.number().int(),
    store: z.enum(localeCodes),
    code: z.string(),
    kind: z.enum(couponKinds),
    label: z.string().nullable(),
    active: z.boolean(),
    starts_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    used_count: z.number().int(),
    usage_limit: z.number().int().nullable(),
  })
  .meta({ id: 'AdminCouponSummary' });
export type AdminCouponSummary = z.infer<typeof adminCouponSummarySchema>;

export const adminCouponListResponseSchema = z.object({
  coupons: z.array(adminCouponSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;

export const adminCouponSchema = z
  .object({
    id: z.number().int(),
    store: z.enum(localeCodes),
    currency: z.string(),
    code: z.string(),
    kind: z.enum(couponKinds),
    /** percentage: percent off; buy_x_get_y: percent off each rewarded unit (buyx_free_amount). */
    percent: z.number().nullable(),
    /** fixed_amount: off each unit in scope; fixed_full_amount: off the order. */
    amount: z.number().nullable(),
    buy_x: z.number().int().nullable(),
    get_y: z.number().int().nullable(),
    increment: z.boolean(),
    interval: z.number().int().nullable(),
    buy_x_whole_order: z.boolean(),
    scope: couponScopeSchema,
    min_spend: z.number().nullable(),
    usage_limit: z.number().int().nullable(),
    used_count: z.number().int(),
    starts_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    label: z.string().nullable(),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string().nullable(),
    version: z.number().int().describe('Send it back with a change: a stale one is refused (409).'),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** The fields of a coupon staff set; the kind decides which are read (the others are stored empty). */
const couponCode = z.string().trim().max(64);
const couponFields = {
  percent: z.number().nullable().optional(),
  amount: z.number().nullable().optional(),
  buy_x: z.number().int().nullable().optional(),
  get_y: z.number().int().nullable().optional(),
  increment: z.boolean().optional(),
  interval: z.number().int().nullable().optional(),
  buy_x_whole_order: z.boolean().optional(),
  scope: couponScopeSchema.optional(),
  min_spend: z.number().nullable().optional(),
  usage_limit: z.number().int().nullable().optional(),
  starts_at: isoTime.nullable().optional(),
  expires_at: isoTime.nullable().optional(),
  label: z.string().trim().max(100).nullable().optional(),
  active: z.boolean().optional(),
};

/** A new coupon, or a draft to try on a cart. */
export const couponDraftSchema = z.strictObject({
  store: z.enum(localeCodes),
  code: couponCode,
  kind: z.enum(couponKinds),
  ...couponFields,
});
export type CouponDraft = z.infer<typeof couponDraftSchema>;

/**
 * Changes to a coupon, naming the version the editor loaded. The store stays; `active: false`
 * deactivates it (a used rule is never deleted: orders name it).
 */
export const updateCouponBodySchema = z.strictObject({
  version: z.number().int().min(1),
  code: couponCode.optional(),
  kind: z.enum(couponKinds).optional(),
  ...couponFields,
});
export type UpdateCouponBody = z.infer<typeof updateCouponBodySchema>;

/** A refused coupon: each field and why (the 422's issues). */
export const couponProblemSchema = z.object({ path: z.string(), message: z.string() });
export type CouponProblem = z.infer<typeof couponProblemSchema>;

export const couponPreviewBodySchema = z
  .strictObject({
    store: z.enum(localeCodes),
    /** A saved coupon to try; with `coupon` too, the draft's fields over the saved one's (its uses stay). */
    coupon_id: z.number().int().min(1).optional(),
    coupon: couponDraftSchema.omit({ store: true }).partial().optional(),
    lines: z
      .array(
        z.strictObject({
          sku: z.string().trim().min(1).max(50),
          quantity: z.number().int().min(1).max(5000),
        }),
      )
      .min(1, 'needs at least one line')
      .max(50),
    /** A logged-in customer's discount map: discount category -> percent (spec 5). */
    customer_discounts: z.record(z.string().regex(/^\d+$/), z.number().min(0).max(100)).optional(),
  })
  .refine((body) => body.coupon_id !== undefined || body.coupon !== undefined, {
    path: ['coupon'],
    message: 'needs coupon or coupon_id',
  });
export type CouponPreviewBody = z.infer<typeof couponPreviewBodySchema>;

const previewLineSchema = z.object({
  uuid: z.string().describe('The line as the cart numbers it.'),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  discount_percent: z.number(),
  discounted_unit_price: z.number(),
  discount: z.number().describe('Every discount on the line, the line total.'),
  total: z.number(),
});

export const couponPreviewResponseSchema = z
  .object({
    store: z.enum(localeCodes),
    currency: z.string(),
    code: z.string(),
    /** The storefront's answer for the code (POST /api/sync-coupons), as the cart gets it. */
    applied: z.boolean(),
    /** Applied, not failed on the minimum spend, and not removed by the cart's coupon validation. */
    active: z.boolean(),
    failed_minimum_spend: z.boolean(),
    /** Every reason code the engine gave, e.g. COUPON_MIN_SPEND, COUPON_EXPIRED. */
    reasons: z.array(z.string()),
    lines: z.array(previewLineSchema),
    /** Skus the store does not sell: left out, as the cart leaves them out. */
    removed: z.array(z.string()),
    totals: z.object({
      gross: z.number(),
      discount: z.number(),
      total: z.number(),
      vat: z.number(),
    }),
  })
  .meta({ id: 'AdminCouponPreview' });
export type CouponPreviewResponse = z.infer<typeof couponPreviewResponseSchema>;

/** The 409 of a stale version: the coupon as it is now. */
export const couponVersionConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.literal('VERSION_CONFLICT'),
  message: z.string(),
  changed_fields: z.array(z.string()),
  current: adminCouponSchema,
});
export type CouponVersionConflict = z.infer<typeof couponVersionConflictSchema>;
