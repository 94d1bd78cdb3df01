import type { AdminReturn } from '@shop/contracts/admin-returns';
import { isOrderStatus, isReturnStatus } from '@shop/domain/order-lifecycle';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminApiError } from '../api/admin-client.ts';
import { fetchReturn } from '../api/return-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { ErrorNotice, ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ReturnActions } from '../components/return/return-actions.tsx';
import { ReturnLines, ReturnRefund } from '../components/return/return-details.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useChangeHandlers } from '../components/use-change-handlers.ts';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

/** /returns/:returnId, the return's number (RSE100014-1) or id. */
export function ReturnPage() {
  const { returnId = '' } = useParams();
  return <ReturnView key={returnId} returnId={returnId} />;
}

function ReturnView({ returnId }: { readonly returnId: string }) {
  const t = useMessages();
  const item = useResource(useCallback((signal: AbortSignal) => fetchReturn(returnId, signal), [returnId]));
  const { refusal, onUpdated, onRefused } = useChangeHandlers<AdminReturn>(item);
  const data = item.data;
  return (
    <>
      <PageHeading title={t.returnPage.title(data?.number ?? returnId)}>
        {data ? <StatusBadge status={data.status} label={t.returnStatus[data.status]} /> : null}
      </PageHeading>
      {refusal ? <ErrorNotice error={refusal} /> : null}
      <ResourceView resource={item}>
        {(loaded) => <ReturnDetails item={loaded} onUpdated={onUpdated} onRefused={onRefused} />}
      </ResourceView>
    </>
  );
}

interface ReturnDetailsProps {
  readonly item: AdminReturn;
  readonly onUpdated: (item: AdminReturn, notice: string) => void;
  readonly onRefused: (error: AdminApiError) => void;
}

function ReturnDetails({ item, onUpdated, onRefused }: ReturnDetailsProps) {
  const t = useMessages();
  const format = useFormat();
  return (
    <>
      <div className="card order-head">
        <dl className="meta-row">
          <div>
            <dt>{t.returns.order}</dt>
            <dd>
              <Link to={`/orders/${item.order_number}`}>{item.order_number}</Link>{' '}
              <span className="cell-sub">
                {isOrderStatus(item.order_status) ? t.orderStatus[item.order_status] : item.order_status}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t.common.store}</dt>
            <dd>{t.stores[item.store]}</dd>
          </div>
          <div>
            <dt>{t.common.created}</dt>
            <dd>
              <time dateTime={dateTimeAttribute(item.created_at)}>{format.dateTime(item.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>{t.orders.customer}</dt>
            <dd>
              <span className="cell-main">{item.customer_name}</span>
              <a className="cell-sub" href={`mailto:${item.customer_email}`}>
                {item.customer_email}
              </a>
            </dd>
          </div>
        </dl>
        <ReturnActions item={item} onUpdated={onUpdated} onRefused={onRefused} />
      </div>
      <div className="two-columns">
        <div className="two-columns__main">
          <ReturnLines item={item} />
          <ReturnRefund item={item} />
        </div>
        <div className="two-columns__side">
          <section className="card" aria-labelledby="return-history">
            <h2 className="section-title" id="return-history">
              {t.order.history}
            </h2>
            <StatusHistory
              entries={item.status_history}
              labelOf={(status) => (isReturnStatus(status) ? t.returnStatus[status] : status)}
            />
          </section>
        </div>
      </div>
    </>
  );
}
