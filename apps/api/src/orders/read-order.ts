import type { OrderResponse } from '@shop/contracts/orders';
import type { Kysely } from 'kysely';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import {
  findLatestCheckoutOrder,
  findOrderByNumber,
  findOrderDetails,
  listCustomerOrders,
  type OrderRow,
} from '../repositories/order-queries.repository.ts';
import { orderSummaryView, orderView } from './order-view.ts';

/**
 * The confirmation and failure pages read the order with the checkout id (docs/decisions/007):
 * 128 random bits only the shopper's browser holds, so the id is the capability.
 */
export async function readCheckoutOrder(db: Kysely<Database>, checkoutId: string): Promise<OrderResponse> {
  const order = await findLatestCheckoutOrder(db, checkoutId);
  const details = order ? await findOrderDetails(db, order.id) : undefined;
  if (!details) throw notFound(`No order for checkout ${checkoutId}`);
  return orderView(details);
}

/**
 * An account reads its own orders; an order login (scope my-order) its one order. Staff read
 * orders in the back office (GET /api/admin/orders), never through a storefront token.
 */
export function mayReadOrder(claims: AccessClaims, order: Pick<OrderRow, 'id' | 'customer_id'>): boolean {
  if (claims.kind === 'order') return claims.sub === order.id;
  return order.customer_id === claims.sub;
}

/** An order by id or number for a signed-in reader; 404 for an order they may not read, as for none. */
export async function readOrderFor(
  db: Kysely<Database>,
  ref: string,
  claims: AccessClaims,
): Promise<OrderResponse> {
  const byId = /^\d+$/.test(ref) ? await findOrderDetails(db, Number(ref)) : undefined;
  const byNumber = byId ? undefined : await findOrderByNumber(db, ref);
  const details = byId ?? (byNumber ? await findOrderDetails(db, byNumber.id) : undefined);
  if (!details || !mayReadOrder(claims, details.order)) throw notFound(`No order ${ref}`);
  return orderView(details);
}

export async function listOrdersFor(db: Kysely<Database>, customerId: number) {
  return (await listCustomerOrders(db, customerId)).map(orderSummaryView);
}
