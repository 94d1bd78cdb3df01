import {
  adminProductListQuerySchema,
  adminProductParamsSchema,
  adminProductStoreParamsSchema,
  createProductBodySchema,
  createVariationBodySchema,
  putPricesBodySchema,
  stockBodySchema,
  updateProductBodySchema,
  type VersionConflict,
} from '@shop/contracts/admin-catalog';
import type { FastifyReply } from 'fastify';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { listAdminProducts, readAdminProduct } from '../catalog/admin-product-view.ts';
import { previewPrices } from '../catalog/price-rules.ts';
import { createVariation } from '../catalog/product-variations.ts';
import {
  type CatalogWriteDeps,
  changeStock,
  createProduct,
  type ProductWriteOutcome,
  putPrices,
  updateProduct,
} from '../catalog/product-writes.ts';

/** A stale version is answered 409 with the product as it is now and the fields changed since. */
export function answerWrite(reply: FastifyReply, outcome: ProductWriteOutcome) {
  if (outcome.ok) return outcome.product;
  const body: VersionConflict = {
    statusCode: 409,
    error: 'VERSION_CONFLICT',
    message: `Changed by someone else since version ${outcome.staleVersion}: ${outcome.changedFields.join(', ') || 'reload to see the product as it is now'}`,
    changed_fields: [...outcome.changedFields],
    current: outcome.current,
  };
  reply.status(409);
  return body;
}

/** Products, their prices per store and their stock (issue 17). */
export function adminCatalogHandlers(deps: CatalogWriteDeps): AdminHandlers {
  return {
    'GET /api/admin/products': async ({ request }) =>
      listAdminProducts(deps.db, parseInput(adminProductListQuerySchema, request.query, 'query')),

    'POST /api/admin/products': async (call) => {
      const body = parseInput(createProductBodySchema, call.request.body, 'body');
      return createProduct(deps, memberOf(call).actor, body);
    },

    'GET /api/admin/products/{id}': async ({ request }) =>
      readAdminProduct(deps.db, parseInput(adminProductParamsSchema, request.params, 'path').id),

    'PATCH /api/admin/products/{id}': async (call) => {
      const { id } = parseInput(adminProductParamsSchema, call.request.params, 'path');
      const body = parseInput(updateProductBodySchema, call.request.body, 'body');
      return answerWrite(call.reply, await updateProduct(deps, memberOf(call).actor, id, body));
    },

    'POST /api/admin/products/{id}/variations': async (call) => {
      const { id } = parseInput(adminProductParamsSchema, call.request.params, 'path');
      const body = parseInput(createVariationBodySchema, call.request.body, 'body');
      const outcome = await createVariation(deps, memberOf(call).actor, id, body);
      return outcome.ok ? outcome.variation : answerWrite(call.reply, outcome);
    },

    'PUT /api/admin/products/{id}/prices/{store}': async (call) => {
      const { id, store } = parseInput(adminProductStoreParamsSchema, call.request.params, 'path');
      const body = parseInput(putPricesBodySchema, call.request.body, 'body');
      return answerWrite(call.reply, await putPrices(deps, memberOf(call).actor, id, store, body));
    },

    'POST /api/admin/products/{id}/prices/{store}/preview': async ({ request }) => {
      const { id, store } = parseInput(adminProductStoreParamsSchema, request.params, 'path');
      const body = parseInput(putPricesBodySchema, request.body, 'body');
      const product = await readAdminProduct(deps.db, id);
      return previewPrices(store, product.vat_class, body, deps.now());
    },

    'PATCH /api/admin/products/{id}/stock': async (call) => {
      const { id } = parseInput(adminProductParamsSchema, call.request.params, 'path');
      const body = parseInput(stockBodySchema, call.request.body, 'body');
      return answerWrite(call.reply, await changeStock(deps, memberOf(call).actor, id, body));
    },
  };
}
