import { mayCall, type StaffRole } from '@shop/contracts/admin-permissions';

/*
 * What a role may see comes from the API's own permission table (mayCall), so the UI never
 * offers what the server would refuse with a 403.
 */

/** The back office's sections, in the order of the navigation. */
export const sections = [
  'dashboard',
  'orders',
  'returns',
  'customers',
  'products',
  'categories',
  'brandsTags',
  'selectors',
  'coupons',
  'imports',
  'content',
  'staff',
  'audit',
  'settings',
  'profile',
] as const;
export type Section = (typeof sections)[number];

/** Where each section lives and the call it opens with: a role sees the section when it may make that call. */
export const sectionRoutes: Readonly<Record<Section, { readonly path: string; readonly opensWith: string }>> =
  {
    dashboard: { path: '/', opensWith: '/dashboard' },
    orders: { path: '/orders', opensWith: '/orders' },
    returns: { path: '/returns', opensWith: '/returns' },
    customers: { path: '/customers', opensWith: '/customers' },
    products: { path: '/products', opensWith: '/products' },
    coupons: { path: '/coupons', opensWith: '/coupons' },
    categories: { path: '/categories', opensWith: '/categories' },
    brandsTags: { path: '/brands-tags', opensWith: '/brands' },
    selectors: { path: '/selectors', opensWith: '/vehicles' },
    imports: { path: '/imports', opensWith: '/exports/products.csv' },
    content: { path: '/content', opensWith: '/content/{store}/widgets' },
    staff: { path: '/staff', opensWith: '/staff' },
    audit: { path: '/audit', opensWith: '/audit' },
    settings: { path: '/settings', opensWith: '/settings/stores' },
    profile: { path: '/profile', opensWith: '/auth/session' },
  };

export function maySee(role: StaffRole, section: Section): boolean {
  return mayCall(role, 'GET', sectionRoutes[section].opensWith);
}

export function sectionsFor(role: StaffRole): Section[] {
  return sections.filter((section) => maySee(role, section));
}
