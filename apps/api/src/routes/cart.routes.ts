import {
  checkoutIdHeader,
  internalHeader,
  removedSkusHeader,
  syncCartBodySchema,
  syncCartQuerySchema,
  syncCouponsBodySchema,
} from '@shop/contracts/cart';
import { storeQuerySchema } from '@shop/contracts/store-query';
import { getStore } from '@shop/domain/stores';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import { catalogCacheFor } from '../cache/catalog-cache.ts';
import { stockCacheFor } from '../cache/stock-cache.ts';
import { createCartAnswerEncoder } from '../cart/cart-answer.ts';
import { customerIdOf, isInternalUser } from '../cart/shopper.ts';
import { syncCart } from '../cart/sync-cart.ts';
import { syncCoupons } from '../coupons/sync-coupons.ts';
import { parseInput } from '../http/parse.ts';
import { cartSyncs } from '../operations/metrics.ts';

/** Spec 7: POST /api/sync-cart (both forms) and POST /api/sync-coupons. */
export function cartRoutes({ database, config, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    const deps = {
      db: database.db,
      now: () => new Date(),
      cache: catalogCacheFor(database),
      stock: stockCacheFor(database),
      cartWrites: database.relaxedWrites,
    };
    const answers = createCartAnswerEncoder();

    api.post('/sync-cart', async (request, reply) => {
      const { locale } = parseInput(syncCartQuerySchema, request.query, 'query');
      const body = parseInput(syncCartBodySchema, request.body, 'body');
      const claims = await auth.optionalToken(request);
      const internal = isInternalUser(request.ip, config.internalAddresses);
      const store = getStore(locale, config.domains);
      const result = await syncCart(deps, {
        store,
        body,
        customerId: customerIdOf(claims),
        internal,
      });
      cartSyncs.inc({ store: store.code });
      reply.header('cache-control', 'no-store');
      // Spec 6: the storefront reads the internal flag from this header.
      if (internal) reply.header(internalHeader, '1');
      if (result.checkoutId) reply.header(checkoutIdHeader, result.checkoutId);
      if (result.removed.length > 0)
        reply.header(removedSkusHeader, result.removed.map(encodeURIComponent).join(','));
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(answers.encode(result.items, store.code));
    });

    api.post('/sync-coupons', async (request, reply) => {
      const { locale } = parseInput(storeQuerySchema, request.query, 'query');
      const body = parseInput(syncCouponsBodySchema, request.body, 'body');
      reply.header('cache-control', 'no-store');
      return syncCoupons(deps, { store: getStore(locale, config.domains), body });
    });
  };
}
