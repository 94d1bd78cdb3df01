import type { AdminOrder } from '@shop/contracts/admin-orders';
import { carrierNames, isCarrier } from '@shop/domain/carriers';
import { Link } from 'react-router';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { maySee } from '../../session/permissions.ts';
import { useMember } from '../../session/session-context.tsx';

const carrierName = (carrier: string) => (isCarrier(carrier) ? carrierNames[carrier] : carrier);

/** Who bought: name, company, contact, address, and the customer account when there is one. */
export function OrderCustomer({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const member = useMember();
  const { customer } = order;
  return (
    <section className="card" aria-labelledby="order-customer">
      <h2 className="section-title" id="order-customer">
        {t.order.customer}
      </h2>
      <address className="address">
        <span>{`${customer.first_name} ${customer.last_name}`.trim()}</span>
        {customer.company_name ? (
          <span>
            {customer.company_name}
            {customer.organisation_number ? ` (${customer.organisation_number})` : ''}
          </span>
        ) : null}
        {customer.care_of ? <span>c/o {customer.care_of}</span> : null}
        <span>{customer.street}</span>
        <span>{`${customer.postal_code} ${customer.city}`}</span>
        <span>{customer.country_code}</span>
        <a href={`mailto:${customer.email}`}>{customer.email}</a>
        <a href={`tel:${customer.phone}`}>{customer.phone}</a>
      </address>
      {order.customer_account ? (
        <p>
          {maySee(member.role, 'customers') ? (
            <Link to={`/customers/${order.customer_account.id}`}>
              {t.order.account(order.customer_account.name)}
            </Link>
          ) : (
            t.order.account(order.customer_account.name)
          )}
        </p>
      ) : (
        <p className="muted">{t.order.guest}</p>
      )}
    </section>
  );
}

/** How it travels: shipping method, carrier, service point, and the tracking link once shipped. */
export function OrderDelivery({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const format = useFormat();
  const { shipping } = order;
  const point = shipping.service_point;
  return (
    <section className="card" aria-labelledby="order-delivery">
      <h2 className="section-title" id="order-delivery">
        {t.order.delivery}
      </h2>
      <dl className="facts">
        <dt>{t.order.shippingMethod}</dt>
        <dd>
          {shipping.name} ({carrierName(shipping.carrier)}), {format.money(shipping.price, order.currency)}
        </dd>
        {point ? (
          <>
            <dt>{t.order.servicePoint}</dt>
            <dd>
              <span className="cell-main">{point.name}</span>
              <span className="cell-sub">{`${point.street}, ${point.postal_code} ${point.city}`}</span>
              {point.opening_hours ? <span className="cell-sub">{point.opening_hours}</span> : null}
            </dd>
          </>
        ) : null}
        {order.tracking_number ? (
          <>
            <dt>{t.order.tracking}</dt>
            <dd>
              {order.carrier ? `${carrierName(order.carrier)} ` : ''}
              {order.tracking_url ? (
                <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                  {order.tracking_number}
                  <span className="visually-hidden"> {t.common.opensInNewTab}</span>
                </a>
              ) : (
                order.tracking_number
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
