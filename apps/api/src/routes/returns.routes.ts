import { orderParamsSchema } from '@shop/contracts/orders';
import { createReturnRequestSchema } from '@shop/contracts/returns';
import { storeQuerySchema } from '@shop/contracts/store-query';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { findReturns } from '../repositories/returns.repository.ts';
import { createReturn, readReturnable } from '../returns/create-return.ts';

const refusals = {
  ORDER_NOT_DELIVERED: { status: 409, message: 'Only a delivered order can be returned' },
  RETURN_WINDOW_CLOSED: { status: 409, message: 'The return window of this order has closed' },
  UNKNOWN_LINE: { status: 400, message: 'The order has no such line' },
  QUANTITY_TOO_HIGH: { status: 409, message: 'Nobody can return more than was bought' },
} as const;

/** Returns: an account for its orders, an order login for its one order (spec 6). */
export function returnsRoutes({ database, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    api.get('/orders/:ref/returnable', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const { ref } = parseInput(orderParamsSchema, request.params, 'path');
      return readReturnable(database.db, ref, await auth.requireToken(request));
    });

    api.post('/orders/:ref/returns', async (request, reply) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const { ref } = parseInput(orderParamsSchema, request.params, 'path');
      const claims = await auth.requireToken(request);
      const body = parseInput(createReturnRequestSchema, request.body, 'body');
      const outcome = await createReturn(database.db, database.dialect, {
        ref,
        claims,
        request: body,
        now: new Date(),
      });
      if (!outcome.ok) {
        const refusal = refusals[outcome.code];
        throw new AppError(outcome.code, refusal.status, refusal.message, outcome.issues);
      }
      reply.status(201);
      const [created] = await findReturns(database.db, { returnId: outcome.returnId });
      return created;
    });

    api.get('/orders/:ref/returns', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const { ref } = parseInput(orderParamsSchema, request.params, 'path');
      const returnable = await readReturnable(database.db, ref, await auth.requireToken(request));
      return findReturns(database.db, { orderId: returnable.order_id });
    });

    api.get('/returns', async (request) => {
      parseInput(storeQuerySchema, request.query, 'query');
      const claims = await auth.requireAccount(request);
      return findReturns(database.db, { customerId: claims.sub });
    });
  };
}
