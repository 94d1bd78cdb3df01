import {
  adminReturnListQuerySchema,
  adminReturnParamsSchema,
  approveReturnBodySchema,
  receiveReturnBodySchema,
  refundReturnBodySchema,
  rejectReturnBodySchema,
} from '@shop/contracts/admin-returns';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../../http/parse.ts';
import { type AdminHandlers, memberOf } from '../admin-plugin.ts';
import type { RefundDeps } from '../orders/refunds.ts';
import { findReturnRow, listAdminReturns, readAdminReturn } from '../returns/admin-returns.ts';
import { approveReturn, receiveReturn, refundReturn, rejectReturn } from '../returns/return-writes.ts';

function returnRef(request: FastifyRequest): string {
  return parseInput(adminReturnParamsSchema, request.params, 'path').returnId;
}

/** Returns: staff approve or reject them, mark them received and refund them. */
export function adminReturnHandlers(deps: RefundDeps): AdminHandlers {
  return {
    'GET /api/admin/returns': async ({ request }) =>
      listAdminReturns(deps.db, parseInput(adminReturnListQuerySchema, request.query, 'query')),

    'GET /api/admin/returns/{returnId}': async ({ request }) => {
      const row = await findReturnRow(deps.db, returnRef(request));
      return readAdminReturn(deps.db, row.id);
    },

    'POST /api/admin/returns/{returnId}/approve': async (call) => {
      parseInput(approveReturnBodySchema, call.request.body, 'body');
      return approveReturn(deps, memberOf(call).actor, returnRef(call.request));
    },

    'POST /api/admin/returns/{returnId}/reject': async (call) => {
      const body = parseInput(rejectReturnBodySchema, call.request.body, 'body');
      return rejectReturn(deps, memberOf(call).actor, returnRef(call.request), body.reason);
    },

    'POST /api/admin/returns/{returnId}/receive': async (call) => {
      const body = parseInput(receiveReturnBodySchema, call.request.body, 'body');
      return receiveReturn(deps, memberOf(call).actor, returnRef(call.request), body.restock);
    },

    'POST /api/admin/returns/{returnId}/refund': async (call) => {
      const body = parseInput(refundReturnBodySchema, call.request.body, 'body');
      return refundReturn(deps, memberOf(call).actor, returnRef(call.request), body);
    },
  };
}
