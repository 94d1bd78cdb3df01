import { newsletterSignupSchema, newsletterUnsubscribeSchema } from '@shop/contracts/newsletter';
import { storeQuerySchema } from '@shop/contracts/store-query';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { rateLimits, takeRateLimits } from '../auth/rate-limits.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { rateLimited } from '../http/rate-limited.ts';
import { readUnsubscribeToken } from '../newsletter/unsubscribe-link.ts';
import { subscribe, unsubscribe } from '../repositories/newsletter.repository.ts';

/** The newsletter signup per store, and /unsubscribe by a signed link. */
export function newsletterRoutes({ database, config }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    api.post('/newsletter', async (request, reply) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      const { email } = parseInput(newsletterSignupSchema, request.body, 'body');
      const now = new Date();
      const limited = await takeRateLimits(
        database.db,
        [{ limit: rateLimits.newsletterPerAddress, subject: request.ip }],
        now,
      );
      if (!limited.allowed) throw rateLimited(reply, limited.retryAfterSeconds);
      await subscribe(database.db, email, locale, now.toISOString());
      reply.status(201);
      return { ok: true, status: 'subscribed' };
    });

    api.post('/newsletter/unsubscribe', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const { token } = parseInput(newsletterUnsubscribeSchema, request.body, 'body');
      const subscriber = readUnsubscribeToken(config.secret, token);
      if (!subscriber) throw new AppError('LINK_INVALID', 400, 'The unsubscribe link is not valid');
      await unsubscribe(database.db, subscriber.email, subscriber.locale, new Date().toISOString());
      // Unsubscribing an address that was never subscribed leaves it unsubscribed: the same answer.
      return { ok: true, status: 'unsubscribed' };
    });
  };
}
