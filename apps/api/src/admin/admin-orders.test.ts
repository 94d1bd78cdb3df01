import { orderStatuses, transitionOrder } from '@shop/domain/order-lifecycle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  orderInStatus,
  orderToken,
  placeOrder,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

const staffEvents = [
  { event: 'pack', json: {} },
  { event: 'ship', json: { carrier: 'bring', tracking_number: 'CS111222333SE' } },
  { event: 'deliver', json: {} },
  { event: 'cancel', json: {} },
] as const;

describeEachDatabase('the order lifecycle in the back office', (kind) => {
  let api: TestApi;
  let staff: StaffSession;
  let colleague: StaffSession;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    staff = await signIn(api, await createMember(api, 'orders'));
    colleague = await signIn(api, await createMember(api, 'owner'));
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const auditOf = (number: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', number)
      .orderBy('id')
      .execute();

  describe('every staff event from every status: exactly the moves of the domain table', () => {
    for (const status of orderStatuses) {
      for (const { event, json } of staffEvents) {
        const move = transitionOrder(status, event);
        it(`${event} on a ${status} order is ${move.ok ? `allowed (-> ${move.to})` : 'refused with 409'}`, async () => {
          const order = await orderInStatus(api, staff, status);
          const before = await auditOf(order.number);
          const response = await adminCall(
            api,
            staff,
            'POST',
            `/api/admin/orders/${order.number}/${event}`,
            json,
          );
          const row = await db()
            .selectFrom('orders')
            .select('status')
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          if (move.ok) {
            expect(response.status).toBe(200);
            expect(response.json.status).toBe(move.to);
            expect(row.status).toBe(move.to);
            // The move is audited: who, what, and the status before and after (a cancellation's
            // refund adds its own entry after it).
            const entries = (await auditOf(order.number)).slice(before.length);
            expect(
              entries.map((entry) => entry.action).filter((action) => !action.startsWith('refund.')),
            ).toEqual([`order.${event}`]);
            expect(entries[0]).toMatchObject({
              action: `order.${event}`,
              actor: expect.stringContaining('@staff.example'),
            });
            expect(JSON.parse(entries[0]?.before ?? '{}').status).toBe(status);
            expect(JSON.parse(entries[0]?.after ?? '{}').status).toBe(move.to);
          } else {
            expect([response.status, response.json.error]).toEqual([409, 'TRANSITION_NOT_ALLOWED']);
            expect(String(response.json.message)).toContain(status);
            expect(row.status).toBe(status);
            expect(await auditOf(order.number)).toHaveLength(before.length);
          }
        });
      }
    }
  });

  it('ships with a carrier and tracking number; the shopper sees the status, time and tracking link', async () => {
    const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 2 }] });
    const shipped = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/ship`, {
      carrier: 'postnord',
      tracking_number: '00370730253817421903',
    });
    expect(shipped.json).toMatchObject({
      status: 'shipped',
      carrier: 'postnord',
      tracking_number: '00370730253817421903',
      tracking_url: 'https://portal.postnord.com/tracking/details/00370730253817421903',
    });
    const token = await orderToken(api, order.number);
    const seen = await api.request(`/api/orders/${order.number}?${storeQuery('sv')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(seen.json).toMatchObject({
      status: 'shipped',
      tracking_url: expect.stringContaining('00370730253817421903'),
    });
    expect((seen.json.status_history as { status: string }[]).map((entry) => entry.status)).toEqual([
      'confirmed',
      'shipped',
    ]);
    // The shopper is mailed in the order's language, with the carrier's tracking link.
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'order_shipped')
      .where('body_text', 'like', `%${order.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.locale).toBe('sv');
    expect(mail.body_text).toContain('https://portal.postnord.com/tracking/details/00370730253817421903');
    expect(mail.body_html).toContain('lang="sv-SE"');
  });

  it('refuses a tracking number that is no tracking number and an unknown carrier, changing nothing', async () => {
    const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
    for (const json of [
      { carrier: 'postnord', tracking_number: 'a b<script>' },
      { carrier: 'ups', tracking_number: 'ABC12345' },
      { carrier: 'postnord' },
    ]) {
      const response = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/ship`, json);
      expect(response.status).toBe(400);
    }
    const row = await db()
      .selectFrom('orders')
      .select(['status', 'version'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'confirmed', version: 0 });
  });

  it('two staff shipping the same order at once: one ships it, the other gets a clear 409', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
      const answers = await Promise.all(
        [staff, colleague].map((session, index) =>
          adminCall(api, session, 'POST', `/api/admin/orders/${order.number}/ship`, {
            carrier: 'postnord',
            tracking_number: `RACE${round}${index}0000SE`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(String(refused?.json.message)).toMatch(/is shipped|changed meanwhile/);
      const history = await db()
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', order.id)
        .execute();
      expect(history.filter((entry) => entry.status === 'shipped')).toHaveLength(1);
      const mails = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'order_shipped')
        .where('body_text', 'like', `%${order.number}%`)
        .execute();
      expect(mails).toHaveLength(1);
    }
  });

  it('refuses a write on a version the writer did not see (409 ORDER_CHANGED), never overwriting', async () => {
    const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
    const read = await adminCall(api, staff, 'GET', `/api/admin/orders/${order.number}`);
    const version = Number(read.json.version);
    expect(
      (
        await adminCall(api, colleague, 'POST', `/api/admin/orders/${order.number}/pack`, {
          expected_version: version,
        })
      ).status,
    ).toBe(200);
    const stale = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/ship`, {
      carrier: 'bring',
      tracking_number: 'STALE0001',
      expected_version: version,
    });
    expect([stale.status, stale.json.error]).toEqual([409, 'ORDER_CHANGED']);
    const row = await db()
      .selectFrom('orders')
      .select(['status', 'carrier'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'packed', carrier: null });
  });

  it('finds orders by number, name, e-mail and phone, with filters, sorting and paging', async () => {
    const fi = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 3 }], locale: 'fi' });
    const byNumber = await adminCall(api, staff, 'GET', `/api/admin/orders?q=${fi.number}`);
    expect((byNumber.json.orders as { number: string }[]).map((order) => order.number)).toEqual([fi.number]);
    const byStore = await adminCall(api, staff, 'GET', '/api/admin/orders?store=fi&per_page=100');
    expect((byStore.json.orders as { store: string }[]).every((order) => order.store === 'fi')).toBe(true);
    expect(byStore.json.total).toBeGreaterThan(0);
    const paged = await adminCall(api, staff, 'GET', '/api/admin/orders?per_page=2&page=2&sort=number');
    expect(paged.json).toMatchObject({ page: 2, per_page: 2 });
    const all = await adminCall(api, staff, 'GET', '/api/admin/orders?per_page=100&sort=number');
    const numbers = (all.json.orders as { id: number }[]).map((order) => order.id);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect((paged.json.orders as { id: number }[]).map((order) => order.id)).toEqual(numbers.slice(2, 4));
    const byName = await adminCall(api, staff, 'GET', '/api/admin/orders?q=eva&store=sv&status=confirmed');
    expect((byName.json.orders as { status: string }[]).every((order) => order.status === 'confirmed')).toBe(
      true,
    );
    const bad = await adminCall(api, staff, 'GET', '/api/admin/orders?status=lost&from=2026-13-01');
    expect(bad.status).toBe(400);
    expect(String(bad.json.message)).toMatch(/status/);
  });

  it('reads an order by its number or its id, and answers 404 for neither', async () => {
    const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
    const byId = await adminCall(api, staff, 'GET', `/api/admin/orders/${order.id}`);
    const byNumber = await adminCall(api, staff, 'GET', `/api/admin/orders/${order.number}`);
    expect(byId.json.number).toBe(order.number);
    expect(byNumber.json).toMatchObject({
      id: order.id,
      version: 0,
      allowed_events: ['pack', 'ship', 'cancel'],
    });
    expect((await adminCall(api, staff, 'GET', '/api/admin/orders/SE999999999')).status).toBe(404);
  });

  it('keeps staff notes on the order, audited, without a new version', async () => {
    const order = await placeOrder(api, { items: [{ sku: 'BULK-1', quantity: 1 }] });
    const noted = await adminCall(api, staff, 'POST', `/api/admin/orders/${order.number}/notes`, {
      text: 'Customer called',
    });
    expect(noted.status).toBe(201);
    expect(noted.json).toMatchObject({ version: 0, notes: [{ text: 'Customer called' }] });
    expect((await auditOf(order.number)).map((entry) => entry.action)).toEqual(['order.note']);
  });
});
