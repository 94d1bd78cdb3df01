import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countErrorReports } from '../repositories/error-reports.repository.ts';
import { store } from '../testing/catalog-fixture.ts';
import { httpClient, startTestApi, type TestApi } from '../testing/test-api.ts';
import { describeEachDatabase } from '../testing/test-databases.ts';
import { createErrorReportPlugin, errorReportsPerMinute } from './error-reports.routes.ts';

describeEachDatabase('POST /captuerr', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  const report = (body: unknown, query: string = store.sv, headers: Record<string, string> = {}) =>
    api.request(`/captuerr?${query}`, { method: 'POST', json: body, headers });

  it('stores an error report (spec 7)', async () => {
    const before = await countErrorReports(api.database.db);
    const response = await report({
      error: 'TypeError: x is undefined',
      level: 'error',
      stack: 'at render (app.js:1:1)',
      userAgent: 'Mozilla/5.0',
      url: 'https://example.se/produkt/x',
    });
    expect(response.status).toBe(201);
    expect(typeof response.json.id).toBe('number');
    expect(await countErrorReports(api.database.db)).toBe(before + 1);
    const stored = await api.database.db
      .selectFrom('error_reports')
      .selectAll()
      .where('id', '=', Number(response.json.id))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      locale: 'sv',
      level: 'error',
      error: 'TypeError: x is undefined',
      url: 'https://example.se/produkt/x',
    });
  });

  it('stores nothing for bad input: missing error, unknown level, wrong store, malformed or oversized body', async () => {
    const before = await countErrorReports(api.database.db);
    expect((await report({ level: 'error' })).status).toBe(400);
    expect((await report({ error: 'x', level: 'panic' })).status).toBe(400);
    expect((await report({ error: 'x' }, 'locale=sv&sid=4')).status).toBe(400);
    expect((await report({ error: 'x' }, '')).status).toBe(400);
    expect((await report({ error: 'x'.repeat(2001) })).status).toBe(400);
    const broken = await api.request(`/captuerr?${store.sv}`, {
      method: 'POST',
      body: '{"error": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const huge = await report({ error: 'x', stack: 's'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(await countErrorReports(api.database.db)).toBe(before);
  });

  it('the limit holds across servers sharing the database: reports alternate between two, still 30 a minute (issue 18)', async () => {
    await api.database.db.deleteFrom('rate_limit_hits').execute();
    const other = Fastify({ logger: false });
    await other.register(createErrorReportPlugin({ database: api.database, config: api.config }));
    const second = httpClient(await other.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const statuses: number[] = [];
      for (let index = 0; index < errorReportsPerMinute + 4; index++) {
        const through = index % 2 === 0 ? api : second;
        const answer = await through.request(`/captuerr?${store.sv}`, {
          method: 'POST',
          json: { error: `shared ${index}`, level: 'warning' },
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(errorReportsPerMinute);
      expect(statuses.slice(errorReportsPerMinute)).toEqual([429, 429, 429, 429]);
    } finally {
      await other.close();
      await api.database.db.deleteFrom('rate_limit_hits').execute();
    }
  });

  it('limits the reports a minute from one address (429)', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < errorReportsPerMinute + 2; index++) {
      statuses.push((await report({ error: `loop ${index}`, level: 'warning' })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
  });
});
