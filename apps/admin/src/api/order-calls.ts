import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderListResponse,
  cancelOrderBodySchema,
  refundOrderBodySchema,
  shipOrderBodySchema,
} from '@shop/contracts/admin-orders';
import type { z } from 'zod';
import { apiUrl, readApi, writeApi } from './admin-client.ts';

export type OrderListFilters = Partial<AdminOrderListQuery>;
type WriteBody<Schema extends z.ZodType> = Omit<z.input<Schema>, 'expected_version'>;

const orderPath = (order: Pick<AdminOrder, 'number'> | string) =>
  `/orders/${encodeURIComponent(typeof order === 'string' ? order : order.number)}`;

export function fetchOrders(
  filters: OrderListFilters,
  signal?: AbortSignal,
): Promise<AdminOrderListResponse> {
  return readApi<AdminOrderListResponse>('/orders', { query: filters, signal });
}

export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  return readApi<AdminOrder>(orderPath(orderId), { signal });
}

// Every write on an order sends the version staff saw: a change made meanwhile is a 409.

export function packOrder(order: AdminOrder): Promise<AdminOrder> {
  return writeApi<AdminOrder>('POST', `${orderPath(order)}/pack`, { expected_version: order.version });
}

export function shipOrder(
  order: AdminOrder,
  body: WriteBody<typeof shipOrderBodySchema>,
): Promise<AdminOrder> {
  return writeApi<AdminOrder>('POST', `${orderPath(order)}/ship`, {
    ...body,
    expected_version: order.version,
  });
}

export function deliverOrder(order: AdminOrder): Promise<AdminOrder> {
  return writeApi<AdminOrder>('POST', `${orderPath(order)}/deliver`, { expected_version: order.version });
}

export function cancelOrder(
  order: AdminOrder,
  body: WriteBody<typeof cancelOrderBodySchema>,
): Promise<AdminOrder> {
  return writeApi<AdminOrder>('POST', `${orderPath(order)}/cancel`, {
    ...body,
    expected_version: order.version,
  });
}

export function refundOrder(
  order: AdminOrder,
  body: WriteBody<typeof refundOrderBodySchema>,
  idempotencyKey: string,
): Promise<AdminOrder> {
  return writeApi<AdminOrder>(
    'POST',
    `${orderPath(order)}/refunds`,
    { ...body, expected_version: order.version },
    { idempotencyKey },
  );
}

export function addOrderNote(order: AdminOrder, text: string): Promise<AdminOrder> {
  return writeApi<AdminOrder>('POST', `${orderPath(order)}/notes`, { text });
}

/** The PDF of an invoice or credit note; the browser opens it with the session cookie. */
export function invoiceUrl(order: Pick<AdminOrder, 'number'>, invoiceId: number): string {
  return apiUrl(`${orderPath(order)}/invoices/${invoiceId}`);
}
