import Fastify, { type FastifyInstance } from 'fastify';
import { createApiPlugin } from '../app.ts';
import { createFeedPlugin } from '../feeds/feeds.routes.ts';
import { createErrorReportPlugin } from '../routes/error-reports.routes.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-databases.ts';

export interface TestApi extends TestDatabase {
  readonly app: FastifyInstance;
  /** http://127.0.0.1:{port}: the API listens on a real socket. */
  readonly baseUrl: string;
  /** fetch against the API, parsing a JSON answer. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
  /** The body as an object, for reading fields in assertions. */
  readonly json: Record<string, unknown> & unknown[];
}

export interface StartTestApiOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** Fills the fresh database before the API starts. */
  readonly prepare?: (database: TestDatabase) => Promise<unknown>;
  /** The API's clock (deals, calendar doors); the real time unless given. */
  readonly clock?: () => Date;
}

/** A fresh database behind the real API, over real HTTP on a free port. */
export async function startTestApi(
  kind: TestDatabaseKind,
  options: StartTestApiOptions = {},
): Promise<TestApi> {
  const testDatabase = await createTestDatabase(kind, options.env);
  await options.prepare?.(testDatabase);
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  const deps = {
    database: testDatabase.database,
    config: testDatabase.config,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  await app.register(createApiPlugin(deps), { prefix: '/api' });
  // Spec 7: POST /captuerr lives outside /api, as on the real server.
  await app.register(createErrorReportPlugin(deps));
  // Issue 17: the merchant feeds live at /feeds, as on the real server.
  await app.register(createFeedPlugin(deps));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...testDatabase,
    app,
    baseUrl: address,
    request: httpClient(address).request,
    async close() {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/** fetch against an API at `baseUrl`, parsing a JSON answer: the test API's, or a server's in another process. */
export function httpClient(baseUrl: string): Pick<TestApi, 'request'> {
  return {
    async request(path, init = {}) {
      const { json, ...rest } = init;
      const response = await fetch(`${baseUrl}${path}`, {
        ...rest,
        ...(json === undefined
          ? {}
          : { body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...rest.headers } }),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: keep the text.
      }
      return { status: response.status, headers: response.headers, body, json: body as TestResponse['json'] };
    },
  };
}
