import rateLimit from '@fastify/rate-limit';
import {
  errorReportBodyLimit,
  errorReportBodySchema,
  errorReportQuerySchema,
} from '@shop/contracts/error-reports';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { handleApiError, hasNul } from '../app.ts';
import { badRequest } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { insertErrorReport } from '../repositories/error-reports.repository.ts';

/** Reports a minute from one address before 429: a page in an error loop must not flood the table. */
export const errorReportsPerMinute = 30;

/**
 * Spec 7: POST /captuerr, outside the /api prefix. The server registers this plugin at the root
 * beside the API plugin: `await app.register(createErrorReportPlugin(deps))`.
 */
export function createErrorReportPlugin({ database }: ApiDependencies): FastifyPluginAsync {
  return async (scope) => {
    scope.setErrorHandler(handleApiError);
    scope.addHook('preHandler', async (request) => {
      if (/%00/i.test(request.url) || hasNul(request.body)) {
        throw badRequest('Text may not contain the NUL character (\\u0000)');
      }
    });
    await scope.register(rateLimit, { global: false });
    scope.post(
      '/captuerr',
      {
        bodyLimit: errorReportBodyLimit,
        config: { rateLimit: { max: errorReportsPerMinute, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { locale } = parseInput(errorReportQuerySchema, request.query, 'query');
        const body = parseInput(errorReportBodySchema, request.body, 'body');
        const receivedAt = new Date().toISOString();
        const id = await insertErrorReport(database.db, {
          received_at: receivedAt,
          locale,
          level: body.level,
          error: body.error,
          stack: body.stack ?? null,
          user_agent: body.userAgent ?? request.headers['user-agent']?.slice(0, 500) ?? null,
          url: body.url ?? null,
        });
        reply.status(201);
        return { id, received_at: receivedAt };
      },
    );
  };
}
