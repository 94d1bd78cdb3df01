import type {
  AdminReturn,
  AdminReturnListQuery,
  AdminReturnListResponse,
  refundReturnBodySchema,
} from '@shop/contracts/admin-returns';
import type { z } from 'zod';
import { readApi, writeApi } from './admin-client.ts';

export type ReturnListFilters = Partial<AdminReturnListQuery>;

const returnPath = (returnId: string) => `/returns/${encodeURIComponent(returnId)}`;

export function fetchReturns(
  filters: ReturnListFilters,
  signal?: AbortSignal,
): Promise<AdminReturnListResponse> {
  return readApi<AdminReturnListResponse>('/returns', { query: filters, signal });
}

export function fetchReturn(returnId: string, signal?: AbortSignal): Promise<AdminReturn> {
  return readApi<AdminReturn>(returnPath(returnId), { signal });
}

export function approveReturn(item: AdminReturn): Promise<AdminReturn> {
  return writeApi<AdminReturn>('POST', `${returnPath(item.number)}/approve`);
}

export function rejectReturn(item: AdminReturn, reason: string): Promise<AdminReturn> {
  return writeApi<AdminReturn>('POST', `${returnPath(item.number)}/reject`, { reason });
}

export function receiveReturn(item: AdminReturn, restock: boolean): Promise<AdminReturn> {
  return writeApi<AdminReturn>('POST', `${returnPath(item.number)}/receive`, { restock });
}

export function refundReturn(
  item: AdminReturn,
  body: z.input<typeof refundReturnBodySchema>,
): Promise<AdminReturn> {
  return writeApi<AdminReturn>('POST', `${returnPath(item.number)}/refund`, body);
}
