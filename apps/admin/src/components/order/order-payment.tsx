import type { AdminOrder } from '@shop/contracts/admin-orders';
import { Link } from 'react-router';
import { dateTimeAttribute } from '../../format/dates.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { labelOf } from '../../i18n/messages.ts';
import { StatusBadge } from '../status-badge.tsx';

/** How the shopper pays, what was charged and given back, and each refund with its reason. */
export function OrderPayment({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.currency);
  return (
    <section className="card" aria-labelledby="order-payment">
      <h2 className="section-title" id="order-payment">
        {t.order.payment}
      </h2>
      <dl className="facts">
        <dt>{t.order.paymentMethod}</dt>
        <dd>
          {labelOf(t.paymentMethods, order.payment.method)}
          {order.payment.provider !== order.payment.method ? (
            <span className="cell-sub">{order.payment.provider}</span>
          ) : null}
        </dd>
        <dt>{t.order.paymentStatus}</dt>
        <dd>{labelOf(t.paymentStatus, order.payment.status)}</dd>
        <dt>{t.order.paid}</dt>
        <dd>{money(order.paid_total)}</dd>
        <dt>{t.order.refunded}</dt>
        <dd>{money(order.refunded_total)}</dd>
        <dt>{t.order.refundable}</dt>
        <dd className="summary-list__strong">{money(order.refundable)}</dd>
      </dl>
      <h3 className="subsection-title">{t.order.refunds}</h3>
      {order.refunds.length === 0 ? (
        <p className="muted">{t.order.noRefunds}</p>
      ) : (
        <ul className="entry-list">
          {order.refunds.map((refund) => (
            <li className="entry" key={refund.id}>
              <div className="entry__head">
                <strong>{money(refund.amount)}</strong>
                <StatusBadge status={`refund-${refund.status}`} label={t.refundStatus[refund.status]} />
                <time className="muted" dateTime={dateTimeAttribute(refund.created_at)}>
                  {format.dateTime(refund.created_at)}
                </time>
              </div>
              <p>{refund.reason}</p>
              <p className="muted small">
                {t.order.refundParts(
                  money(refund.lines_amount),
                  money(refund.shipping_amount),
                  money(refund.free_amount),
                )}
                {' · '}
                {t.order.by(refund.actor)}
                {refund.return_id !== null ? (
                  <>
                    {' · '}
                    <Link to={`/returns/${refund.return_id}`}>{t.order.fromReturn}</Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
