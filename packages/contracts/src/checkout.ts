import { z } from 'zod';
import { campaignDataSchema, cartItemSchema, checkoutIdSchema, couponAnswerSchema } from './cart.ts';
import { queryFlag } from './query-params.ts';
import { storeQuerySchema, withStoreQuery } from './store-query.ts';

/**
 * The store, and the cart's vat flag (spec 3; vat=0 when the shopper sees prices without VAT):
 * spec 5 rounds a discounted price to the currency's digits with VAT and to 2 decimals without,
 * so the checkout is priced, and the order charged, in the mode the shopper sees. Ignored where
 * the store does not allow ex-VAT prices.
 */
export const checkoutQuerySchema = withStoreQuery({
  vat: queryFlag.optional().describe('The cart vat flag: false (0) prices without VAT; default true.'),
});
export const checkoutParamsSchema = z.object({ id: checkoutIdSchema });

/** POST /api/checkout: create a checkout, or resume the one the cart already has. */
export const createCheckoutBodySchema = z.object({
  checkout_order_id: checkoutIdSchema.nullable().optional(),
  campaign_data: campaignDataSchema.nullable().optional(),
});

export const buyerTypes = ['private', 'company'] as const;
export const buyerTypeSchema = z.enum(buyerTypes);

const text = (max: number) => z.string().trim().min(1, 'is required').max(max);

/**
 * PUT /api/checkout/{id}/customer: contact, delivery address and buyer. The postal code and the
 * mobile number are checked with the store's patterns (spec 5); a company buyer (only where the
 * store allows ex-VAT, spec 6) gives the company name and a valid organisation number.
 */
export const customerDetailsBodySchema = z.object({
  buyer_type: buyerTypeSchema.default('private'),
  email: z.string().trim().toLowerCase().email('must be an e-mail address').max(254),
  phone: text(40).describe("A mobile number in the store's country format (spec 5)."),
  first_name: text(100),
  last_name: text(100),
  street: text(200),
  care_of: z.string().trim().max(200).nullable().optional(),
  postal_code: text(20),
  city: text(100),
  company_name: z.string().trim().max(200).nullable().optional(),
  organisation_number: z.string().trim().max(30).nullable().optional(),
});
export type CustomerDetailsBody = z.infer<typeof customerDetailsBodySchema>;

export const customerDetailsSchema = z
  .object({
    buyer_type: buyerTypeSchema,
    email: z.string(),
    phone: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    street: z.string(),
    care_of: z.string().nullable(),
    postal_code: z.string(),
    city: z.string(),
    country_code: z.string(),
    company_name: z.string().nullable(),
    organisation_number: z.string().nullable(),
  })
  .meta({ id: 'CustomerDetails' });
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** PUT /api/checkout/{id}/shipping. */
export const shippingChoiceBodySchema = z.object({
  shipping_method: z.string().trim().min(1).max(60),
  service_point_id: z.string().trim().min(1).max(64).nullable().optional(),
});

/** PUT /api/checkout/{id}/payment. */
export const paymentChoiceBodySchema = z.object({ payment_method: z.string().trim().min(1).max(30) });

/** POST /api/checkout/{id}/place-order. */
export const placeOrderBodySchema = z.object({
  expected_total: z
    .number()
    .nonnegative()
    .optional()
    .describe(
      'The total (major units incl. VAT) the shopper saw; a different server total answers 409 PRICE_CHANGED.',
    ),
});

export const servicePointSchema = z
  .object({
    id: z.string(),
    carrier: z.string(),
    name: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    opening_hours: z.string(),
  })
  .meta({ id: 'ServicePoint' });
export type ServicePointResponse = z.infer<typeof servicePointSchema>;

export const shippingOptionSchema = z
  .object({
    code: z.string(),
    carrier: z
      .string()
      .describe('bring, budbee, citymail, instabox, posti, postnord or schenker (the logo).'),
    name: z.string(),
    description: z.string(),
    price: z.number().describe('What it costs this cart (0 above the free-shipping threshold), incl. VAT.'),
    list_price: z.number(),
    free_above: z.number().nullable(),
    service_point: z.boolean().describe('The shopper picks a service point or parcel locker.'),
    delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'ShippingOption' });
export type ShippingOptionResponse = z.infer<typeof shippingOptionSchema>;

export const shippingOptionsResponseSchema = z.object({
  session_id: z.string().describe('The shipping-options session of the checkout in this locale.'),
  options: z.array(shippingOptionSchema),
});

export const servicePointsQuerySchema = withStoreQuery({
  carrier: z.string().trim().min(1).max(30),
  // The points are found by the postal code's digits as a number (an integer column): no postal
  // code of the stores has more than 5 digits, and 10 would not fit 32 bits.
  postal_code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .refine((code) => code.replace(/\D/g, '').length <= 9, 'must be a postal code of at most 9 digits'),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export const servicePointsResponseSchema = z.array(servicePointSchema);

export const paymentMethodSchema = z
  .object({
    code: z.string().describe('invoice, card or pay-later.'),
    name: z.string(),
    description: z.string(),
    provider: z.string(),
    icons: z.array(z.string()),
    buyer_types: z.array(buyerTypeSchema),
    test_mode: z.boolean().describe('A sandbox provider: no money moves.'),
  })
  .meta({ id: 'PaymentMethod' });
export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);
/** GET /api/store-payment: what the store offers, for every logo and text about payment (issue 20). */
export const storePaymentResponseSchema = z
  .object({
    methods: paymentMethodsResponseSchema,
    icons: z.object({ cart: z.array(z.string()), footer: z.array(z.string()) }),
  })
  .meta({ id: 'StorePayment' });

/** Spec 3: the provider sessions; an id only when it was made in the requested locale. */
export const checkoutSessionsSchema = z
  .object({
    pay_later_checkout: z.string().nullable(),
    shipping_options: z.string().nullable(),
    card_payment: z.string().nullable(),
    invoice_order: z.string().nullable(),
    b2c_order: z.string().nullable(),
    b2b_order: z.string().nullable(),
  })
  .meta({ id: 'CheckoutSessions' });

const money = z.number().describe('Major units incl. VAT.');

export const vatRateSchema = z
  .object({
    rate: z.number().describe('The factor, e.g. 1.25.'),
    rate_percent: z.number(),
    total: money,
    vat: z.number(),
    total_ex_vat: z.number(),
  })
  .meta({ id: 'VatRate' });

export const checkoutTotalsSchema = z
  .object({
    currency: z.string(),
    goods_gross: money,
    discount: money,
    goods: money,
    shipping: money,
    total: money,
    vat: z.number(),
    total_ex_vat: z.number(),
    vat_by_rate: z.array(vatRateSchema),
  })
  .meta({ id: 'CheckoutTotals' });

export const checkoutLineSchema = z
  .object({
    uuid: z.string(),
    sku: z.string(),
    quantity: z.number().int(),
    unit_price: money,
    discount_percent: z.number(),
    discounted_unit_price: money,
    discount: money,
    total: money,
    vat: z.number(),
  })
  .meta({ id: 'CheckoutLine' });

export const checkoutStatuses = ['open', 'awaiting_payment', 'completed'] as const;

/** The checkout screen's data: the server-priced cart, the shopper's choices and what is missing. */
export const checkoutViewSchema = z
  .object({
    checkout_id: z.string(),
    status: z.enum(checkoutStatuses),
    locale: z.string(),
    items: z.array(cartItemSchema),
    lines: z.array(checkoutLineSchema),
    coupons: z.array(couponAnswerSchema),
    totals: checkoutTotalsSchema,
    customer: customerDetailsSchema.nullable(),
    shipping_method: z.string().nullable(),
    service_point: servicePointSchema.nullable(),
    payment_method: z.string().nullable(),
    campaign_data: z.record(z.string(), z.string()),
    sessions: checkoutSessionsSchema,
    order: z
      .object({ id: z.number().int(), number: z.string(), status: z.string() })
      .nullable()
      .describe('The order of the current attempt, once placed.'),
    missing: z
      .array(z.string())
      .describe(
        'What must be done before placing the order: items, customer, shipping_method, service_point, payment_method.',
      ),
  })
  .meta({ id: 'Checkout' });
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

export const placeOrderResponseSchema = z
  .object({
    order_id: z.number().int(),
    order_number: z.string(),
    status: z.string(),
    payment_status: z.string(),
    total: money,
    redirect_url: z
      .string()
      .describe('Where to send the shopper: the confirmation page (invoice) or the payment provider.'),
    created: z.boolean().describe('false when a repeated submit answered the order made first.'),
  })
  .meta({ id: 'PlacedOrder' });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** POST /api/payments/test/callback: the test provider's signed notification. */
export const paymentCallbackBodySchema = z.object({
  session_id: z.string().min(1).max(64),
  status: z.enum(['approved', 'declined']),
  amount: z.number().int().nonnegative().describe('Minor units.'),
  currency: z.string().length(3),
});
export const paymentSignatureHeader = 'x-test-provider-signature';
export const paymentCallbackResponseSchema = z.object({
  order_id: z.number().int(),
  status: z.string(),
  changed: z.boolean().describe('false when the same callback came before: nothing changed.'),
});
export const paymentSessionParamsSchema = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const paymentDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'decline']),
  // Issue 22 point 5: the hosted page's HMAC over the session and the decision.
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be the signature the payment page issued'),
});
export const paymentPageQuerySchema = storeQuerySchema;
