import type { AdminOrderSummary } from '@shop/contracts/admin-orders';
import { Link } from 'react-router';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { labelOf } from '../i18n/messages.ts';
import { StatusBadge } from './status-badge.tsx';
import { TableFrame } from './table-frame.tsx';

interface OrdersTableProps {
  readonly orders: readonly AdminOrderSummary[];
  readonly caption: string;
}

/**
 * Orders as rows, each number a link to its order page; on the orders list and a customer's page.
 * Number, date, customer, status and total come first: a tablet shows them before the table scrolls.
 */
export function OrdersTable({ orders, caption }: OrdersTableProps) {
  const t = useMessages();
  const format = useFormat();
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.orders.number}</th>
            <th scope="col">{t.orders.placed}</th>
            <th scope="col">{t.orders.customer}</th>
            <th scope="col">{t.common.status}</th>
            <th scope="col" className="numeric">
              {t.common.total}
            </th>
            <th scope="col">{t.orders.payment}</th>
            <th scope="col">{t.common.store}</th>
            <th scope="col" className="numeric">
              {t.orders.items}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="nowrap">
                <Link to={`/orders/${order.number}`}>{order.number}</Link>
                {order.internal ? <span className="tag">{t.common.internal}</span> : null}
              </th>
              <td className="nowrap">
                <time dateTime={dateTimeAttribute(order.created_at)}>
                  {format.dateTime(order.created_at)}
                </time>
              </td>
              <td>
                <span className="cell-main">{order.customer_name}</span>
                <span className="cell-sub">{order.email}</span>
              </td>
              <td>
                <StatusBadge status={order.status} label={t.orderStatus[order.status]} />
              </td>
              <td className="numeric">{format.money(order.total, order.currency)}</td>
              <td className="nowrap">
                <span className="cell-main">{labelOf(t.paymentMethods, order.payment_method)}</span>
                <span className="cell-sub">{labelOf(t.paymentStatus, order.payment_status)}</span>
              </td>
              <td className="nowrap">{t.stores[order.store]}</td>
              <td className="numeric">{format.count(order.items)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
