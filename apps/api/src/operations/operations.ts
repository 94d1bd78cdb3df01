import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { ShopDatabase } from '../db/database.ts';
import { accessLogLine, isProbe } from './access-log.ts';
import {
  collectProcessMetrics,
  httpRequestDuration,
  httpRequests,
  metricsContentType,
  observePool,
  readMetrics,
  routeLabel,
  statusClass,
} from './metrics.ts';
import type { Readiness } from './readiness.ts';
import { requestIdHeader } from './request-id.ts';

export interface OperationsOptions {
  readonly config: AppConfig;
  readonly database: ShopDatabase;
  readonly readiness: Readiness;
}

/**
 * What an operator needs of every server process (issue 18): a request id on every answer, an
 * access log, Prometheus metrics and a readiness probe. Hooks go on the root instance, so they see
 * the API, the pages and the files alike; call it before anything else is registered.
 */
export function installOperations(
  app: FastifyInstance,
  { config, database, readiness }: OperationsOptions,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  installReadiness(app, readiness);
  if (config.accessLog) installAccessLog(app, config);
  if (config.metricsToken) installMetrics(app, config.metricsToken, database);
}

/**
 * GET /readyz: 200 when this process takes traffic; 503 while it prepares the database and once it
 * began to stop. Until it is ready every other request gets 503 too (the schema may not exist
 * yet); /healthz keeps answering whether the process and its database are alive.
 */
function installReadiness(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('preClose', async () => readiness.markStopping());
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.state !== 'starting' || isProbe(request.url)) return;
    return reply.status(503).header('retry-after', '5').send({
      statusCode: 503,
      error: 'STARTING',
      message: 'The shop is starting (preparing its database): try again in a moment',
    });
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.state !== 'ready') reply.status(503);
    return { status: readiness.state };
  });
}

/**
 * One structured line per request at info, through a child logger of its own level: LOG_LEVEL
 * (warn by default) keeps the rest of the log quiet, ACCESS_LOG=false turns this one off.
 */
function installAccessLog(app: FastifyInstance, config: AppConfig): void {
  const log = app.log.child({ log: 'access' }, { level: 'info' });
  app.addHook('onResponse', async (request, reply) => {
    if (isProbe(request.url)) return;
    log.info(accessLogLine(request, reply, config.domains), 'request');
  });
}

function installMetrics(app: FastifyInstance, token: string, database: ShopDatabase): void {
  collectProcessMetrics();
  const forgetPool = observePool(database.poolStats);
  app.addHook('onClose', async () => forgetPool());
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status: statusClass(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!hasToken(request, token)) {
      reply.status(401).header('www-authenticate', 'Bearer realm="metrics"');
      return {
        statusCode: 401,
        error: 'UNAUTHENTICATED',
        message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>',
      };
    }
    reply.type(metricsContentType);
    return readMetrics();
  });
}

/** The bearer token compared in constant time (through digests of equal length). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}
