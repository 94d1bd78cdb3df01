import { storeQuerySchema } from '@shop/contracts/store-query';
import { subscriptionParamsSchema, updateSubscriptionSchema } from '@shop/contracts/subscriptions';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { requireToken } from '../http/authenticate.ts';
import { parseInput } from '../http/parse.ts';
import { changeSubscription, listSubscriptionsFor } from '../subscriptions/manage-subscriptions.ts';

/** Subscriptions: list, pause, resume, change the interval, cancel. */
export function subscriptionsRoutes({ database, config }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    api.get('/subscriptions', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      return listSubscriptionsFor(database.db, requireToken(request, config.secret));
    });

    api.patch('/subscriptions/:id', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const { id } = parseInput(subscriptionParamsSchema, request.params, 'path');
      const claims = requireToken(request, config.secret);
      const change = parseInput(updateSubscriptionSchema, request.body, 'body');
      return changeSubscription(database.db, claims, id, change, new Date());
    });
  };
}
