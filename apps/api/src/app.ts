import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config.ts';
import type { ShopDatabase } from './db/database.ts';
import { AppError } from './errors.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { newsletterRoutes } from './routes/newsletter.routes.ts';
import { stringsRoutes } from './routes/strings.routes.ts';

export interface ApiDependencies {
  readonly database: ShopDatabase;
  readonly config: AppConfig;
}

/** Every /api/* route, registered under the /api prefix by the server. */
export function createApiPlugin(deps: ApiDependencies): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    api.setErrorHandler(handleApiError);
    api.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      });
    });
    await api.register(stringsRoutes(deps));
    await api.register(authRoutes(deps));
    await api.register(newsletterRoutes(deps));
  };
}

/** The single place where failures become HTTP answers (STYLE.md point 4). */
export function handleApiError(
  error: FastifyError | AppError | Error,
  request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
): void {
  if (error instanceof AppError) {
    reply.status(error.status).send({
      statusCode: error.status,
      error: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    });
    return;
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    reply.status(500).send({ statusCode: 500, error: 'INTERNAL', message: 'Internal server error' });
    return;
  }
  // Fastify's own client errors: malformed JSON, a body over the limit, a wrong content type.
  reply.status(status).send({ statusCode: status, error: 'BAD_REQUEST', message: error.message });
}
