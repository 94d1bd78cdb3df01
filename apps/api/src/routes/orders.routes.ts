import { checkoutParamsSchema } from '@shop/contracts/checkout';
import { orderInvoiceParamsSchema, orderParamsSchema, orderQuerySchema } from '@shop/contracts/orders';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRouteDependencies } from '../app.ts';
import { documentFile } from '../documents/document-file.ts';
import { notFound } from '../errors.ts';
import { parseInput } from '../http/parse.ts';
import { listOrdersFor, readCheckoutOrder, readOrderFor } from '../orders/read-order.ts';
import { findInvoice } from '../repositories/invoices.repository.ts';

/** Order reads: the confirmation page (by checkout id) and the signed-in shopper's orders. */
export function ordersRoutes({ database, auth }: ApiRouteDependencies): FastifyPluginAsync {
  return async (api) => {
    api.get('/checkout/:id/order', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const { id } = parseInput(checkoutParamsSchema, request.params, 'path');
      reply.header('cache-control', 'no-store');
      return readCheckoutOrder(database.db, id);
    });

    api.get('/orders', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const claims = await auth.requireAccount(request);
      reply.header('cache-control', 'no-store');
      return listOrdersFor(database.db, claims.sub);
    });

    api.get('/orders/:ref', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const { ref } = parseInput(orderParamsSchema, request.params, 'path');
      const claims = await auth.requireToken(request);
      reply.header('cache-control', 'no-store');
      return readOrderFor(database.db, ref, claims);
    });

    // The invoice and credit notes of an order the token may read, as issued.
    api.get('/orders/:ref/invoices/:invoiceId', async (request, reply) => {
      parseInput(orderQuerySchema, request.query, 'query');
      const { ref, invoiceId } = parseInput(orderInvoiceParamsSchema, request.params, 'path');
      const order = await readOrderFor(database.db, ref, await auth.requireToken(request));
      const invoice = await findInvoice(database.db, order.id, invoiceId);
      if (!invoice) throw notFound(`Order ${order.number} has no document ${invoiceId}`);
      const file = await documentFile(invoice);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .type(file.contentType);
      return file.content;
    });
  };
}
