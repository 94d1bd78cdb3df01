import type { OrderResponse, OrderSummaryResponse } from '@shop/contracts/orders';
import type { ApiCall } from './api-client.ts';
import { bearer } from './auth.api.ts';

export type OrderSummary = OrderSummaryResponse;

/** GET /api/orders: the logged-in customer's orders, newest first (spec 7). */
export async function fetchOrders(call: ApiCall, accessToken: string): Promise<readonly OrderSummary[]> {
  const answer = await call<OrderSummary[]>({
    method: 'GET',
    path: '/api/orders',
    headers: bearer(accessToken),
  });
  return answer.body;
}

/** GET /api/orders/{ref}: one order, by id or number; an order token reads only its own. */
export async function fetchOrder(call: ApiCall, accessToken: string, ref: string): Promise<OrderResponse> {
  const answer = await call<OrderResponse>({
    method: 'GET',
    path: `/api/orders/${encodeURIComponent(ref)}`,
    headers: bearer(accessToken),
  });
  return answer.body;
}
