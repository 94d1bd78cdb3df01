import type { OrderResponse } from '@shop/contracts/orders';
import { carrierNames, isCarrier } from '@shop/domain/carriers';
import { formatDate } from '@shop/domain/dates';
import { getStore } from '@shop/domain/stores';
import { useId } from 'react';
import { useShop, useT } from '../../lib/strings.ts';

/**
 * Spec 2, track order: the carrier, the tracking number with a link to the carrier's tracking
 * page, and the order's status timeline. A history entry's note is the shop's own log ("order
 * placed"), written in no store's language: the shopper sees the localized status and its time.
 */
export function OrderTracking({ order }: { order: OrderResponse }) {
  const t = useT();
  const { locale } = useShop();
  const store = getStore(locale);
  const titleId = useId();
  const carrier = order.carrier && isCarrier(order.carrier) ? carrierNames[order.carrier] : order.carrier;
  return (
    <section className="account__card" aria-labelledby={titleId} data-order-tracking="">
      <h2 id={titleId}>{t('account.tracking.title')}</h2>
      <dl>
        <dt>{t('account.tracking.carrier')}</dt>
        <dd data-carrier={order.carrier ?? ''}>{carrier ?? t('account.tracking.notShipped')}</dd>
        <dt>{t('account.tracking.number')}</dt>
        <dd data-tracking-number="">{order.tracking_number ?? t('account.tracking.notShipped')}</dd>
      </dl>
      {order.tracking_url && carrier ? (
        <p>
          <a href={order.tracking_url} rel="noopener noreferrer" target="_blank" data-tracking-link="">
            {t('account.tracking.follow', { carrier })}
          </a>
        </p>
      ) : null}
      <h3>{t('account.tracking.history')}</h3>
      <ol className="account__timeline" data-status-history="">
        {order.status_history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`} data-status={entry.status}>
            <strong>{t(`order.status.${entry.status}`)}</strong>{' '}
            <time dateTime={entry.at}>{formatDate(entry.at, store, 'long')}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
