/**
 * The back office's permission table and the few constants its callers share, without zod: the
 * back-office app imports this to show each member only what their role may do, and the API
 * (admin-endpoints.ts) describes every call from the same table. Roles are spec 6's "admin roles:
 * not shown", designed in docs/decisions/014-back-office.md.
 */
export const staffRoles = ['owner', 'orders', 'catalog'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The back office's languages: staff pick English or Swedish. */
export const staffLanguages = ['en', 'sv'] as const;
export type StaffLanguage = (typeof staffLanguages)[number];

/** The header a write sends its session's CSRF token in. */
export const csrfHeader = 'x-csrf-token';
/** The session cookie: HttpOnly, SameSite=Strict, Secure behind TLS, only sent to /api/admin. */
export const staffSessionCookie = 'shop_staff_session';
/** Optional header of a refund: the same key twice makes one refund. */
export const idempotencyHeader = 'idempotency-key';

/** How staff can sort the orders list. */
export const adminOrderSorts = ['-created_at', 'created_at', '-total', 'total', '-number', 'number'] as const;

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AdminAccess = readonly StaffRole[] | 'anyone';

const everyone: readonly StaffRole[] = ['owner', 'orders', 'catalog'];
const orderStaff: readonly StaffRole[] = ['owner', 'orders'];
const owners: readonly StaffRole[] = ['owner'];
const catalogStaff: readonly StaffRole[] = ['owner', 'catalog'];

/** Who may make each back-office call, by `METHOD /api/admin/path`. */
export const adminPermissions: Readonly<Record<string, AdminAccess>> = {
  'POST /api/admin/auth/login': 'anyone',
  'POST /api/admin/auth/invitations/accept': 'anyone',
  'GET /api/admin/auth/session': everyone,
  'POST /api/admin/auth/logout': everyone,
  'POST /api/admin/auth/totp/setup': everyone,
  'POST /api/admin/auth/totp/enable': everyone,
  // Owners must keep two-factor on.
  'POST /api/admin/auth/totp/disable': ['orders', 'catalog'],
  'POST /api/admin/auth/password': everyone,
  'PATCH /api/admin/auth/profile': everyone,
  'GET /api/admin/dashboard': everyone,
  'GET /api/admin/orders': orderStaff,
  'GET /api/admin/orders/{orderId}': orderStaff,
  'POST /api/admin/orders/{orderId}/pack': orderStaff,
  'POST /api/admin/orders/{orderId}/ship': orderStaff,
  'POST /api/admin/orders/{orderId}/deliver': orderStaff,
  'POST /api/admin/orders/{orderId}/cancel': orderStaff,
  'POST /api/admin/orders/{orderId}/refunds': orderStaff,
  'POST /api/admin/orders/{orderId}/notes': orderStaff,
  'GET /api/admin/orders/{orderId}/invoices/{invoiceId}': orderStaff,
  'GET /api/admin/returns': orderStaff,
  'GET /api/admin/returns/{returnId}': orderStaff,
  'POST /api/admin/returns/{returnId}/approve': orderStaff,
  'POST /api/admin/returns/{returnId}/reject': orderStaff,
  'POST /api/admin/returns/{returnId}/receive': orderStaff,
  'POST /api/admin/returns/{returnId}/refund': orderStaff,
  'GET /api/admin/customers': orderStaff,
  'GET /api/admin/customers/{customerId}': orderStaff,
  // A customer's discount map is a price agreement: owners set it (issue 17).
  'PUT /api/admin/customers/{customerId}/discounts': owners,
  'GET /api/admin/staff': owners,
  'POST /api/admin/staff': owners,
  'PATCH /api/admin/staff/{staffId}': owners,
  'POST /api/admin/staff/{staffId}/reset-totp': owners,
  'GET /api/admin/audit': owners,
  'GET /api/admin/settings/stores': everyone,
  'PUT /api/admin/settings/stores/{store}': owners,
  // The CSV import and export of products, prices and stock (issue 17).
  'POST /api/admin/imports': catalogStaff,
  'GET /api/admin/imports/{importId}': catalogStaff,
  'GET /api/admin/exports/products.csv': catalogStaff,
  // Issue 17: the catalog (products, prices, stock) is for catalog staff and owners.
  'GET /api/admin/products': catalogStaff,
  'POST /api/admin/products': catalogStaff,
  'GET /api/admin/products/{id}': catalogStaff,
  'PATCH /api/admin/products/{id}': catalogStaff,
  'POST /api/admin/products/{id}/variations': catalogStaff,
  'PUT /api/admin/products/{id}/prices/{store}': catalogStaff,
  'POST /api/admin/products/{id}/prices/{store}/preview': catalogStaff,
  'PATCH /api/admin/products/{id}/stock': catalogStaff,
  // Issue 17: product photos (docs/decisions/022-product-images.md).
  'POST /api/admin/products/{id}/images': catalogStaff,
  'DELETE /api/admin/products/{id}/images/{imageId}': catalogStaff,
  'PUT /api/admin/products/{id}/images/order': catalogStaff,
  // Issue 17: coupons (discount rules) with a "try it on a cart" preview.
  'GET /api/admin/coupons': catalogStaff,
  'POST /api/admin/coupons': catalogStaff,
  'POST /api/admin/coupons/preview': catalogStaff,
  'GET /api/admin/coupons/{id}': catalogStaff,
  'PATCH /api/admin/coupons/{id}': catalogStaff,
  // Issue 17: content (docs/decisions/024-content-editing.md).
  'GET /api/admin/content/{store}/widgets': catalogStaff,
  'PUT /api/admin/content/{store}/widgets/{slug}': catalogStaff,
  'GET /api/admin/content/{store}/deals': catalogStaff,
  'POST /api/admin/content/{store}/deals': catalogStaff,
  'PUT /api/admin/content/{store}/deals/{dealId}': catalogStaff,
  'GET /api/admin/content/{store}/pages': catalogStaff,
  'POST /api/admin/content/{store}/pages': catalogStaff,
  'GET /api/admin/content/{store}/pages/{pageId}': catalogStaff,
  'PUT /api/admin/content/{store}/pages/{pageId}': catalogStaff,
  'POST /api/admin/content/{store}/pages/{pageId}/unpublish': catalogStaff,
  'POST /api/admin/content/rich-text/preview': catalogStaff,
  'GET /api/admin/content/{store}/calendar': catalogStaff,
  'PUT /api/admin/content/{store}/calendar/{year}/{day}': catalogStaff,
  // Issue 17: the catalog's trees (docs/decisions/026-catalog-trees.md).
  'GET /api/admin/categories': catalogStaff,
  'POST /api/admin/categories': catalogStaff,
  'PATCH /api/admin/categories/{id}': catalogStaff,
  'DELETE /api/admin/categories/{id}': catalogStaff,
  'POST /api/admin/categories/{id}/move': catalogStaff,
  'GET /api/admin/brands': catalogStaff,
  'POST /api/admin/brands': catalogStaff,
  'PATCH /api/admin/brands/{id}': catalogStaff,
  'DELETE /api/admin/brands/{id}': catalogStaff,
  'POST /api/admin/brands/{id}/move': catalogStaff,
  'GET /api/admin/tags': catalogStaff,
  'POST /api/admin/tags': catalogStaff,
  'PATCH /api/admin/tags/{id}': catalogStaff,
  'DELETE /api/admin/tags/{id}': catalogStaff,
  'GET /api/admin/search-triggers': catalogStaff,
  'POST /api/admin/search-triggers': catalogStaff,
  'PATCH /api/admin/search-triggers/{id}': catalogStaff,
  'DELETE /api/admin/search-triggers/{id}': catalogStaff,
  'GET /api/admin/phone-models': catalogStaff,
  'POST /api/admin/phone-models': catalogStaff,
  'PATCH /api/admin/phone-models/{id}': catalogStaff,
  'DELETE /api/admin/phone-models/{id}': catalogStaff,
  'POST /api/admin/phone-models/{id}/move': catalogStaff,
  'GET /api/admin/plug-types': catalogStaff,
  'POST /api/admin/plug-types': catalogStaff,
  'PATCH /api/admin/plug-types/{id}': catalogStaff,
  'DELETE /api/admin/plug-types/{id}': catalogStaff,
  'POST /api/admin/plug-types/{id}/move': catalogStaff,
  'GET /api/admin/vehicles': catalogStaff,
  'POST /api/admin/vehicles': catalogStaff,
  'PATCH /api/admin/vehicles/{id}': catalogStaff,
  'DELETE /api/admin/vehicles/{id}': catalogStaff,
};

/** May `role` make a call with this access? */
export function isAllowed(access: AdminAccess, role: StaffRole): boolean {
  return access === 'anyone' || access.includes(role);
}

/** May `role` make the call `METHOD /api/admin{path}` (the path as the table writes it)? */
export function mayCall(role: StaffRole, method: AdminMethod, path: string): boolean {
  const access = adminPermissions[`${method} /api/admin${path}`];
  return access !== undefined && isAllowed(access, role);
}
