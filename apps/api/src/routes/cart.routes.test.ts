import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionToken } from '../testing/test-tokens.ts';

type Item = Record<string, unknown>;

describeEachDatabase('POST /api/sync-cart', (kind) => {
  let api: TestApi;
  let staffToken: string;
  let customerToken: string;
  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    const now = new Date().toISOString();
    const staff = await insertCustomer(
      api.database.db,
      {
        email: 'staff@example.se',
        passwordHash: 'x',
        name: 'Staff',
        phone: null,
        locale: 'sv',
        role: 'staff',
      },
      now,
    );
    const customer = await insertCustomer(
      api.database.db,
      { email: 'kund@example.se', passwordHash: 'x', name: 'Kund', phone: null, locale: 'sv' },
      now,
    );
    staffToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: staff,
      scope: 'staff',
    });
    customerToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: customer,
      scope: 'customer',
    });
  });
  afterAll(() => api.close());

  const sync = (json: unknown, locale: 'sv' | 'fi' | 'nl' = 'sv', headers: Record<string, string> = {}) =>
    api.request(`/api/sync-cart?${storeQuery(locale)}`, { method: 'POST', json, headers });
  const items = (body: unknown) => body as Item[];
  const checkouts = () => api.database.db.selectFrom('checkouts').selectAll().execute();
  /** A stock change on another connection: on SQLite a second one to the file, as another server process has. */
  const changeStockElsewhere = async (sku: string, stock: number) => {
    const { database } = api.config;
    if (database.kind !== 'sqlite') {
      await api.database.db.updateTable('products').set({ stock }).where('sku', '=', sku).execute();
      return;
    }
    const other = new SqliteDatabase(database.file);
    other.prepare('update products set stock = ? where sku = ?').run(stock, sku);
    other.close();
  };

  describe('the server is the truth', () => {
    it('prices each line from the catalog and ignores the price the client sent', async () => {
      const response = await sync({
        items: [{ uuid: 'a', sku: 'SCREEN-1', quantity: 2, price: 1 }],
        coupons: [],
      });
      expect(response.status).toBe(200);
      const [line] = items(response.body);
      expect(line).toMatchObject({
        uuid: 'a',
        type: 1,
        product_id: 1,
        sku: 'SCREEN-1',
        name: 'SCREEN-1 (sv)',
        slug: 'screen-1',
        thumb: { url: '/api/images/1.svg', width: 400, height: 400 },
        price: 199,
        ordinary_price: null,
        pricing: [
          { q: 1, p: 199 },
          { q: 5, p: 179 },
        ],
        quantity: 2,
        vat: 1.25,
        categories: [100],
        group_id: 1,
        discount_category: 1,
        stock_status: 'in-stock',
        estimated_at: null,
        adjusted_quantity: null,
        campaign: false,
      });
    });

    it('a cart whose price changed since the shopper added the item gets its cart_notice', async () => {
      const [changed] = items(
        (await sync({ items: [{ sku: 'SCREEN-1', quantity: 1, price: 149 }], coupons: [] })).body,
      );
      // Intl puts a no-break space between the amount and the currency.
      expect(String(changed?.cart_notice).replace(/\s/g, ' ')).toBe(
        'Priset på SCREEN-1 (sv) har ändrats från 149 kr till 199 kr.',
      );
      const [same] = items(
        (await sync({ items: [{ sku: 'SCREEN-1', quantity: 1, price: 199 }], coupons: [] })).body,
      );
      expect(same?.cart_notice).toBeNull();
    });

    it('a change of availability gets a cart_notice in the store language', async () => {
      const [line] = items(
        (
          await sync({
            items: [{ sku: 'SCREEN-1', quantity: 1, stock_status: 'back-order-quick' }],
            coupons: [],
          })
        ).body,
      );
      expect(line?.cart_notice).toBe('SCREEN-1 (sv) är nu i lager.');
    });

    it('the unit price is the highest tier whose threshold the quantity meets', async () => {
      const [line] = items((await sync({ items: [{ sku: 'SCREEN-1', quantity: 5 }], coupons: [] })).body);
      expect(line?.price).toBe(179);
    });

    it('a campaign prices from the campaign list, with the ordinary price beside it', async () => {
      const [line] = items((await sync({ items: [{ sku: 'CABLE-1', quantity: 1 }], coupons: [] })).body);
      expect(line).toMatchObject({
        price: 39,
        ordinary_price: 49,
        campaign: true,
        pricing: [{ q: 1, p: 39 }],
      });
    });

    it('prices in the store of the request: euros and the Finnish VAT in fi', async () => {
      const [line] = items(
        (await sync({ items: [{ sku: 'SCREEN-1', quantity: 1 }], coupons: [] }, 'fi')).body,
      );
      expect(line).toMatchObject({ price: 19.9, vat: 1.255, name: 'SCREEN-1 (fi)' });
    });

    it('a gift card carries no VAT', async () => {
      const [line] = items((await sync({ items: [{ sku: 'GIFTCARD-500', quantity: 1 }], coupons: [] })).body);
      expect(line).toMatchObject({ type: 4, vat: 1, price: 500 });
    });

    it("a variation is sold with its own price and its parent's categories; the Variant parent is not", async () => {
      const response = await sync({
        items: [
          { sku: 'PHONE-CASE-RED', quantity: 1 },
          { sku: 'PHONE-CASE', quantity: 1 },
        ],
        coupons: [],
      });
      expect(items(response.body).map((line) => [line.sku, line.price, line.categories])).toEqual([
        ['PHONE-CASE-RED', 219, [300]],
      ]);
      expect(response.headers.get('x-cart-removed')).toBe('PHONE-CASE');
    });
  });

  describe('quantities, stock and limits', () => {
    it('a quantity above stock is cut to the stock and gets adjusted_quantity', async () => {
      const [line] = items((await sync({ items: [{ sku: 'CASE-1', quantity: 5 }], coupons: [] })).body);
      expect(line).toMatchObject({ quantity: 3, adjusted_quantity: 3 });
    });

    it('stock sold since the last sync, by another process, cuts the next sync', async () => {
      const cart = { items: [{ sku: 'CASE-1', quantity: 3 }], coupons: [] };
      expect(items((await sync(cart)).body)[0]).toMatchObject({ quantity: 3, adjusted_quantity: null });
      await changeStockElsewhere('CASE-1', 1);
      try {
        expect(items((await sync(cart)).body)[0]).toMatchObject({ quantity: 1, adjusted_quantity: 1 });
      } finally {
        await changeStockElsewhere('CASE-1', 3);
      }
    });

    it('two lines of one product share its stock', async () => {
      const response = await sync({
        items: [
          { uuid: 'x', sku: 'CASE-1', quantity: 2, cross_selling_product_id: 1 },
          { uuid: 'y', sku: 'CASE-1', quantity: 2 },
        ],
        coupons: [],
      });
      expect(items(response.body).map((line) => [line.uuid, line.quantity, line.adjusted_quantity])).toEqual([
        ['x', 2, null],
        ['y', 1, 1],
      ]);
    });

    it('a quantity above 5000 is cut to 5000 (spec 5)', async () => {
      const [line] = items((await sync({ items: [{ sku: 'BULK-1', quantity: 999_999 }], coupons: [] })).body);
      expect(line).toMatchObject({ quantity: 5000, adjusted_quantity: 5000, price: 89 });
    });

    it('a quantity of 0 or less removes the line (spec 4)', async () => {
      const response = await sync({
        items: [
          { sku: 'SCREEN-1', quantity: 0 },
          { sku: 'CABLE-1', quantity: -3 },
          { sku: 'PROTECTOR-1', quantity: 1 },
        ],
        coupons: [],
      });
      expect(items(response.body).map((line) => line.sku)).toEqual(['PROTECTOR-1']);
    });

    it('an out-of-stock product stays in the cart with a notice, at its quantity', async () => {
      const [line] = items((await sync({ items: [{ sku: 'SOLDOUT-1', quantity: 2 }], coupons: [] })).body);
      expect(line).toMatchObject({ quantity: 2, stock_status: 'back-order', adjusted_quantity: null });
      expect(line?.cart_notice).toContain('slut i lager');
    });

    it('a back order from the supplier has no stock limit, and a presale carries its date', async () => {
      const response = await sync({
        items: [
          { sku: 'BACKORDER-1', quantity: 40 },
          { sku: 'PRESALE-1', quantity: 2 },
        ],
        coupons: [],
      });
      expect(
        items(response.body).map((line) => [
          line.quantity,
          line.adjusted_quantity,
          line.stock_status,
          line.estimated_at,
        ]),
      ).toEqual([
        [40, null, 'back-order-quick', null],
        [2, null, 'back-order-slow', '2030-01-15'],
      ]);
    });

    it('unknown skus are dropped and named in x-cart-removed, as are products the store does not sell', async () => {
      const response = await sync(
        {
          items: [
            { sku: 'NOPE', quantity: 1 },
            { sku: 'SV-ONLY', quantity: 1 },
            { sku: 'CABLE-1', quantity: 1 },
          ],
          coupons: [],
        },
        'fi',
      );
      expect(response.status).toBe(200);
      expect(items(response.body).map((line) => line.sku)).toEqual(['CABLE-1']);
      expect(response.headers.get('x-cart-removed')).toBe('NOPE,SV-ONLY');
    });

    it('keeps the origin of a line and gives a line without uuid one', async () => {
      const [line] = items(
        (
          await sync({
            items: [{ sku: 'CASE-1', quantity: 1, upselling_bundle_id: 7, added_by_coupon: null }],
            coupons: [],
          })
        ).body,
      );
      expect(line?.upselling_bundle_id).toBe(7);
      expect(line?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('the cart kept on the server', () => {
    it('keeps the cart under a new checkout_order_id with its coupons and campaign data', async () => {
      const response = await sync({
        items: [{ uuid: 'keep', sku: 'SCREEN-1', quantity: 2, price: 199 }],
        coupons: ['save10', { code: 'SAVE10' }, 'CASES20'],
        checkout_order_id: null,
        campaign_data: { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc' },
      });
      const id = response.headers.get('x-checkout-order-id');
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const row = (await checkouts()).find((checkout) => checkout.id === id);
      expect(row).toMatchObject({ store_id: 1, locale: 'sv', status: 'open' });
      expect(JSON.parse(row?.items ?? '')).toEqual([
        expect.objectContaining({ uuid: 'keep', sku: 'SCREEN-1', quantity: 2 }),
      ]);
      expect(JSON.parse(row?.items ?? '')[0]).not.toHaveProperty('price');
      expect(JSON.parse(row?.coupons ?? '')).toEqual(['save10', 'CASES20']);
      expect(JSON.parse(row?.campaign_data ?? '')).toEqual({
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        gclid: 'abc',
      });
    });

    it('the load form (no coupons) replaces the cart; a load with no items restores the kept cart', async () => {
      const first = await sync({
        items: [{ uuid: 'one', sku: 'SCREEN-1', quantity: 1 }],
        coupons: ['SAVE10'],
      });
      const id = first.headers.get('x-checkout-order-id');
      const load = await sync({
        items: [{ uuid: 'two', sku: 'CABLE-1', quantity: 3 }],
        checkout_order_id: id,
      });
      expect(load.headers.get('x-checkout-order-id')).toBe(id);
      expect(items(load.body).map((line) => [line.uuid, line.quantity])).toEqual([['two', 3]]);
      const restored = await sync({ items: [], checkout_order_id: id });
      expect(items(restored.body).map((line) => [line.uuid, line.sku, line.quantity])).toEqual([
        ['two', 'CABLE-1', 3],
      ]);
      const row = (await checkouts()).find((checkout) => checkout.id === id);
      // The load form leaves the coupons as they were.
      expect(JSON.parse(row?.coupons ?? '')).toEqual(['SAVE10']);
    });

    it('an empty cart skips the repricing and keeps nothing new', async () => {
      const before = (await checkouts()).length;
      const response = await sync({ items: [], coupons: [] });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
      expect(response.headers.get('x-checkout-order-id')).toBeNull();
      expect((await checkouts()).length).toBe(before);
    });

    it('emptying a kept cart empties it on the server', async () => {
      const id = (await sync({ items: [{ sku: 'SCREEN-1', quantity: 1 }], coupons: [] })).headers.get(
        'x-checkout-order-id',
      );
      await sync({ items: [], coupons: [], checkout_order_id: id });
      const row = (await checkouts()).find((checkout) => checkout.id === id);
      expect(JSON.parse(row?.items ?? '')).toEqual([]);
    });

    it('an unknown checkout_order_id starts a new cart', async () => {
      const response = await sync({
        items: [{ sku: 'SCREEN-1', quantity: 1 }],
        coupons: [],
        checkout_order_id: 'f'.repeat(32),
      });
      expect(response.headers.get('x-checkout-order-id')).not.toBe('f'.repeat(32));
    });

    it('keeps the signed-in customer with the cart', async () => {
      const response = await sync({ items: [{ sku: 'SCREEN-1', quantity: 1 }], coupons: [] }, 'sv', {
        authorization: `Bearer ${customerToken}`,
      });
      const row = (await checkouts()).find(
        (checkout) => checkout.id === response.headers.get('x-checkout-order-id'),
      );
      expect(row?.customer_id).not.toBeNull();
    });
  });

  describe('internal users (x-be-internal)', () => {
    it('a storefront account is never staff: a token with the old staff scope is not internal', async () => {
      // Staff sign in to the back office (docs/decisions/014); internal users are marked by address.
      const response = await sync({ items: [], coupons: [] }, 'sv', {
        authorization: `Bearer ${staffToken}`,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-be-internal')).toBeNull();
    });

    it('a customer and an anonymous shopper are not', async () => {
      expect(
        (
          await sync({ items: [], coupons: [] }, 'sv', { authorization: `Bearer ${customerToken}` })
        ).headers.get('x-be-internal'),
      ).toBeNull();
      expect((await sync({ items: [], coupons: [] })).headers.get('x-be-internal')).toBeNull();
    });

    it('an invalid token is refused, not taken as anonymous', async () => {
      const response = await sync({ items: [], coupons: [] }, 'sv', { authorization: 'Bearer nope' });
      expect(response.status).toBe(401);
    });
  });

  describe('bad input gives a clear 400 and keeps nothing', () => {
    const cases: [string, unknown][] = [
      ['items that are not a list', { items: 'SCREEN-1', coupons: [] }],
      ['a line without sku', { items: [{ quantity: 1 }], coupons: [] }],
      ['a quantity that is text', { items: [{ sku: 'SCREEN-1', quantity: '3' }], coupons: [] }],
      ['a fractional quantity', { items: [{ sku: 'SCREEN-1', quantity: 2.5 }], coupons: [] }],
      ['a quantity beyond any integer', { items: [{ sku: 'SCREEN-1', quantity: 1e300 }], coupons: [] }],
      [
        'a checkout id that is not one',
        { items: [{ sku: 'SCREEN-1', quantity: 1 }], coupons: [], checkout_order_id: '../x' },
      ],
      [
        'more than 200 lines',
        { items: Array.from({ length: 201 }, () => ({ sku: 'SCREEN-1', quantity: 1 })), coupons: [] },
      ],
    ];
    for (const [name, body] of cases) {
      it(name, async () => {
        const before = await checkouts();
        const response = await sync(body);
        expect(response.status).toBe(400);
        expect(response.json.error).toBe('BAD_REQUEST');
        expect(String(response.json.message)).toMatch(/^Invalid body/);
        expect(await checkouts()).toEqual(before);
      });
    }

    it("another store's sid", async () => {
      const response = await api.request('/api/sync-cart?locale=sv&sid=4', {
        method: 'POST',
        json: { items: [], coupons: [] },
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toContain('sid 4 does not belong to locale sv');
    });

    it('a body that is not JSON', async () => {
      const response = await api.request(`/api/sync-cart?${storeQuery('sv')}`, {
        method: 'POST',
        body: '{"items": [',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    });
  });
});

describeEachDatabase('x-be-internal by client address', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { env: { INTERNAL_ADDRESSES: '10.0.0.9, 127.0.0.1' } });
  });
  afterAll(() => api.close());

  it('a request from an address in INTERNAL_ADDRESSES is internal', async () => {
    const response = await api.request(`/api/sync-cart?${storeQuery('sv')}`, {
      method: 'POST',
      json: { items: [], coupons: [] },
    });
    expect(response.headers.get('x-be-internal')).toBe('1');
  });
});
