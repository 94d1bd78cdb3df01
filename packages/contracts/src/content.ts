import { z } from 'zod';
import { breadcrumbSchema } from './listing.ts';
import { productSchema, stockStatusSchema } from './product.ts';
import { noCacheParam } from './query-params.ts';
import { withStoreQuery } from './store-query.ts';

/** Spec 7: GET /api/current-deal. A 404 when no deal runs now (the storefront hides the banner). */
export const currentDealQuerySchema = withStoreQuery({ nc: noCacheParam });
export const currentDealResponseSchema = z.object({
  title: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  discount: z.number().int().min(0).max(100).describe('Discount percent.'),
  starts_at: z.string().describe('ISO-8601 UTC.'),
  expires_at: z.string().describe('ISO-8601 UTC.'),
});
export type CurrentDeal = z.infer<typeof currentDealResponseSchema>;

/** Spec 7: the six widget slugs. */
export const widgetSlugs = [
  'cart-header',
  'cart-footer',
  'footer-columns',
  'store-message',
  'store-message-footer',
  'cookie-alert',
] as const;
export type WidgetSlug = (typeof widgetSlugs)[number];

/** Spec 7: these two are read whatever their status. */
export const anyStatusWidgetSlugs: readonly WidgetSlug[] = ['store-message-footer', 'cookie-alert'];

export const widgetParamsSchema = z.object({
  slug: z.enum(widgetSlugs, { message: `slug must be one of ${widgetSlugs.join(', ')}` }),
});
export const widgetQuerySchema = withStoreQuery({ nc: noCacheParam });

export const footerColumnSchema = z.object({
  title: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});

/**
 * Spec 3, Layout content: content and hidden. `content` is HTML made by the shop (never shopper
 * input). footer-columns also carries its columns as data, for the collapsing mobile footer.
 */
export const widgetResponseSchema = z.object({
  content: z.string(),
  hidden: z.boolean(),
  columns: z.array(footerColumnSchema).optional(),
});
export type WidgetResponse = z.infer<typeof widgetResponseSchema>;

/** Not shown in the spec: GET /api/content-page?path=/om-oss, a published page of the store. */
export const contentPageQuerySchema = withStoreQuery({
  path: z
    .string()
    .trim()
    .min(1, 'path must not be empty')
    .max(300, 'path must be at most 300 characters')
    .transform((value) => `/${value.replace(/^\/+|\/+$/g, '').toLowerCase()}`),
  nc: noCacheParam,
});

export const contentPageSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  body: z.string().describe('HTML written by the shop.'),
  meta_description: z.string(),
  updated_at: z.string(),
  draft: z.boolean(),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** Not shown in the spec: GET /api/page-preview?token=..., a draft for /page-preview. */
export const pagePreviewQuerySchema = withStoreQuery({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'token must be 8 to 100 letters, digits, _ or -'),
});

/** Not shown in the spec: GET /api/calendar, the store's Christmas calendar of this year. */
export const calendarQuerySchema = withStoreQuery({ nc: noCacheParam });
export const calendarDoorSchema = z.object({
  day: z.number().int().min(1).max(24),
  opens_at: z.string().describe('ISO-8601 UTC; midnight of the day in the store time zone.'),
  is_open: z.boolean(),
  // A door's content is withheld until it opens.
  title: z.string().nullable(),
  body: z.string().nullable(),
  discount_code: z.string().nullable(),
  product: productSchema.nullable(),
});
export const calendarResponseSchema = z.object({
  year: z.number().int(),
  title: z.string(),
  doors: z.array(calendarDoorSchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** Spec 7: GET /api/search-triggers (query) -> list of hints (spec 3, Search hint). */
export const searchTriggersQuerySchema = withStoreQuery({
  query: z.string().trim().min(1, 'query must not be empty').max(100, 'query must be at most 100 characters'),
});
export const searchHintSchema = z.object({ id: z.number().int(), url: z.string(), url_title: z.string() });
export const searchTriggersResponseSchema = z.array(searchHintSchema);
export type SearchHint = z.infer<typeof searchHintSchema>;

/** Spec 3, Other state: the merchandising flags of the store (GET /api/merchandising-flags). */
export const merchandisingFlagsQuerySchema = withStoreQuery({ nc: noCacheParam });
export const merchandisingFlagsSchema = z.object({
  productViewsRecently: z.boolean(),
  itemsBoughtToday: z.boolean(),
  stockStatusDates: z.boolean(),
  viewThreshold: z.number().int().nonnegative(),
  purchaseThreshold: z.number().int().nonnegative(),
  hiddenWaitingTimes: z
    .array(stockStatusSchema)
    .describe('Stock statuses whose delivery range is not shown.'),
  phoneModel: z.boolean().describe('The phone-model selector is shown.'),
  dealProductSlug: z.string().nullable(),
  categoryPhoneModel: z.boolean().describe('Category pages offer the phone_model filter.'),
});
export type MerchandisingFlags = z.infer<typeof merchandisingFlagsSchema>;

/** The flags of a store that has set none: every merchandising feature off. */
export const merchandisingFlagsOff: MerchandisingFlags = {
  productViewsRecently: false,
  itemsBoughtToday: false,
  stockStatusDates: false,
  viewThreshold: 0,
  purchaseThreshold: 0,
  hiddenWaitingTimes: [],
  phoneModel: false,
  dealProductSlug: null,
  categoryPhoneModel: false,
};
