import { orderStatuses } from '@shop/domain/order-lifecycle';
import { z } from 'zod';
import { customerDetailsSchema, servicePointSchema, vatRateSchema } from './checkout.ts';
import { databaseIdSchema } from './ids.ts';
import { storeQuerySchema } from './store-query.ts';

const money = z.number().describe('Major units incl. VAT.');

/** The invoice issued with an order, and a credit note for each refund: PDFs the shopper can download. */
export const invoiceSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    kind: z.enum(['invoice', 'credit_note']),
    issued_at: z.string(),
    total: money,
  })
  .meta({ id: 'InvoiceSummary' });

export const orderLineSchema = z
  .object({
    position: z.number().int(),
    product_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unit_price: money,
    discount_percent: z.number(),
    discounted_unit_price: money,
    gross: money,
    discount: money,
    total: money,
    vat: z.number(),
    vat_rate: z.number().describe('The factor, e.g. 1.25.'),
    coupons: z.array(z.string()),
  })
  .meta({ id: 'OrderLine' });

/** Spec 9: the purchase-tracking payload (GA4 purchase event). */
export const purchaseEventSchema = z
  .object({
    event: z.literal('purchase'),
    ecommerce: z.object({
      transaction_id: z.string().describe("'#' plus the order id."),
      value: z.number().describe('Total minus VAT.'),
      tax: z.number(),
      shipping: z.number().optional(),
      currency: z.string(),
      coupon: z.string().optional().describe('The first coupon.'),
      items: z.array(z.record(z.string(), z.unknown())),
    }),
  })
  .meta({ id: 'PurchaseEvent' });

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(orderStatuses),
    locale: z.string(),
    currency: z.string(),
    created_at: z.string(),
    customer_id: z.number().int().nullable(),
    customer: customerDetailsSchema,
    lines: z.array(orderLineSchema),
    vat_by_rate: z.array(vatRateSchema),
    shipping: z.object({
      method: z.string(),
      carrier: z.string(),
      name: z.string(),
      price: money,
      vat: z.number(),
      service_point: servicePointSchema.nullable(),
    }),
    payment: z.object({ method: z.string(), provider: z.string(), status: z.string() }),
    coupons: z.array(z.object({ code: z.string(), amount: money })),
    totals: z.object({
      goods_gross: money,
      discount: money,
      goods: money,
      shipping: money,
      total: money,
      vat: z.number(),
      total_ex_vat: z.number(),
    }),
    campaign_data: z.record(z.string(), z.string()),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** The carrier's page for the parcel, once the order shipped. */
    tracking_url: z.string().nullable(),
    status_history: z.array(z.object({ status: z.string(), at: z.string(), note: z.string().nullable() })),
    invoices: z.array(invoiceSummarySchema),
    /** Money given back to the shopper, newest last. */
    refunds: z.array(z.object({ amount: money, created_at: z.string() })),
    refunded_total: money,
    tracking: purchaseEventSchema,
  })
  .meta({ id: 'Order' });
export type OrderResponse = z.infer<typeof orderSchema>;

export const orderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.enum(orderStatuses),
    created_at: z.string(),
    currency: z.string(),
    total: money,
    items: z.number().int().describe('Units in the order.'),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });

export const orderQuerySchema = storeQuerySchema;
export const orderParamsSchema = z.object({
  ref: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be an order id or number')
    // Digits alone are an order id, which fits 32 bits (ids.ts): a longer one names no order.
    .refine((ref) => !/^\d+$/.test(ref) || databaseIdSchema.safeParse(Number(ref)).success, {
      message: 'is not an order id of the shop',
    })
    .describe('The order id or number.'),
});
export const ordersResponseSchema = z.array(orderSummarySchema);

/** GET /api/orders/{ref}/invoices/{invoiceId}: the PDF of an invoice or credit note of the order. */
export const orderInvoiceParamsSchema = z.object({
  ref: orderParamsSchema.shape.ref,
  invoiceId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type OrderSummaryResponse = z.infer<typeof orderSummarySchema>;
