import type {
  AdminCalendar,
  AdminCalendarDoor,
  AdminContentPage,
  AdminDeal,
  AdminWidget,
} from '@shop/contracts/admin-content';
import { widgetSlugs } from '@shop/contracts/content';
import { storeIds } from '@shop/domain/locales';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCatalogTestApi, store } from '../testing/catalog-fixture.ts';
import type { TestApi, TestResponse } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import {
  adminCall,
  createMember,
  customerTokenFor,
  type StaffSession,
  signIn,
} from './testing/admin-fixtures.ts';

/*
 * Issue 17, content: staff (catalog and owner) edit every widget slug of spec 7, the deals, content
 * pages (rich text sanitized on write) and the calendar doors. Every write is one transaction with
 * its audit entry and the change feed's `content` announcement, and the storefront's API shows it at
 * once; a stale version is a 409; bad input is a 4xx naming the field, and nothing is written.
 */

describeEachDatabase('the content editing API', (kind) => {
  let api: TestApi;
  let catalog: StaffSession;
  let owner: StaffSession;
  let orders: StaffSession;
  let customerToken: string;
  let soldSku: string;
  let soldId: number;
  let hiddenSku: string;

  beforeAll(async () => {
    api = await startCatalogTestApi(kind);
    catalog = await signIn(api, await createMember(api, 'catalog'));
    owner = await signIn(api, await createMember(api, 'owner'));
    orders = await signIn(api, await createMember(api, 'orders'));
    customerToken = await customerTokenFor(api, 'content-test@example.se');
    const sold = await api.database.db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', 'pp.product_id', 'p.id')
      .select(['p.id', 'p.sku'])
      .where('p.parent_id', 'is', null)
      .where('p.published', '=', 1)
      .where('pp.store_id', '=', storeIds.sv)
      .where('pp.list', '=', 'n')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    soldSku = sold.sku;
    soldId = sold.id;
    // A new product starts hidden (decision 021): it exists but is sold nowhere.
    const hidden = await adminCall(api, catalog, 'POST', '/api/admin/products', {
      sku: `HIDDEN-${kind}`,
      texts: { sv: { name: `Dold ${kind}` } },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    hiddenSku = `HIDDEN-${kind}`;
  });
  afterAll(() => api.close());

  const auditOf = (entityType: string, entityId: string) =>
    api.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  const contentChanges = async () =>
    Number(
      (
        await api.database.db
          .selectFrom('change_feed')
          .select((select) => select.fn.max('version').as('version'))
          .where('topic', '=', 'content')
          .executeTakeFirst()
      )?.version ?? 0,
    );
  const expectRefused = (response: TestResponse, status: number, field: string) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
    expect(String(response.json.message)).toContain(field);
  };
  const widgetsOf = async (session: StaffSession, locale = 'sv') => {
    const response = await adminCall(api, session, 'GET', `/api/admin/content/${locale}/widgets`);
    expect(response.status).toBe(200);
    return (response.json as unknown as { widgets: AdminWidget[] }).widgets;
  };

  it('refuses customer tokens (401) and the orders role (403), and lets catalog and owner in', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/content/sv/widgets'],
      ['PUT', '/api/admin/content/sv/widgets/store-message'],
      ['GET', '/api/admin/content/sv/deals'],
      ['POST', '/api/admin/content/sv/deals'],
      ['GET', '/api/admin/content/sv/pages'],
      ['POST', '/api/admin/content/sv/pages'],
      ['POST', '/api/admin/content/rich-text/preview'],
      ['GET', '/api/admin/content/sv/calendar'],
      ['PUT', '/api/admin/content/sv/calendar/2026/1'],
    ];
    for (const [method, path] of calls) {
      const customer = await adminCall(api, null, method, path, undefined, {
        authorization: `Bearer ${customerToken}`,
      });
      expect([path, customer.status]).toEqual([path, 401]);
      const refused = await adminCall(api, orders, method, path);
      expect([path, refused.status, refused.json.error]).toEqual([path, 403, 'FORBIDDEN']);
      for (const session of [catalog, owner]) {
        const allowed = await adminCall(api, session, method, path);
        // Allowed: an empty body may still be refused as bad input, never as forbidden.
        expect([path, [200, 400].includes(allowed.status)]).toEqual([path, true]);
      }
    }
  });

  it('lists every widget slug of spec 7 for a store, with its version', async () => {
    const widgets = await widgetsOf(catalog);
    expect(widgets.map((widget) => widget.slug)).toEqual([...widgetSlugs]);
    expect(widgets.every((widget) => widget.version >= 1)).toBe(true);
    expect(widgets.find((widget) => widget.slug === 'footer-columns')?.columns?.length).toBeGreaterThan(0);
  });

  it('changes the store message: audited, announced on content, and on the storefront API at once', async () => {
    const before = await api.request(`/api/widget-by-slug/store-message?${store.sv}`);
    expect(before.status).toBe(200);
    const current = (await widgetsOf(catalog)).find(
      (widget) => widget.slug === 'store-message',
    ) as AdminWidget;
    const feedBefore = await contentChanges();
    const saved = await adminCall(api, catalog, 'PUT', '/api/admin/content/sv/widgets/store-message', {
      content: 'Julklappar beställda före 20 december kommer fram i tid!',
      hidden: false,
      status: 'published',
      version: current.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.json).toMatchObject({ version: current.version + 1, hidden: false });
    // Read without nc: the cached answer must have been dropped by the write.
    const after = await api.request(`/api/widget-by-slug/store-message?${store.sv}`);
    expect(after.json.content).toBe('Julklappar beställda före 20 december kommer fram i tid!');
    expect(await contentChanges()).toBeGreaterThan(feedBefore);
    const audit = await auditOf('widget', 'sv:store-message');
    expect(audit.at(-1)).toMatchObject({ action: 'widget.update', entity_type: 'widget' });
    expect(JSON.parse(audit.at(-1)?.before ?? '{}')).toMatchObject({ version: current.version });
    // Another store's message is its own.
    const fi = await api.request(`/api/widget-by-slug/store-message?${store.fi}`);
    expect(fi.json.content).not.toContain('Julklappar');
  });

  it('refuses a stale widget version with 409 and writes nothing', async () => {
    const current = (await widgetsOf(owner)).find((widget) => widget.slug === 'cart-header') as AdminWidget;
    const body = { content: '<p>Första</p>', hidden: false, status: 'published', version: current.version };
    expect(
      (await adminCall(api, owner, 'PUT', '/api/admin/content/sv/widgets/cart-header', body)).status,
    ).toBe(200);
    const auditCount = (await auditOf('widget', 'sv:cart-header')).length;
    const stale = await adminCall(api, catalog, 'PUT', '/api/admin/content/sv/widgets/cart-header', {
      ...body,
      content: '<p>Andra</p>',
    });
    expect([stale.status, stale.json.error]).toEqual([409, 'VERSION_CONFLICT']);
    const widget = await api.request(`/api/widget-by-slug/cart-header?${store.sv}&nc=1`);
    expect(widget.json.content).toBe('<p>Första</p>');
    expect(await auditOf('widget', 'sv:cart-header')).toHaveLength(auditCount);
  });

  it('sanitizes widget HTML and builds the footer from its columns, escaping their text', async () => {
    const cart = (await widgetsOf(catalog)).find((widget) => widget.slug === 'cart-footer') as AdminWidget;
    const saved = await adminCall(api, catalog, 'PUT', '/api/admin/content/sv/widgets/cart-footer', {
      content: '<p onclick="x()">Trygg handel<script>alert(1)</script></p>',
      hidden: false,
      status: 'published',
      version: cart.version,
    });
    expect(saved.json.content).toBe('<p>Trygg handel</p>');
    const footer = (await widgetsOf(catalog)).find(
      (widget) => widget.slug === 'footer-columns',
    ) as AdminWidget;
    const columns = [{ title: 'Hjälp & <svar>', links: [{ label: 'Frakt', url: '/kundservice/frakt' }] }];
    const bad = await adminCall(api, catalog, 'PUT', '/api/admin/content/sv/widgets/footer-columns', {
      hidden: false,
      status: 'published',
      columns: [{ title: 'X', links: [{ label: 'Y', url: 'javascript:alert(1)' }] }],
      version: footer.version,
    });
    expectRefused(bad, 400, 'columns.0.links.0.url');
    const good = await adminCall(api, catalog, 'PUT', '/api/admin/content/sv/widgets/footer-columns', {
      hidden: false,
      status: 'published',
      columns,
      version: footer.version,
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const shown = await api.request(`/api/widget-by-slug/footer-columns?${store.sv}`);
    expect(shown.json.columns).toEqual(columns);
    expect(shown.json.content).toContain('<h3>Hjälp &#38; &#60;svar&#62;</h3>');
  });

  it('adds a deal for a product by SKU and shows it as the current deal on the storefront', async () => {
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    // A deal that started later than the seeded one is the one the storefront shows.
    const created = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/deals', {
      product: soldSku,
      title: 'Timmens fynd',
      discount: 35,
      starts_at: startsAt,
      expires_at: expiresAt,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const deal = created.json as unknown as AdminDeal;
    expect(deal).toMatchObject({ product_id: soldId, product_sku: soldSku, running: true, version: 1 });
    const current = await api.request(`/api/current-deal?${store.sv}`);
    expect(current.json).toMatchObject({ title: 'Timmens fynd', discount: 35 });
    expect(await auditOf('deal', String(deal.id))).toHaveLength(1);

    const moved = await adminCall(api, owner, 'PUT', `/api/admin/content/sv/deals/${deal.id}`, {
      product: soldId,
      title: 'Timmens fynd',
      discount: 40,
      starts_at: startsAt,
      expires_at: expiresAt,
      version: 1,
    });
    expect(moved.json).toMatchObject({ discount: 40, version: 2 });
    expect((await api.request(`/api/current-deal?${store.sv}`)).json).toMatchObject({ discount: 40 });
    const stale = await adminCall(api, catalog, 'PUT', `/api/admin/content/sv/deals/${deal.id}`, {
      product: soldId,
      title: 'Gammal',
      discount: 10,
      starts_at: startsAt,
      expires_at: expiresAt,
      version: 1,
    });
    expect([stale.status, stale.json.error]).toEqual([409, 'VERSION_CONFLICT']);
    expect((await api.request(`/api/current-deal?${store.sv}&nc=1`)).json).toMatchObject({ discount: 40 });
  });

  it('gives deals and pages created at the same moment each their own id (none is lost to a taken id)', async () => {
    const at = Date.now();
    const deals = await Promise.all(
      Array.from({ length: 4 }, (_unused, index) =>
        adminCall(api, index % 2 ? owner : catalog, 'POST', '/api/admin/content/da/deals', {
          product: soldId,
          title: `Samtidig ${index}`,
          discount: 10 + index,
          starts_at: new Date(at + 86_400_000).toISOString(),
          expires_at: new Date(at + 2 * 86_400_000).toISOString(),
        }),
      ),
    );
    expect(deals.map((deal) => deal.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(deals.map((deal) => deal.json.id)).size).toBe(4);
    const pages = await Promise.all(
      Array.from({ length: 4 }, (_unused, index) =>
        adminCall(api, catalog, 'POST', '/api/admin/content/da/pages', {
          path: `/samtidig-${kind}-${index}`,
          title: `Samtidig ${index}`,
          body: '<p>x</p>',
          published: true,
        }),
      ),
    );
    expect(pages.map((page) => page.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(pages.map((page) => page.json.id)).size).toBe(4);
  });

  it('refuses a deal window that ends before it starts, an unknown product, and one not sold in the store', async () => {
    const count = async () =>
      (await adminCall(api, catalog, 'GET', '/api/admin/content/sv/deals')).json.deals as unknown[];
    const before = (await count()).length;
    const base = {
      product: soldSku,
      title: 'Fel',
      discount: 10,
      starts_at: '2026-12-02T00:00:00Z',
      expires_at: '2026-12-03T00:00:00Z',
    };
    const window = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/deals', {
      ...base,
      expires_at: '2026-12-01T00:00:00Z',
    });
    expectRefused(window, 422, 'expires_at');
    expect(window.json.error).toBe('DEAL_WINDOW_INVALID');
    const unknown = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/deals', {
      ...base,
      product: 'NO-SUCH-SKU',
    });
    expectRefused(unknown, 422, 'product');
    expect(unknown.json.error).toBe('PRODUCT_NOT_FOUND');
    const hidden = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/deals', {
      ...base,
      product: hiddenSku,
    });
    expectRefused(hidden, 422, 'product');
    expect(hidden.json.error).toBe('PRODUCT_NOT_SOLD_IN_STORE');
    const badTime = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/deals', {
      ...base,
      starts_at: 'soon',
    });
    expectRefused(badTime, 400, 'starts_at');
    expect(await count()).toHaveLength(before);
  });

  it('creates a content page with its body sanitized, shows it on the storefront, and unpublishes it', async () => {
    const created = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/pages', {
      path: '/om-julen',
      title: 'Om julen',
      body:
        '<h2>Öppettider</h2><p onmouseover="steal()">Vi har öppet <strong>hela</strong> julen.</p>' +
        '<script>document.cookie</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klicka</a>' +
        '<a href="/kundservice">Kundservice</a><iframe src="https://evil.example"></iframe>',
      meta_description: 'Julens öppettider',
      published: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = created.json as unknown as AdminContentPage;
    expect(page.body).toBe(
      '<h2>Öppettider</h2><p>Vi har öppet <strong>hela</strong> julen.</p><img src="x" alt="" /><a>klicka</a><a href="/kundservice">Kundservice</a>',
    );
    expect(page.body).not.toMatch(/script|onerror|onmouseover|javascript:|iframe/);
    const shown = await api.request(`/api/content-page?path=/om-julen&${store.sv}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ title: 'Om julen', body: page.body, draft: false });
    expect((await auditOf('content_page', String(page.id)))[0]).toMatchObject({ action: 'page.create' });

    const renamed = await adminCall(api, owner, 'PUT', `/api/admin/content/sv/pages/${page.id}`, {
      path: '/om-julen',
      title: 'Julen hos oss',
      body: '<p>Nya tider</p>',
      meta_description: '',
      published: true,
      version: page.version,
    });
    expect(renamed.json).toMatchObject({ title: 'Julen hos oss', version: page.version + 1 });
    expect((await api.request(`/api/content-page?path=/om-julen&${store.sv}`)).json.title).toBe(
      'Julen hos oss',
    );

    const stale = await adminCall(api, catalog, 'PUT', `/api/admin/content/sv/pages/${page.id}`, {
      path: '/om-julen',
      title: 'Skriver över',
      body: '',
      published: true,
      version: page.version,
    });
    expect([stale.status, stale.json.error]).toEqual([409, 'VERSION_CONFLICT']);

    const unpublished = await adminCall(
      api,
      catalog,
      'POST',
      `/api/admin/content/sv/pages/${page.id}/unpublish`,
      {
        version: page.version + 1,
      },
    );
    expect(unpublished.json).toMatchObject({ published: false, version: page.version + 2 });
    expect((await api.request(`/api/content-page?path=/om-julen&${store.sv}`)).status).toBe(404);
    const token = String(unpublished.json.preview_token);
    expect((await api.request(`/api/page-preview?token=${token}&${store.sv}`)).json.title).toBe(
      'Julen hos oss',
    );
    expect((await auditOf('content_page', String(page.id))).map((entry) => entry.action)).toEqual([
      'page.create',
      'page.update',
      'page.unpublish',
    ]);
  });

  it('refuses a second published page at a path of the store (409 naming path), and a malformed path (400)', async () => {
    const list = async (store = 'sv') =>
      (await adminCall(api, catalog, 'GET', `/api/admin/content/${store}/pages`)).json
        .pages as AdminContentPage[];
    const pages = await list();
    const taken = pages.find((page) => page.published) as AdminContentPage;
    const duplicate = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/pages', {
      path: taken.path,
      title: 'Kopia',
      body: '<p>x</p>',
      published: true,
    });
    expectRefused(duplicate, 409, 'path');
    expect(duplicate.json.error).toBe('PATH_TAKEN');
    const bad = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/pages', {
      path: 'inte en sökväg',
      title: 'X',
      body: '',
      published: false,
    });
    expectRefused(bad, 400, 'path');
    expect(await list()).toHaveLength(pages.length);

    // A draft may sit beside the published page at its path (a rewrite), but not be published beside it.
    const draft = await adminCall(api, catalog, 'POST', '/api/admin/content/sv/pages', {
      path: taken.path,
      title: 'Omskrivning',
      body: '<p>Ny version</p>',
      published: false,
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const publish = await adminCall(api, catalog, 'PUT', `/api/admin/content/sv/pages/${draft.json.id}`, {
      path: taken.path,
      title: 'Omskrivning',
      body: '<p>Ny version</p>',
      published: true,
      version: draft.json.version,
    });
    expectRefused(publish, 409, 'path');
    expect((await api.request(`/api/content-page?path=${taken.path}&${store.sv}&nc=1`)).json.title).toBe(
      taken.title,
    );
    // The same path in another store is that store's own.
    const fiTaken = (await list('fi')).some((page) => page.published && page.path === taken.path);
    const fi = await adminCall(api, catalog, 'POST', '/api/admin/content/fi/pages', {
      path: taken.path,
      title: 'Eri kauppa',
      body: '<p>x</p>',
      published: true,
    });
    expect(fi.status).toBe(fiTaken ? 409 : 201);
  });

  it('previews rich text as the storefront would show it, writing nothing', async () => {
    const feed = await contentChanges();
    const preview = await adminCall(api, catalog, 'POST', '/api/admin/content/rich-text/preview', {
      html: '<h2>Hej</h2><img src="http://insecure.example/a.png"><p style="x">ok</p>',
    });
    expect(preview.json).toEqual({ html: '<h2>Hej</h2><p>ok</p>' });
    expect(await contentChanges()).toBe(feed);
  });

  it('fills a calendar door with a product by SKU, checks its product, and refuses a stale version', async () => {
    const year = new Date().getUTCFullYear();
    const calendar = (await adminCall(api, catalog, 'GET', `/api/admin/content/sv/calendar?year=${year}`))
      .json as unknown as AdminCalendar;
    expect(calendar.doors.map((door) => door.day)).toEqual(
      Array.from({ length: 24 }, (_u, index) => index + 1),
    );
    const door = calendar.doors[6] as AdminCalendarDoor;
    const saved = await adminCall(api, catalog, 'PUT', `/api/admin/content/sv/calendar/${year}/7`, {
      title: 'Lucka sju',
      body: '<p>Fynd<script>x</script></p>',
      product: soldSku,
      discount_code: 'LUCKA7',
      version: door.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.json).toMatchObject({
      day: 7,
      title: 'Lucka sju',
      body: '<p>Fynd</p>',
      product_id: soldId,
      discount_code: 'LUCKA7',
      opens_at: `${year}-12-06T23:00:00.000Z`,
    });
    expect((await auditOf('calendar_door', `sv:${year}:7`)).at(-1)).toMatchObject({
      action: 'calendar_door.save',
    });
    const stale = await adminCall(api, owner, 'PUT', `/api/admin/content/sv/calendar/${year}/7`, {
      title: 'Skriver över',
      body: '',
      product: null,
      discount_code: null,
      version: door.version,
    });
    expect([stale.status, stale.json.error]).toEqual([409, 'VERSION_CONFLICT']);
    const hidden = await adminCall(api, owner, 'PUT', `/api/admin/content/sv/calendar/${year}/7`, {
      title: 'Dold',
      body: '',
      product: hiddenSku,
      discount_code: null,
      version: (saved.json as unknown as AdminCalendarDoor).version,
    });
    expectRefused(hidden, 422, 'product');
    const day = await adminCall(api, owner, 'PUT', `/api/admin/content/sv/calendar/${year}/25`, {
      title: 'Juldagen',
      body: '',
      product: null,
      discount_code: null,
      version: null,
    });
    expectRefused(day, 400, 'day');
    const now = (await adminCall(api, catalog, 'GET', `/api/admin/content/sv/calendar?year=${year}`))
      .json as unknown as AdminCalendar;
    expect(now.doors[6]).toMatchObject({ title: 'Lucka sju', discount_code: 'LUCKA7' });
  });
});
