import type { RouteName } from '@shop/domain/routes';
import { useHref } from '../../lib/links.ts';
import { fetchOrder } from '../../lib/orders.api.ts';
import { useT } from '../../lib/strings.ts';
import { OrderDetails } from '../checkout/order-details.tsx';
import { Link } from '../shop-link.tsx';
import { LoadFailure } from './load-failure.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { useAuthorized } from './use-authorized.ts';

/**
 * One order read with the current login's token: the customer's own order on my-account, the
 * guest's single order on my-order (the provider refuses any other order to that token).
 */
export function AccountOrder({ orderRef, returnRoute }: { orderRef: string; returnRoute: RouteName }) {
  const t = useT();
  const href = useHref();
  const loaded = useAuthorized((call, token) => fetchOrder(call, token, orderRef), `order:${orderRef}`);
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  return (
    <div className="account__order" data-account-order={loaded.data.number}>
      <OrderDetails order={loaded.data} />
      <OrderTracking order={loaded.data} />
      <OrderDocuments order={loaded.data} />
      {/* Only a delivered order can be returned (the provider answers 409 otherwise). */}
      {loaded.data.status === 'delivered' ? (
        <Link className="button button--inline" to={href(returnRoute, { id: String(loaded.data.id) })}>
          {t('account.return.start')}
        </Link>
      ) : null}
    </div>
  );
}
