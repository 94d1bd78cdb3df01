import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createApiPlugin } from '@shop/api/app';
import { changeFeedOptions } from '@shop/api/cache/cache-invalidation';
import { type ChangeFeed, startChangeFeed } from '@shop/api/cache/change-feed';
import { createSharedDocuments, type SharedDocuments } from '@shop/api/cache/shared-documents';
import type { AppConfig } from '@shop/api/config';
import type { ShopDatabase } from '@shop/api/db/database';
import { createFeedPlugin } from '@shop/api/feeds/feeds.routes';
import { createInjectTransport } from '@shop/api/http/inject-transport';
import { AccessLogController } from '@shop/api/operations/access-log';
import { observePageCache, pageCacheLookups } from '@shop/api/operations/metrics';
import { installOperations } from '@shop/api/operations/operations';
import { createReadiness, type Readiness } from '@shop/api/operations/readiness';
import { generateRequestId, requestIdHeader } from '@shop/api/operations/request-id';
import { createErrorReportPlugin } from '@shop/api/routes/error-reports.routes';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { createPageCache } from './page-cache.ts';
import { cspNonceFor, registerSecurityHeaders, withRetailTrackingOrigins } from './security-headers.ts';
import { createPageAnswerer } from './storefront-pages.ts';
import type { WebBuild } from './web-build.ts';

export interface ShopServerOptions {
  readonly config: AppConfig;
  readonly database: ShopDatabase;
  /** The built storefront; without it the process serves the API only (the API tests). */
  readonly web?: WebBuild;
  /** The built back office (apps/admin/build), served under /admin. */
  readonly adminDirectory?: string;
  /** Whether the process takes traffic (GET /readyz); ready from the start unless given. */
  readonly readiness?: Readiness;
  /** Where the log goes: standard output unless given (tests read the access log from it). */
  readonly logStream?: { write(line: string): void };
}

/** One process serves /api/*, the built assets and the server-rendered pages. */
export async function createShopServer({
  config,
  database,
  web,
  adminDirectory,
  readiness = createReadiness(),
  logStream,
}: ShopServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // One id per request, shared with the API calls of its page render (issue 18).
    genReqId: generateRequestId,
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // In-flight requests finish on close; new ones get 503 while the process stops.
    return503OnClosing: true,
  });

  // Request ids, access log, /metrics and /readyz (issue 18): first, so they see every request.
  installOperations(app, { config, database, readiness });

  // Graceful shutdown: requests in flight when SIGTERM arrives still get their answer, on a
  // connection that then closes, so a keep-alive client cannot hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    // Also while a stopping process drains (SHUTDOWN_DRAIN_SECONDS): the client's next request
    // opens a new connection, which the load balancer sends elsewhere.
    if (closing || readiness.state === 'stopping') reply.header('connection', 'close');
  });

  // Issue 18: nosniff, referrer and frame policies, COOP, Permissions-Policy, a CSP per kind of
  // answer, HSTS behind an https proxy: on every answer, errors and 404s included.
  registerSecurityHeaders(app, {
    trustProxy: config.trustProxy,
    cspAllow: withRetailTrackingOrigins(config.cspAllow, config.retailTracking),
  });

  app.addHook('onRequest', async (request, reply) => {
    const absurd = isAbsurdPath(request.url);
    if (absurd === 'too-long') {
      return reply
        .status(414)
        .send({ statusCode: 414, error: 'URI_TOO_LONG', message: 'The path is too long' });
    }
    if (absurd === 'too-deep') {
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'This page could not be found' });
    }
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });

  app.get('/healthz', async (_request, reply) => {
    await sql`select 1`.execute(database.db);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: database.dialect };
  });

  // One change feed per process, for the API's caches and the storefront's (issue 18).
  const changes = await startChangeFeed(database, changeFeedOptions(config, app.log));
  app.addHook('onClose', async () => changes.close());
  const shared = { changes, sharedDocuments: createSharedDocuments(database, changes, { log: app.log }) };

  await app.register(createApiPlugin({ database, config, changes }), { prefix: '/api' });
  // Spec 7: POST /captuerr sits outside /api.
  await app.register(createErrorReportPlugin({ database, config }));
  // Issue 17: GET /feeds/{store}.xml, the Google Merchant Center feeds, kept until the catalog changes.
  await app.register(createFeedPlugin({ database, config, changes }));

  if (adminDirectory) await app.register(backOfficePlugin(adminDirectory));
  if (web) {
    await app.register(storefrontPlugin(web, config, shared));
    warmers.set(app, async () => {
      await web.warmShellData?.({
        transport: createInjectTransport(app),
        domains: config.domains,
        publicOrigin: config.publicUrl,
        retailTracking: config.retailTracking,
        changes: shared.changes,
        sharedDocuments: shared.sharedDocuments,
        cspNonce: '',
      });
    });
  }
  return app;
}

/**
 * The back office (apps/admin): its own single-page app under /admin, so no staff code reaches a
 * shopper's browser. Hashed assets are cached for a year; every other /admin path answers the
 * app's page, which routes in the browser. Its pages may not be framed (clickjacking) and run
 * only the app's own scripts: security-headers.ts gives them their policy.
 */
function backOfficePlugin(directory: string) {
  return async (scope: FastifyInstance) => {
    await scope.register(fastifyStatic, {
      root: directory,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const page = readFileSync(join(directory, 'index.html'));
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith('/admin/assets/')) {
        return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'No such asset' });
      }
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return reply.send(page);
    };
    scope.get('/admin', sendPage);
    scope.get('/admin/*', sendPage);
  };
}

function storefrontPlugin(
  web: WebBuild,
  config: AppConfig,
  shared: { readonly changes: ChangeFeed; readonly sharedDocuments: SharedDocuments },
) {
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

    // Page requests and React Router actions get their body as bytes for the Fetch Request, up
    // to a limit: a page takes small forms, never a body that could fill the process's memory
    // (four parallel 500 MB posts once took it to 3.6 GB). Fastify answers 413 past it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: pageBodyLimit }, (_request, body, done) =>
      done(null, body),
    );

    // Issue 19: anonymous pages from the page cache (PAGE_CACHE), the rest rendered.
    const cache = config.pageCache.enabled
      ? createPageCache({
          maxBytes: config.pageCache.maxBytes,
          onLookup: (result) => pageCacheLookups.inc({ result }),
        })
      : null;
    if (cache) {
      const unobserve = observePageCache(() => ({ entries: cache.entries, bytes: cache.bytes }));
      scope.addHook('onClose', async () => unobserve());
    }
    const pages = createPageAnswerer({
      web,
      cache,
      shopFor: (request) => ({
        // The page's API calls carry its request id, so their log lines name the same request.
        transport: createInjectTransport(scope, { [requestIdHeader]: request.id }),
        domains: config.domains,
        publicOrigin: config.publicUrl,
        retailTracking: config.retailTracking,
        changes: shared.changes,
        sharedDocuments: shared.sharedDocuments,
        // The same nonce goes into the page's inline scripts and its CSP header.
        cspNonce: cspNonceFor(request),
      }),
      ruleShop: {
        transport: createInjectTransport(scope),
        domains: config.domains,
        publicOrigin: config.publicUrl,
        changes: shared.changes,
      },
    });

    // Issue 19: the strings dictionary a page names, cached for a year under its content's tag.
    const stringsShop = { transport: createInjectTransport(scope), changes: shared.changes };
    scope.get<{ Params: { file: string } }>('/strings/:file', async (request, reply) => {
      const asset = await web.stringsAsset?.(request.params.file, stringsShop);
      if (!asset) {
        return reply
          .status(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'No such strings asset' });
      }
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', asset.current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(asset.script);
    });

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
        await pages.answer(request, reply);
      },
    });
  };
}

const warmers = new WeakMap<FastifyInstance, () => Promise<void>>();

/**
 * Spec 7: once the process takes traffic, every store's categories and layout content are loaded
 * (apps/web/server/app.ts warmShellData), so no shopper's first page waits for them.
 */
export async function warmStorefront(app: FastifyInstance): Promise<void> {
  await warmers.get(app)?.();
}

/** The largest body a page request (a form of the storefront) may send. */
export const pageBodyLimit = 64 * 1024;

/**
 * Paths no page or call of the shop ever has: refused before routing, so a path of thousands of
 * segments costs nothing (one of 5,000 once took 2.3 s of CPU to match).
 */
export const pathLimits = { characters: 2048, segments: 24 } as const;

export function isAbsurdPath(url: string): 'too-long' | 'too-deep' | null {
  const path = url.split('?')[0] ?? '';
  if (path.length > pathLimits.characters) return 'too-long';
  let segments = 0;
  for (let index = 0; index < path.length; index += 1) if (path.charCodeAt(index) === 47) segments += 1;
  return segments > pathLimits.segments ? 'too-deep' : null;
}
