import { mayCall } from '@shop/contracts/admin-permissions';
import { describe, expect, it } from 'vitest';
import { sectionsFor } from './permissions.ts';

describe('navigation by role, from the permission table', () => {
  it('shows an owner every section', () => {
    expect(sectionsFor('owner')).toEqual([
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
    ]);
  });

  it('shows the orders role the order work and the settings, not staff or the audit log', () => {
    expect(sectionsFor('orders')).toEqual([
      'dashboard',
      'orders',
      'returns',
      'customers',
      'settings',
      'profile',
    ]);
  });

  it('shows the catalog role the dashboard, the products, categories, brands and tags, the selectors, coupons, their import and the content (issue 17), settings and profile', () => {
    expect(sectionsFor('catalog')).toEqual([
      'dashboard',
      'products',
      'categories',
      'brandsTags',
      'selectors',
      'coupons',
      'imports',
      'content',
      'settings',
      'profile',
    ]);
  });

  it('lets only owners change a store setting', () => {
    expect(mayCall('owner', 'PUT', '/settings/stores/{store}')).toBe(true);
    expect(mayCall('orders', 'PUT', '/settings/stores/{store}')).toBe(false);
  });

  it('knows no call that is not in the table', () => {
    expect(mayCall('owner', 'GET', '/vouchers')).toBe(false);
  });
});
