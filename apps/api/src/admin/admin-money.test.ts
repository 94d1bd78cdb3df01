import { asMinor, sumMinor, toMinor } from '@shop/domain/money';
import { chargedOrderTotals } from '@shop/domain/order-adjustments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../documents/invoice-document.ts';
import { orderEffectsOf } from '../orders/order-effects-config.ts';
import { prepareCommerce } from '../orders/testing/commerce-fixtures.ts';
import { findOrderDetails } from '../repositories/order-queries.repository.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { reserveRefund, settleStaleRefunds } from './orders/refunds.ts';
import {
  adminCall,
  createMember,
  decidePayment,
  placeOrder,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

describeEachDatabase('cancellations and refunds', (kind) => {
  let api: TestApi;
  let staff: StaffSession;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    staff = await signIn(api, await createMember(api, 'orders'));
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
        .where('code', '=', code)
        .where('store_id', '=', 1)
        .executeTakeFirstOrThrow()
    ).used_count;
  const orderRow = (id: number) =>
    db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const refundsOf = (id: number) =>
    db().selectFrom('refunds').selectAll().where('order_id', '=', id).orderBy('id').execute();
  const documentsOf = async (id: number) =>
    (await db().selectFrom('invoices').selectAll().where('order_id', '=', id).orderBy('id').execute()).map(
      (row) => JSON.parse(row.document) as InvoiceDocument,
    );
  const refund = (number: string, json: unknown, key?: string) =>
    adminCall(
      api,
      staff,
      'POST',
      `/api/admin/orders/${number}/refunds`,
      json,
      key ? { 'idempotency-key': key } : {},
    );

  describe('cancelling', () => {
    it('a whole order gives its stock and coupon use back and refunds the charge with a credit note', async () => {
      const stock = await stockOf('SCREEN-1');
      const uses = await usesOf('LIMITED30');
      const order = await placeOrder(api, {
        items: [{ sku: 'SCREEN-1', quantity: 2 }],
        coupons: ['LIMITED30'],
      });
      expect(await stockOf('SCREEN-1')).toBe(stock - 2);
      expect(await usesOf('LIMITED30')).toBe(uses + 1);
      const placed = await orderRow(order.id);
      const cancelled = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/cancel`, {
        reason: 'Shopper asked',
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.json).toMatchObject({ status: 'cancelled', refundable: 0 });
      expect(await stockOf('SCREEN-1')).toBe(stock);
      expect(await usesOf('LIMITED30')).toBe(uses);
      const [given] = await refundsOf(order.id);
      expect(given).toMatchObject({ kind: 'cancellation', status: 'succeeded', amount: placed.total });
      expect(await orderRow(order.id)).toMatchObject({
        paid_total: placed.total,
        refunded_total: placed.total,
      });
      // The invoice, then the credit note that cancels it exactly, VAT per rate included.
      const [invoice, creditNote] = await documentsOf(order.id);
      expect(creditNote).toMatchObject({ kind: 'credit_note', creditsInvoiceNumber: invoice?.number });
      expect(creditNote?.totals).toEqual(invoice?.totals);
      expect(creditNote?.vatByRate).toEqual(invoice?.vatByRate);
      expect(given?.provider_reference).toBe(creditNote?.number);
      const mail = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'order_cancelled')
        .where('body_text', 'like', `%${order.number}%`)
        .executeTakeFirstOrThrow();
      expect(mail.locale).toBe('sv');
    });

    it('an order awaiting payment gives stock and coupon back, refunds nothing, and its payment can no longer be approved', async () => {
      const stock = await stockOf('CHARGER-1');
      const uses = await usesOf('LIMITED30');
      const order = await placeOrder(api, {
        items: [{ sku: 'CHARGER-1', quantity: 3 }],
        coupons: ['LIMITED30'],
        payment: 'card',
      });
      const cancelled = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/cancel`, {});
      expect(cancelled.json).toMatchObject({
        status: 'cancelled',
        payment: { status: 'cancelled' },
        paid_total: 0,
      });
      expect(await stockOf('CHARGER-1')).toBe(stock);
      expect(await usesOf('LIMITED30')).toBe(uses);
      expect(await refundsOf(order.id)).toEqual([]);
      await decidePayment(api, order.redirectUrl, 'approve');
      expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', paid_total: 0 });
      expect(await stockOf('CHARGER-1')).toBe(stock);
    });

    it('single units: the totals and VAT per rate are computed again by the checkout rules, and the units are refunded', async () => {
      const stock = await stockOf('SCREEN-1');
      const order = await placeOrder(api, {
        items: [
          { sku: 'SCREEN-1', quantity: 3 },
          { sku: 'GIFTCARD-500', quantity: 1 },
        ],
      });
      const before = await orderRow(order.id);
      const lines = await db()
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', order.id)
        .orderBy('position')
        .execute();
      const screen = lines.find((line) => line.sku === 'SCREEN-1');
      if (!screen) throw new Error('no screen line');
      const response = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/cancel`, {
        lines: [{ position: screen.position, quantity: 1 }],
        reason: 'One out of stock',
      });
      expect(response.status).toBe(200);
      expect(response.json.status).toBe('confirmed');
      const after = await orderRow(order.id);
      const afterLines = await db()
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', order.id)
        .orderBy('position')
        .execute();
      expect(afterLines.find((line) => line.sku === 'SCREEN-1')).toMatchObject({
        quantity: 2,
        cancelled_quantity: 1,
      });
      // The same numbers the domain gives for the lines left and the order's shipping.
      const expected = chargedOrderTotals(
        afterLines.map((line) => ({
          position: line.position,
          quantity: line.quantity,
          gross: asMinor(line.gross),
          discount: asMinor(line.discount),
          total: asMinor(line.total),
          vatFactor: 1 + line.vat_bp / 10_000,
        })),
        { amount: asMinor(after.shipping_price), vatFactor: 1 + after.shipping_vat_bp / 10_000 },
        'SEK',
      ).totals;
      expect(after).toMatchObject({
        total: expected.total,
        vat_total: expected.vat,
        goods_total: expected.goods,
      });
      const rates = await db()
        .selectFrom('order_vat_rates')
        .selectAll()
        .where('order_id', '=', order.id)
        .orderBy('vat_bp')
        .execute();
      expect(rates.map((rate) => rate.total)).toEqual(expected.vatByRate.map((rate) => rate.total));
      expect(sumMinor(rates.map((rate) => asMinor(rate.vat)))).toBe(after.vat_total);
      expect(await stockOf('SCREEN-1')).toBe(stock - 2);
      const [given] = await refundsOf(order.id);
      expect(given).toMatchObject({
        kind: 'cancellation',
        status: 'succeeded',
        amount: before.total - after.total,
      });
      expect(after.refunded_total).toBe(before.total - after.total);
    });

    it('refuses single units once the order shipped, and units a line does not have; nothing changes', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 2 }] });
      const tooMany = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/cancel`, {
        lines: [{ position: 1, quantity: 3 }],
      });
      expect([tooMany.status, tooMany.json.error]).toEqual([409, 'TOO_MANY_UNITS']);
      const unknown = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/cancel`, {
        lines: [{ position: 7, quantity: 1 }],
      });
      expect(unknown.status).toBe(400);
      await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/ship`, {
        carrier: 'bring',
        tracking_number: 'SHIPPED001',
      });
      const late = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/cancel`, {
        lines: [{ position: 1, quantity: 1 }],
      });
      expect([late.status, late.json.error]).toEqual([409, 'TRANSITION_NOT_ALLOWED']);
      expect(await orderRow(order.id)).toMatchObject({ status: 'shipped', refunded_total: 0 });
      expect(await refundsOf(order.id)).toEqual([]);
    });
  });

  describe('refunding', () => {
    it('units of lines, the shipping once and a free amount, each with a credit note and a mail', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 4 }] });
      const placed = await orderRow(order.id);
      const lines = await refund(order.number, {
        lines: [{ position: 1, quantity: 1 }],
        reason: 'Broken cable',
      });
      expect(lines.status).toBe(201);
      // One of four cables at 99 kr each.
      expect(lines.json).toMatchObject({
        refunded_total: 99,
        lines: [{ refunded_quantity: 1, quantity: 4 }],
      });
      const shipping = await refund(order.number, { shipping: true, reason: 'Late delivery' });
      expect(shipping.status).toBe(201);
      const twice = await refund(order.number, { shipping: true, reason: 'Again' });
      expect([twice.status, twice.json.error]).toEqual([409, 'SHIPPING_ALREADY_REFUNDED']);
      const goodwill = await refund(order.number, { amount: 10, reason: 'Goodwill' });
      expect(goodwill.status).toBe(201);
      const given = await refundsOf(order.id);
      expect(given.map((entry) => [entry.kind, entry.status])).toEqual([
        ['manual', 'succeeded'],
        ['manual', 'succeeded'],
        ['manual', 'succeeded'],
      ]);
      expect(given[1]?.amount).toBe(placed.shipping_price);
      expect(given[2]?.amount).toBe(toMinor(10, 'SEK'));
      const row = await orderRow(order.id);
      expect(row.refunded_total).toBe(sumMinor(given.map((entry) => asMinor(entry.amount))));
      const line = await db()
        .selectFrom('order_lines')
        .select('refunded_quantity')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(line.refunded_quantity).toBe(1);
      const credits = (await documentsOf(order.id)).filter((document) => document.kind === 'credit_note');
      expect(credits.map((document) => document.totals.total)).toEqual(given.map((entry) => entry.amount));
      expect(
        await db()
          .selectFrom('mail_outbox')
          .select('id')
          .where('kind', '=', 'order_refunded')
          .where('body_text', 'like', `%${order.number}%`)
          .execute(),
      ).toHaveLength(3);
    });

    it('never gives back more than was paid: a refund above what is left is refused and changes nothing', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
      const placed = await orderRow(order.id);
      const above = await refund(order.number, { amount: placed.total / 100 + 1, reason: 'Too much' });
      expect([above.status, above.json.error]).toEqual([409, 'REFUND_TOO_HIGH']);
      expect(await orderRow(order.id)).toMatchObject({ refunded_total: 0, version: 0 });
      expect(await refundsOf(order.id)).toEqual([]);
      const units = await refund(order.number, {
        lines: [{ position: 1, quantity: 2 }],
        reason: 'Two of one',
      });
      expect([units.status, units.json.error]).toEqual([409, 'TOO_MANY_UNITS']);
    });

    it('10 concurrent refunds of 30 % each: three go through, the rest are refused, the sum stays within the payment', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 10 }] });
      const placed = await orderRow(order.id);
      const part = Math.floor((placed.total * 0.3) / 100);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          refund(order.number, { amount: part, reason: `Part ${index}` }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(
        answers
          .filter((answer) => answer.status === 409)
          .every((answer) => answer.json.error === 'REFUND_TOO_HIGH'),
      ).toBe(true);
      const row = await orderRow(order.id);
      expect(row.refunded_total).toBe(3 * toMinor(part, 'SEK'));
      expect(row.refunded_total).toBeLessThanOrEqual(row.paid_total);
      expect(await refundsOf(order.id)).toHaveLength(3);
    });

    it('is idempotent: the same Idempotency-Key twice, even at once, makes one refund', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 2 }] });
      const answers = await Promise.all([
        refund(order.number, { amount: 5, reason: 'Once' }, 'refund-key-0001'),
        refund(order.number, { amount: 5, reason: 'Once' }, 'refund-key-0001'),
      ]);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true);
      const again = await refund(order.number, { amount: 5, reason: 'Once' }, 'refund-key-0001');
      expect(again.json.refunded_total).toBe(5);
      expect(await refundsOf(order.id)).toHaveLength(1);
    });

    it('gives a card payment back through the provider sandbox', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 2 }], payment: 'card' });
      const unpaid = await refund(order.number, { amount: 1, reason: 'Not paid yet' });
      expect([unpaid.status, unpaid.json.error]).toEqual([409, 'NOTHING_CHARGED']);
      await decidePayment(api, order.redirectUrl, 'approve');
      const paid = await orderRow(order.id);
      expect(paid.paid_total).toBe(paid.total);
      expect(
        (await refund(order.number, { lines: [{ position: 1, quantity: 1 }], reason: 'Broken' })).status,
      ).toBe(201);
      const [given] = await refundsOf(order.id);
      expect(given).toMatchObject({
        status: 'succeeded',
        provider: 'test-card',
        provider_reference: `test-card-refund-${given?.id}`,
      });
    });

    it('refuses bad input with 400 and stores nothing', async () => {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
      for (const json of [
        {},
        { amount: 5 },
        { amount: -5, reason: 'x' },
        { lines: [], reason: 'x' },
        { shipping: false, reason: 'x' },
      ]) {
        expect((await refund(order.number, json)).status).toBe(400);
      }
      expect((await refund(order.number, { amount: 5, reason: 'x' }, 'bad key!')).status).toBe(400);
      expect(await refundsOf(order.id)).toEqual([]);
    });
  });

  it('a refund a dying process left pending is finished by the sweep, once', async () => {
    const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
    const details = await findOrderDetails(db(), order.id);
    if (!details) throw new Error('no order');
    const actor = { staffId: null, name: 'test', address: null };
    // Step 1 committed, then the process died before it asked the provider.
    const reserved = await db()
      .transaction()
      .execute((trx) =>
        reserveRefund(
          trx,
          details,
          {
            kind: 'manual',
            returnId: null,
            lines: [],
            shipping: false,
            amount: asMinor(500),
            reason: 'Crash',
            idempotencyKey: 'crash-1',
          },
          actor,
          new Date(),
        ),
      );
    if (!reserved.ok) throw new Error(reserved.code);
    const deps = { db: db(), dialect: api.database.dialect, mail: orderEffectsOf(api.config) };
    expect(await settleStaleRefunds({ ...deps, now: () => new Date() })).toBe(0);
    const later = () => new Date(Date.now() + 5 * 60_000);
    expect(await settleStaleRefunds({ ...deps, now: later })).toBe(1);
    expect(await settleStaleRefunds({ ...deps, now: later })).toBe(0);
    const [settled] = await refundsOf(order.id);
    expect(settled).toMatchObject({ status: 'succeeded', amount: 500 });
    expect((await documentsOf(order.id)).filter((document) => document.kind === 'credit_note')).toHaveLength(
      1,
    );
  });
});
