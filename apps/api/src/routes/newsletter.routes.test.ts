import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUnsubscribeToken } from '../newsletter/unsubscribe-link.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';

describeEachDatabase('newsletter API', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  const subscribers = () =>
    api.database.db.selectFrom('newsletter_subscribers').selectAll().orderBy('locale').execute();

  it('signs an address up per store', async () => {
    const sv = await api.request('/api/newsletter?locale=sv&sid=1', {
      method: 'POST',
      json: { email: 'Eva@Example.se' },
    });
    const fi = await api.request('/api/newsletter?locale=fi&sid=4', {
      method: 'POST',
      json: { email: 'eva@example.se' },
    });
    expect(sv.status).toBe(201);
    expect(fi.status).toBe(201);
    const rows = await subscribers();
    expect(rows.map((row) => [row.email, row.locale, row.status])).toEqual([
      ['eva@example.se', 'fi', 'subscribed'],
      ['eva@example.se', 'sv', 'subscribed'],
    ]);
  });

  it('unsubscribes by the signed link, in that store only', async () => {
    const token = createUnsubscribeToken(api.config.secret, 'sv', 'eva@example.se');
    const response = await api.request('/api/newsletter/unsubscribe?locale=sv&sid=1', {
      method: 'POST',
      json: { token },
    });
    expect(response.status).toBe(200);
    const rows = await subscribers();
    expect(rows.find((row) => row.locale === 'sv')?.status).toBe('unsubscribed');
    expect(rows.find((row) => row.locale === 'fi')?.status).toBe('subscribed');
  });

  it('refuses a link whose signature does not match, and changes nothing', async () => {
    const token = createUnsubscribeToken('another-secret-another-secret-00000000', 'fi', 'eva@example.se');
    const response = await api.request('/api/newsletter/unsubscribe?locale=fi&sid=4', {
      method: 'POST',
      json: { token },
    });
    expect(response.status).toBe(400);
    expect((await subscribers()).find((row) => row.locale === 'fi')?.status).toBe('subscribed');
  });

  it('refuses an address that is not one, and stores nothing', async () => {
    const before = (await subscribers()).length;
    const response = await api.request('/api/newsletter?locale=da&sid=5', {
      method: 'POST',
      json: { email: 'not an address' },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toContain('email');
    expect((await subscribers()).length).toBe(before);
  });

  it('one address signs up at most 20 times an hour: then 429 with Retry-After, and nothing stored (issue 18)', async () => {
    await api.database.db.deleteFrom('rate_limit_hits').execute();
    const signUp = (index: number) =>
      api.request('/api/newsletter?locale=sv&sid=1', {
        method: 'POST',
        json: { email: `list${index}@example.se` },
      });
    for (let index = 0; index < 20; index += 1) expect((await signUp(index)).status).toBe(201);
    const refused = await signUp(20);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const stored = await api.database.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', 'list20@example.se')
      .execute();
    expect(stored).toEqual([]);
  });
});
