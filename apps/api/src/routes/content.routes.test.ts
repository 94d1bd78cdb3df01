import {
  calendarResponseSchema,
  contentPageSchema,
  currentDealResponseSchema,
  merchandisingFlagsSchema,
  searchTriggersResponseSchema,
  widgetResponseSchema,
  widgetSlugs,
} from '@shop/contracts/content';
import { localeCodes } from '@shop/domain/locales';
import { getStore } from '@shop/domain/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApi, store } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

// The seed runs on 15 November; the API's clock is moved per suite.
const seedNow = new Date('2030-11-15T10:00:00.000Z');

describeEachDatabase('content: deal, widgets, pages, calendar, search hints, flags', (kind) => {
  let api: TestApi;
  let now = new Date(seedNow);
  beforeAll(async () => {
    api = await startCatalogTestApi(kind, { seedNow, clock: () => now });
  });
  afterAll(() => api.close());

  describe('GET /api/current-deal', () => {
    it('answers the deal running now with the spec’s six fields', async () => {
      now = new Date(seedNow);
      const response = await api.request(`/api/current-deal?${store.sv}&nc=1`);
      expect(response.status).toBe(200);
      const deal = currentDealResponseSchema.strict().parse(response.body);
      expect(new Date(deal.starts_at).getTime()).toBeLessThanOrEqual(now.getTime());
      expect(new Date(deal.expires_at).getTime()).toBeGreaterThan(now.getTime());
      expect(deal.discount).toBeGreaterThan(0);
      const page = await api.request(`/api/product-by-slug/${deal.product_slug}?${store.sv}`);
      expect(page.status).toBe(200);
    });

    it('gives each store its own deal in its own language', async () => {
      now = new Date(seedNow);
      const fi = currentDealResponseSchema.parse(
        (await api.request(`/api/current-deal?${store.fi}&nc=1`)).body,
      );
      expect(fi.title).toBe('Viikon diili');
    });

    it('answers 404 when no deal runs (the storefront hides the banner)', async () => {
      now = new Date('2040-01-01T00:00:00.000Z');
      const response = await api.request(`/api/current-deal?${store.sv}&nc=1`);
      expect(response.status).toBe(404);
      now = new Date(seedNow);
    });
  });

  describe('GET /api/widget-by-slug/{slug}', () => {
    it('answers all six widgets in every store with content and hidden (spec 7)', async () => {
      for (const locale of localeCodes) {
        for (const slug of widgetSlugs) {
          const response = await api.request(`/api/widget-by-slug/${slug}?${store[locale]}`);
          expect(response.status, `${locale} ${slug}`).toBe(200);
          const widget = widgetResponseSchema.parse(response.body);
          expect(widget.content.length).toBeGreaterThan(0);
          expect(typeof widget.hidden).toBe('boolean');
        }
      }
    });

    it('has a store message longer than 20 characters (spec 2)', async () => {
      const widget = widgetResponseSchema.parse(
        (await api.request(`/api/widget-by-slug/store-message?${store.nl}`)).body,
      );
      expect(widget.content.length).toBeGreaterThan(20);
    });

    it('gives footer-columns its columns as data', async () => {
      const widget = widgetResponseSchema.parse(
        (await api.request(`/api/widget-by-slug/footer-columns?${store.sv}`)).body,
      );
      expect(widget.columns?.length).toBe(3);
      expect(widget.columns?.[0]?.links.map((link) => link.url)).toContain('/frakt-och-leverans');
    });

    it('answers cookie-alert and store-message-footer whatever their status, the others only when published', async () => {
      // cookie-alert is a draft and store-message-footer inactive in the seed.
      expect((await api.request(`/api/widget-by-slug/cookie-alert?${store.sv}`)).status).toBe(200);
      expect((await api.request(`/api/widget-by-slug/store-message-footer?${store.sv}`)).status).toBe(200);
      await api.database.db
        .updateTable('widgets')
        .set({ status: 'draft' })
        .where('slug', '=', 'cart-header')
        .execute();
      const draft = await api.request(`/api/widget-by-slug/cart-header?${store.sv}&nc=1`);
      expect(draft.status).toBe(404);
      await api.database.db
        .updateTable('widgets')
        .set({ status: 'published' })
        .where('slug', '=', 'cart-header')
        .execute();
      expect((await api.request(`/api/widget-by-slug/cart-header?${store.sv}&nc=1`)).status).toBe(200);
    });

    it('refuses an unknown slug and a missing store', async () => {
      const unknown = await api.request(`/api/widget-by-slug/sidebar?${store.sv}`);
      expect(unknown.status).toBe(400);
      expect(unknown.json.message).toContain('slug must be one of');
      expect((await api.request('/api/widget-by-slug/cart-header?sid=1')).status).toBe(400);
    });
  });

  describe('content pages', () => {
    it('answers each store’s privacy page at its privacyURL', async () => {
      for (const locale of localeCodes) {
        const path = getStore(locale).privacyURL;
        const response = await api.request(
          `/api/content-page?${store[locale]}&path=${encodeURIComponent(path)}`,
        );
        expect(response.status, locale).toBe(200);
        const page = contentPageSchema.parse(response.body);
        expect(page.path).toBe(path);
        expect(page.draft).toBe(false);
      }
    });

    it('accepts a path without its leading slash and in any case', async () => {
      const response = await api.request(`/api/content-page?${store.sv}&path=Om-Oss`);
      expect(contentPageSchema.parse(response.body).title).toBe('Om oss');
    });

    it('answers 404 for an unknown path or another store’s page', async () => {
      expect((await api.request(`/api/content-page?${store.sv}&path=/finns-inte`)).status).toBe(404);
      expect((await api.request(`/api/content-page?${store.sv}&path=/over-ons`)).status).toBe(404);
    });

    it('shows a draft for /page-preview with its token, never cached', async () => {
      const draft = await api.database.db
        .selectFrom('content_pages')
        .select(['preview_token', 'title'])
        .where('store_id', '=', 1)
        .where('status', '=', 'draft')
        .executeTakeFirstOrThrow();
      const response = await api.request(`/api/page-preview?${store.sv}&token=${draft.preview_token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = contentPageSchema.parse(response.body);
      expect(page.draft).toBe(true);
      expect(page.title).toBe(draft.title);
      // The published page is unchanged by its draft.
      expect(
        contentPageSchema.parse((await api.request(`/api/content-page?${store.sv}&path=/om-oss`)).body).title,
      ).toBe('Om oss');
      // The token belongs to the sv store only.
      expect((await api.request(`/api/page-preview?${store.fi}&token=${draft.preview_token}`)).status).toBe(
        404,
      );
    });

    it('refuses a malformed token and answers 404 for an unknown one', async () => {
      expect((await api.request(`/api/page-preview?${store.sv}&token=a`)).status).toBe(400);
      expect((await api.request(`/api/page-preview?${store.sv}&token=unknown-token-123`)).status).toBe(404);
    });
  });

  describe('GET /api/calendar', () => {
    it('has 24 doors in December of this year, closed before they open, content withheld', async () => {
      now = new Date(seedNow);
      const calendar = calendarResponseSchema.parse(
        (await api.request(`/api/calendar?${store.sv}&nc=1`)).body,
      );
      expect(calendar.year).toBe(2030);
      expect(calendar.doors).toHaveLength(24);
      expect(
        calendar.doors.every((door) => !door.is_open && door.title === null && door.product === null),
      ).toBe(true);
      expect(calendar.doors[0]?.opens_at).toBe('2030-11-30T23:00:00.000Z');
    });

    it('opens the doors whose day has come, with their offer and product', async () => {
      now = new Date('2030-12-10T12:00:00.000Z');
      const calendar = calendarResponseSchema.parse(
        (await api.request(`/api/calendar?${store.fi}&nc=1`)).body,
      );
      expect(calendar.title).toBe('Joulukalenteri');
      const open = calendar.doors.filter((door) => door.is_open);
      expect(open.map((door) => door.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(open[0]?.discount_code).toBe('JOULU01');
      expect(open[0]?.product?.url_fragment).toMatch(/^\/tuote\//);
      expect(calendar.doors[10]?.title).toBeNull();
      now = new Date(seedNow);
    });

    it('answers 404 in a year without a calendar', async () => {
      now = new Date('2031-12-10T12:00:00.000Z');
      expect((await api.request(`/api/calendar?${store.sv}&nc=1`)).status).toBe(404);
      now = new Date(seedNow);
    });
  });

  describe('GET /api/search-triggers', () => {
    it('gives hints for a keyword and for the start of one (spec 7)', async () => {
      const exact = searchTriggersResponseSchema.parse(
        (await api.request(`/api/search-triggers?${store.sv}&query=frakt`)).body,
      );
      expect(exact).toEqual([
        expect.objectContaining({ url: '/frakt-och-leverans', url_title: 'Frakt och leverans' }),
      ]);
      const typing = searchTriggersResponseSchema.parse(
        (await api.request(`/api/search-triggers?${store.sv}&query=jul`)).body,
      );
      expect(typing.map((hint) => hint.url)).toContain('/julkalender');
      const fi = searchTriggersResponseSchema.parse(
        (await api.request(`/api/search-triggers?${store.fi}&query=lahjakortti`)).body,
      );
      expect(fi[0]?.url).toBe('/kategoria/lahjakortit');
    });

    it('gives no hints for other words, and refuses an empty query', async () => {
      expect((await api.request(`/api/search-triggers?${store.sv}&query=iphone`)).body).toEqual([]);
      expect((await api.request(`/api/search-triggers?${store.sv}&query=`)).status).toBe(400);
    });
  });

  it('answers the merchandising flags with the running deal’s product slug (spec 3)', async () => {
    now = new Date(seedNow);
    const flags = merchandisingFlagsSchema.parse(
      (await api.request(`/api/merchandising-flags?${store.da}&nc=1`)).body,
    );
    const deal = currentDealResponseSchema.parse(
      (await api.request(`/api/current-deal?${store.da}&nc=1`)).body,
    );
    expect(flags.stockStatusDates).toBe(true);
    expect(flags.dealProductSlug).toBe(deal.product_slug);
  });
});
