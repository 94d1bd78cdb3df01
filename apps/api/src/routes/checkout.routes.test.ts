import { syncCartResponseSchema, syncCouponsResponseSchema } from '@shop/contracts/cart';
import {
  checkoutSessionsSchema,
  checkoutViewSchema,
  paymentMethodsResponseSchema,
  placeOrderResponseSchema,
  servicePointsResponseSchema,
  shippingOptionsResponseSchema,
} from '@shop/contracts/checkout';
import { orderSchema, ordersResponseSchema } from '@shop/contracts/orders';
import type { CartItem } from '@shop/domain/cart';
import {
  applyCouponAnswer,
  type CouponAnswer,
  createCouponState,
  validateCouponsInCart,
} from '@shop/domain/coupons';
import { asMinor, toMajor } from '@shop/domain/money';
import { orderTotals } from '@shop/domain/order-totals';
import { repriceCart } from '@shop/domain/reprice-cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  storeQuery,
  testShoppers,
} from '../orders/testing/commerce-fixtures.ts';
import { insertCustomer } from '../repositories/customers.repository.ts';
import { findOrderForLogin } from '../repositories/order-queries.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { sessionToken } from '../testing/test-tokens.ts';

type Json = Record<string, unknown>;

describeEachDatabase('checkout', (kind) => {
  let api: TestApi;
  let customerToken: string;
  let otherToken: string;
  let staffToken: string;
  let customerId: number;
  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    const now = new Date().toISOString();
    const account = (email: string, role = 'customer', discounts: Record<string, number> = {}) =>
      insertCustomer(
        api.database.db,
        { email, passwordHash: 'x', name: email, phone: null, locale: 'sv', role, discounts },
        now,
      );
    customerId = await account('kund@example.se', 'customer', { '1': 10 });
    const other = await account('annan@example.se');
    const staff = await account('staff@example.se', 'staff');
    customerToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: customerId,
      scope: 'customer',
    });
    otherToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: other,
      scope: 'customer',
    });
    staffToken = await sessionToken(api.database.db, api.config.secret, {
      kind: 'account',
      id: staff,
      scope: 'staff',
    });
  });
  afterAll(() => api.close());

  const sv = storeQuery('sv');
  const get = (path: string, headers: Record<string, string> = {}, query = sv) =>
    api.request(`${path}?${query}`, { headers });
  const put = (path: string, json: unknown, query = sv) =>
    api.request(`${path}?${query}`, { method: 'PUT', json });
  const syncCart = async (items: unknown[], coupons: string[] = [], extra: Json = {}) => {
    const response = await api.request(`/api/sync-cart?${sv}`, {
      method: 'POST',
      json: { items, coupons, ...extra },
    });
    return { id: response.headers.get('x-checkout-order-id') ?? '', items: response.body as CartItem[] };
  };
  const stockOf = async (sku: string) =>
    (
      await api.database.db
        .selectFrom('products')
        .select('stock')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
    ).stock;
  const orderCount = async () => (await api.database.db.selectFrom('orders').select('id').execute()).length;

  describe('create or resume', () => {
    it("creates an empty checkout, and resumes the cart's own", async () => {
      const created = await api.request(`/api/checkout?${sv}`, { method: 'POST', json: {} });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        status: 'open',
        items: [],
        missing: ['items', 'customer', 'shipping_method', 'payment_method'],
      });
      const cart = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const resumed = await api.request(`/api/checkout?${sv}`, {
        method: 'POST',
        json: { checkout_order_id: cart.id },
      });
      expect(resumed.status).toBe(200);
      expect(resumed.json.checkout_id).toBe(cart.id);
      expect((resumed.json.items as Json[]).map((item) => item.sku)).toEqual(['SCREEN-1']);
    });

    it('an unknown checkout is a 404', async () => {
      expect((await get(`/api/checkout/${'a'.repeat(32)}`)).status).toBe(404);
    });
  });

  it('prices the checkout exactly as the domain does (applyCouponAnswer, validateCouponsInCart, repriceCart, orderTotals)', async () => {
    const cart = await syncCart(
      [
        { uuid: 'a', sku: 'SCREEN-1', quantity: 2 },
        { uuid: 'b', sku: 'PROTECTOR-1', quantity: 3 },
        { uuid: 'c', sku: 'CABLE-1', quantity: 1 },
        { uuid: 'd', sku: 'BULK-1', quantity: 12 },
      ],
      ['PARTS25', 'BUY3PAY2', 'FIXED50'],
    );
    await put(`/api/checkout/${cart.id}/shipping`, { shipping_method: 'postnord-home' });
    const view = (await get(`/api/checkout/${cart.id}`)).json;
    const answers = (
      await api.request(`/api/sync-coupons?${sv}`, {
        method: 'POST',
        json: { coupons: ['PARTS25', 'BUY3PAY2', 'FIXED50'], cart_contents: cart.items },
      })
    ).body as CouponAnswer[];
    const answered = applyCouponAnswer(
      createCouponState([{ code: 'PARTS25' }, { code: 'BUY3PAY2' }, { code: 'FIXED50' }]),
      answers,
    ).state;
    const state = validateCouponsInCart(answered, cart.items).state;
    const priced = repriceCart({ items: cart.items }, { currency: 'SEK', coupons: state });
    const totals = orderTotals(priced.totals, { amount: asMinor(8900), vatFactor: 1.25 });
    const major = (amount: number) => toMajor(asMinor(amount), 'SEK');
    expect(view.totals).toEqual({
      currency: 'SEK',
      goods_gross: major(totals.goodsGross),
      discount: major(totals.discount),
      goods: major(totals.goods),
      shipping: 89,
      total: major(totals.total),
      vat: major(totals.vat),
      total_ex_vat: major(totals.totalExVat),
      vat_by_rate: totals.vatByRate.map((rate) => ({
        rate: rate.factor,
        rate_percent: rate.ratePercent,
        total: major(rate.total),
        vat: major(rate.vat),
        total_ex_vat: major(rate.totalExVat),
      })),
    });
    expect((view.lines as Json[]).map((line) => [line.sku, line.total])).toEqual(
      priced.lines.map((line) => [line.sku, major(line.total)]),
    );
    expect(totals.discount).toBeGreaterThan(0);
  });

  describe('the shopper', () => {
    it("checks the postal code and the mobile number with the store's patterns (spec 5)", async () => {
      const { id } = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const response = await put(`/api/checkout/${id}/customer`, {
        ...testShoppers.sv,
        postal_code: '1234',
        phone: '0812345678',
      });
      expect(response.status).toBe(400);
      expect(response.json.error).toBe('INVALID_CUSTOMER');
      expect((response.json.issues as Json[]).map((issue) => issue.path)).toEqual(['postal_code', 'phone']);
      const fine = await put(`/api/checkout/${id}/customer`, testShoppers.sv);
      expect(fine.status).toBe(200);
      expect(fine.json.customer).toMatchObject({
        buyer_type: 'private',
        postal_code: '111 22',
        phone: '0701234567',
        country_code: 'SE',
      });
    });

    it('a company buyer gives a valid organisation number; the Dutch store sells to private buyers only', async () => {
      const { id } = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const company = { ...testShoppers.sv, buyer_type: 'company', company_name: 'Laga Mobil AB' };
      const wrong = await put(`/api/checkout/${id}/customer`, {
        ...company,
        organisation_number: '556036-0794',
      });
      expect((wrong.json.issues as Json[]).map((issue) => issue.path)).toEqual(['organisation_number']);
      const right = await put(`/api/checkout/${id}/customer`, {
        ...company,
        organisation_number: '556036-0793',
      });
      expect(right.json.customer).toMatchObject({
        buyer_type: 'company',
        company_name: 'Laga Mobil AB',
        organisation_number: '556036-0793',
      });
      const nl = await api.request(`/api/checkout?${storeQuery('nl')}`, { method: 'POST', json: {} });
      const dutch = await put(
        `/api/checkout/${nl.json.checkout_id}/customer`,
        {
          ...testShoppers.nl,
          buyer_type: 'company',
          company_name: 'Reparatie BV',
          organisation_number: '34123456',
        },
        storeQuery('nl'),
      );
      expect((dutch.json.issues as Json[]).map((issue) => issue.path)).toEqual(['buyer_type']);
    });
  });

  describe('shipping', () => {
    it("lists the store's carriers priced for the cart, free above the threshold, in a shipping-options session", async () => {
      const small = await syncCart([{ sku: 'CABLE-1', quantity: 1 }]);
      const options = (await get(`/api/checkout/${small.id}/shipping-options`)).json;
      expect(options.session_id).toMatch(/^shipping-options_/);
      const list = options.options as Json[];
      expect([...new Set(list.map((option) => option.carrier))]).toEqual([
        'postnord',
        'instabox',
        'budbee',
        'citymail',
        'schenker',
      ]);
      expect(list[0]).toMatchObject({
        code: 'postnord-service-point',
        price: 49,
        list_price: 49,
        free_above: 499,
        service_point: true,
      });
      const big = await syncCart([{ sku: 'SCREEN-1', quantity: 3 }]);
      const free = ((await get(`/api/checkout/${big.id}/shipping-options`)).json.options as Json[])[0];
      expect(free).toMatchObject({ price: 0, list_price: 49 });
    });

    it('finds service points nearest to a postal code', async () => {
      const points = (
        await get('/api/service-points', {}, `${sv}&carrier=instabox&postal_code=41105&limit=2`)
      ).body as Json[];
      expect(points.map((point) => point.city)).toEqual(['Göteborg', 'Göteborg']);
      expect(points[0]).toMatchObject({ carrier: 'instabox', postal_code: '411 05' });
    });

    it('issue 20: for 123 45 (Stockholm) the points are ordered by distance: Stockholm, then Uppsala, never Malmö or Göteborg first', async () => {
      const points = (
        await get('/api/service-points', {}, `${sv}&carrier=instabox&postal_code=123%2045&limit=5`)
      ).body as Json[];
      const cities = points.map((point) => point.city);
      expect(cities.slice(0, 3)).toEqual(['Stockholm', 'Stockholm', 'Uppsala']);
      expect(cities).not.toContain('Malmö');
      expect(cities).not.toContain('Göteborg');
    });

    it("a parcel-locker method needs one of its carrier's points", async () => {
      const { id } = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const path = `/api/checkout/${id}/shipping`;
      expect((await put(path, { shipping_method: 'instabox-locker' })).json.error).toBe(
        'SERVICE_POINT_REQUIRED',
      );
      expect(
        (await put(path, { shipping_method: 'instabox-locker', service_point_id: 'postnord-sv-1-1' })).json
          .error,
      ).toBe('UNKNOWN_SERVICE_POINT');
      expect((await put(path, { shipping_method: 'dhl-express' })).json.error).toBe(
        'UNKNOWN_SHIPPING_METHOD',
      );
      const chosen = await put(path, {
        shipping_method: 'instabox-locker',
        service_point_id: 'instabox-sv-1-1',
      });
      expect(chosen.status).toBe(200);
      expect(chosen.json).toMatchObject({
        shipping_method: 'instabox-locker',
        service_point: { id: 'instabox-sv-1-1', city: 'Stockholm' },
      });
    });
  });

  describe('payment methods and sessions', () => {
    it('per store, and per buyer', async () => {
      const { id } = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const sweden = (await get(`/api/checkout/${id}/payment-methods`)).body as Json[];
      expect(sweden.map((method) => [method.code, method.test_mode, method.buyer_types])).toEqual([
        ['invoice', false, ['private', 'company']],
        ['card', true, ['private', 'company']],
        ['pay-later', true, ['private']],
      ]);
      const dutch = (await get(`/api/checkout/${id}/payment-methods`, {}, storeQuery('nl'))).body as Json[];
      expect(dutch.map((method) => method.code)).toEqual(['card', 'pay-later']);
      await put(`/api/checkout/${id}/customer`, {
        ...testShoppers.sv,
        buyer_type: 'company',
        company_name: 'AB',
        organisation_number: '5560360793',
      });
      expect((await put(`/api/checkout/${id}/payment`, { payment_method: 'pay-later' })).json.error).toBe(
        'PAYMENT_METHOD_NOT_FOR_BUYER',
      );
      expect((await put(`/api/checkout/${id}/payment`, { payment_method: 'swish' })).json.error).toBe(
        'UNKNOWN_PAYMENT_METHOD',
      );
      expect(
        (await put(`/api/checkout/${id}/payment`, { payment_method: 'invoice' })).json.payment_method,
      ).toBe('invoice');
    });

    it('a session id is returned only when the requested locale matches the stored one (spec 3)', async () => {
      const { id } = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const { session_id: sessionId } = (await get(`/api/checkout/${id}/shipping-options`)).json;
      expect((await get(`/api/checkout/${id}/sessions`)).json.shipping_options).toBe(sessionId);
      expect(
        (await get(`/api/checkout/${id}/sessions`, {}, storeQuery('fi'))).json.shipping_options,
      ).toBeNull();
      // Asked in fi, the shipping options get a new fi session; the sv one is replaced.
      const finnish = (await get(`/api/checkout/${id}/shipping-options`, {}, storeQuery('fi'))).json
        .session_id;
      expect((await get(`/api/checkout/${id}/sessions`, {}, storeQuery('fi'))).json.shipping_options).toBe(
        finnish,
      );
      expect((await get(`/api/checkout/${id}/sessions`)).json.shipping_options).toBeNull();
    });
  });

  it('spec 5: without VAT (vat=0) a discounted price keeps 2 decimals from the unrounded price, and the order charges it', async () => {
    const { id } = await syncCart([{ uuid: 'x1', sku: 'SCREEN-1', quantity: 1 }], ['SAVE10']);
    const lineOf = (view: Json) => (view.lines as Json[])[0] as Json;
    // 199 kr at 10 % off: 179 kr shown with VAT; 143.28 kr without (179.10 kr with its VAT).
    const withVat = (await get(`/api/checkout/${id}`)).json;
    expect(lineOf(withVat).total).toBe(179);
    const exVat = (await get(`/api/checkout/${id}`, {}, `${sv}&vat=0`)).json;
    expect(lineOf(exVat).total).toBe(179.1);
    expect((exVat.totals as Json).goods).toBe(179.1);
    // The flag is checked by its contract.
    expect((await get(`/api/checkout/${id}`, {}, `${sv}&vat=maybe`)).status).toBe(400);

    await put(`/api/checkout/${id}/customer`, testShoppers.sv, `${sv}&vat=0`);
    await put(`/api/checkout/${id}/shipping`, { shipping_method: 'postnord-home' }, `${sv}&vat=0`);
    await put(`/api/checkout/${id}/payment`, { payment_method: 'invoice' }, `${sv}&vat=0`);
    const ready = (await get(`/api/checkout/${id}`, {}, `${sv}&vat=0`)).json;
    const expected = (ready.totals as Json).total;
    // The total seen without VAT is refused with VAT (it is another price) and taken without.
    const refused = await api.request(`/api/checkout/${id}/place-order?${sv}`, {
      method: 'POST',
      json: { expected_total: expected },
    });
    expect(refused.status).toBe(409);
    const placed = await api.request(`/api/checkout/${id}/place-order?${sv}&vat=0`, {
      method: 'POST',
      json: { expected_total: expected },
    });
    expect(placed.status).toBe(201);
    const order = (await get(`/api/checkout/${id}/order`)).json;
    const line = (order.lines as Json[])[0] as Json;
    expect(line.total).toBe(179.1);
    expect(Number((order.totals as Json).total)).toBe(expected);
  });

  describe('placing an invoice order', () => {
    let checkoutId: string;
    let placed: Json;
    beforeAll(async () => {
      const { id } = await syncCart(
        [
          { uuid: 'l1', sku: 'SCREEN-1', quantity: 2 },
          { uuid: 'l2', sku: 'GIFTCARD-500', quantity: 1 },
          { uuid: 'l3', sku: 'BACKORDER-1', quantity: 1 },
        ],
        ['SAVE10'],
        { campaign_data: { utm_source: 'google', utm_medium: 'cpc', gclid: 'g-123' } },
      );
      checkoutId = id;
      await put(`/api/checkout/${id}/customer`, testShoppers.sv);
      await put(`/api/checkout/${id}/shipping`, {
        shipping_method: 'postnord-service-point',
        service_point_id: 'postnord-sv-1-1',
      });
      await put(`/api/checkout/${id}/payment`, { payment_method: 'invoice' });
      const view = (await get(`/api/checkout/${id}`)).json;
      expect(view.missing).toEqual([]);
      const before = await stockOf('SCREEN-1');
      const response = await placeOrderRequest(api, id, 'sv', {
        expected_total: (view.totals as Json).total,
      });
      expect(response.status).toBe(201);
      placed = response.json;
      expect(await stockOf('SCREEN-1')).toBe(before - 2);
    });

    it('answers the order and sends the shopper to the confirmation page of the store', () => {
      expect(placed).toMatchObject({ status: 'confirmed', payment_status: 'invoice', created: true });
      expect(placed.order_number).toMatch(/^SE1\d{5}$/);
      expect(placed.redirect_url).toBe(`/sv/checkout/confirmation/${checkoutId}`);
    });

    it('keeps the order complete: lines as charged, VAT per rate with shipping, history, campaign data', async () => {
      const order = (await get(`/api/checkout/${checkoutId}/order`)).json;
      expect(order).toMatchObject({
        number: placed.order_number,
        status: 'confirmed',
        currency: 'SEK',
        customer_id: null,
        shipping: {
          method: 'postnord-service-point',
          carrier: 'postnord',
          service_point: { id: 'postnord-sv-1-1' },
        },
        payment: { method: 'invoice', provider: 'invoice', status: 'invoice' },
        campaign_data: { utm_source: 'google', utm_medium: 'cpc', gclid: 'g-123' },
        status_history: [{ status: 'confirmed', note: 'order placed' }],
      });
      const lines = order.lines as Json[];
      expect(
        lines.map((line) => [line.sku, line.quantity, line.unit_price, line.discount_percent, line.vat_rate]),
      ).toEqual([
        ['SCREEN-1', 2, 199, 10, 1.25],
        ['GIFTCARD-500', 1, 500, 10, 1],
        ['BACKORDER-1', 1, 399, 10, 1.25],
      ]);
      const totals = order.totals as Json;
      const linesTotal = lines.reduce((sum, line) => sum + Number(line.total), 0);
      expect(totals.total).toBeCloseTo(linesTotal + Number(totals.shipping), 6);
      expect(totals.total).toBe(placed.total);
      const rates = order.vat_by_rate as Json[];
      expect(rates.map((rate) => rate.rate)).toEqual([1, 1.25]);
      expect(rates.reduce((sum, rate) => sum + Number(rate.vat), 0)).toBeCloseTo(Number(totals.vat), 6);
      expect(order.coupons).toEqual([{ code: 'SAVE10', amount: expect.any(Number) }]);
    });

    it('carries the purchase-tracking payload of spec 9', async () => {
      const order = (await get(`/api/checkout/${checkoutId}/order`)).json;
      const totals = order.totals as Json;
      expect(order.tracking).toMatchObject({
        event: 'purchase',
        ecommerce: {
          transaction_id: `#${placed.order_id}`,
          value: Math.round((Number(totals.total) - Number(totals.vat)) * 100) / 100,
          tax: totals.vat,
          shipping: totals.shipping,
          currency: 'SEK',
          coupon: 'SAVE10',
        },
      });
    });

    it('a second submit answers the first order and changes nothing', async () => {
      const stock = await stockOf('SCREEN-1');
      const count = await orderCount();
      const again = await placeOrderRequest(api, checkoutId);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ order_id: placed.order_id, created: false });
      expect(await stockOf('SCREEN-1')).toBe(stock);
      expect(await orderCount()).toBe(count);
    });

    it('the completed checkout takes no changes, and its cart id starts a new cart', async () => {
      expect((await put(`/api/checkout/${checkoutId}/customer`, testShoppers.sv)).status).toBe(409);
      const sync = await api.request(`/api/sync-cart?${sv}`, {
        method: 'POST',
        json: { items: [{ sku: 'SCREEN-1', quantity: 1 }], coupons: [], checkout_order_id: checkoutId },
      });
      expect(sync.headers.get('x-checkout-order-id')).not.toBe(checkoutId);
    });

    it('every answer matches its contract in packages/contracts', async () => {
      const cart = await syncCart(
        [
          { sku: 'SCREEN-1', quantity: 1, price: 1 },
          { sku: 'CABLE-1', quantity: 1 },
        ],
        ['SAVE10', 'NOPE-1'],
      );
      expect(syncCartResponseSchema.safeParse(cart.items).error).toBeUndefined();
      const coupons = await api.request(`/api/sync-coupons?${sv}`, {
        method: 'POST',
        json: { coupons: ['SAVE10', 'BUY3PAY2', 'FIXED50', 'GIFT100', 'NOPE-1'], cart_contents: cart.items },
      });
      expect(syncCouponsResponseSchema.safeParse(coupons.body).error).toBeUndefined();
      const checks: [unknown, { safeParse: (value: unknown) => { error?: unknown } }][] = [
        [(await get(`/api/checkout/${cart.id}`)).body, checkoutViewSchema],
        [(await get(`/api/checkout/${cart.id}/shipping-options`)).body, shippingOptionsResponseSchema],
        [(await get(`/api/checkout/${cart.id}/payment-methods`)).body, paymentMethodsResponseSchema],
        [(await get(`/api/checkout/${cart.id}/sessions`)).body, checkoutSessionsSchema],
        [
          (await get('/api/service-points', {}, `${sv}&carrier=postnord&postal_code=11122`)).body,
          servicePointsResponseSchema,
        ],
        [placed, placeOrderResponseSchema],
        [(await get(`/api/checkout/${checkoutId}/order`)).body, orderSchema],
        [(await get('/api/orders', { authorization: `Bearer ${customerToken}` })).body, ordersResponseSchema],
      ];
      for (const [body, schema] of checks) expect(schema.safeParse(body).error).toBeUndefined();
    });

    it('gives the order login what it checks: number, e-mail, postal code and name', async () => {
      const facts = await findOrderForLogin(api.database.db, String(placed.order_number).toLowerCase());
      expect(facts).toEqual({
        id: placed.order_id,
        number: placed.order_number,
        email: 'eva@example.se',
        postalCode: '111 22',
        name: 'Eva Svensson',
        locale: 'sv',
      });
      expect(await findOrderForLogin(api.database.db, 'SE1')).toBeUndefined();
    });

    it('the order is not readable without the checkout id or a token that owns it', async () => {
      expect((await get(`/api/orders/${placed.order_number}`)).status).toBe(401);
      expect(
        (await get(`/api/orders/${placed.order_number}`, { authorization: `Bearer ${otherToken}` })).status,
      ).toBe(404);
      // A storefront token is never staff: the old staff scope reads no one else's order.
      expect(
        (await get(`/api/orders/${placed.order_number}`, { authorization: `Bearer ${staffToken}` })).status,
      ).toBe(404);
      const orderToken = await sessionToken(api.database.db, api.config.secret, {
        kind: 'order',
        id: Number(placed.order_id),
        scope: 'my-order',
      });
      expect(
        (await get(`/api/orders/${placed.order_id}`, { authorization: `Bearer ${orderToken}` })).json.number,
      ).toBe(placed.order_number);
    });
  });

  describe('refusals change nothing', () => {
    it('an incomplete checkout names what is missing', async () => {
      const { id } = await syncCart([{ sku: 'SCREEN-1', quantity: 1 }]);
      const response = await placeOrderRequest(api, id);
      expect(response.status).toBe(409);
      expect(response.json.error).toBe('CHECKOUT_INCOMPLETE');
      expect((response.json.issues as Json[]).map((issue) => issue.path)).toEqual([
        'customer',
        'shipping_method',
        'payment_method',
      ]);
    });

    it('an out-of-stock line refuses the order', async () => {
      const id = await readyCheckout(api, {
        items: [
          { sku: 'SOLDOUT-1', quantity: 1 },
          { sku: 'SCREEN-1', quantity: 1 },
        ],
      });
      const count = await orderCount();
      const response = await placeOrderRequest(api, id);
      expect(response.json).toMatchObject({
        error: 'OUT_OF_STOCK',
        issues: [{ path: 'SOLDOUT-1', message: 'out of stock' }],
      });
      expect(await orderCount()).toBe(count);
    });

    it('stock that fell below the cart since it was synced refuses the order (CART_CHANGED)', async () => {
      const id = await readyCheckout(api, { items: [{ sku: 'PROTECTOR-1', quantity: 4 }] });
      await api.database.db
        .updateTable('products')
        .set({ stock: 3 })
        .where('sku', '=', 'PROTECTOR-1')
        .execute();
      const response = await placeOrderRequest(api, id);
      expect(response.json).toMatchObject({ error: 'CART_CHANGED', issues: [{ path: 'PROTECTOR-1' }] });
      expect(await stockOf('PROTECTOR-1')).toBe(3);
      await api.database.db
        .updateTable('products')
        .set({ stock: 200 })
        .where('sku', '=', 'PROTECTOR-1')
        .execute();
    });

    it('a total other than the one the shopper saw refuses the order', async () => {
      const id = await readyCheckout(api, { items: [{ sku: 'CABLE-1', quantity: 1 }] });
      const response = await placeOrderRequest(api, id, 'sv', { expected_total: 1 });
      expect(response.json.error).toBe('PRICE_CHANGED');
      expect(response.json.message).toContain('128');
    });
  });

  describe('a signed-in customer', () => {
    it("gets the discount map's category discount, and finds the order in the account", async () => {
      const headers = { authorization: `Bearer ${customerToken}` };
      const id = await readyCheckout(api, { items: [{ sku: 'SCREEN-1', quantity: 1 }], headers });
      const view = (await get(`/api/checkout/${id}`, headers)).json;
      expect((view.lines as Json[])[0]).toMatchObject({ discount_percent: 10, discounted_unit_price: 179 });
      const anonymous = (await get(`/api/checkout/${id}`)).json;
      expect((anonymous.lines as Json[])[0]).toMatchObject({ discount_percent: 0 });
      const response = await api.request(`/api/checkout/${id}/place-order?${sv}`, {
        method: 'POST',
        json: {},
        headers,
      });
      expect(response.status).toBe(201);
      const order = (await get(`/api/orders/${response.json.order_number}`, headers)).json;
      expect(order).toMatchObject({ customer_id: customerId, totals: { goods: 179 } });
      const list = (await get('/api/orders', headers)).body as Json[];
      expect(list.map((entry) => entry.number)).toContain(response.json.order_number);
      expect(list[0]).toMatchObject({ items: 1, status: 'confirmed' });
    });

    it('an order placed from an internal address is marked internal', async () => {
      const internal = await startTestApi(kind, {
        env: { INTERNAL_ADDRESSES: '127.0.0.1' },
        prepare: ({ database }) => prepareCommerce(database.db),
      });
      try {
        const id = await readyCheckout(internal, { items: [{ sku: 'CABLE-1', quantity: 1 }] });
        const response = await placeOrderRequest(internal, id);
        const row = await internal.database.db
          .selectFrom('orders')
          .select('internal')
          .where('id', '=', Number(response.json.order_id))
          .executeTakeFirstOrThrow();
        expect(row.internal).toBe(1);
      } finally {
        await internal.close();
      }
    });
  });

  it('an order in another store is priced, numbered and redirected in that store', async () => {
    const id = await readyCheckout(api, { locale: 'fi', items: [{ sku: 'SCREEN-1', quantity: 1 }] });
    const response = await placeOrderRequest(api, id, 'fi');
    expect(response.json).toMatchObject({
      status: 'confirmed',
      redirect_url: `/fi/checkout/confirmation/${id}`,
    });
    expect(response.json.order_number).toMatch(/^FI/);
    const order = (await get(`/api/checkout/${id}/order`, {}, storeQuery('fi'))).json;
    expect(order).toMatchObject({ currency: 'EUR', totals: { goods: 19.9, shipping: 9.9, total: 29.8 } });
    expect((order.vat_by_rate as Json[]).map((rate) => rate.rate)).toEqual([1.255]);
  });
});
