import type { OrderResponse } from '@shop/contracts/orders';
import { formatDate } from '@shop/domain/dates';
import { storeIds } from '@shop/domain/locales';
import { formatPrice, toMinor } from '@shop/domain/money';
import { getStore } from '@shop/domain/stores';
import { useId, useState } from 'react';
import { useShop, useT } from '../../lib/strings.ts';
import { useAuth } from '../../state/auth-store.ts';

/**
 * The order's invoice and credit notes as PDFs, and the money given back. The documents need the
 * login's token, which lives in the browser, so a click fetches the file with it and hands it to
 * the browser as a download.
 */
export function OrderDocuments({ order }: { order: OrderResponse }) {
  const t = useT();
  const { locale } = useShop();
  const store = getStore(locale);
  const token = useAuth((state) => state.access_token);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  if (order.invoices.length === 0 && order.refunds.length === 0) return null;

  const download = async (invoice: OrderResponse['invoices'][number]) => {
    setFailed(false);
    const query = new URLSearchParams({ locale, sid: String(storeIds[locale]) });
    const response = await fetch(
      `/api/orders/${encodeURIComponent(order.number)}/invoices/${invoice.id}?${query}`,
      {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
    ).catch(() => null);
    if (!response?.ok) {
      setFailed(true);
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${invoice.number}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <section className="account__card" aria-labelledby={titleId} data-order-documents="">
      <h2 id={titleId}>{t('order.documents.title')}</h2>
      <ul className="account__documents">
        {order.invoices.map((invoice) => (
          <li key={invoice.id}>
            <button
              type="button"
              className="button button--inline"
              data-invoice={invoice.number}
              onClick={() => void download(invoice)}
            >
              {t(`order.documents.${invoice.kind}`, { number: invoice.number })}
            </button>
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{t('order.documents.failed')}</p> : null}
      {order.refunds.length > 0 ? (
        <>
          <h3>{t('order.refunds.title')}</h3>
          <ul data-order-refunds="">
            {order.refunds.map((refund) => (
              <li key={`${refund.created_at}-${refund.amount}`}>
                {t('order.refunds.entry', {
                  amount: formatPrice(toMinor(refund.amount, order.currency), store),
                  date: formatDate(refund.created_at, store, 'short'),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
