import {
  errorReportBodyLimit,
  errorReportBodySchema,
  errorReportQuerySchema,
} from '@shop/contracts/error-reports';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { handleApiError, hasNul } from '../app.ts';
import { rateLimits, takeRateLimits } from '../auth/rate-limits.ts';
import { badRequest } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { rateLimited } from '../http/rate-limited.ts';
import { insertErrorReport } from '../repositories/error-reports.repository.ts';

/** Reports a minute from one address before 429 (auth/rate-limits.ts), in every process together. */
export const errorReportsPerMinute = rateLimits.errorReportsPerAddress.max;

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
    scope.post('/captuerr', { bodyLimit: errorReportBodyLimit }, async (request, reply) => {
      const { locale } = parseInput(errorReportQuerySchema, request.query, 'query');
      const body = parseInput(errorReportBodySchema, request.body, 'body');
      const now = new Date();
      const limited = await takeRateLimits(
        database.db,
        [{ limit: rateLimits.errorReportsPerAddress, subject: request.ip }],
        now,
      );
      if (!limited.allowed) throw rateLimited(reply, limited.retryAfterSeconds);
      const receivedAt = now.toISOString();
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
    });
  };
}
