import { localeCodes, storeIds } from '@shop/domain/locales';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

describeEachDatabase('GET /api/strings', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      prepare: ({ database, config }) => seedDatabase(database, { products: 100, secret: config.secret }),
    });
  });
  afterAll(() => api.close());

  it.each(localeCodes)('answers the strings of store %s in its own language', async (locale) => {
    const response = await api.request(`/api/strings?locale=${locale}&sid=${storeIds[locale]}`);
    expect(response.status).toBe(200);
    expect(typeof response.json['screen.index']).toBe('string');
  });

  it('gives each store its own texts', async () => {
    const sv = await api.request('/api/strings?locale=sv&sid=1');
    const fi = await api.request('/api/strings?locale=fi&sid=4');
    expect(sv.json['screen.product']).toBe('Produkt');
    expect(fi.json['screen.product']).toBe('Tuote');
  });

  it('refuses a request without locale and sid, naming both (spec 7)', async () => {
    const response = await api.request('/api/strings');
    expect(response.status).toBe(400);
    expect(String(response.json.message)).toMatch(/locale/);
    expect(String(response.json.message)).toMatch(/sid/);
  });

  it('refuses a sid that belongs to another store', async () => {
    const response = await api.request('/api/strings?locale=fi&sid=1');
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('sid 1 does not belong to locale fi');
  });

  it('refuses an unknown locale', async () => {
    const response = await api.request('/api/strings?locale=de&sid=1');
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('locale must be one of');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await api.request('/api/no-such-call?locale=sv&sid=1');
    expect(response.status).toBe(404);
    expect(response.json.message).toContain('/api/no-such-call');
  });
});
