import type { AdminOrder } from '@shop/contracts/admin-orders';
import { isOrderStatus } from '@shop/domain/order-lifecycle';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { AdminApiError } from '../api/admin-client.ts';
import { fetchOrder } from '../api/order-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { ErrorNotice, ResourceView } from '../components/load-state.tsx';
import { OrderActions } from '../components/order/order-actions.tsx';
import { OrderDocuments, OrderReturns } from '../components/order/order-documents.tsx';
import { OrderLinesTable } from '../components/order/order-lines-table.tsx';
import { OrderNotes } from '../components/order/order-notes.tsx';
import { OrderCustomer, OrderDelivery } from '../components/order/order-parties.tsx';
import { OrderPayment } from '../components/order/order-payment.tsx';
import { OrderTotals } from '../components/order/order-totals.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useChangeHandlers } from '../components/use-change-handlers.ts';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { labelOf } from '../i18n/messages.ts';

/** /orders/:orderId, the number the shopper sees (SE100014) or the order's id. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  // A page per order: its state (an open dialog, a refusal) never carries over to another.
  return <OrderView key={orderId} orderId={orderId} />;
}

function OrderView({ orderId }: { readonly orderId: string }) {
  const t = useMessages();
  const order = useResource(useCallback((signal: AbortSignal) => fetchOrder(orderId, signal), [orderId]));
  const { refusal, onUpdated, onRefused } = useChangeHandlers<AdminOrder>(order);

  const data = order.data;
  return (
    <>
      <PageHeading title={t.order.title(data?.number ?? orderId)}>
        {data ? <StatusBadge status={data.status} label={t.orderStatus[data.status]} /> : null}
      </PageHeading>
      {refusal ? <ErrorNotice error={refusal} /> : null}
      <ResourceView resource={order}>
        {(loaded) => <OrderDetails order={loaded} onUpdated={onUpdated} onRefused={onRefused} />}
      </ResourceView>
    </>
  );
}

interface OrderDetailsProps {
  readonly order: AdminOrder;
  readonly onUpdated: (order: AdminOrder, notice: string) => void;
  readonly onRefused: (error: AdminApiError) => void;
}

function OrderDetails({ order, onUpdated, onRefused }: OrderDetailsProps) {
  const t = useMessages();
  const format = useFormat();
  return (
    <>
      <div className="card order-head">
        <dl className="meta-row">
          <div>
            <dt>{t.common.store}</dt>
            <dd>{t.stores[order.store]}</dd>
          </div>
          <div>
            <dt>{t.orders.placed}</dt>
            <dd>
              <time dateTime={dateTimeAttribute(order.created_at)}>{format.dateTime(order.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>{t.order.payment}</dt>
            <dd>
              {labelOf(t.paymentMethods, order.payment.method)} ·{' '}
              {labelOf(t.paymentStatus, order.payment.status)}
            </dd>
          </div>
          <div>
            <dt>{t.common.total}</dt>
            <dd>{format.money(order.totals.total, order.currency)}</dd>
          </div>
          {order.internal ? (
            <div>
              <dt>{t.order.kind}</dt>
              <dd>
                <span className="tag">{t.common.internal}</span>
              </dd>
            </div>
          ) : null}
        </dl>
        <OrderActions order={order} onUpdated={onUpdated} onRefused={onRefused} />
      </div>
      <section className="card card--flush" aria-labelledby="order-lines">
        <h2 className="section-title card__pad" id="order-lines">
          {t.order.lines}
        </h2>
        <OrderLinesTable order={order} />
        <div className="card__pad">
          <OrderTotals order={order} />
        </div>
      </section>
      <div className="two-columns">
        <div className="two-columns__main">
          <OrderPayment order={order} />
          <section className="card" aria-labelledby="order-history">
            <h2 className="section-title" id="order-history">
              {t.order.history}
            </h2>
            <StatusHistory
              entries={order.status_history}
              labelOf={(status) => (isOrderStatus(status) ? t.orderStatus[status] : status)}
            />
          </section>
          <OrderNotes order={order} onUpdated={onUpdated} />
        </div>
        <div className="two-columns__side">
          <OrderCustomer order={order} />
          <OrderDelivery order={order} />
          <OrderDocuments order={order} />
          <OrderReturns order={order} />
        </div>
      </div>
    </>
  );
}
