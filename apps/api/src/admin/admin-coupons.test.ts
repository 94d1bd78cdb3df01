import type { AdminCoupon, CouponPreviewResponse } from '@shop/contracts/admin-coupons';
import type { CartItem } from '@shop/domain/cart';
import {
  applyCouponAnswer,
  type CouponAnswer,
  createCouponState,
  validateCouponsInCart,
} from '@shop/domain/coupons';
import type { CustomerDiscounts } from '@shop/domain/discounts';
import { toMajor } from '@shop/domain/money';
import { repriceCart } from '@shop/domain/reprice-cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, prepareCommerce, storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17, coupons: catalog staff and owners add, change and deactivate the shop's discount
 * rules, and try a coupon on a cart with the storefront's own engine. Every write is one
 * transaction with its audit entry and its change-feed announcement; a refusal writes nothing.
 */

type Line = { sku: string; quantity: number };

describeEachDatabase('the coupon editing API', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;
  let owner: StaffSession;
  let orders: StaffSession;
  let customerToken: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { prepare: ({ database }) => prepareCommerce(database.db) });
    catalog = await signIn(api, await createMember(api, 'catalog'));
    owner = await signIn(api, await createMember(api, 'owner'));
    orders = await signIn(api, await createMember(api, 'orders'));
    customerToken = await customerTokenFor(api, 'coupon-test@example.se');
  });
  afterAll(() => api.close());

  let made = 0;
  const uniqueCode = (prefix: string) => {
    made += 1;
    return `${prefix}-${kind}-${made}`;
  };
  const create = async (session: StaffSession, draft: Record<string, unknown>) => {
    const response = await adminCall(api, session, 'POST', '/api/admin/coupons', { store: 'sv', ...draft });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as AdminCoupon;
  };
  const auditOf = (id: number) =>
    api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'coupon')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
  const ruleCount = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('discount_rules')
          .select((select) => select.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const couponAudits = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('audit_log')
          .select((select) => select.fn.countAll<number>().as('count'))
          .where('entity_type', '=', 'coupon')
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** The storefront's answer for codes on a cart (POST /api/sync-coupons), as the browser asks. */
  const storefrontAnswer = async (codes: string[], lines: Line[]) => {
    const response = await api.request(`/api/sync-coupons?${storeQuery('sv')}`, {
      method: 'POST',
      json: { coupons: codes, cart_contents: lines },
    });
    expect(response.status).toBe(200);
    return response.body as CouponAnswer[];
  };
  /** What the storefront's cart shows: the synced cart priced by the domain with the server's coupon answer. */
  const storefrontCart = async (
    code: string,
    lines: Line[],
    customerDiscounts: CustomerDiscounts | null = null,
  ) => {
    const synced = await api.request(`/api/sync-cart?${storeQuery('sv')}`, {
      method: 'POST',
      json: { items: lines.map((line, index) => ({ uuid: `l${index}`, ...line })), coupons: [] },
    });
    expect(synced.status).toBe(200);
    const items = synced.body as CartItem[];
    const answer = await storefrontAnswer([code], lines);
    const answered = applyCouponAnswer(createCouponState([{ code }]), answer).state;
    const coupons = validateCouponsInCart(answered, items).state;
    return repriceCart({ items }, { currency: 'SEK', coupons, customerDiscounts });
  };
  const preview = async (body: Record<string, unknown>, session: StaffSession = catalog) => {
    const response = await adminCall(api, session, 'POST', '/api/admin/coupons/preview', {
      store: 'sv',
      ...body,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as CouponPreviewResponse;
  };
  const kr = (minor: number) => toMajor(minor as Parameters<typeof toMajor>[0], 'SEK');
  /** The preview and the storefront's cart agree line by line and in total. */
  const expectSameAsStorefront = (
    shown: CouponPreviewResponse,
    cart: Awaited<ReturnType<typeof storefrontCart>>,
  ) => {
    expect(
      shown.lines.map((line) => [line.sku, line.discounted_unit_price, line.discount, line.total]),
    ).toEqual(
      cart.lines.map((line) => [line.sku, kr(line.discountedUnitPrice), kr(line.discount), kr(line.total)]),
    );
    expect(shown.totals).toEqual({
      gross: kr(cart.totals.gross),
      discount: kr(cart.totals.discount),
      total: kr(cart.totals.total),
      vat: kr(cart.totals.vat),
    });
  };

  it('catalog staff add a percent coupon: audited, announced, and the storefront cart takes it at once', async () => {
    const code = uniqueCode('Spring15');
    const coupon = await create(catalog, { code, kind: 'percentage', percent: 15, label: '15 %' });
    expect(coupon).toMatchObject({
      code,
      kind: 'percentage',
      percent: 15,
      active: true,
      version: 1,
      used_count: 0,
    });
    const [entry] = await auditOf(coupon.id);
    expect(entry).toMatchObject({ action: 'coupon.create', before: null });
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ code, percent: 15 });
    const announced = await api.database.db
      .selectFrom('change_feed')
      .select('topic')
      .where('key', '=', `coupon:${coupon.id}`)
      .executeTakeFirst();
    expect(announced?.topic).toBe('catalog');
    // The cart compares codes case-insensitively (spec 4).
    const [answer] = await storefrontAnswer([code.toLowerCase()], [{ sku: 'SCREEN-1', quantity: 1 }]);
    expect(answer).toMatchObject({ code, applied: true, percentage_discount: 15, reason: null });
  });

  it('owners may add coupons of every kind, each read back as saved', async () => {
    const bxgy = await create(owner, {
      code: uniqueCode('Take3'),
      kind: 'buy_x_get_y',
      buy_x: 2,
      get_y: 1,
      percent: 100,
      increment: true,
      interval: 1,
      scope: { buy_groups: [7], get_groups: [7] },
    });
    expect(bxgy).toMatchObject({ kind: 'buy_x_get_y', buy_x: 2, get_y: 1, percent: 100, increment: true });
    const fixed = await create(owner, {
      code: uniqueCode('Cable20'),
      kind: 'fixed_amount',
      amount: 20,
      scope: { categories: [CATEGORY.cables] },
    });
    expect(fixed).toMatchObject({ amount: 20, scope: { categories: [CATEGORY.cables] } });
    const full = await create(owner, {
      code: uniqueCode('Gift50'),
      kind: 'fixed_full_amount',
      amount: 50,
      min_spend: 300,
      usage_limit: 10,
      starts_at: '2020-01-01T00:00:00Z',
      expires_at: '2099-01-01T00:00:00Z',
    });
    expect(full).toMatchObject({
      amount: 50,
      min_spend: 300,
      usage_limit: 10,
      starts_at: '2020-01-01T00:00:00.000Z',
    });
    const read = await adminCall(api, catalog, 'GET', `/api/admin/coupons/${full.id}`);
    expect(read.json).toEqual(full);
  });

  it('refuses bad coupons with 422 naming each field, and writes nothing', async () => {
    const rules = await ruleCount();
    const audits = await couponAudits();
    const refused = async (draft: Record<string, unknown>, field: string) => {
      const response = await adminCall(api, catalog, 'POST', '/api/admin/coupons', { store: 'sv', ...draft });
      expect([field, response.status]).toEqual([field, 422]);
      expect((response.json.issues as { path: string }[]).map((issue) => issue.path)).toContain(field);
      expect(String(response.json.message)).toContain(field);
    };
    await refused({ code: uniqueCode('Big'), kind: 'percentage', percent: 150 }, 'percent');
    await refused({ code: uniqueCode('Zero'), kind: 'percentage', percent: 0 }, 'percent');
    // SAVE10 is a seeded code: the cart would not tell "save10" from it.
    await refused({ code: 'save10', kind: 'percentage', percent: 5 }, 'code');
    await refused({ code: 'x!', kind: 'percentage', percent: 5 }, 'code');
    await refused(
      {
        code: uniqueCode('Late'),
        kind: 'percentage',
        percent: 5,
        starts_at: '2026-12-01T00:00:00Z',
        expires_at: '2026-11-01T00:00:00Z',
      },
      'expires_at',
    );
    await refused(
      { code: uniqueCode('Nocat'), kind: 'fixed_amount', amount: 10, scope: { categories: [987654] } },
      'scope.categories',
    );
    await refused(
      { code: uniqueCode('Nogroup'), kind: 'percentage', percent: 5, scope: { specific_groups: [4242] } },
      'scope.specific_groups',
    );
    await refused(
      { code: uniqueCode('Buy0'), kind: 'buy_x_get_y', buy_x: 0, get_y: 1, percent: 50 },
      'buy_x',
    );
    await refused({ code: uniqueCode('Nopct'), kind: 'buy_x_get_y', buy_x: 2, get_y: 1 }, 'percent');
    await refused(
      { code: uniqueCode('Mixed'), kind: 'percentage', percent: 5, scope: { buy_groups: [7] } },
      'scope.buy_groups',
    );
    await refused({ code: uniqueCode('Ore'), kind: 'fixed_full_amount', amount: 10.005 }, 'amount');
    expect(await ruleCount()).toBe(rules);
    expect(await couponAudits()).toBe(audits);
  });

  it('refuses a save of a stale version with 409 and the coupon as it is now; the loser wrote nothing', async () => {
    const coupon = await create(catalog, { code: uniqueCode('Edit'), kind: 'percentage', percent: 10 });
    const first = await adminCall(api, catalog, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      version: 1,
      percent: 12,
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ percent: 12, version: 2 });
    const stale = await adminCall(api, owner, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      version: 1,
      percent: 30,
      label: 'over',
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ error: 'VERSION_CONFLICT', changed_fields: ['percent'] });
    expect((stale.json.current as AdminCoupon).percent).toBe(12);
    expect((await auditOf(coupon.id)).map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.update',
    ]);
    const refusedEdit = await adminCall(api, owner, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      version: 2,
      percent: 101,
    });
    expect(refusedEdit.status).toBe(422);
    expect((await adminCall(api, owner, 'GET', `/api/admin/coupons/${coupon.id}`)).json).toMatchObject({
      percent: 12,
      version: 2,
    });
  });

  it('lets exactly one of two concurrent saves of one version win, and one of two coupons with one code', async () => {
    const coupon = await create(catalog, { code: uniqueCode('Race'), kind: 'percentage', percent: 10 });
    const save = (session: StaffSession, percent: number) =>
      adminCall(api, session, 'PATCH', `/api/admin/coupons/${coupon.id}`, { version: 1, percent });
    const saves = await Promise.all([save(catalog, 11), save(owner, 22)]);
    expect(saves.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = saves.find((answer) => answer.status === 200)?.json as unknown as AdminCoupon;
    expect((await adminCall(api, catalog, 'GET', `/api/admin/coupons/${coupon.id}`)).json).toMatchObject({
      percent: winner.percent,
      version: 2,
    });
    expect((await auditOf(coupon.id)).length).toBe(2);

    const code = uniqueCode('Twin');
    const adds = await Promise.all(
      [catalog, owner].map((session, index) =>
        adminCall(api, session, 'POST', '/api/admin/coupons', {
          store: 'sv',
          code: index === 0 ? code : code.toLowerCase(),
          kind: 'percentage',
          percent: 5,
        }),
      ),
    );
    expect(adds.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(adds.find((answer) => answer.status === 422)?.json.issues).toMatchObject([{ path: 'code' }]);
  });

  it('a deactivated coupon is kept, audited, and refused by the storefront cart with its reason', async () => {
    const code = uniqueCode('Ending');
    const coupon = await create(catalog, { code, kind: 'percentage', percent: 10 });
    const off = await adminCall(api, catalog, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      version: 1,
      active: false,
    });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ active: false, version: 2 });
    expect((await auditOf(coupon.id)).at(-1)?.action).toBe('coupon.deactivate');
    const [answer] = await storefrontAnswer([code], [{ sku: 'SCREEN-1', quantity: 1 }]);
    expect(answer).toMatchObject({ applied: false, reason: 'COUPON_UNKNOWN' });
    const listed = await adminCall(
      api,
      catalog,
      'GET',
      `/api/admin/coupons?q=${encodeURIComponent(code.toLowerCase())}`,
    );
    expect(listed.json).toMatchObject({ total: 1, coupons: [{ id: coupon.id, active: false, code }] });
  });

  it('lists coupons by part of a code, a page at a time, with uses and window', async () => {
    const listed = await adminCall(api, catalog, 'GET', '/api/admin/coupons?q=save10&store=sv');
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({
      total: 1,
      page: 1,
      coupons: [{ code: 'SAVE10', kind: 'percentage', used_count: 0, usage_limit: null }],
    });
    const paged = await adminCall(api, owner, 'GET', '/api/admin/coupons?per_page=2&page=2');
    expect((paged.json.coupons as unknown[]).length).toBe(2);
    expect(Number(paged.json.total)).toBeGreaterThan(4);
  });

  describe('try it on a cart', () => {
    const cart: Line[] = [
      { sku: 'SCREEN-1', quantity: 2 },
      { sku: 'PROTECTOR-1', quantity: 3 },
      { sku: 'CABLE-1', quantity: 1 },
    ];

    it('a saved coupon on a cart equals what the storefront cart computes', async () => {
      const code = uniqueCode('Same20');
      const coupon = await create(catalog, {
        code,
        kind: 'percentage',
        percent: 20,
        scope: { excluded_groups: [8] },
      });
      const shown = await preview({ coupon_id: coupon.id, lines: cart });
      expect(shown).toMatchObject({ applied: true, active: true, reasons: [] });
      expect(shown.totals.discount).toBeGreaterThan(0);
      expectSameAsStorefront(shown, await storefrontCart(code, cart));
      // The cable's group is excluded: no discount on it.
      expect(shown.lines.find((line) => line.sku === 'CABLE-1')?.discount).toBe(0);
    });

    it('buy-X-get-Y, a fixed amount and a customer discount map agree with the storefront too', async () => {
      for (const draft of [
        {
          kind: 'buy_x_get_y',
          buy_x: 2,
          get_y: 1,
          percent: 100,
          increment: true,
          interval: 1,
          scope: { buy_groups: [7], get_groups: [7] },
        },
        { kind: 'fixed_amount', amount: 20, scope: { categories: [CATEGORY.cables] } },
        { kind: 'fixed_full_amount', amount: 100 },
      ]) {
        const code = uniqueCode('Agree');
        const coupon = await create(catalog, { code, ...draft });
        const discounts = { '1': 30 };
        const shown = await preview({ coupon_id: coupon.id, lines: cart, customer_discounts: discounts });
        expect([draft.kind, shown.totals.discount > 0]).toEqual([draft.kind, true]);
        expectSameAsStorefront(shown, await storefrontCart(code, cart, discounts));
      }
    });

    it('a draft is priced without being saved, and the engine says why it gives nothing', async () => {
      const rules = await ruleCount();
      const minimum = await preview({
        coupon: { code: 'DRAFT-MIN', kind: 'percentage', percent: 10, min_spend: 5000 },
        lines: [{ sku: 'SCREEN-1', quantity: 1 }],
      });
      expect(minimum).toMatchObject({ applied: true, active: false, failed_minimum_spend: true });
      expect(minimum.reasons).toContain('COUPON_MIN_SPEND');
      expect(minimum.totals.discount).toBe(0);
      const excluded = await preview({
        coupon: { code: 'DRAFT-EXCL', kind: 'percentage', percent: 10, scope: { specific_groups: [6] } },
        lines: [{ sku: 'SCREEN-1', quantity: 1 }],
      });
      expect(excluded.totals.discount).toBe(0);
      expect(excluded.reasons.length).toBeGreaterThan(0);
      const expired = await preview({
        coupon: { code: 'DRAFT-OLD', kind: 'percentage', percent: 10, expires_at: '2020-01-01T00:00:00Z' },
        lines: [{ sku: 'SCREEN-1', quantity: 1 }],
      });
      expect(expired).toMatchObject({ applied: false, reasons: ['COUPON_EXPIRED'] });
      expect(await ruleCount()).toBe(rules);
    });

    it('a saved coupon with changed fields is tried as changed; its uses are not counted', async () => {
      const coupon = await create(catalog, {
        code: uniqueCode('Tweak'),
        kind: 'percentage',
        percent: 5,
        usage_limit: 3,
      });
      const shown = await preview({
        coupon_id: coupon.id,
        coupon: { percent: 50 },
        lines: [{ sku: 'SCREEN-1', quantity: 1 }],
      });
      expect(shown.lines[0]).toMatchObject({
        unit_price: 199,
        discounted_unit_price: 100,
        discount_percent: 50,
      });
      const after = await adminCall(api, catalog, 'GET', `/api/admin/coupons/${coupon.id}`);
      expect(after.json).toMatchObject({ percent: 5, used_count: 0, version: 1 });
    });

    it('a bad draft is 422 naming the field', async () => {
      const response = await adminCall(api, catalog, 'POST', '/api/admin/coupons/preview', {
        store: 'sv',
        coupon: { code: 'DRAFT-BAD', kind: 'percentage', percent: 120 },
        lines: [{ sku: 'SCREEN-1', quantity: 1 }],
      });
      expect(response.status).toBe(422);
      expect(response.json.issues).toEqual([
        { path: 'coupon.percent', message: 'must be above 0 and at most 100' },
      ]);
    });
  });

  it('refuses the orders role (403) and a customer token (401) on every coupon call, writing nothing', async () => {
    const rules = await ruleCount();
    const draft = { store: 'sv', code: 'NOPE-COUPON', kind: 'percentage', percent: 5 };
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/coupons', undefined],
      ['GET', '/api/admin/coupons/1', undefined],
      ['POST', '/api/admin/coupons', draft],
      ['PATCH', '/api/admin/coupons/1', { version: 1, percent: 50 }],
      [
        'POST',
        '/api/admin/coupons/preview',
        { store: 'sv', coupon_id: 1, lines: [{ sku: 'SCREEN-1', quantity: 1 }] },
      ],
    ];
    for (const [method, path, body] of calls) {
      const forbidden = await adminCall(api, orders, method, path, body);
      expect([`${method} ${path}`, forbidden.status, forbidden.json.error]).toEqual([
        `${method} ${path}`,
        403,
        'FORBIDDEN',
      ]);
      const customer = await adminCall(api, null, method, path, body, {
        authorization: `Bearer ${customerToken}`,
      });
      expect([`${method} ${path}`, customer.status]).toEqual([`${method} ${path}`, 401]);
    }
    expect(await ruleCount()).toBe(rules);
    expect((await adminCall(api, owner, 'GET', '/api/admin/coupons/1')).json).toMatchObject({ version: 1 });
  });
});
