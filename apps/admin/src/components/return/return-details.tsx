import type { AdminReturn } from '@shop/contracts/admin-returns';
import { dateTimeAttribute } from '../../format/dates.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { TableFrame } from '../table-frame.tsx';

/** The shopper's reason and comment, the returned lines with their value, and what staff decided. */
export function ReturnLines({ item }: { readonly item: AdminReturn }) {
  const t = useMessages();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, item.currency);
  return (
    <section className="card" aria-labelledby="return-lines">
      <h2 className="section-title" id="return-lines">
        {t.returnPage.lines}
      </h2>
      <dl className="facts">
        <dt>{t.returns.reason}</dt>
        <dd>{t.returnReasons[item.reason]}</dd>
        <dt>{t.returnPage.comment}</dt>
        <dd>{item.comment ? <q>{item.comment}</q> : t.common.none}</dd>
        {item.rejection_reason ? (
          <>
            <dt>{t.returnPage.rejectionReason}</dt>
            <dd>{item.rejection_reason}</dd>
          </>
        ) : null}
        {item.restocked !== null ? (
          <>
            <dt>{t.returnPage.restocked}</dt>
            <dd>{item.restocked ? t.common.yes : t.common.no}</dd>
          </>
        ) : null}
      </dl>
      <TableFrame label={t.returnPage.lines}>
        <table className="table table--compact">
          <caption className="visually-hidden">{t.returnPage.lines}</caption>
          <thead>
            <tr>
              <th scope="col">{t.order.sku}</th>
              <th scope="col">{t.order.product}</th>
              <th scope="col" className="numeric">
                {t.orders.items}
              </th>
              <th scope="col" className="numeric">
                {t.returnPage.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {item.lines.map((line) => (
              <tr key={line.position}>
                <td className="nowrap">{line.sku}</td>
                <th scope="row">{line.name}</th>
                <td className="numeric">{format.count(line.quantity)}</td>
                <td className="numeric">{money(line.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t.returnPage.linesValue}
              </th>
              <td className="numeric">{money(item.lines_value)}</td>
            </tr>
          </tfoot>
        </table>
      </TableFrame>
    </section>
  );
}

/** The refund of the return, once there is one. */
export function ReturnRefund({ item }: { readonly item: AdminReturn }) {
  const t = useMessages();
  const format = useFormat();
  const { refund } = item;
  if (!refund) return null;
  const money = (amount: number) => format.money(amount, item.currency);
  return (
    <section className="card" aria-labelledby="return-refund">
      <h2 className="section-title" id="return-refund">
        {t.returnPage.refund}
      </h2>
      <div className="entry__head">
        <strong>{money(refund.amount)}</strong>
        <StatusBadge status={`refund-${refund.status}`} label={t.refundStatus[refund.status]} />
        <time className="muted" dateTime={dateTimeAttribute(refund.created_at)}>
          {format.dateTime(refund.created_at)}
        </time>
      </div>
      {refund.reason ? <p>{refund.reason}</p> : null}
      <p className="muted small">
        {t.order.refundParts(
          money(refund.lines_amount),
          money(refund.shipping_amount),
          money(refund.free_amount),
        )}
        {' · '}
        {t.order.by(refund.actor)}
      </p>
    </section>
  );
}
