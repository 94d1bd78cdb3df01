import { Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createApiPlugin } from '@shop/api/app';
import type { AppConfig } from '@shop/api/config';
import type { ShopDatabase } from '@shop/api/db/database';
import { createInjectTransport } from '@shop/api/http/inject-transport';
import { createErrorReportPlugin } from '@shop/api/routes/error-reports.routes';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { WebBuild } from './web-build.ts';

export interface ShopServerOptions {
  readonly config: AppConfig;
  readonly database: ShopDatabase;
  /** The built storefront; without it the process serves the API only (the API tests). */
  readonly web?: WebBuild;
}

/** One process serves /api/*, the built assets and the server-rendered pages. */
export async function createShopServer({
  config,
  database,
  web,
}: ShopServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // In-flight requests finish on close; new ones get 503 while the process stops.
    return503OnClosing: true,
  });

  // Graceful shutdown: requests in flight when SIGTERM arrives still get their answer, on a
  // connection that then closes, so a keep-alive client cannot hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/healthz', async (_request, reply) => {
    await sql`select 1`.execute(database.db);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: database.dialect };
  });

  await app.register(createApiPlugin({ database, config }), { prefix: '/api' });
  // Spec 7: POST /captuerr sits outside /api.
  await app.register(createErrorReportPlugin({ database, config }));

  if (web) await app.register(storefrontPlugin(web, config));
  return app;
}

function storefrontPlugin(web: WebBuild, config: AppConfig) {
  return async (scope: FastifyInstance) => {
    await scope.register(fastifyStatic, {
      root: web.clientDirectory,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Hashed file names never change content: cache them for a year.
        const hashed = path.includes('/assets/');
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    // Page requests and React Router actions keep their raw body for the Fetch Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const transport = createInjectTransport(scope);
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        // An unknown /api/* path is the API's 404, never a page: a page that called a missing
        // endpoint would otherwise render itself again and again.
        if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
          reply.status(404).send({
            statusCode: 404,
            error: 'Not Found',
            message: `No API route ${request.method} ${request.url.split('?')[0]}`,
          });
          return;
        }
        const response = await web.handleShopRequest(toFetchRequest(request, reply), {
          transport,
          domains: config.domains,
        });
        await sendFetchResponse(reply, response);
      },
    });
  };
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) {
    await reply.send();
    return;
  }
  await reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
