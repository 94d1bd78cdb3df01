import { storeReviewsResponseSchema } from '@shop/contracts/store-reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApi, store } from '../testing/catalog-fixture.ts';
import type { TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { averageRating } from '../use-cases/store-reviews.ts';

const seedNow = new Date('2030-11-15T10:00:00.000Z');

describe('the mean rating of the review widget', () => {
  it('is rounded to one decimal', () => {
    expect(averageRating(37, 8)).toBe(4.6);
    expect(averageRating(31, 7)).toBe(4.4);
    expect(averageRating(5, 1)).toBe(5);
  });
});

describeEachDatabase(
  'GET /api/store-reviews: the review widget (spec 1, loaded only when configured)',
  (kind) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startCatalogTestApi(kind, { seedNow });
    });
    afterAll(() => api.close());

    it('answers a configured store with its mean rating, count and newest reviews', async () => {
      const response = await api.request(`/api/store-reviews?${store.sv}`);
      expect(response.status).toBe(200);
      const widget = storeReviewsResponseSchema.strict().parse(response.body);
      expect(widget.count).toBe(8);
      expect(widget.average).toBe(4.5);
      expect(widget.reviews).toHaveLength(6);
      const dates = widget.reviews.map((review) => review.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(widget.reviews[0]?.body).toMatch(/iPhone/);
    });

    it('answers each configured store in its own language', async () => {
      const fi = storeReviewsResponseSchema.parse((await api.request(`/api/store-reviews?${store.fi}`)).body);
      expect(fi.reviews[0]?.body).toMatch(/toimitus|Näyttö/);
      const da = storeReviewsResponseSchema.parse((await api.request(`/api/store-reviews?${store.da}`)).body);
      expect(da.count).toBe(6);
    });

    it('answers 404 in a store without a configured widget', async () => {
      for (const locale of ['no', 'nl'] as const) {
        const response = await api.request(`/api/store-reviews?${store[locale]}&nc=1`);
        expect(response.status, locale).toBe(404);
      }
    });

    it('refuses a request without its store', async () => {
      const response = await api.request('/api/store-reviews?locale=sv&sid=4');
      expect(response.status).toBe(400);
    });
  },
);
