import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiPlugin } from '../app.ts';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createErrorReportPlugin } from './error-reports.routes.ts';

/** Every route the API serves, as "METHOD /path/{param}". */
async function registeredRoutes(database: TestDatabase): Promise<string[]> {
  const app = Fastify({ logger: false });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD for every GET by itself.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
  const deps = { database: database.database, config: database.config };
  await app.register(createApiPlugin(deps), { prefix: '/api' });
  await app.register(createErrorReportPlugin(deps));
  await app.ready();
  await app.close();
  return [...new Set(routes)].sort();
}

describeEachDatabase('GET /api/docs', (kind) => {
  let database: TestDatabase;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const app = Fastify({ logger: false });
    await app.register(createApiPlugin({ database: database.database, config: database.config }), {
      prefix: '/api',
    });
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json();
    await app.close();
  });
  afterAll(() => database.dispose());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every endpoint the API serves, /captuerr included', async () => {
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const missing = (await registeredRoutes(database)).filter((route) => !documented.includes(route));
    // A route missing here needs its EndpointContract in packages/contracts/src/*-endpoints.ts.
    expect(missing).toEqual([]);
    expect(documented).toContain('POST /captuerr');
    expect(documented).toContain('GET /api/products');
  });

  it('documents the three forms of GET /api/products and the x-be-records header', () => {
    const operation = (
      document.paths as Record<
        string,
        Record<
          string,
          { parameters: { name: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> }
        >
      >
    )['/api/products']?.get;
    const names = operation?.parameters.map((parameter) => parameter.name) ?? [];
    for (const name of [
      'query',
      'nc',
      'co',
      'provider',
      'limit',
      'in_stock',
      'popular',
      'upselling_id',
      'locale',
      'sid',
    ]) {
      expect(names).toContain(name);
    }
    expect(operation?.responses['200']?.headers).toHaveProperty('x-be-records');
  });
});
