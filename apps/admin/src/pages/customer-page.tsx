import { isLocaleCode } from '@shop/domain/locales';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { type CustomerDetail, fetchCustomer } from '../api/office-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { ResourceView } from '../components/load-state.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

/** A customer account: its details, its category discounts and its orders. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const t = useMessages();
  const customer = useResource(
    useCallback((signal: AbortSignal) => fetchCustomer(customerId, signal), [customerId]),
  );
  const title =
    customer.data && String(customer.data.id) === customerId
      ? customer.data.name || customer.data.email
      : t.customers.customer;
  return (
    <>
      <PageHeading title={title} />
      <ResourceView resource={customer}>{(data) => <CustomerDetails customer={data} />}</ResourceView>
    </>
  );
}

function CustomerDetails({ customer }: { readonly customer: CustomerDetail }) {
  const t = useMessages();
  const format = useFormat();
  const discounts = Object.entries(customer.discounts);
  return (
    <>
      <div className="two-columns two-columns--even">
        <section className="card" aria-labelledby="customer-details">
          <h2 className="section-title" id="customer-details">
            {t.customers.details}
          </h2>
          <dl className="facts">
            <dt>{t.common.email}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>{' '}
              <span className="cell-sub">
                {customer.email_verified ? t.customers.verified : t.customers.unverified}
              </span>
            </dd>
            <dt>{t.common.phone}</dt>
            <dd>{customer.phone ?? t.common.none}</dd>
            <dt>{t.common.store}</dt>
            <dd>{isLocaleCode(customer.store) ? t.stores[customer.store] : customer.store}</dd>
            <dt>{t.customers.since}</dt>
            <dd>
              <time dateTime={dateTimeAttribute(customer.created_at)}>{format.day(customer.created_at)}</time>
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="customer-discounts">
          <h2 className="section-title" id="customer-discounts">
            {t.customers.discounts}
          </h2>
          {discounts.length === 0 ? (
            <p className="muted">{t.customers.noDiscounts}</p>
          ) : (
            <ul className="plain-list">
              {discounts.map(([category, percent]) => (
                <li key={category}>{t.customers.discountOf(category, format.percent(percent))}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="card card--flush" aria-labelledby="customer-orders">
        <h2 className="section-title card__pad" id="customer-orders">
          {t.customers.orders(format.count(customer.order_list.length))}
        </h2>
        {customer.order_list.length === 0 ? (
          <p className="empty">{t.customers.noOrders}</p>
        ) : (
          <OrdersTable orders={customer.order_list} caption={t.nav.orders} />
        )}
      </section>
    </>
  );
}
