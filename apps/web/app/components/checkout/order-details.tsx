import { formatDate } from '@shop/domain/dates';
import { getStore } from '@shop/domain/stores';
import type { OrderResponse } from '../../lib/checkout.api.ts';
import { orderSummary } from '../../lib/checkout-view.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';
import { OrderSummary } from './order-summary.tsx';

/** An order as the confirmation page shows it: number, delivery, payment, lines and totals. */
export function OrderDetails({ order }: { order: OrderResponse }) {
  const t = useT();
  const { locale, store } = useShop();
  const includeVat = useVatIncluded();
  const summary = orderSummary(order, store, includeVat);
  const { customer, shipping } = order;
  const point = shipping.service_point;
  return (
    <div className="order-details" data-order-id={order.id} data-order-number={order.number}>
      <dl className="order-details__facts">
        <div>
          <dt>{t('order.number')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.created_at, getStore(locale), 'long')}</dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd data-order-status={order.status}>{t(`order.status.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd>{t(`order.payment.${order.payment.method}`)}</dd>
        </div>
      </dl>
      <div className="order-details__columns">
        <section className="order-details__block" aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">{t('order.delivery')}</h2>
          <p>
            {customer.company_name ? (
              <>
                {customer.company_name}
                <br />
              </>
            ) : null}
            {customer.first_name} {customer.last_name}
            <br />
            {customer.street}
            {customer.care_of ? (
              <>
                <br />
                {customer.care_of}
              </>
            ) : null}
            <br />
            {customer.postal_code} {customer.city}
          </p>
          <p>
            {shipping.name}
            {point ? (
              <>
                <br />
                {point.name}, {point.street}, {point.postal_code} {point.city}
              </>
            ) : null}
          </p>
          <p>{t('order.contact', { email: customer.email, phone: customer.phone })}</p>
        </section>
        <OrderSummary
          summary={summary}
          coupons={order.coupons.map((coupon) => coupon.code)}
          title={t('order.summary')}
        />
      </div>
    </div>
  );
}
