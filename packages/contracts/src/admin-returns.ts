import { localeCodes } from '@shop/domain/locales';
import { returnEvents, returnStatuses } from '@shop/domain/order-lifecycle';
import { z } from 'zod';
import { refundSchema } from './admin-orders.ts';
import { returnReasons } from './returns.ts';

const money = z.number().describe('Major units incl. VAT.');

export const adminReturnParamsSchema = z.object({
  returnId: z
    .string()
    .regex(
      /^(R[A-Za-z]{2}\d{1,12}-\d{1,4}|\d{1,9})$/,
      'must be a return number such as RSE100014-1 or a return id',
    ),
});

export const adminReturnListQuerySchema = z.object({
  status: z.enum(returnStatuses).optional(),
  store: z.enum(localeCodes).optional(),
  /** Free text: the return's or the order's number, the shopper's name or e-mail. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

export const adminReturnSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    order_id: z.number().int(),
    order_number: z.string(),
    store: z.enum(localeCodes),
    status: z.enum(returnStatuses),
    reason: z.enum(returnReasons),
    customer_name: z.string(),
    units: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminReturnSummary' });

export const adminReturnListResponseSchema = z.object({
  returns: z.array(adminReturnSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminReturnListResponse = z.infer<typeof adminReturnListResponseSchema>;

export const adminReturnSchema = adminReturnSummarySchema
  .extend({
    comment: z.string().nullable(),
    currency: z.string(),
    order_status: z.string(),
    customer_email: z.string(),
    rejection_reason: z.string().nullable(),
    restocked: z.boolean().nullable(),
    /** What refunding the returned units gives back, before shipping or a free amount. */
    lines_value: money,
    /** The order's shipping charge, and whether it was refunded already (then it cannot be again). */
    order_shipping: money,
    shipping_refunded: z.boolean(),
    lines: z.array(
      z.object({
        position: z.number().int(),
        sku: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        value: money,
      }),
    ),
    status_history: z.array(z.object({ status: z.string(), at: z.string(), note: z.string().nullable() })),
    allowed_events: z.array(z.enum(returnEvents)),
    refund: refundSchema.nullable(),
  })
  .meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const approveReturnBodySchema = z.object({});
export const rejectReturnBodySchema = z.object({
  reason: z.string().trim().min(1, 'say why: the shopper sees it').max(500),
});
export const receiveReturnBodySchema = z.object({
  /** Put the returned units back in stock (false for broken or unsellable items). */
  restock: z.boolean(),
});
export const refundReturnBodySchema = z.object({
  /** Give the order's shipping charge back too. */
  shipping: z.boolean().optional(),
  /** An extra free amount in major units. */
  amount: z.number().positive('must be above 0').max(10_000_000).optional(),
  reason: z.string().trim().max(500).optional(),
});
