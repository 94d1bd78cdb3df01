import type { DashboardResponse } from '@shop/contracts/admin-office';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { fetchDashboard } from '../api/office-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { maySee } from '../session/permissions.ts';
import { useMember } from '../session/session-context.tsx';

/** Today and the last 7 days per store, and the work waiting: orders to pack, returns to handle. */
export function DashboardPage() {
  const t = useMessages();
  const dashboard = useResource(useCallback((signal: AbortSignal) => fetchDashboard(signal), []));
  return (
    <>
      <PageHeading title={t.dashboard.title} />
      <ResourceView resource={dashboard}>{(data) => <DashboardContent data={data} />}</ResourceView>
    </>
  );
}

function DashboardContent({ data }: { readonly data: DashboardResponse }) {
  const t = useMessages();
  const format = useFormat();
  const member = useMember();
  return (
    <>
      <div className="work-cards">
        <WorkCard
          title={t.dashboard.toPack}
          count={data.to_pack}
          link={
            maySee(member.role, 'orders')
              ? { to: '/orders?status=confirmed', label: t.dashboard.toPackLink }
              : null
          }
        />
        <WorkCard
          title={t.dashboard.openReturns}
          count={data.open_returns}
          link={
            maySee(member.role, 'returns') ? { to: '/returns', label: t.dashboard.openReturnsLink } : null
          }
        />
      </div>
      <section className="card" aria-labelledby="sales-title">
        <h2 className="section-title" id="sales-title">
          {t.dashboard.salesCaption}
        </h2>
        <TableFrame label={t.dashboard.salesCaption}>
          <table className="table">
            <caption className="visually-hidden">{t.dashboard.salesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.common.store}</th>
                <th scope="col" className="numeric">
                  {t.dashboard.todayOrders}
                </th>
                <th scope="col" className="numeric">
                  {t.dashboard.todayRevenue}
                </th>
                <th scope="col" className="numeric">
                  {t.dashboard.weekOrders}
                </th>
                <th scope="col" className="numeric">
                  {t.dashboard.weekRevenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.stores.map((store) => (
                <tr key={store.store}>
                  <th scope="row" className="nowrap">
                    {t.stores[store.store]}
                  </th>
                  <td className="numeric">{format.count(store.today.orders)}</td>
                  <td className="numeric">{format.money(store.today.revenue, store.currency)}</td>
                  <td className="numeric">{format.count(store.last_7_days.orders)}</td>
                  <td className="numeric">{format.money(store.last_7_days.revenue, store.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
        <p className="muted small">{t.dashboard.revenueNote}</p>
        <p className="muted small">{t.dashboard.figuresOf(format.dateTime(data.generated_at))}</p>
      </section>
    </>
  );
}

interface WorkCardProps {
  readonly title: string;
  readonly count: number;
  readonly link: { readonly to: string; readonly label: string } | null;
}

function WorkCard({ title, count, link }: WorkCardProps) {
  const format = useFormat();
  return (
    <section className="card work-card">
      <h2 className="work-card__title">{title}</h2>
      <p className="work-card__count">{format.count(count)}</p>
      {link ? (
        <Link className="work-card__link" to={link.to}>
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}
