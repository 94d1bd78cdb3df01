import { localeCodes } from '@shop/domain/locales';
import { z } from 'zod';
import { adminOrderSummarySchema } from './admin-orders.ts';
import { staffLanguages, staffRoles } from './admin-permissions.ts';
import { paymentMethodCodes, storefrontSettingsSchema } from './store-settings.ts';

const money = z.number().describe('Major units incl. VAT.');
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** The dashboard: each store in its own currency and its own day. */
export const dashboardResponseSchema = z.object({
  stores: z.array(
    z.object({
      store: z.enum(localeCodes),
      currency: z.string(),
      today: z.object({ orders: z.number().int(), revenue: money }),
      last_7_days: z.object({ orders: z.number().int(), revenue: money }),
    }),
  ),
  /** Confirmed orders not yet packed or shipped. */
  to_pack: z.number().int(),
  /** Returns staff still have to act on. */
  open_returns: z.number().int(),
  generated_at: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const staffIdParamsSchema = z.object({ staffId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const staffListItemSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    language: z.enum(staffLanguages),
    active: z.boolean(),
    totp_enabled: z.boolean(),
    /** Invited, no password chosen yet. */
    invited: z.boolean(),
    last_login_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffListItem' });
export type StaffListItem = z.infer<typeof staffListItemSchema>;

export const staffListResponseSchema = z.object({ staff: z.array(staffListItemSchema) });

export const createStaffBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('must be an e-mail address').max(254),
  name: z.string().trim().min(1, 'is required').max(200),
  role: z.enum(staffRoles, { message: `must be one of ${staffRoles.join(', ')}` }),
  language: z.enum(staffLanguages).default('en'),
});

export const createStaffResponseSchema = z.object({
  staff: staffListItemSchema,
  /** Also mailed to the new member; valid for 72 hours. */
  invitation_url: z.string(),
});

export const updateStaffBodySchema = z
  .object({
    role: z.enum(staffRoles).optional(),
    active: z.boolean().optional(),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'change role, active or name');

export const auditQuerySchema = z.object({
  entity_type: z.string().trim().max(30).optional(),
  entity_id: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(60).optional(),
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const storeSettingsSchema = z
  .object({
    store: z.enum(localeCodes),
    /** Days from delivery a shopper may return an order; every text of the store quotes it. */
    return_window_days: z.number().int(),
    /** The payment methods offered, in checkout order; the storefront shows only their logos. */
    payment_methods: z.array(z.enum(paymentMethodCodes)),
    ...storefrontSettingsSchema.shape,
    updated_at: z.string(),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export const storeSettingsListSchema = z.object({ stores: z.array(storeSettingsSchema) });
export const storeParamsSchema = z.object({ store: z.enum(localeCodes) });

/** A change of a store's settings: any of the fields; each one given replaces the stored one. */
export const updateStoreSettingsBodySchema = z
  .object({
    return_window_days: z
      .number()
      .int()
      .min(14, 'may not be below the 14 days of the EU right of withdrawal')
      .max(365),
    payment_methods: z
      .array(
        z.enum(paymentMethodCodes, {
          message: `is not a payment method of the shop (${paymentMethodCodes.join(', ')})`,
        }),
      )
      .min(1, 'a store offers at least one payment method')
      .refine((codes) => new Set(codes).size === codes.length, 'names a payment method twice'),
    ...storefrontSettingsSchema.shape,
  })
  .partial()
  .strict();
export type UpdateStoreSettingsBody = z.infer<typeof updateStoreSettingsBodySchema>;

export const customerListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const customerSummarySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    store: z.string(),
    orders: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'CustomerSummary' });
export const customerListResponseSchema = z.object({
  customers: z.array(customerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const customerParamsSchema = z.object({
  customerId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const customerDetailResponseSchema = customerSummarySchema
  .extend({
    email_verified: z.boolean(),
    discounts: z.record(z.string(), z.number()),
    order_list: z.array(adminOrderSummarySchema),
  })
  .meta({ id: 'CustomerDetail' });

/** The most discount categories one customer's map may name. */
export const customerDiscountsMaxEntries = 50;

/**
 * A customer's discount map (spec 5: "a logged-in customer's category discount"): discount
 * category -> percent, as the pricing reads it. The whole map is replaced; an empty one removes
 * every discount.
 */
export const customerDiscountsBodySchema = z.object({
  discounts: z
    .record(
      z.string().regex(/^[1-9]\d{0,5}$/, 'A discount category is a whole number from 1'),
      z
        .number()
        .min(0.01, 'A discount is more than 0 %')
        .max(100, 'A discount is at most 100 %')
        .refine((percent) => Math.round(percent * 100) === percent * 100, 'At most two decimals'),
    )
    .refine((map) => Object.keys(map).length <= customerDiscountsMaxEntries, {
      message: `At most ${customerDiscountsMaxEntries} discount categories`,
    }),
});
export type CustomerDiscountsBody = z.infer<typeof customerDiscountsBodySchema>;
