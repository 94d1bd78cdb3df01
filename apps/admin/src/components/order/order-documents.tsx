import type { AdminOrder } from '@shop/contracts/admin-orders';
import { isReturnStatus } from '@shop/domain/order-lifecycle';
import { Link } from 'react-router';
import { invoiceUrl } from '../../api/order-calls.ts';
import { useFormat } from '../../format/use-format.ts';
import { useMessages } from '../../i18n/language-context.tsx';
import { StatusBadge } from '../status-badge.tsx';

/** The invoice and credit notes as PDFs, as they were issued. */
export function OrderDocuments({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const format = useFormat();
  return (
    <section className="card" aria-labelledby="order-documents">
      <h2 className="section-title" id="order-documents">
        {t.order.documents}
      </h2>
      {order.invoices.length === 0 ? (
        <p className="muted">{t.order.noDocuments}</p>
      ) : (
        <ul className="plain-list">
          {order.invoices.map((invoice) => (
            <li key={invoice.id}>
              <a href={invoiceUrl(order, invoice.id)} target="_blank" rel="noopener">
                {t.order.documentKinds[invoice.kind]} {invoice.number}
                <span className="visually-hidden"> (PDF) {t.common.opensInNewTab}</span>
              </a>
              <span className="cell-sub">
                {format.day(invoice.issued_at)} · {format.money(invoice.total, order.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The returns the shopper asked for, each a link to its page. */
export function OrderReturns({ order }: { readonly order: AdminOrder }) {
  const t = useMessages();
  const format = useFormat();
  return (
    <section className="card" aria-labelledby="order-returns">
      <h2 className="section-title" id="order-returns">
        {t.nav.returns}
      </h2>
      {order.returns.length === 0 ? (
        <p className="muted">{t.order.noReturns}</p>
      ) : (
        <ul className="plain-list">
          {order.returns.map((entry) => (
            <li key={entry.id}>
              <Link to={`/returns/${entry.number}`}>{entry.number}</Link>{' '}
              <StatusBadge
                status={entry.status}
                label={isReturnStatus(entry.status) ? t.returnStatus[entry.status] : entry.status}
              />
              <span className="cell-sub">{format.day(entry.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
