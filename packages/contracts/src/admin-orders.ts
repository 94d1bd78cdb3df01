import { carriers, trackingNumberPattern } from '@shop/domain/carriers';
import { localeCodes } from '@shop/domain/locales';
import { orderEvents, orderStatuses, paymentStatuses } from '@shop/domain/order-lifecycle';
import { z } from 'zod';
import { adminOrderSorts } from './admin-permissions.ts';
import { orderLineSchema, orderSchema } from './orders.ts';

const money = z.number().describe('Major units incl. VAT.');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

/** `{orderId}`: the number the shopper sees (SE100014) or the order's id. */
export const adminOrderParamsSchema = z.object({
  orderId: z
    .string()
    .regex(/^([A-Za-z]{2}\d{1,12}|\d{1,9})$/, 'must be an order number such as SE100014 or an order id'),
});

export const adminOrderListQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  store: z.enum(localeCodes).optional(),
  payment_status: z.enum(paymentStatuses).optional(),
  /** Placed on or after this day (Swedish time, as the back office shows times). */
  from: isoDate.optional(),
  /** Placed on or before this day (Swedish time). */
  to: isoDate.optional(),
  /** Free text: order number, name, e-mail or phone. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(adminOrderSorts).default('-created_at'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    store: z.enum(localeCodes),
    status: z.enum(orderStatuses),
    payment_status: z.string(),
    payment_method: z.string(),
    created_at: z.string(),
    customer_name: z.string(),
    email: z.string(),
    phone: z.string(),
    currency: z.string(),
    total: money,
    items: z.number().int().describe('Units in the order.'),
    internal: z.boolean(),
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const refundSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    amount: money,
    lines_amount: money,
    shipping_amount: money,
    free_amount: money,
    lines: z.array(z.object({ position: z.number().int(), units: z.number().int(), amount: money })),
    reason: z.string(),
    actor: z.string(),
    return_id: z.number().int().nullable(),
    provider_reference: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Refund' });

export const adminOrderLineSchema = orderLineSchema
  .extend({
    ordered_quantity: z.number().int().describe('What the shopper ordered: quantity + cancelled.'),
    cancelled_quantity: z.number().int(),
    refunded_quantity: z.number().int(),
    returned_quantity: z.number().int().describe('Units on returns that were not rejected.'),
  })
  .meta({ id: 'AdminOrderLine' });

export const adminOrderSchema = orderSchema
  .omit({ tracking: true, refunds: true })
  .extend({
    store: z.enum(localeCodes),
    /** Send it back as expected_version: a write on an order that changed meanwhile is refused (409). */
    version: z.number().int(),
    internal: z.boolean(),
    lines: z.array(adminOrderLineSchema),
    allowed_events: z.array(z.enum(orderEvents)),
    can_cancel_lines: z.boolean(),
    paid_total: money,
    refunded_total: money,
    refundable: money.describe('What can still be refunded: paid minus refunded.'),
    shipping_refunded: z.boolean(),
    customer_account: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
    notes: z.array(
      z.object({ id: z.number().int(), author: z.string(), text: z.string(), created_at: z.string() }),
    ),
    refunds: z.array(refundSchema),
    returns: z.array(
      z.object({ id: z.number().int(), number: z.string(), status: z.string(), created_at: z.string() }),
    ),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const expectedVersion = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('The version the writer saw; a different one is refused with 409 ORDER_CHANGED.');

const unitsSchema = z
  .array(
    z.object({
      position: z.number().int().min(1).max(10_000),
      quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(5000),
    }),
  )
  .min(1, 'name at least one line')
  .max(200);

export const orderWriteBodySchema = z.object({ expected_version: expectedVersion });

export const shipOrderBodySchema = z.object({
  carrier: z.enum(carriers, { message: `must be one of ${carriers.join(', ')}` }),
  tracking_number: z
    .string()
    .trim()
    .regex(trackingNumberPattern, 'must be 4 to 40 letters, digits or dashes, as the carrier prints it'),
  expected_version: expectedVersion,
});

export const cancelOrderBodySchema = z.object({
  /** Units of single lines; without it the whole order is cancelled. */
  lines: unitsSchema.optional(),
  reason: z.string().trim().max(500).optional(),
  expected_version: expectedVersion,
});

export const refundOrderBodySchema = z
  .object({
    lines: unitsSchema.optional(),
    /** Give the shipping charge back too. */
    shipping: z.boolean().optional(),
    /** A free amount in major units (goodwill, a price adjustment). */
    amount: z.number().positive('must be above 0').max(10_000_000).optional(),
    reason: z.string().trim().min(1, 'say why: the shopper and the books see it').max(500),
    expected_version: expectedVersion,
  })
  .refine(
    (body) => body.lines !== undefined || body.shipping === true || body.amount !== undefined,
    'name lines, shipping or an amount to refund',
  );
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>;

export const orderNoteBodySchema = z.object({
  text: z.string().trim().min(1, 'is required').max(2000),
});

export const invoiceParamsSchema = z.object({
  orderId: adminOrderParamsSchema.shape.orderId,
  invoiceId: z.coerce.number().int().min(1).max(2_147_483_647),
});
