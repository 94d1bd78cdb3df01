import { formatDate } from '@shop/domain/dates';
import { formatPrice, toMinor } from '@shop/domain/money';
import type { RouteName } from '@shop/domain/routes';
import { getStore } from '@shop/domain/stores';
import { useHref } from '../../lib/links.ts';
import { fetchOrders, type OrderSummary } from '../../lib/orders.api.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { Link } from '../shop-link.tsx';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

/**
 * Spec 2, my-account-orders: the customer's orders with number, date, status and total. The
 * return page without an order lists the orders too, each leading to its return form.
 */
export function OrderList({ linkTo = 'my-account-orders-id' }: { linkTo?: RouteName }) {
  const t = useT();
  const loaded = useAuthorized(fetchOrders, 'orders');
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  if (loaded.data.length === 0) return <p data-orders-empty="">{t('account.orders.empty')}</p>;
  return (
    <table className="account__table" data-orders="">
      <caption className="visually-hidden">{t('screen.my-account-orders')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order.number')}</th>
          <th scope="col">{t('order.date')}</th>
          <th scope="col">{t('order.status')}</th>
          <th scope="col">{t('account.orders.total')}</th>
        </tr>
      </thead>
      <tbody>
        {loaded.data.map((order) => (
          <OrderRow key={order.id} order={order} linkTo={linkTo} />
        ))}
      </tbody>
    </table>
  );
}

function OrderRow({ order, linkTo }: { order: OrderSummary; linkTo: RouteName }) {
  const t = useT();
  const href = useHref();
  const { locale, store } = useShop();
  return (
    <tr data-order-number={order.number}>
      <td>
        <Link to={href(linkTo, { id: String(order.id) })}>{order.number}</Link>
      </td>
      <td>{formatDate(order.created_at, getStore(locale), 'long')}</td>
      <td>{t(`order.status.${order.status}`)}</td>
      <td>{formatPrice(toMinor(order.total, order.currency), store, { vat: true })}</td>
    </tr>
  );
}
