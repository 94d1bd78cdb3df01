import { fetchOrder } from '../../lib/orders.api.ts';
import { useT } from '../../lib/strings.ts';
import { LoadFailure } from './load-failure.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { useAuthorized } from './use-authorized.ts';

/** Spec 2, track order: the order's number and status, then its carrier and timeline. */
export function TrackedOrder({ orderRef }: { orderRef: string }) {
  const t = useT();
  const loaded = useAuthorized((call, token) => fetchOrder(call, token, orderRef), `track:${orderRef}`);
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  const order = loaded.data;
  return (
    <div data-tracked-order={order.number}>
      <p>
        {t('order.number')}: <strong>{order.number}</strong> · {t('order.status')}:{' '}
        <strong data-order-status={order.status}>{t(`order.status.${order.status}`)}</strong>
      </p>
      <OrderTracking order={order} />
    </div>
  );
}
