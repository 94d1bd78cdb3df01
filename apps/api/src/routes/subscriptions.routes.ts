import { storeQuerySchema } from '@shop/contracts/store-query';
import { subscriptionParamsSchema, updateSubscriptionSchema } from '@shop/contracts/subscriptions';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import { parseInput } from '../http/parse.ts';
import { changeSubscription, listSubscriptionsFor } from '../subscriptions/manage-subscriptions.ts';

/** Subscriptions: list, pause, resume, change the interval, cancel. */
export function subscriptionsRoutes({ database, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    api.get('/subscriptions', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      return listSubscriptionsFor(database.db, await auth.requireToken(request));
    });

    api.patch('/subscriptions/:id', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const { id } = parseInput(subscriptionParamsSchema, request.params, 'path');
      const claims = await auth.requireToken(request);
      const change = parseInput(updateSubscriptionSchema, request.body, 'body');
      return changeSubscription(database.db, claims, id, change, new Date());
    });
  };
}
