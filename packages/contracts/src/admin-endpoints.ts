import { z } from 'zod';
import {
  invitationAcceptRequestSchema,
  okResponseSchema,
  passwordChangeRequestSchema,
  staffLoginRequestSchema,
  staffProfileRequestSchema,
  staffSessionResponseSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
} from './admin-auth.ts';
import {
  adminProductImageParamsSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductParamsSchema,
  adminProductSchema,
  adminProductStoreParamsSchema,
  createProductBodySchema,
  createVariationBodySchema,
  imageDeleteQuerySchema,
  imageOrderBodySchema,
  imageUploadLimitBytes,
  imageUploadLimitPixels,
  imageUploadQuerySchema,
  pricePreviewResponseSchema,
  putPricesBodySchema,
  stockBodySchema,
  updateProductBodySchema,
} from './admin-catalog.ts';
import {
  adminBrandListSchema,
  adminBrandSchema,
  adminCategoryListSchema,
  adminCategorySchema,
  adminPhoneModelListSchema,
  adminPhoneModelSchema,
  adminSearchTriggerListSchema,
  adminSearchTriggerSchema,
  adminTagListSchema,
  adminTagSchema,
  createBrandBodySchema,
  createCategoryBodySchema,
  createPhoneModelBodySchema,
  createSearchTriggerBodySchema,
  createTagBodySchema,
  moveBodySchema,
  treeItemParamsSchema,
  updateBrandBodySchema,
  updateCategoryBodySchema,
  updatePhoneModelBodySchema,
  updateSearchTriggerBodySchema,
  updateTagBodySchema,
} from './admin-catalog-trees.ts';
import {
  adminCalendarDoorSchema,
  adminCalendarSchema,
  adminContentPageListSchema,
  adminContentPageSchema,
  adminDealListSchema,
  adminDealSchema,
  adminWidgetListSchema,
  adminWidgetSchema,
  calendarDoorBodySchema,
  calendarDoorParamsSchema,
  calendarQuerySchema,
  contentPageBodySchema,
  contentPageParamsSchema,
  contentStoreParamsSchema,
  dealBodySchema,
  dealParamsSchema,
  richTextPreviewBodySchema,
  richTextPreviewSchema,
  unpublishPageBodySchema,
  updateContentPageBodySchema,
  updateDealBodySchema,
  updateWidgetBodySchema,
  widgetParamsSchema,
} from './admin-content.ts';
import {
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  adminCouponParamsSchema,
  adminCouponSchema,
  couponDraftSchema,
  couponPreviewBodySchema,
  couponPreviewResponseSchema,
  updateCouponBodySchema,
} from './admin-coupons.ts';
import {
  importJobParamsSchema,
  importJobSchema,
  importQuerySchema,
  importReportSchema,
} from './admin-imports.ts';
import {
  auditQuerySchema,
  auditResponseSchema,
  createStaffBodySchema,
  createStaffResponseSchema,
  customerDetailResponseSchema,
  customerDiscountsBodySchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerParamsSchema,
  dashboardResponseSchema,
  staffIdParamsSchema,
  staffListItemSchema,
  staffListResponseSchema,
  storeParamsSchema,
  storeSettingsListSchema,
  storeSettingsSchema,
  updateStaffBodySchema,
  updateStoreSettingsBodySchema,
} from './admin-office.ts';
import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  cancelOrderBodySchema,
  invoiceParamsSchema,
  orderNoteBodySchema,
  orderWriteBodySchema,
  refundOrderBodySchema,
  shipOrderBodySchema,
} from './admin-orders.ts';
import { type AdminMethod, adminPermissions } from './admin-permissions.ts';
import {
  adminReturnListQuerySchema,
  adminReturnListResponseSchema,
  adminReturnParamsSchema,
  adminReturnSchema,
  approveReturnBodySchema,
  receiveReturnBodySchema,
  refundReturnBodySchema,
  rejectReturnBodySchema,
} from './admin-returns.ts';
import {
  adminPlugTypeListSchema,
  adminPlugTypeSchema,
  adminVehicleListSchema,
  adminVehicleSchema,
  createPlugTypeBodySchema,
  createVehicleBodySchema,
  updatePlugTypeBodySchema,
  updateVehicleBodySchema,
} from './admin-selectors.ts';
import type { EndpointContract } from './endpoint.ts';

type AdminEndpoint = EndpointContract & { readonly access: NonNullable<EndpointContract['access']> };

/** A back-office call, with the roles of the permission table; a call the table lacks is a bug. */
function call(
  method: AdminMethod,
  path: string,
  facts: Omit<EndpointContract, 'method' | 'path' | 'origin' | 'access' | 'tag' | 'errors'> & {
    readonly errors?: readonly number[];
    readonly tag?: string;
  },
): AdminEndpoint {
  const fullPath = `/api/admin${path}`;
  const access = adminPermissions[`${method} ${fullPath}`];
  if (access === undefined) throw new Error(`${method} ${fullPath} is not in the permission table`);
  const writes = method !== 'GET';
  const defaultErrors =
    access === 'anyone' ? [400, 401, 429] : writes ? [400, 401, 403, 404, 409] : [400, 401, 403, 404];
  return {
    method,
    path: fullPath,
    origin: 'not-shown',
    tag: facts.tag ?? `admin-${path.split('/')[1] ?? 'office'}`,
    access,
    ...facts,
    errors: facts.errors ?? defaultErrors,
  };
}

const orderPath = '/orders/{orderId}';
const returnPath = '/returns/{returnId}';

/**
 * The back office's calls, each with the roles the permission table gives it (spec 6 leaves
 * admin roles to us; docs/decisions/014-back-office.md). The server registers every admin route
 * from this list and checks the signed-in member's role against it; a test walks every pair of
 * call and role, and anonymous callers, customer and order-login tokens.
 */
export const adminEndpoints: readonly AdminEndpoint[] = [
  call('POST', '/auth/login', {
    tag: 'admin-auth',
    summary: 'Sign in to the back office',
    description:
      'E-mail, password and, when two-factor is on, the 6-digit code (RFC 6238). Answers the session cookie and the CSRF token. Login attempts are limited per account and per address.',
    body: staffLoginRequestSchema,
    response: staffSessionResponseSchema,
  }),
  call('POST', '/auth/invitations/accept', {
    tag: 'admin-auth',
    summary: 'Choose a password with an invitation',
    description: 'The invitation link of a new member (valid 72 hours, once) and the chosen password.',
    body: invitationAcceptRequestSchema,
    response: okResponseSchema,
  }),
  call('GET', '/auth/session', {
    tag: 'admin-auth',
    summary: 'The signed-in member',
    description: 'The member of the session cookie and the CSRF token to send with writes.',
    response: staffSessionResponseSchema,
  }),
  call('POST', '/auth/logout', {
    tag: 'admin-auth',
    summary: 'Sign out',
    description: 'Ends the session.',
    response: okResponseSchema,
  }),
  call('POST', '/auth/totp/setup', {
    tag: 'admin-auth',
    summary: 'Start two-factor enrolment',
    description:
      'A new secret as text, otpauth URL and QR code; it takes effect once a code from it is confirmed.',
    response: totpSetupResponseSchema,
  }),
  call('POST', '/auth/totp/enable', {
    tag: 'admin-auth',
    summary: 'Turn two-factor on',
    description: 'Confirms the enrolment with a current code.',
    body: totpEnableRequestSchema,
    response: staffSessionResponseSchema,
  }),
  call('POST', '/auth/totp/disable', {
    tag: 'admin-auth',
    summary: 'Turn two-factor off',
    description: 'Needs the password. Owners must keep two-factor on.',
    body: totpDisableRequestSchema,
    response: staffSessionResponseSchema,
  }),
  call('POST', '/auth/password', {
    tag: 'admin-auth',
    summary: 'Change the password',
    description:
      'The current password and a new one of at least 12 characters; other sessions of the member end.',
    body: passwordChangeRequestSchema,
    response: okResponseSchema,
  }),
  call('PATCH', '/auth/profile', {
    tag: 'admin-auth',
    summary: 'Change name or language',
    description: 'The back office speaks English or Swedish.',
    body: staffProfileRequestSchema,
    response: staffSessionResponseSchema,
  }),
  call('GET', '/dashboard', {
    summary: 'Today and the last 7 days',
    description:
      'Orders and revenue (incl. VAT, of orders that were not cancelled or failed) per store in its own currency and on its own calendar day; confirmed orders waiting to be packed; returns staff still have to act on.',
    response: dashboardResponseSchema,
  }),
  call('GET', '/orders', {
    summary: 'Find orders',
    description:
      'Filters: store, status, payment status, dates, free text on number, name, e-mail and phone; paged and sorted.',
    query: [adminOrderListQuerySchema],
    response: adminOrderListResponseSchema,
  }),
  call('GET', orderPath, {
    summary: 'An order',
    description:
      'Lines, VAT per rate, customer, delivery, payment, coupons, history, notes, refunds, returns and invoices.',
    params: adminOrderParamsSchema,
    response: adminOrderSchema,
  }),
  call('POST', `${orderPath}/pack`, {
    summary: 'Mark an order packed',
    description: 'confirmed -> packed (optional: an order may ship without it).',
    params: adminOrderParamsSchema,
    body: orderWriteBodySchema,
    response: adminOrderSchema,
  }),
  call('POST', `${orderPath}/ship`, {
    summary: 'Ship an order',
    description: "Records carrier and tracking number and mails the shopper the carrier's tracking link.",
    params: adminOrderParamsSchema,
    body: shipOrderBodySchema,
    response: adminOrderSchema,
  }),
  call('POST', `${orderPath}/deliver`, {
    summary: 'Mark an order delivered',
    description: 'shipped -> delivered; the return window starts.',
    params: adminOrderParamsSchema,
    body: orderWriteBodySchema,
    response: adminOrderSchema,
  }),
  call('POST', `${orderPath}/cancel`, {
    summary: 'Cancel an order or some of its units',
    description:
      'Without lines the whole order. Stock and coupon use go back, the totals are computed again, and what was charged for the cancelled units is refunded (a credit note for an invoice).',
    params: adminOrderParamsSchema,
    body: cancelOrderBodySchema,
    response: adminOrderSchema,
  }),
  call('POST', `${orderPath}/refunds`, {
    summary: 'Refund an order',
    description:
      'Units of lines, the shipping charge and a free amount, never above what is left of the charge. Send an Idempotency-Key header: the same key makes one refund.',
    params: adminOrderParamsSchema,
    body: refundOrderBodySchema,
    response: adminOrderSchema,
    status: 201,
  }),
  call('POST', `${orderPath}/notes`, {
    summary: 'Add a note to an order',
    description: 'For staff only; the shopper never sees it.',
    params: adminOrderParamsSchema,
    body: orderNoteBodySchema,
    response: adminOrderSchema,
    status: 201,
  }),
  call('GET', `${orderPath}/invoices/{invoiceId}`, {
    summary: 'An invoice or credit note as PDF',
    description: 'The document as it was issued.',
    params: invoiceParamsSchema,
    response: z.string().describe('application/pdf'),
    responseContentType: 'application/pdf',
  }),
  call('GET', '/returns', {
    summary: 'Find returns',
    description: 'Filters: status, store and free text; newest first.',
    query: [adminReturnListQuerySchema],
    response: adminReturnListResponseSchema,
  }),
  call('GET', returnPath, {
    summary: 'A return',
    description: 'Its lines with their value, history and refund.',
    params: adminReturnParamsSchema,
    response: adminReturnSchema,
  }),
  call('POST', `${returnPath}/approve`, {
    summary: 'Approve a return',
    description: 'The shopper gets a mail saying where to send the parcel.',
    params: adminReturnParamsSchema,
    body: approveReturnBodySchema,
    response: adminReturnSchema,
  }),
  call('POST', `${returnPath}/reject`, {
    summary: 'Reject a return',
    description: 'With a reason the shopper sees.',
    params: adminReturnParamsSchema,
    body: rejectReturnBodySchema,
    response: adminReturnSchema,
  }),
  call('POST', `${returnPath}/receive`, {
    summary: 'Mark a return received',
    description: 'And say whether its units go back to stock.',
    params: adminReturnParamsSchema,
    body: receiveReturnBodySchema,
    response: adminReturnSchema,
  }),
  call('POST', `${returnPath}/refund`, {
    summary: 'Refund a return',
    description: 'Gives back what the returned units cost, and optionally shipping and a free amount.',
    params: adminReturnParamsSchema,
    body: refundReturnBodySchema,
    response: adminReturnSchema,
  }),
  call('GET', '/customers', {
    summary: 'Find customer accounts',
    description: 'Free text on name, e-mail and phone.',
    query: [customerListQuerySchema],
    response: customerListResponseSchema,
  }),
  call('GET', '/customers/{customerId}', {
    summary: 'A customer account',
    description: 'With its orders.',
    params: customerParamsSchema,
    response: customerDetailResponseSchema,
  }),
  call('PUT', '/customers/{customerId}/discounts', {
    summary: "Set a customer's discount map",
    description:
      "Discount category -> percent, replacing the whole map; the customer's next cart and checkout are priced with it. Audited.",
    params: customerParamsSchema,
    body: customerDiscountsBodySchema,
    response: customerDetailResponseSchema,
  }),
  call('GET', '/staff', {
    summary: 'The staff',
    description: 'Every member with role, two-factor and last sign-in.',
    response: staffListResponseSchema,
  }),
  call('POST', '/staff', {
    summary: 'Invite a member',
    description: 'The new member gets a mail with a link to choose a password (72 hours).',
    body: createStaffBodySchema,
    response: createStaffResponseSchema,
    status: 201,
  }),
  call('PATCH', '/staff/{staffId}', {
    summary: 'Change a member',
    description:
      'Role, name, or active (a deactivated member is signed out). The last active owner stays an active owner.',
    params: staffIdParamsSchema,
    body: updateStaffBodySchema,
    response: staffListItemSchema,
  }),
  call('POST', '/staff/{staffId}/reset-totp', {
    summary: "Reset a member's two-factor",
    description: 'For a lost phone: the member enrols again at the next sign-in.',
    params: staffIdParamsSchema,
    response: staffListItemSchema,
  }),
  call('GET', '/audit', {
    summary: 'The audit log',
    description: 'Every admin write: who, when, what, before and after; newest first.',
    query: [auditQuerySchema],
    response: auditResponseSchema,
  }),
  call('GET', '/settings/stores', {
    summary: "The stores' settings",
    description:
      'Each store: return window, payment methods offered, selling points, customer-service and social links, newsletter embed and review widget.',
    response: storeSettingsListSchema,
  }),
  call('PUT', '/settings/stores/{store}', {
    summary: "Change a store's settings",
    description:
      'Any of the fields; each one given replaces the stored one (docs/decisions/025). The return window is in days from delivery (at least 14); links are http(s) URLs or paths of the shop; no field takes HTML. A refusal is a 422 naming the field, and nothing is written.',
    errors: [400, 401, 403, 422],
    params: storeParamsSchema,
    body: updateStoreSettingsBodySchema,
    response: storeSettingsSchema,
  }),
  // The CSV import and export of products, prices and stock (issue 17).
  call('POST', '/imports', {
    summary: 'Import products, prices and stock from CSV',
    description:
      'A multipart/form-data upload with the CSV in its `file` field (at most 50 MB), one row per SKU in the columns of the README. `dry_run=true` (the default) writes nothing and answers every error by row and column and what the file would change; `dry_run=false` checks the same way, answers 422 with the errors when there is any (nothing is written), else 202 and the background job that writes it. Importing the same file twice changes nothing the second time.',
    query: [importQuerySchema],
    response: importReportSchema,
    alsoStatus: [202],
    errors: [400, 401, 403, 413, 422],
  }),
  call('GET', '/imports/{importId}', {
    summary: 'An import job',
    description: 'Its status (queued, running, succeeded, failed), rows written so far, and the counts.',
    params: importJobParamsSchema,
    response: importJobSchema,
  }),
  call('GET', '/exports/products.csv', {
    tag: 'admin-imports',
    summary: 'Export products, prices and stock as CSV',
    description: 'Every product in the columns the import reads: importing the export changes nothing.',
    response: z.string().describe('text/csv'),
    responseContentType: 'text/csv',
  }),
  // Issue 17: the catalog.
  call('GET', '/products', {
    summary: 'Find products',
    description:
      'Free text on the name in any language or the sku, optionally only published or only hidden ones; top-level products, paged.',
    query: [adminProductListQuerySchema],
    response: adminProductListResponseSchema,
  }),
  call('POST', '/products', {
    summary: 'Add a product',
    description:
      'Hidden from the storefront until it is published. Slugs are made from the names when left out.',
    body: createProductBodySchema,
    response: adminProductSchema,
    status: 201,
  }),
  call('GET', '/products/{id}', {
    summary: 'A product as the editor shows it',
    description:
      'Texts and SEO per language, categories, brand, tags, group, discount category, VAT, type, published, prices per store, stock and its version.',
    params: adminProductParamsSchema,
    response: adminProductSchema,
  }),
  call('PATCH', '/products/{id}', {
    summary: 'Change a product',
    description:
      "Carries the version it edits: a stale version is refused with 409, the product as it is now and the fields changed since. A changed slug keeps the old URL as a permanent redirect. A product's kind, brand, group, discount category, VAT and category go to its variations too; a variation's own save may not change them (422), and only a variation has attributes. Products are not deleted (orders refer to them): unpublishing takes one out of the shop.",
    params: adminProductParamsSchema,
    body: updateProductBodySchema,
    response: adminProductSchema,
  }),
  call('POST', '/products/{id}/variations', {
    summary: 'Add a variation to a product',
    description:
      "A variation (its own SKU, prices, stock, texts and images) of a top-level Standard or Variant product, which becomes a Variant. It takes the product's kind, brand, group, discount category, VAT and category; names default to the product's name and the option. Hidden until published. Attributes another variation of the product has are 409 (the shopper could not tell them apart); a product that is a variation, a SET or a gift card is 422. Answers the new variation.",
    params: adminProductParamsSchema,
    body: createVariationBodySchema,
    response: adminProductSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  call('PUT', '/products/{id}/prices/{store}', {
    summary: "Set a store's price lists",
    description:
      'The normal tiers and the campaign tiers with the campaign window. Tiers the price rules would drop (spec 5: not lower than the tier before) are refused with 422 naming the tier.',
    params: adminProductStoreParamsSchema,
    body: putPricesBodySchema,
    response: adminProductSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  call('POST', '/products/{id}/prices/{store}/preview', {
    summary: "Preview a store's price display",
    description:
      'What a shopper would see (spec 5 price display, with and without VAT) for these price lists, and any tier the rules would drop. Writes nothing.',
    params: adminProductStoreParamsSchema,
    body: putPricesBodySchema,
    response: pricePreviewResponseSchema,
  }),
  call('PATCH', '/products/{id}/stock', {
    summary: "Change a product's stock",
    description: 'Units on hand, stock status and the presale date (estimated_at).',
    params: adminProductParamsSchema,
    body: stockBodySchema,
    response: adminProductSchema,
  }),
  call('POST', '/products/{id}/images', {
    summary: 'Upload a product photo',
    description: `A multipart/form-data upload with one JPEG, PNG, WebP or AVIF photo in its \`file\` field, at most ${imageUploadLimitBytes / 1024 / 1024} MB and ${imageUploadLimitPixels / 1_000_000} megapixels. The type is judged by the bytes, not the name or the declared type. The photo is turned upright, its metadata (EXIF, GPS) dropped, and stored in the sizes the storefront shows in AVIF, WebP and its own format; it is added last. \`version\` (query) is the version edited: a stale one is 409.`,
    params: adminProductParamsSchema,
    query: [imageUploadQuerySchema],
    response: adminProductSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
  }),
  call('DELETE', '/products/{id}/images/{imageId}', {
    summary: 'Remove a product image',
    description: 'The image leaves the product; the stored renditions go when no image uses them.',
    params: adminProductImageParamsSchema,
    query: [imageDeleteQuerySchema],
    response: adminProductSchema,
  }),
  call('PUT', '/products/{id}/images/order', {
    summary: "Order a product's images",
    description: 'Every image id of the product once, first shown first.',
    params: adminProductParamsSchema,
    body: imageOrderBodySchema,
    response: adminProductSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  // Issue 17: coupons (docs/decisions/023-coupon-editing.md).
  call('GET', '/coupons', {
    summary: 'Find coupons',
    description: 'Part of a code or label, optionally one store; with kind, active window and uses, paged.',
    query: [adminCouponListQuerySchema],
    response: adminCouponListResponseSchema,
  }),
  call('POST', '/coupons', {
    summary: 'Add a coupon',
    description:
      "A discount rule of one store. Refused with 422 naming each field: a code the store's cart would not tell apart from another (codes match case-insensitively), a percent outside 0-100, an end before the start, buy-X-get-Y quantities under 1, and ids of categories, products, groups or discount categories the catalog lacks.",
    body: couponDraftSchema,
    response: adminCouponSchema,
    status: 201,
    errors: [400, 401, 403, 422],
  }),
  call('POST', '/coupons/preview', {
    summary: 'Try a coupon on a cart',
    description:
      "Prices the cart as the storefront's cart and checkout do (the same coupon answer, coupon validation and repriceCart), with a saved coupon or a draft, and answers the lines, their discounts, the totals and the engine's reason codes. Writes nothing.",
    body: couponPreviewBodySchema,
    response: couponPreviewResponseSchema,
    errors: [400, 401, 403, 404, 422],
  }),
  call('GET', '/coupons/{id}', {
    summary: 'A coupon as the editor shows it',
    description: 'Every field of the rule, its uses and its version.',
    params: adminCouponParamsSchema,
    response: adminCouponSchema,
  }),
  call('PATCH', '/coupons/{id}', {
    summary: 'Change or deactivate a coupon',
    description:
      'Carries the version it edits: a stale version is refused with 409 and the coupon as it is now. `active: false` deactivates it; coupons are never deleted, since orders name the rules they used.',
    params: adminCouponParamsSchema,
    body: updateCouponBodySchema,
    response: adminCouponSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  // Issue 17: content (docs/decisions/024-content-editing.md).
  call('GET', '/content/{store}/widgets', {
    summary: "A store's widgets",
    description: 'Every widget slug of spec 7 with its content, hidden flag, status and version.',
    params: contentStoreParamsSchema,
    response: adminWidgetListSchema,
  }),
  call('PUT', '/content/{store}/widgets/{slug}', {
    summary: 'Change a widget',
    description:
      'Content (sanitized rich text; footer-columns: its columns, from which its HTML is built), hidden and status. A stale version is 409.',
    params: widgetParamsSchema,
    body: updateWidgetBodySchema,
    response: adminWidgetSchema,
  }),
  call('GET', '/content/{store}/deals', {
    summary: "A store's deals",
    description: 'Newest first, with the product and whether it runs now.',
    params: contentStoreParamsSchema,
    response: adminDealListSchema,
  }),
  call('POST', '/content/{store}/deals', {
    summary: 'Add a deal',
    description:
      'The product by SKU or id (it must exist and be sold in the store), the title, the discount percent and the window (expires_at after starts_at). Refusals are 422 naming the field.',
    params: contentStoreParamsSchema,
    body: dealBodySchema,
    response: adminDealSchema,
    status: 201,
    errors: [400, 401, 403, 404, 422],
  }),
  call('PUT', '/content/{store}/deals/{dealId}', {
    summary: 'Change a deal',
    description: 'As adding one, with the version edited: a stale version is 409.',
    params: dealParamsSchema,
    body: updateDealBodySchema,
    response: adminDealSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  call('GET', '/content/{store}/pages', {
    summary: "A store's content pages",
    description: 'Published pages and drafts, by path.',
    params: contentStoreParamsSchema,
    response: adminContentPageListSchema,
  }),
  call('POST', '/content/{store}/pages', {
    summary: 'Add a content page',
    description:
      'The body is sanitized rich text. One published page per path in a store (409 PATH_TAKEN); a draft may sit beside the published page at its path, and gets a preview token.',
    params: contentStoreParamsSchema,
    body: contentPageBodySchema,
    response: adminContentPageSchema,
    status: 201,
  }),
  call('GET', '/content/{store}/pages/{pageId}', {
    summary: 'A content page as the editor shows it',
    description: 'Its sanitized body and its version.',
    params: contentPageParamsSchema,
    response: adminContentPageSchema,
  }),
  call('PUT', '/content/{store}/pages/{pageId}', {
    summary: 'Change a content page',
    description: 'Path, title, body, meta description and published. A stale version is 409.',
    params: contentPageParamsSchema,
    body: updateContentPageBodySchema,
    response: adminContentPageSchema,
  }),
  call('POST', '/content/{store}/pages/{pageId}/unpublish', {
    summary: 'Unpublish a content page',
    description: 'The page becomes a draft: the storefront answers 404 at its path, its preview link works.',
    params: contentPageParamsSchema,
    body: unpublishPageBodySchema,
    response: adminContentPageSchema,
  }),
  call('POST', '/content/rich-text/preview', {
    summary: 'Preview rich text as the storefront would show it',
    description: 'The HTML after the allow-list of the sanitizer. Writes nothing.',
    body: richTextPreviewBodySchema,
    response: richTextPreviewSchema,
  }),
  call('GET', '/content/{store}/calendar', {
    summary: "A store's Christmas calendar",
    description: 'The 24 doors of the year (this year by default), also those with no content yet.',
    params: contentStoreParamsSchema,
    query: [calendarQuerySchema],
    response: adminCalendarSchema,
  }),
  call('PUT', '/content/{store}/calendar/{year}/{day}', {
    summary: 'Fill or change a calendar door',
    description:
      'Title, body (sanitized rich text), product by SKU or id (sold in the store) and discount code. The door opens at midnight of its day in the store time zone. version null creates the door; a stale version is 409.',
    params: calendarDoorParamsSchema,
    body: calendarDoorBodySchema,
    response: adminCalendarDoorSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  // Issue 17: the catalog's trees (docs/decisions/026-catalog-trees.md).
  call('GET', '/categories', {
    summary: 'The category tree',
    description:
      'Every category with its texts in every language, its parent, order among siblings, whether the menu shows it, and how many products it holds.',
    response: adminCategoryListSchema,
  }),
  call('POST', '/categories', {
    summary: 'Add a category',
    description:
      'Under a parent (or at the top), last among its siblings. Languages left out take the texts of the first language given; slugs are made from the names when left out. A slug its siblings use in that language is 409.',
    body: createCategoryBodySchema,
    response: adminCategorySchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  call('PATCH', '/categories/{id}', {
    summary: 'Change a category',
    description:
      'Names, slugs and descriptions per language, the parent and whether the menu shows it. A parent under the category itself is 422 (a cycle). A slug or parent change of a category that holds products is 409: its pages and its products would lose their URLs and ancestors.',
    params: treeItemParamsSchema,
    body: updateCategoryBodySchema,
    response: adminCategorySchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  call('DELETE', '/categories/{id}', {
    summary: 'Remove a category',
    description:
      'Only an unused one: a category that products link to (or have as their main category), that has child categories, that the menu shows or that a coupon is scoped to is refused with 409 CATEGORY_IN_USE naming each use, and nothing changes.',
    params: treeItemParamsSchema,
    response: adminCategoryListSchema,
  }),
  call('POST', '/categories/{id}/move', {
    summary: 'Move a category up or down among its siblings',
    description: 'Swaps it with the sibling before (up) or after (down) it; at either end nothing moves.',
    params: treeItemParamsSchema,
    body: moveBodySchema,
    response: adminCategoryListSchema,
  }),
  call('GET', '/brands', {
    summary: 'The brands',
    description: 'Every brand with its texts in every language, its order and whether the menu shows it.',
    response: adminBrandListSchema,
  }),
  call('POST', '/brands', {
    summary: 'Add a brand',
    description: 'Last in order. Languages left out take the texts of the first language given.',
    body: createBrandBodySchema,
    response: adminBrandSchema,
    status: 201,
  }),
  call('PATCH', '/brands/{id}', {
    summary: 'Change a brand',
    description: 'Names, slugs and descriptions per language, and whether the menu shows it.',
    params: treeItemParamsSchema,
    body: updateBrandBodySchema,
    response: adminBrandSchema,
  }),
  call('DELETE', '/brands/{id}', {
    summary: 'Remove a brand',
    description:
      'Only an unused one: a brand of products or phone models, or one the menu shows, is refused with 409 BRAND_IN_USE naming each use, and nothing changes.',
    params: treeItemParamsSchema,
    response: adminBrandListSchema,
  }),
  call('POST', '/brands/{id}/move', {
    summary: 'Move a brand up or down',
    description: 'Swaps it with the brand before (up) or after (down) it.',
    params: treeItemParamsSchema,
    body: moveBodySchema,
    response: adminBrandListSchema,
  }),
  call('GET', '/tags', {
    summary: 'The tags',
    description: 'Every tag with its texts in every language.',
    response: adminTagListSchema,
  }),
  call('POST', '/tags', {
    summary: 'Add a tag',
    description: 'Languages left out take the texts of the first language given.',
    body: createTagBodySchema,
    response: adminTagSchema,
    status: 201,
  }),
  call('PATCH', '/tags/{id}', {
    summary: 'Change a tag',
    description: 'Names, slugs and descriptions per language.',
    params: treeItemParamsSchema,
    body: updateTagBodySchema,
    response: adminTagSchema,
  }),
  call('DELETE', '/tags/{id}', {
    summary: 'Remove a tag',
    description:
      'Only an unused one: a tag products carry is refused with 409 TAG_IN_USE, and nothing changes.',
    params: treeItemParamsSchema,
    response: adminTagListSchema,
  }),
  call('GET', '/search-triggers', {
    summary: 'The search triggers of every store',
    description: 'Keywords that suggest a page while a shopper types (GET /api/search-triggers), by store.',
    response: adminSearchTriggerListSchema,
  }),
  call('POST', '/search-triggers', {
    summary: 'Add a search trigger',
    description:
      'A keyword of one store (kept in lower case without accents, as searches are compared) and the page it suggests: a path of the shop or an https:// address.',
    body: createSearchTriggerBodySchema,
    response: adminSearchTriggerSchema,
    status: 201,
  }),
  call('PATCH', '/search-triggers/{id}', {
    summary: 'Change a search trigger',
    description: 'Its keyword, page or title.',
    params: treeItemParamsSchema,
    body: updateSearchTriggerBodySchema,
    response: adminSearchTriggerSchema,
  }),
  call('DELETE', '/search-triggers/{id}', {
    summary: 'Remove a search trigger',
    description: 'The shoppers of its store no longer see its hint.',
    params: treeItemParamsSchema,
    response: adminSearchTriggerListSchema,
  }),
  call('GET', '/phone-models', {
    summary: 'The phone models',
    description:
      'Every model of the phone-model selector with its brand, release year and how many products fit it.',
    response: adminPhoneModelListSchema,
  }),
  call('POST', '/phone-models', {
    summary: 'Add a phone model',
    description: 'A model of a brand; the selector shows the newest first. A slug another model has is 409.',
    body: createPhoneModelBodySchema,
    response: adminPhoneModelSchema,
    status: 201,
  }),
  call('PATCH', '/phone-models/{id}', {
    summary: 'Change a phone model',
    description: 'Its name (searched at once in the products that fit it), slug or release year.',
    params: treeItemParamsSchema,
    body: updatePhoneModelBodySchema,
    response: adminPhoneModelSchema,
  }),
  call('DELETE', '/phone-models/{id}', {
    summary: 'Remove a phone model',
    description:
      'Only an unused one: a model products fit is refused with 409 PHONE_MODEL_IN_USE naming how many, and nothing changes.',
    params: treeItemParamsSchema,
    response: adminPhoneModelListSchema,
  }),
  call('POST', '/phone-models/{id}/move', {
    summary: 'Move a phone model up or down',
    description:
      "Among its brand's models of the same release year (the selector shows the newest year first); past the first or last of them is 409 PHONE_MODEL_ORDER_BY_YEAR.",
    params: treeItemParamsSchema,
    body: moveBodySchema,
    response: adminPhoneModelListSchema,
  }),
  call('GET', '/plug-types', {
    summary: 'The plug types',
    description:
      "The cable-plug selector's plugs in its order, with their texts, how many cables have each, and what holds each code (uses: cables, search triggers, content pages, widgets and calendar doors linking to the cable finder with it).",
    response: adminPlugTypeListSchema,
  }),
  call('POST', '/plug-types', {
    summary: 'Add a plug type',
    description:
      'A stable code (its image and the cables name it; a code in use is 409 PLUG_CODE_TAKEN) and a name and description per language; languages left out take the first given. Last in the order.',
    body: createPlugTypeBodySchema,
    response: adminPlugTypeSchema,
    status: 201,
  }),
  call('PATCH', '/plug-types/{id}', {
    summary: 'Change a plug type',
    description:
      "Its name and description in the languages given, or its code: a code that cables, search triggers or rich-text links to the cable finder (content pages, widgets, calendar doors) name is 409 PLUG_CODE_IN_USE naming them, a code whose image the shop draws (has_drawing) is 422 PLUG_CODE_HAS_DRAWING, another plug's code is 409 PLUG_CODE_TAKEN; nothing changes on a refusal.",
    params: treeItemParamsSchema,
    body: updatePlugTypeBodySchema,
    response: adminPlugTypeSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  call('DELETE', '/plug-types/{id}', {
    summary: 'Remove a plug type',
    description:
      'Only an unused one: a plug that cables have on an end, or that a search trigger or a link in a content page, widget or calendar door leads to, is refused with 409 PLUG_TYPE_IN_USE naming each use, and nothing changes. The storefront selector no longer lists it.',
    params: treeItemParamsSchema,
    response: adminPlugTypeListSchema,
  }),
  call('POST', '/plug-types/{id}/move', {
    summary: 'Move a plug type up or down',
    description: 'Its place in the cable-plug selector; answers every plug type in the new order.',
    params: treeItemParamsSchema,
    body: moveBodySchema,
    response: adminPlugTypeListSchema,
  }),
  call('GET', '/vehicles', {
    summary: 'The vehicles',
    description:
      'Every vehicle of the registration number search with the products a shopper finds by it (fitted in the product editor).',
    response: adminVehicleListSchema,
  }),
  call('POST', '/vehicles', {
    summary: 'Add a vehicle',
    description:
      'Its registration number is stored as the search compares it (no spaces or dashes, upper case); one already there is 409 VEHICLE_TAKEN.',
    body: createVehicleBodySchema,
    response: adminVehicleSchema,
    status: 201,
  }),
  call('PATCH', '/vehicles/{id}', {
    summary: 'Change a vehicle',
    description: 'Its registration number, make, model or year.',
    params: treeItemParamsSchema,
    body: updateVehicleBodySchema,
    response: adminVehicleSchema,
  }),
  call('DELETE', '/vehicles/{id}', {
    summary: 'Remove a vehicle',
    description: 'Its registration number is no longer found; the products keep their fitments.',
    params: treeItemParamsSchema,
    response: adminVehicleListSchema,
  }),
];
