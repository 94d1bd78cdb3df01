import type { AdminOrder, AdminOrderSummary } from '@shop/contracts/admin-orders';
import { isLocaleCode, type LocaleCode } from '@shop/domain/locales';
import { asMinor, toMajor } from '@shop/domain/money';
import { refundableAmount } from '@shop/domain/order-adjustments';
import {
  allowedOrderEvents,
  canCancelOrderLines,
  isOrderStatus,
  type OrderStatus,
} from '@shop/domain/order-lifecycle';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { currencyOf, orderView } from '../../orders/order-view.ts';
import { findCustomerById } from '../../repositories/customers.repository.ts';
import { findOrderNotes } from '../../repositories/order-notes.repository.ts';
import {
  findOrderById,
  findOrderByNumber,
  findOrderDetails,
  type OrderDetails,
  type OrderRow,
} from '../../repositories/order-queries.repository.ts';
import type { RefundRow } from '../../repositories/refunds.repository.ts';
import { returnedQuantities } from '../../repositories/returns.repository.ts';
import { readRefundParts } from './refund-parts.ts';

export function storeOf(order: Pick<OrderRow, 'locale'>): LocaleCode {
  return isLocaleCode(order.locale) ? order.locale : 'sv';
}

export function statusOf(order: Pick<OrderRow, 'status' | 'number'>): OrderStatus {
  if (!isOrderStatus(order.status))
    throw new Error(`Order ${order.number} has an unknown status ${order.status}`);
  return order.status;
}

/** `{orderId}` is the number the shopper sees (SE100014) or the order's id. */
export async function findOrderByRef(db: Kysely<Database>, ref: string): Promise<OrderRow> {
  const order = /^\d+$/.test(ref) ? await findOrderById(db, Number(ref)) : await findOrderByNumber(db, ref);
  if (!order) throw notFound(`No order ${ref}`);
  return order;
}

const refundStatuses = ['pending', 'succeeded', 'failed'] as const;

export function refundView(refund: RefundRow, currency: string) {
  const major = (amount: number) => toMajor(asMinor(amount), currency);
  return {
    id: refund.id,
    status: refundStatuses.find((status) => status === refund.status) ?? 'failed',
    amount: major(refund.amount),
    lines_amount: major(refund.lines_amount),
    shipping_amount: major(refund.shipping_amount),
    free_amount: major(refund.free_amount),
    lines: readRefundParts(refund.lines).flatMap((part) =>
      part.kind === 'line'
        ? [{ position: part.position, units: part.units, amount: major(part.amount) }]
        : [],
    ),
    reason: refund.reason,
    actor: refund.actor,
    return_id: refund.return_id,
    provider_reference: refund.provider_reference,
    created_at: refund.created_at,
  };
}

/** An order as staff see it: the shopper's view and what only staff see, with what may happen next. */
export async function adminOrderView(db: Kysely<Database>, details: OrderDetails): Promise<AdminOrder> {
  const { order } = details;
  const currency = currencyOf(order);
  const major = (amount: number) => toMajor(asMinor(amount), currency);
  const [notes, returned, returns, account] = await Promise.all([
    findOrderNotes(db, order.id),
    returnedQuantities(db, order.id),
    db
      .selectFrom('returns')
      .select(['id', 'number', 'status', 'created_at'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    order.customer_id === null ? undefined : findCustomerById(db, order.customer_id),
  ]);
  const { tracking: _tracking, refunds: _refunds, ...shopperView } = orderView(details);
  const status = statusOf(order);
  const linesByPosition = new Map(details.lines.map((line) => [line.position, line]));
  return {
    ...shopperView,
    store: storeOf(order),
    version: order.version,
    internal: order.internal === 1,
    lines: shopperView.lines.map((line) => {
      const row = linesByPosition.get(line.position);
      return {
        ...line,
        ordered_quantity: line.quantity + (row?.cancelled_quantity ?? 0),
        cancelled_quantity: row?.cancelled_quantity ?? 0,
        refunded_quantity: row?.refunded_quantity ?? 0,
        returned_quantity: returned.get(line.position) ?? 0,
      };
    }),
    allowed_events: allowedOrderEvents(status).filter(
      (event) => event !== 'approve_payment' && event !== 'fail_payment',
    ),
    can_cancel_lines: canCancelOrderLines(status),
    paid_total: major(order.paid_total),
    refunded_total: major(order.refunded_total),
    refundable: major(refundableAmount(asMinor(order.paid_total), asMinor(order.refunded_total))),
    shipping_refunded: order.shipping_refunded === 1,
    customer_account: account ? { id: account.id, email: account.email, name: account.name } : null,
    notes: notes.map((note) => ({
      id: note.id,
      author: note.author,
      text: note.text,
      created_at: note.created_at,
    })),
    refunds: details.refunds.map((refund) => refundView(refund, currency)),
    returns,
  };
}

export async function readAdminOrder(db: Kysely<Database>, orderId: number): Promise<AdminOrder> {
  const details = await findOrderDetails(db, orderId);
  if (!details) throw notFound(`No order ${orderId}`);
  return adminOrderView(db, details);
}

export function adminOrderSummaryView(row: {
  id: number;
  number: string;
  locale: string;
  status: string;
  payment_status: string;
  payment_method: string;
  created_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  currency: string;
  total: number;
  units: number | string | bigint;
  internal: number;
}): AdminOrderSummary {
  return {
    id: row.id,
    number: row.number,
    store: storeOf(row),
    status: isOrderStatus(row.status) ? row.status : 'confirmed',
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    created_at: row.created_at,
    customer_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    currency: row.currency,
    total: toMajor(asMinor(row.total), row.currency),
    items: Number(row.units),
    internal: row.internal === 1,
  };
}
