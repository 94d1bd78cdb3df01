import { type StoreSettings, storeSettingsSchema } from '@shop/contracts/admin-office';
import {
  paymentMethodCodes as contractMethodCodes,
  storeSettingsResponseSchema,
} from '@shop/contracts/store-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeQuery } from '../orders/testing/commerce-fixtures.ts';
import { paymentMethodCodes } from '../payments/payment-methods.ts';
import { storefrontDefaults } from '../settings/storefront-defaults.ts';
import { startCatalogTestApi } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17: store settings editable by owners and read by the storefront (docs/decisions/025).
 * Selling points, customer-service and social links, payment methods offered, the return window,
 * the newsletter embed and the review widget; owners only, audited, announced on the 'settings'
 * topic, refused with a 422 naming the field, and on the storefront's shell call at once.
 */

const seedNow = new Date('2030-11-15T10:00:00.000Z');

describe('the payment methods an owner may offer', () => {
  it('are exactly those of the payment catalogue (a method the contract accepts is one checkout can take)', () => {
    expect([...contractMethodCodes]).toEqual([...paymentMethodCodes]);
  });
});

describeEachDatabase('store settings in the back office and on the storefront (issue 17)', (kind) => {
  let api: TestApi;
  let owner: StaffSession;
  let catalog: StaffSession;
  let orders: StaffSession;
  let customerToken: string;

  beforeAll(async () => {
    api = await startCatalogTestApi(kind, { seedNow });
    owner = await signIn(api, await createMember(api, 'owner'));
    catalog = await signIn(api, await createMember(api, 'catalog'));
    orders = await signIn(api, await createMember(api, 'orders'));
    customerToken = await customerTokenFor(api, 'settings-test@example.se');
  });
  afterAll(() => api.close());

  const readAll = async (session: StaffSession = owner): Promise<StoreSettings[]> => {
    const response = await adminCall(api, session, 'GET', '/api/admin/settings/stores');
    expect(response.status).toBe(200);
    return storeSettingsSchema.array().parse(response.json.stores);
  };
  const readStore = async (store: string) => (await readAll()).find((settings) => settings.store === store);
  const shellSettings = async (locale: 'sv' | 'da' | 'fi' | 'no' | 'nl') => {
    const response = await api.request(`/api/store-settings?${storeQuery(locale)}`);
    expect(response.status).toBe(200);
    return storeSettingsResponseSchema.parse(response.body);
  };
  const put = (store: string, body: unknown, session: StaffSession = owner) =>
    adminCall(api, session, 'PUT', `/api/admin/settings/stores/${store}`, body);
  const auditOf = (store: string) =>
    api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'store')
      .where('entity_id', '=', store)
      .orderBy('id')
      .execute();

  it('starts every store with what the storefront showed from its code, so no shopper sees a change', async () => {
    const stores = await readAll();
    expect(stores.map((settings) => settings.store)).toEqual(['sv', 'no', 'da', 'fi', 'nl']);
    const sv = stores[0];
    expect(sv?.selling_points).toEqual([
      'Leverans inom 1–3 arbetsdagar',
      'Trygg och säker betalning',
      'Kvalitetstestade reservdelar',
    ]);
    expect(sv?.customer_service_links).toEqual([{ label: 'Kundservice', url: '/kundservice' }]);
    expect(sv?.social_links.facebook).toBe('https://www.facebook.com/mobildelar.se');
    expect(sv).toMatchObject({
      return_window_days: 14,
      payment_methods: ['invoice', 'card', 'pay-later'],
      newsletter: { enabled: true, signup_url: null },
      review_widget: { enabled: true, id: null },
    });
    // decision 003: the Dutch store has no invoice.
    expect(stores[4]?.payment_methods).toEqual(['card', 'pay-later']);
    const {
      updated_at: _,
      store: __,
      return_window_days: ___,
      payment_methods: ____,
      ...fi
    } = stores[3] ?? {};
    expect(fi).toEqual(storefrontDefaults('fi'));
    expect(await shellSettings('fi')).toEqual(storefrontDefaults('fi'));
  });

  it('saves each field, reads it back, and the storefront’s shell call has it right after', async () => {
    const body = {
      return_window_days: 30,
      payment_methods: ['card', 'pay-later'],
      selling_points: ['Fri frakt över 500 kr', 'Öppet köp i {{return_window_days}} dagar'],
      customer_service_links: [
        { label: 'Kundtjänst', url: '/kundservice' },
        { label: 'Chatta med oss', url: 'https://chat.example.se/mobildelar' },
      ],
      social_links: {
        facebook: 'https://www.facebook.com/annat.namn',
        instagram: null,
        tiktok: null,
        youtube: 'https://www.youtube.com/@annat',
      },
      newsletter: { enabled: true, signup_url: 'https://news.example.com/signup/mobildelar' },
      review_widget: { enabled: false, id: 'mobildelar-se' },
    };
    const saved = await put('da', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.json).toMatchObject({ store: 'da', ...body });
    expect(await readStore('da')).toMatchObject(body);
    // Another store is untouched.
    expect((await readStore('sv'))?.payment_methods).toEqual(['invoice', 'card', 'pay-later']);

    const shell = await shellSettings('da');
    // The selling points quote the store's facts, as its strings do.
    expect(shell.selling_points).toEqual(['Fri frakt över 500 kr', 'Öppet köp i 30 dagar']);
    expect(shell.customer_service_links).toEqual(body.customer_service_links);
    expect(shell.social_links).toEqual(body.social_links);
    expect(shell.newsletter).toEqual(body.newsletter);
    expect(shell.review_widget).toEqual(body.review_widget);
    // The footer's and cart's logos are those of the offered methods only: no invoice, no Walley.
    const payment = await api.request(`/api/store-payment?${storeQuery('da')}`);
    expect(payment.json.icons).toBeDefined();
    const icons = payment.json.icons as { footer: string[]; cart: string[] };
    expect(icons.footer).not.toContain('walley');
    expect((payment.json.methods as { code: string }[]).map((method) => method.code)).not.toContain(
      'invoice',
    );
  });

  it('changes only the fields a write gives', async () => {
    const before = await readStore('no');
    const saved = await put('no', { selling_points: ['Rask levering'] });
    expect(saved.status).toBe(200);
    const after = await readStore('no');
    expect(after?.selling_points).toEqual(['Rask levering']);
    expect({ ...after, selling_points: null, updated_at: null }).toEqual({
      ...before,
      selling_points: null,
      updated_at: null,
    });
  });

  it('switches the review widget off: a configured store answers 404 (every process within 2 s) until it is on again', async () => {
    const reviewsStatus = async () => (await api.request(`/api/store-reviews?${storeQuery('sv')}`)).status;
    expect(await reviewsStatus()).toBe(200);
    expect((await put('sv', { review_widget: { enabled: false, id: null } })).status).toBe(200);
    // The widget's answer is cached per process and dropped by the change feed (docs/decisions/018).
    await expect.poll(reviewsStatus, { timeout: 2000, interval: 100 }).toBe(404);
    expect((await put('sv', { review_widget: { enabled: true, id: null } })).status).toBe(200);
    await expect.poll(reviewsStatus, { timeout: 2000, interval: 100 }).toBe(200);
  });

  it.each([
    [
      'a javascript: URL',
      { customer_service_links: [{ label: 'X', url: 'javascript:alert(1)' }] },
      'customer_service_links.0.url',
    ],
    [
      'a protocol-relative URL',
      { customer_service_links: [{ label: 'X', url: '//evil.example/' }] },
      'customer_service_links.0.url',
    ],
    [
      'a javascript: social link',
      { social_links: { facebook: 'javascript:alert(1)', instagram: null, tiktok: null, youtube: null } },
      'social_links.facebook',
    ],
    ['an empty selling point', { selling_points: ['Snabb leverans', '   '] }, 'selling_points.1'],
    ['a selling point too long', { selling_points: ['x'.repeat(81)] }, 'selling_points.0'],
    ['markup in a selling point', { selling_points: ['<script>alert(1)</script>'] }, 'selling_points.0'],
    ['no selling point at all', { selling_points: [] }, 'selling_points'],
    ['an unknown payment method', { payment_methods: ['invoice', 'bitcoin'] }, 'payment_methods.1'],
    ['no payment method', { payment_methods: [] }, 'payment_methods'],
    [
      'a label too long',
      { customer_service_links: [{ label: 'x'.repeat(41), url: '/kundservice' }] },
      'customer_service_links.0.label',
    ],
    [
      'a newsletter embed as HTML',
      { newsletter: { enabled: true, signup_url: '<iframe src="https://x.example">' } },
      'newsletter.signup_url',
    ],
    [
      'a newsletter embed over http',
      { newsletter: { enabled: true, signup_url: 'http://news.example.com/' } },
      'newsletter.signup_url',
    ],
    [
      'a review widget id with markup',
      { review_widget: { enabled: true, id: '"><script>' } },
      'review_widget.id',
    ],
    ['a return window under 14 days', { return_window_days: 7 }, 'return_window_days'],
    ['a field the settings do not have', { footer_html: '<b>hi</b>' }, 'body'],
  ])('refuses %s with a 422 naming the field, and writes nothing', async (_, body, field) => {
    const before = await readStore('fi');
    const entries = (await auditOf('fi')).length;
    const refused = await put('fi', body);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe('SETTINGS_REFUSED');
    expect(String(refused.json.message)).toContain(field);
    expect(await readStore('fi')).toEqual(before);
    expect((await auditOf('fi')).length).toBe(entries);
  });

  it('lets owners change settings; the catalog and orders roles and a customer token are refused', async () => {
    const change = { selling_points: ['Nopea toimitus'] };
    expect((await put('fi', change, catalog)).status).toBe(403);
    expect((await put('fi', change, orders)).status).toBe(403);
    const byCustomer = await api.request('/api/admin/settings/stores/fi', {
      method: 'PUT',
      headers: { authorization: `Bearer ${customerToken}` },
      json: change,
    });
    expect(byCustomer.status).toBe(401);
    expect((await readStore('fi'))?.selling_points).not.toEqual(['Nopea toimitus']);
    // Reading is every member's (the settings page shows it to them).
    expect((await readAll(catalog)).length).toBe(5);
    expect((await readAll(orders)).length).toBe(5);
    expect((await put('fi', change, owner)).status).toBe(200);
    expect((await shellSettings('fi')).selling_points).toEqual(['Nopea toimitus']);
  });

  it('audits a change with the settings before and after, and announces it on the settings topic', async () => {
    const feedBefore = await api.database.db
      .selectFrom('change_feed')
      .select('version')
      .where('topic', '=', 'settings')
      .where('key', '=', 'store:nl')
      .executeTakeFirst();
    const saved = await put('nl', { selling_points: ['Snelle levering', 'Veilig betalen'] });
    expect(saved.status).toBe(200);
    const [entry] = (await auditOf('nl')).slice(-1);
    expect(entry).toMatchObject({ action: 'store.settings', entity_type: 'store', entity_id: 'nl' });
    expect(JSON.parse(entry?.before ?? '{}').selling_points).toEqual(storefrontDefaults('nl').selling_points);
    expect(JSON.parse(entry?.after ?? '{}').selling_points).toEqual(['Snelle levering', 'Veilig betalen']);
    const feedAfter = await api.database.db
      .selectFrom('change_feed')
      .select('version')
      .where('topic', '=', 'settings')
      .where('key', '=', 'store:nl')
      .executeTakeFirstOrThrow();
    expect(Number(feedAfter.version)).toBeGreaterThan(Number(feedBefore?.version ?? 0));
  });
});
