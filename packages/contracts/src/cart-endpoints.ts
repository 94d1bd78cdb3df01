import {
  checkoutIdHeader,
  internalHeader,
  removedSkusHeader,
  syncCartBodySchema,
  syncCartQuerySchema,
  syncCartResponseSchema,
  syncCouponsBodySchema,
  syncCouponsResponseSchema,
} from './cart.ts';
import type { EndpointContract } from './endpoint.ts';
import { storeQuerySchema } from './store-query.ts';

/** The cart calls of spec 7: POST /api/sync-cart and POST /api/sync-coupons. */
export const cartEndpoints: readonly EndpointContract[] = [
  {
    method: 'POST',
    path: '/api/sync-cart',
    tag: 'cart',
    origin: 'spec-7',
    summary: 'Reprice the cart and keep it on the server',
    description: [
      'The server is the truth: every line is priced from the catalog for the store (tier and campaign prices, VAT factor, stock status, estimated_at); prices sent by the client are ignored.',
      'Two forms: the sync (`items`, `coupons`, `checkout_order_id`) and the load (`items`, `checkout_order_id`, no `coupons` key), which replaces the cart; a load with no items restores the cart the server keeps under `checkout_order_id`.',
      "`cart_notice` (a text in the store's language) is set when the price or availability differs from the `price`/`stock_status` the client sent; `adjusted_quantity` when stock or the 1 to 5000 limit cut the quantity. A quantity of 0 or less removes the line. An out-of-stock line stays, with a notice, and cannot be ordered.",
      `Skus the store does not sell are dropped and listed (URI-encoded, comma-separated) in the \`${removedSkusHeader}\` header.`,
      `The cart (lines, coupon codes, \`campaign_data\`: utm_* and gclid) is kept under its checkout_order_id; the server makes one when none is given (or the given one already has an order) and sends it in the \`${checkoutIdHeader}\` header. An empty cart skips the repricing.`,
      `\`${internalHeader}: 1\` marks an internal user: a staff account's bearer token, or a client address in INTERNAL_ADDRESSES.`,
    ].join('\n'),
    query: [syncCartQuerySchema],
    body: syncCartBodySchema,
    response: syncCartResponseSchema,
    responseHeaders: { [internalHeader]: 'Present with the value 1 for internal users (spec 6).' },
    errors: [400, 401, 413],
  },
  {
    method: 'POST',
    path: '/api/sync-coupons',
    tag: 'cart',
    origin: 'spec-7',
    summary: 'Answer the coupons for a cart',
    description: [
      'Each code (matched case-insensitively in the store) with `applied`, `failed_minimum_spend`, a `reason` and the rule fields the discount engine reads.',
      'Kinds: percentage (discount_type_value 1: global, specific_groups, excluded_groups or specific_discount_categories), fixed full amount (discount_type_value 3, `fixed_amount` off the order), fixed amount per unit in scope (answered as discount_type_value 3 with the amount resolved for this cart and `all_affected_items`), and buy-X-get-Y (buy_x, get_y, buyx_free_amount, increment, interval, buy_x_whole_order, buy_/get_ products, categories, groups).',
      'Not applied (rejected): COUPON_UNKNOWN, COUPON_INVALID_CODE, COUPON_NOT_STARTED, COUPON_EXPIRED, COUPON_USED_UP. Applied but inactive: COUPON_MIN_SPEND (with minimum_spend and missing_for_minimum_spend).',
      '`cart_contents` is priced from the catalog first, so a minimum spend is measured on real prices.',
    ].join('\n'),
    query: [storeQuerySchema],
    body: syncCouponsBodySchema,
    response: syncCouponsResponseSchema,
    errors: [400, 413],
  },
];
