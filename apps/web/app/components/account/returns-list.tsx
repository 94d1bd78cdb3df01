import { formatDate } from '@shop/domain/dates';
import { getStore } from '@shop/domain/stores';
import { fetchReturns } from '../../lib/after-sales.api.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { LoadFailure } from './load-failure.tsx';
import { useAuthorized } from './use-authorized.ts';

/** my-account-returns: the customer's returns with number, order, date and status. */
export function ReturnsList() {
  const t = useT();
  const { locale } = useShop();
  const loaded = useAuthorized(fetchReturns, 'returns');
  if (loaded.kind === 'loading') return <p role="status">{t('account.loading')}</p>;
  if (loaded.kind === 'failed') return <LoadFailure status={loaded.status} />;
  if (loaded.data.length === 0) return <p data-returns-empty="">{t('account.returns.empty')}</p>;
  return (
    <table className="account__table" data-returns="">
      <caption className="visually-hidden">{t('screen.my-account-returns')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('account.returns.number')}</th>
          <th scope="col">{t('order.number')}</th>
          <th scope="col">{t('order.date')}</th>
          <th scope="col">{t('order.status')}</th>
        </tr>
      </thead>
      <tbody>
        {loaded.data.map((entry) => (
          <tr key={entry.id} data-return-number={entry.number}>
            <td>{entry.number}</td>
            <td>{entry.order_number}</td>
            <td>{formatDate(entry.created_at, getStore(locale), 'long')}</td>
            <td>
              {t(`account.return.status.${entry.status}`)}
              {entry.rejection_reason ? (
                <span className="account__note" data-rejection-reason="">
                  {' '}
                  {t('account.return.rejectionReason', { reason: entry.rejection_reason })}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
