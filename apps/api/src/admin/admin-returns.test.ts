import { afterAll, beforeAll, expect, it } from 'vitest';
import { prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  orderInStatus,
  orderToken,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

describeEachDatabase('returns in the back office', (kind) => {
  let api: TestApi;
  let staff: StaffSession;
  let owner: StaffSession;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    staff = await signIn(api, await createMember(api, 'orders'));
    owner = await signIn(api, await createMember(api, 'owner'));
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const stockOf = async (sku: string) =>
    (await db().selectFrom('products').select('stock').where('sku', '=', sku).executeTakeFirstOrThrow())
      .stock;

  /** A delivered order of the shopper and a return they requested of it. */
  async function requestedReturn(quantity = 2, returned = 1) {
    const order = await orderInStatus(api, staff, 'delivered', { items: [{ sku: 'CHARGER-1', quantity }] });
    const token = await orderToken(api, order.number);
    const created = await api.request(`/api/orders/${order.number}/returns?${storeQuery('sv')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      json: {
        lines: [{ position: 1, quantity: returned }],
        reason: 'defective',
        comment: 'It does not charge',
      },
    });
    if (created.status !== 201)
      throw new Error(`return failed: ${created.status} ${JSON.stringify(created.body)}`);
    return { order, token, number: String(created.json.number) };
  }

  const act = (number: string, action: string, json: unknown = {}) =>
    adminCall(api, staff, 'POST', `/api/admin/returns/${number}/${action}`, json);

  it('a requested return is approved, received back into stock and refunded; the shopper sees each step', async () => {
    const { order, token, number } = await requestedReturn(2, 1);
    const listed = await adminCall(api, staff, 'GET', '/api/admin/returns?status=requested');
    expect((listed.json.returns as { number: string }[]).map((entry) => entry.number)).toContain(number);
    const read = await adminCall(api, staff, 'GET', `/api/admin/returns/${number}`);
    expect(read.json).toMatchObject({
      status: 'requested',
      comment: 'It does not charge',
      allowed_events: ['approve', 'reject'],
      lines_value: 199,
    });

    expect((await act(number, 'approve')).json).toMatchObject({ status: 'approved' });
    const stock = await stockOf('CHARGER-1');
    expect((await act(number, 'receive', { restock: true })).json).toMatchObject({
      status: 'received',
      restocked: true,
    });
    expect(await stockOf('CHARGER-1')).toBe(stock + 1);
    const refunded = await act(number, 'refund', {});
    expect(refunded.json).toMatchObject({
      status: 'refunded',
      refund: { status: 'succeeded', amount: 199, lines: [{ position: 1, units: 1 }] },
    });

    const shopper = await api.request(`/api/orders/${order.number}/returns?${storeQuery('sv')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      (shopper.json[0] as { status: string; status_history: { status: string }[] }).status_history.map(
        (entry) => entry.status,
      ),
    ).toEqual(['requested', 'approved', 'received', 'refunded']);
    const seen = await api.request(`/api/orders/${order.number}?${storeQuery('sv')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(seen.json).toMatchObject({ refunded_total: 199, refunds: [{ amount: 199 }] });
    const kinds = await db()
      .selectFrom('mail_outbox')
      .select('kind')
      .where('body_text', 'like', `%${order.number}%`)
      .where('kind', 'like', 'return_%')
      .orderBy('id')
      .execute();
    expect(kinds.map((mail) => mail.kind)).toEqual(['return_approved', 'return_refunded']);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', number)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['return.approve', 'return.receive', 'return.refund']);
  });

  it('a rejected return tells the shopper why, and its units can be returned again', async () => {
    const { order, token, number } = await requestedReturn(1, 1);
    expect((await act(number, 'reject', {})).status).toBe(400);
    const rejected = await act(number, 'reject', { reason: 'Used and scratched' });
    expect(rejected.json).toMatchObject({ status: 'rejected', rejection_reason: 'Used and scratched' });
    const shopper = await api.request(`/api/orders/${order.number}/returns?${storeQuery('sv')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shopper.json[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Used and scratched' });
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'return_rejected')
      .where('body_text', 'like', `%${order.number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Used and scratched');
  });

  it('refuses moves outside the return lifecycle with 409, changing nothing', async () => {
    const { number } = await requestedReturn(1, 1);
    for (const action of ['receive', 'refund']) {
      const response = await act(number, action, action === 'receive' ? { restock: true } : {});
      expect([response.status, response.json.error]).toEqual([409, 'TRANSITION_NOT_ALLOWED']);
    }
    await act(number, 'approve');
    expect((await act(number, 'approve')).status).toBe(409);
    await act(number, 'receive', { restock: false });
    expect((await act(number, 'reject', { reason: 'late' })).status).toBe(409);
    await act(number, 'refund', {});
    expect((await act(number, 'refund', {})).status).toBe(409);
    const refunds = await db()
      .selectFrom('refunds')
      .select('id')
      .where('kind', '=', 'return')
      .where('reason', '=', `Return ${number}`)
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it('the return window is a store setting: a return after it closes is refused', async () => {
    const order = await orderInStatus(api, staff, 'delivered', {
      items: [{ sku: 'CHARGER-1', quantity: 1 }],
    });
    const token = await orderToken(api, order.number);
    // Delivered 15 days ago: past the EU's 14 days.
    await db()
      .updateTable('order_status_history')
      .set({ created_at: new Date(Date.now() - 15 * 86_400_000).toISOString() })
      .where('order_id', '=', order.id)
      .where('status', '=', 'delivered')
      .execute();
    const ask = () =>
      api.request(`/api/orders/${order.number}/returns?${storeQuery('sv')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        json: { lines: [{ position: 1, quantity: 1 }], reason: 'changed-mind' },
      });
    const closed = await ask();
    expect([closed.status, closed.json.error]).toEqual([409, 'RETURN_WINDOW_CLOSED']);
    const tooShort = await adminCall(api, owner, 'PUT', '/api/admin/settings/stores/sv', {
      return_window_days: 7,
    });
    expect(tooShort.status).toBe(422);
    const longer = await adminCall(api, owner, 'PUT', '/api/admin/settings/stores/sv', {
      return_window_days: 30,
    });
    expect(longer.json).toMatchObject({ store: 'sv', return_window_days: 30 });
    expect((await ask()).status).toBe(201);
    const byOrders = await adminCall(api, staff, 'PUT', '/api/admin/settings/stores/sv', {
      return_window_days: 60,
    });
    expect(byOrders.status).toBe(403);
    await adminCall(api, owner, 'PUT', '/api/admin/settings/stores/sv', { return_window_days: 14 });
  });
});
