import { localeCodes } from '@shop/domain/locales';
import { z } from 'zod';
import { footerColumnSchema, widgetSlugs } from './content.ts';

/**
 * The back office's content editing (issue 17, docs/decisions/024-content-editing.md): the widgets
 * of spec 7 per store, the deals, content pages and the Christmas calendar's doors. Every write
 * names the version it edits; a stale one is refused with 409 VERSION_CONFLICT. Rich text is
 * sanitized on write by the server's allow-list (p, h2-h4, lists, strong, em, links, images).
 */

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const version = z.number().int().min(1).describe('The version edited: a stale one is refused with 409.');
const isoTime = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'must be a time such as 2026-12-01T08:00:00Z',
  })
  .transform((value) => new Date(value).toISOString());
const richText = z.string().max(100_000, 'must be at most 100,000 characters');

export const contentStoreParamsSchema = z.object({ store: z.enum(localeCodes) });

/** Widget statuses: store-message-footer and cookie-alert are shown whatever theirs (spec 7). */
export const widgetStatuses = ['published', 'draft', 'inactive'] as const;

export const adminWidgetSchema = z
  .object({
    slug: z.enum(widgetSlugs),
    content: z
      .string()
      .describe('HTML as the storefront shows it (sanitized; footer-columns: built from columns).'),
    hidden: z.boolean(),
    status: z.enum(widgetStatuses),
    columns: z.array(footerColumnSchema).nullable().describe('footer-columns only.'),
    version: z.number().int(),
  })
  .meta({ id: 'AdminWidget' });
export type AdminWidget = z.infer<typeof adminWidgetSchema>;

export const adminWidgetListSchema = z.object({ widgets: z.array(adminWidgetSchema) });
export type AdminWidgetList = z.infer<typeof adminWidgetListSchema>;

export const widgetParamsSchema = contentStoreParamsSchema.extend({
  slug: z.enum(widgetSlugs, { message: `slug must be one of ${widgetSlugs.join(', ')}` }),
});

const footerLinkSchema = z.object({
  label: z.string().trim().min(1, 'label must not be empty').max(100),
  url: z
    .string()
    .trim()
    .regex(/^(https?:\/\/|\/(?!\/))\S*$/, 'url must start with https://, http:// or a single /'),
});

export const updateWidgetBodySchema = z.object({
  content: richText.default(''),
  hidden: z.boolean(),
  status: z.enum(widgetStatuses),
  columns: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'title must not be empty').max(100),
        links: z.array(footerLinkSchema).max(20),
      }),
    )
    .max(8)
    .optional()
    .describe('footer-columns only: its columns; its HTML is built from them.'),
  version: z
    .number()
    .int()
    .min(0)
    .describe('The version edited (0: the store has no such widget yet); a stale one is 409.'),
});
export type UpdateWidgetBody = z.input<typeof updateWidgetBodySchema>;

/** A product is named by its SKU or its id. */
const productRef = z.union([
  z.number().int().min(1),
  z.string().trim().min(1, 'product must be a SKU or an id').max(50),
]);

export const adminDealSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    discount: z.number().int(),
    starts_at: z.string(),
    expires_at: z.string(),
    product_id: z.number().int(),
    product_sku: z.string(),
    product_name: z.string().describe("The product's name in the store's language."),
    running: z.boolean().describe('Runs now: the storefront shows this deal.'),
    version: z.number().int(),
  })
  .meta({ id: 'AdminDeal' });
export type AdminDeal = z.infer<typeof adminDealSchema>;
export const adminDealListSchema = z.object({ deals: z.array(adminDealSchema) });
export type AdminDealList = z.infer<typeof adminDealListSchema>;

export const dealParamsSchema = contentStoreParamsSchema.extend({ dealId: id });

export const dealBodySchema = z.object({
  product: productRef,
  title: z.string().trim().min(1, 'title must not be empty').max(200),
  discount: z
    .number()
    .int()
    .min(1, 'discount must be 1-100 percent')
    .max(100, 'discount must be 1-100 percent'),
  starts_at: isoTime,
  expires_at: isoTime,
});
export type DealBody = z.input<typeof dealBodySchema>;
export const updateDealBodySchema = dealBodySchema.extend({ version });
export type UpdateDealBody = z.input<typeof updateDealBodySchema>;

/** A page's path: lower-case letters, digits and dashes in segments, such as /kundservice/frakt. */
export const contentPagePathPattern = /^(\/[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)*)+$/u;

export const adminContentPageSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    title: z.string(),
    body: z.string().describe('Sanitized HTML.'),
    meta_description: z.string(),
    published: z.boolean(),
    preview_token: z.string().nullable().describe('Opens a draft at /page-preview?token=...'),
    updated_at: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'AdminContentPage' });
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
export const adminContentPageListSchema = z.object({
  pages: z.array(adminContentPageSchema.omit({ body: true })),
});
export type AdminContentPageList = z.infer<typeof adminContentPageListSchema>;

export const contentPageParamsSchema = contentStoreParamsSchema.extend({ pageId: id });

export const contentPageBodySchema = z.object({
  path: z
    .string()
    .trim()
    .max(300, 'path must be at most 300 characters')
    .regex(
      contentPagePathPattern,
      'path must be like /kundservice/frakt: lower-case letters, digits and dashes',
    ),
  title: z.string().trim().min(1, 'title must not be empty').max(200),
  body: richText,
  meta_description: z.string().trim().max(300).default(''),
  published: z.boolean(),
});
export type ContentPageBody = z.input<typeof contentPageBodySchema>;
export const updateContentPageBodySchema = contentPageBodySchema.extend({ version });
export type UpdateContentPageBody = z.input<typeof updateContentPageBodySchema>;
export const unpublishPageBodySchema = z.object({ version });

export const richTextPreviewBodySchema = z.object({ html: richText });
export const richTextPreviewSchema = z.object({
  html: z.string().describe('What the storefront would show.'),
});
export type RichTextPreview = z.infer<typeof richTextPreviewSchema>;

export const adminCalendarDoorSchema = z
  .object({
    day: z.number().int().min(1).max(24),
    title: z.string(),
    body: z.string().describe('Sanitized HTML.'),
    product_id: z.number().int().nullable(),
    product_sku: z.string().nullable(),
    discount_code: z.string().nullable(),
    opens_at: z.string().describe('Midnight of the day in the store time zone.'),
    version: z.number().int().nullable().describe('null: the door has no content yet.'),
  })
  .meta({ id: 'AdminCalendarDoor' });
export type AdminCalendarDoor = z.infer<typeof adminCalendarDoorSchema>;
export const adminCalendarSchema = z.object({
  year: z.number().int(),
  doors: z.array(adminCalendarDoorSchema).describe('Always 24: days 1-24 of December.'),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

const year = z.coerce.number().int().min(2000, 'year must be 2000-2100').max(2100, 'year must be 2000-2100');
export const calendarQuerySchema = z.object({ year: year.optional() });
export const calendarDoorParamsSchema = contentStoreParamsSchema.extend({
  year,
  day: z.coerce.number().int().min(1, 'day must be 1-24').max(24, 'day must be 1-24'),
});
export const calendarDoorBodySchema = z.object({
  title: z.string().trim().min(1, 'title must not be empty').max(200),
  body: richText,
  product: productRef.nullable(),
  discount_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, 'discount_code must be 1-50 letters, digits, _ or -')
    .nullable(),
  version: version.nullable().describe('null creates the door; a door that exists needs its version.'),
});
export type CalendarDoorBody = z.input<typeof calendarDoorBodySchema>;
