import { orderLoginRequestSchema, refreshRequestSchema } from '@shop/contracts/auth';
import { storeQuerySchema } from '@shop/contracts/store-query';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import { loginToOrder, orderScope } from '../auth/order-login.ts';
import { sessionRefusals } from '../auth/session-refusals.ts';
import { refreshSession } from '../auth/sessions.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { findOrderById, findOrderForLogin } from '../repositories/order-queries.repository.ts';

const refused = {
  INVALID_ORDER_LOGIN: new AppError(
    'INVALID_ORDER_LOGIN',
    401,
    'No order matches this order number with that e-mail address',
  ),
  ...sessionRefusals,
} as const;

/** Spec 7: POST /api/order-auth/login, POST /api/order-auth/refresh, GET /api/order-auth/info. */
export function orderAuthRoutes({ database, config, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    api.post('/order-auth/login', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(orderLoginRequestSchema, request.body, 'body');
      const outcome = await loginToOrder(
        database.db,
        config.secret,
        {
          orderNumber: body.order_number,
          email: body.email,
          postalCode: body.postal_code,
          address: request.ip,
        },
        new Date(),
      );
      if (!outcome.ok) throw refused[outcome.code];
      return outcome.tokens;
    });

    api.post('/order-auth/refresh', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(refreshRequestSchema, request.body, 'body');
      const outcome = await refreshSession(
        database.db,
        config.secret,
        {
          token: body.refresh_token,
          kind: 'order',
          scopeOf: async (orderId) => ((await findOrderById(database.db, orderId)) ? orderScope : null),
        },
        new Date(),
      );
      if (!outcome.ok) throw refused[outcome.code];
      return outcome.tokens;
    });

    api.get('/order-auth/info', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const claims = await auth.requireToken(request);
      if (claims.kind !== 'order')
        throw new AppError('FORBIDDEN', 403, 'This call answers an order login only');
      const order = await findOrderById(database.db, claims.sub);
      if (!order) throw new AppError('UNAUTHENTICATED', 401, 'The order no longer exists');
      const facts = await findOrderForLogin(database.db, order.number);
      return { name: facts?.name ?? '', order_id: order.id, order_number: order.number, scope: orderScope };
    });
  };
}
