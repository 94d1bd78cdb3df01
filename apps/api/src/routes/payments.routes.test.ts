import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeOrderRequest,
  prepareCommerce,
  readyCheckout,
  storeQuery,
} from '../orders/testing/commerce-fixtures.ts';
import { signCallback, signDecision } from '../payments/callback-signature.ts';
import { expireStalePayments } from '../payments/expire-payments.ts';
import { testPaymentPagePolicy } from '../payments/test-payment-page.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

type Json = Record<string, unknown>;

describeEachDatabase('payment through the test-mode provider', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const stockOf = async (sku: string) =>
    (await db().selectFrom('products').select('stock').where('sku', '=', sku).executeTakeFirstOrThrow())
      .stock;
  const usesOf = async (code: string) =>
    (
      await db()
        .selectFrom('discount_rules')
        .select('used_count')
        .where('store_id', '=', 1)
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).used_count;
  const orderRow = (id: unknown) =>
    db().selectFrom('orders').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
  const checkoutRow = (id: string) =>
    db().selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sessionOf = (redirect: unknown) =>
    /\/api\/payments\/test\/([0-9a-f]+)/.exec(String(redirect))?.[1] ?? '';
  const postDecision = (session: string, body: string) =>
    api.request(`/api/payments/test/${session}/decision`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
  /** Posts the form the hosted page rendered for that decision, signature and all. */
  const decide = async (session: string, decision: 'approve' | 'decline') => {
    const page = await api.request(`/api/payments/test/${session}?locale=sv&sid=1`);
    const form = new RegExp(
      `name="decision" value="${decision}"><input type="hidden" name="signature" value="([0-9a-f]{64})"`,
    ).exec(String(page.body));
    return postDecision(session, `decision=${decision}&signature=${form?.[1] ?? ''}`);
  };
  const goBack = (session: string) =>
    api.request(`/api/payments/test/${session}/return`, { redirect: 'manual' });
  const callback = (
    payload: { session_id: string; status: string; amount: number; currency: string },
    signature?: string,
  ) =>
    api.request('/api/payments/test/callback', {
      method: 'POST',
      json: payload,
      headers: {
        'x-test-provider-signature':
          signature ?? signCallback(api.config.secret, payload as Parameters<typeof signCallback>[1]),
      },
    });

  describe('approved', () => {
    let checkoutId: string;
    let placed: Json;
    let session: string;
    let stockBefore: number;
    beforeAll(async () => {
      checkoutId = await readyCheckout(api, {
        items: [{ sku: 'SCREEN-1', quantity: 2 }],
        coupons: ['LIMITED30'],
        payment: 'card',
      });
      stockBefore = await stockOf('SCREEN-1');
      placed = (await placeOrderRequest(api, checkoutId)).json;
      session = sessionOf(placed.redirect_url);
    });

    it('placing the order reserves the stock and the coupon use, and sends the shopper to the provider', async () => {
      expect(placed).toMatchObject({ status: 'pending_payment', payment_status: 'pending', created: true });
      expect(placed.redirect_url).toBe(`/api/payments/test/${session}?locale=sv&sid=1`);
      expect(await stockOf('SCREEN-1')).toBe(stockBefore - 2);
      expect(await usesOf('LIMITED30')).toBe(1);
      expect((await checkoutRow(checkoutId)).status).toBe('awaiting_payment');
      const sessions = (await api.request(`/api/checkout/${checkoutId}/sessions?${storeQuery('sv')}`)).json;
      expect(sessions.card_payment).toBe(session);
      expect(sessions.b2c_order).toMatch(/^b2c-order_/);
      expect(sessions.b2b_order).toBeNull();
    });

    it("the provider's page says clearly that it is TEST MODE and offers Approve and Decline", async () => {
      const page = await api.request(`/api/payments/test/${session}?locale=sv&sid=1`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = String(page.body);
      expect(html).toContain('TEST MODE');
      expect(html).toContain(String(placed.order_number));
      expect(html).toContain('value="approve"');
      expect(html).toContain('value="decline"');
    });

    it("issue 18: the provider's page has its own CSP: nothing runs, its one style by hash, forms only to the shop", async () => {
      const page = await api.request(`/api/payments/test/${session}?locale=sv&sid=1`);
      const policy = page.headers.get('content-security-policy') ?? '';
      const style = /<style>([\s\S]*?)<\/style>/.exec(String(page.body))?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain(`style-src 'sha256-${hash}'`);
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(String(page.body)).not.toContain('<script');
    });

    it('a repeated submit while the payment is open answers the same order and the same page', async () => {
      const again = await placeOrderRequest(api, checkoutId);
      expect(again.json).toMatchObject({
        order_id: placed.order_id,
        created: false,
        redirect_url: placed.redirect_url,
      });
    });

    it('Approve sends the signed callback, then back to the confirmation page in the store', async () => {
      const decided = await decide(session, 'approve');
      expect(decided.status).toBe(303);
      expect(decided.headers.get('location')).toBe(`/api/payments/test/${session}/return`);
      const back = await goBack(session);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`/sv/checkout/confirmation/${checkoutId}`);
      const order = (await api.request(`/api/checkout/${checkoutId}/order?${storeQuery('sv')}`)).json;
      expect(order).toMatchObject({
        status: 'confirmed',
        payment: { status: 'approved', provider: 'test-card' },
      });
      expect((order.status_history as Json[]).map((entry) => entry.status)).toEqual([
        'pending_payment',
        'confirmed',
      ]);
      expect((await checkoutRow(checkoutId)).status).toBe('completed');
    });

    it('the same callback again changes nothing; the opposite outcome is refused', async () => {
      const payload = {
        session_id: session,
        status: 'approved',
        amount: Math.round(Number(placed.total) * 100),
        currency: 'SEK',
      };
      const repeated = await callback(payload);
      expect(repeated.json).toMatchObject({ status: 'confirmed', changed: false });
      const opposite = await callback({ ...payload, status: 'declined' });
      expect(opposite.status).toBe(409);
      expect(await stockOf('SCREEN-1')).toBe(stockBefore - 2);
      expect(await usesOf('LIMITED30')).toBe(1);
      expect((await orderRow(placed.order_id)).status).toBe('confirmed');
    });

    it('the page of a decided payment says so', async () => {
      const html = String((await api.request(`/api/payments/test/${session}?locale=sv&sid=1`)).body);
      expect(html).toContain('redan avgjord');
      expect(html).not.toContain('value="approve"');
    });
  });

  describe('declined', () => {
    let checkoutId: string;
    let placed: Json;
    let session: string;
    let stockBefore: number;
    let usesBefore: number;
    beforeAll(async () => {
      checkoutId = await readyCheckout(api, {
        items: [{ sku: 'CABLE-1', quantity: 3 }],
        coupons: ['LIMITED30'],
        payment: 'pay-later',
      });
      stockBefore = await stockOf('CABLE-1');
      usesBefore = await usesOf('LIMITED30');
      placed = (await placeOrderRequest(api, checkoutId)).json;
      session = sessionOf(placed.redirect_url);
      expect(await stockOf('CABLE-1')).toBe(stockBefore - 3);
      expect(await usesOf('LIMITED30')).toBe(usesBefore + 1);
    });

    it('Decline leads to the failure page and gives the stock and the coupon use back', async () => {
      await decide(session, 'decline');
      const back = await goBack(session);
      expect(back.headers.get('location')).toBe(`/sv/checkout/failed/${checkoutId}`);
      expect(await stockOf('CABLE-1')).toBe(stockBefore);
      expect(await usesOf('LIMITED30')).toBe(usesBefore);
      const order = await orderRow(placed.order_id);
      expect(order).toMatchObject({ status: 'payment_failed', payment_status: 'declined' });
      const failed = (await api.request(`/api/checkout/${checkoutId}/order?${storeQuery('sv')}`)).json;
      expect((failed.status_history as Json[]).map((entry) => entry.status)).toEqual([
        'pending_payment',
        'payment_failed',
      ]);
    });

    it('gives them back exactly once, however often the decline comes', async () => {
      const payload = {
        session_id: session,
        status: 'declined',
        amount: Math.round(Number(placed.total) * 100),
        currency: 'SEK',
      };
      const results = await Promise.all([callback(payload), callback(payload), decide(session, 'decline')]);
      expect(results.slice(0, 2).map((result) => result.json.changed)).toEqual([false, false]);
      expect(await stockOf('CABLE-1')).toBe(stockBefore);
      expect(await usesOf('LIMITED30')).toBe(usesBefore);
    });

    it('the checkout opens again, and a new attempt makes a new order', async () => {
      expect(await checkoutRow(checkoutId)).toMatchObject({ status: 'open', attempt: 2, order_id: null });
      await api.request(`/api/checkout/${checkoutId}/payment?${storeQuery('sv')}`, {
        method: 'PUT',
        json: { payment_method: 'invoice' },
      });
      const second = await placeOrderRequest(api, checkoutId);
      expect(second.status).toBe(201);
      expect(second.json.order_id).not.toBe(placed.order_id);
      expect(second.json.status).toBe('confirmed');
      expect(await stockOf('CABLE-1')).toBe(stockBefore - 3);
    });
  });

  describe('the callback is checked', () => {
    let placed: Json;
    let session: string;
    beforeAll(async () => {
      const id = await readyCheckout(api, { items: [{ sku: 'PROTECTOR-1', quantity: 1 }], payment: 'card' });
      placed = (await placeOrderRequest(api, id)).json;
      session = sessionOf(placed.redirect_url);
    });

    it('a signature that does not match is refused and changes nothing', async () => {
      const payload = {
        session_id: session,
        status: 'approved',
        amount: Math.round(Number(placed.total) * 100),
        currency: 'SEK',
      };
      const forged = await callback(payload, 'ab'.repeat(32));
      expect(forged.status).toBe(401);
      expect((await orderRow(placed.order_id)).status).toBe('pending_payment');
    });

    it("an amount that is not the payment's is refused", async () => {
      const response = await callback({
        session_id: session,
        status: 'approved',
        amount: 1,
        currency: 'SEK',
      });
      expect(response.status).toBe(400);
      expect(response.json.error).toBe('PAYMENT_MISMATCH');
    });

    it('issue 22.5: a bare decision=approve post, without the page’s signature, is refused and changes nothing', async () => {
      const bare = await postDecision(session, 'decision=approve');
      expect(bare.status).toBe(400);
      const forged = await postDecision(session, `decision=approve&signature=${'ab'.repeat(32)}`);
      expect(forged.status).toBe(403);
      // The page's signature for Decline does not approve.
      const swapped = await postDecision(
        session,
        `decision=approve&signature=${signDecision(api.config.secret, session, 'decline')}`,
      );
      expect(swapped.status).toBe(403);
      expect(await orderRow(placed.order_id)).toMatchObject({
        status: 'pending_payment',
        payment_status: 'pending',
      });
    });

    it('an unknown session is a 404', async () => {
      expect(
        (await callback({ session_id: 'f'.repeat(32), status: 'approved', amount: 1, currency: 'SEK' }))
          .status,
      ).toBe(404);
      expect((await api.request(`/api/payments/test/${'f'.repeat(32)}?locale=sv&sid=1`)).status).toBe(404);
    });
  });

  it('a payment left open past the timeout expires and gives the stock back; a late approval is refused', async () => {
    const id = await readyCheckout(api, { items: [{ sku: 'BULK-1', quantity: 7 }], payment: 'card' });
    const before = await stockOf('BULK-1');
    const placed = (await placeOrderRequest(api, id)).json;
    const session = sessionOf(placed.redirect_url);
    expect(await stockOf('BULK-1')).toBe(before - 7);
    const later = () => new Date(Date.now() + 31 * 60_000);
    // The open payment of the suite above expires too.
    expect(await expireStalePayments({ db: db(), now: later }, 30)).toBe(2);
    expect(await expireStalePayments({ db: db(), now: later }, 30)).toBe(0);
    expect(await stockOf('BULK-1')).toBe(before);
    expect(await orderRow(placed.order_id)).toMatchObject({
      status: 'payment_failed',
      payment_status: 'expired',
    });
    const late = await callback({
      session_id: session,
      status: 'approved',
      amount: Math.round(Number(placed.total) * 100),
      currency: 'SEK',
    });
    expect(late.status).toBe(409);
    expect((await goBack(session)).headers.get('location')).toBe(`/sv/checkout/failed/${id}`);
  });
});

describeEachDatabase('test-mode payments switched off (TEST_PAYMENTS=false)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      env: { TEST_PAYMENTS: 'false' },
      prepare: ({ database }) => prepareCommerce(database.db),
    });
  });
  afterAll(() => api.close());

  it('issue 22.5: the test card and pay-later providers are not offered and cannot be chosen', async () => {
    const id = await readyCheckout(api, { items: [{ sku: 'CABLE-1', quantity: 1 }] });
    const methods = await api.request(`/api/checkout/${id}/payment-methods?${storeQuery('sv')}`);
    expect((methods.json as unknown as Json[]).map((method) => method.code)).toEqual(['invoice']);
    const chosen = await api.request(`/api/checkout/${id}/payment?${storeQuery('sv')}`, {
      method: 'PUT',
      json: { payment_method: 'card' },
    });
    expect(chosen.status).toBe(400);
  });

  it('issue 22.5: the test provider’s page, decision and callback do not exist (404)', async () => {
    const session = 'f'.repeat(32);
    expect((await api.request(`/api/payments/test/${session}?locale=sv&sid=1`)).status).toBe(404);
    const decided = await api.request(`/api/payments/test/${session}/decision`, {
      method: 'POST',
      body: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(decided.status).toBe(404);
    const payload = { session_id: session, status: 'approved' as const, amount: 100, currency: 'SEK' };
    const called = await api.request('/api/payments/test/callback', {
      method: 'POST',
      json: payload,
      headers: { 'x-test-provider-signature': signCallback(api.config.secret, payload) },
    });
    expect(called.status).toBe(404);
  });
});

describe("the test provider's page policy", () => {
  it('issue 18: its forms may land on a store domain, where the approved payment returns the shopper', () => {
    const policy = testPaymentPagePolicy({ sv: 'mobildelar.test', fi: 'puhelinosat.test' });
    expect(policy).toContain("form-action 'self' mobildelar.test puhelinosat.test;");
  });
});
