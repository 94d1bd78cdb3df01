import { checkoutParamsSchema } from '@shop/contracts/checkout';
import { orderParamsSchema, orderQuerySchema } from '@shop/contracts/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiDependencies } from '../app.ts';
import { requireAccount, requireToken } from '../http/authenticate.ts';
import { parseInput } from '../http/parse.ts';
import { listOrdersFor, readCheckoutOrder, readOrderFor } from '../orders/read-order.ts';

/** Order reads: the confirmation page (by checkout id) and the signed-in shopper's orders. */
export function ordersRoutes({ database, config }: ApiDependencies): FastifyPluginAsync {
  return async (api) => {
    api.get('/checkout/:id/order', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const { id } = parseInput(checkoutParamsSchema, request.params, 'path');
      reply.header('cache-control', 'no-store');
      return readCheckoutOrder(database.db, id);
    });

    api.get('/orders', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const claims = requireAccount(request, config.secret);
      reply.header('cache-control', 'no-store');
      return listOrdersFor(database.db, claims.sub);
    });

    api.get('/orders/:ref', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const { ref } = parseInput(orderParamsSchema, request.params, 'path');
      const claims = requireToken(request, config.secret);
      reply.header('cache-control', 'no-store');
      return readOrderFor(database.db, ref, claims);
    });
  };
}
