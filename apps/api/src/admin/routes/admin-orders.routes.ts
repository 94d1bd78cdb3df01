import {
  adminOrderListQuerySchema,
  adminOrderParamsSchema,
  cancelOrderBodySchema,
  invoiceParamsSchema,
  orderNoteBodySchema,
  orderWriteBodySchema,
  refundOrderBodySchema,
  shipOrderBodySchema,
} from '@shop/contracts/admin-orders';
import { idempotencyHeader } from '@shop/contracts/admin-permissions';
import type { FastifyRequest } from 'fastify';
import { documentFile } from '../../documents/document-file.ts';
import { badRequest, notFound } from '../../errors.ts';
import { parseInput } from '../../http/parse.ts';
import { findInvoice } from '../../repositories/invoices.repository.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import { findOrderByRef, readAdminOrder } from '../orders/admin-order-view.ts';
import { cancelOrder } from '../orders/cancel-order.ts';
import { listAdminOrders } from '../orders/list-orders.ts';
import {
  type AdminOrderDeps,
  addOrderNote,
  deliverOrder,
  packOrder,
  shipOrder,
} from '../orders/order-writes.ts';
import { refundOrder } from '../orders/refund-order.ts';

const unitsOf = (lines: readonly { position: number; quantity: number }[] | undefined) =>
  lines?.map((line) => ({ position: line.position, units: line.quantity }));

function orderRef(request: FastifyRequest): string {
  return parseInput(adminOrderParamsSchema, request.params, 'path').orderId;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[idempotencyHeader];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\w.:-]{8,100}$/.test(key)) {
    throw badRequest(`The ${idempotencyHeader} header must be 8 to 100 letters, digits or . _ : -`);
  }
  return `key:${key}`;
}

/** The orders of the back office: find, read, and run them through their lifecycle. */
export function adminOrderHandlers(deps: AdminOrderDeps): AdminHandlers {
  return {
    'GET /api/admin/orders': async ({ request }) =>
      listAdminOrders(deps.db, parseInput(adminOrderListQuerySchema, request.query, 'query')),

    'GET /api/admin/orders/{orderId}': async ({ request }) => {
      const order = await findOrderByRef(deps.db, orderRef(request));
      return readAdminOrder(deps.db, order.id);
    },

    'POST /api/admin/orders/{orderId}/pack': async (call) => {
      const body = parseInput(orderWriteBodySchema, call.request.body, 'body');
      return packOrder(deps, memberOf(call).actor, orderRef(call.request), body.expected_version);
    },

    'POST /api/admin/orders/{orderId}/ship': async (call) => {
      const body = parseInput(shipOrderBodySchema, call.request.body, 'body');
      return shipOrder(deps, memberOf(call).actor, orderRef(call.request), {
        carrier: body.carrier,
        trackingNumber: body.tracking_number,
        expectedVersion: body.expected_version,
      });
    },

    'POST /api/admin/orders/{orderId}/deliver': async (call) => {
      const body = parseInput(orderWriteBodySchema, call.request.body, 'body');
      return deliverOrder(deps, memberOf(call).actor, orderRef(call.request), body.expected_version);
    },

    'POST /api/admin/orders/{orderId}/cancel': async (call) => {
      const body = parseInput(cancelOrderBodySchema, call.request.body, 'body');
      return cancelOrder(deps, memberOf(call).actor, orderRef(call.request), {
        lines: unitsOf(body.lines),
        reason: body.reason,
        expectedVersion: body.expected_version,
      });
    },

    'POST /api/admin/orders/{orderId}/refunds': async (call) => {
      const body = parseInput(refundOrderBodySchema, call.request.body, 'body');
      return refundOrder(deps, memberOf(call).actor, orderRef(call.request), {
        lines: unitsOf(body.lines),
        shipping: body.shipping,
        amount: body.amount,
        reason: body.reason,
        idempotencyKey: idempotencyKeyOf(call.request),
        expectedVersion: body.expected_version,
      });
    },

    'POST /api/admin/orders/{orderId}/notes': async (call) => {
      const body = parseInput(orderNoteBodySchema, call.request.body, 'body');
      return addOrderNote(deps, memberOf(call).actor, orderRef(call.request), body.text);
    },

    'GET /api/admin/orders/{orderId}/invoices/{invoiceId}': async ({ request, reply }) => {
      const params = parseInput(invoiceParamsSchema, request.params, 'path');
      const order = await findOrderByRef(deps.db, params.orderId);
      const invoice = await findInvoice(deps.db, order.id, params.invoiceId);
      if (!invoice) throw notFound(`Order ${order.number} has no document ${params.invoiceId}`);
      const file = await documentFile(invoice);
      reply.type(file.contentType).header('content-disposition', `inline; filename="${file.filename}"`);
      return file.content;
    },
  };
}
