import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCatalogTestApi } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

/*
 * Issue 22, point 6: a NUL character or an id beyond a 32-bit integer once made PostgreSQL
 * refuse the query (22021, 22003) and the API answer 500 on about 15 calls, where SQLite answered
 * 400 or 404. Bad input is a 4xx on both databases, and changes nothing.
 */
describeEachDatabase('input no database takes', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogTestApi(kind);
  });
  afterAll(() => api.close());

  const sv = 'locale=sv&sid=1';
  const cases: [string, string, RequestInit & { json?: unknown }][] = [
    ['a NUL in a content page path', `/api/content-page?${sv}&path=a%00b`, {}],
    ['a NUL in a search', `/api/products?${sv}&query=kab%00el`, {}],
    ['a NUL in a localized path', `/api/localized-paths?${sv}&path=%2Fprodukt%2Fa%00b`, {}],
    ['an image id beyond 32 bits', `/api/images/2147483648.svg`, {}],
    [
      'an order id beyond 32 bits',
      `/api/orders/99999999999?${sv}`,
      { headers: { authorization: 'Bearer x.y.z' } },
    ],
    [
      'a NUL in a cart line',
      `/api/sync-cart?${sv}`,
      { method: 'POST', json: { items: [{ sku: 'A\u0000', quantity: 1 }], coupons: [] } },
    ],
    [
      'a NUL in a coupon',
      `/api/sync-coupons?${sv}`,
      { method: 'POST', json: { coupons: [{ code: 'SAVE\u000010' }], cart_contents: [] } },
    ],
    [
      'ids beyond 32 bits for category children',
      `/api/category-children?${sv}`,
      { method: 'POST', json: { productIDs: [2147483648], Categories: [1] } },
    ],
    [
      'a NUL in a registration',
      `/api/auth/register?${sv}`,
      { method: 'POST', json: { email: 'a@b.se', password: 'a-long-password', name: 'A\u0000' } },
    ],
    [
      'a NUL in an order login',
      `/api/order-auth/login?${sv}`,
      { method: 'POST', json: { order_number: 'SE1\u00000', email: 'a@b.se' } },
    ],
    [
      'a NUL in an error report',
      `/captuerr?${sv}`,
      { method: 'POST', json: { error: 'x\u0000', level: 'error' } },
    ],
    [
      'recommendations for a NUL sku',
      `/api/product-recommendations?${sv}`,
      { method: 'POST', json: { sku: ['A\u0000'] } },
    ],
    [
      'service points near a NUL postal code',
      `/api/service-points?${sv}&carrier=postnord&postal_code=111%0022`,
      {},
    ],
  ];

  for (const [what, path, init] of cases) {
    it(`${what} is a 4xx, not a 500`, async () => {
      const response = await api.request(path, init);
      expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  }
});
