import { mayCall } from '@shop/contracts/admin-permissions';
import { getStore } from '@shop/domain/stores';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { type AdminCouponListResponse, fetchCoupons } from '../api/coupon-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PagedResults } from '../components/pager.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { pageOf, textOf, useUrlFilters } from '../components/use-url-filters.ts';
import { dayWindowOf } from '../format/day-window.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { useMember } from '../session/session-context.tsx';

const filterNames = ['q'] as const;

/** Issue 17: the shop's coupons found by code or label, a page at a time. */
export function CouponsPage() {
  const t = useMessages();
  const format = useFormat();
  const member = useMember();
  const filters = useUrlFilters(filterNames);
  const { key } = filters;
  const coupons = useResource(
    useCallback(
      (signal: AbortSignal) => {
        const search = new URLSearchParams(key);
        return fetchCoupons({ q: textOf(search.get('q')), page: pageOf(search.get('page')) }, signal);
      },
      [key],
    ),
  );
  return (
    <>
      <PageHeading title={t.coupons.title}>
        {mayCall(member.role, 'POST', '/coupons') ? (
          <Link className="button button--primary" to="/coupons/new">
            {t.coupons.newCoupon}
          </Link>
        ) : null}
      </PageHeading>
      <CouponSearch key={key} text={filters.values.q} onApply={(q) => filters.apply({ q })} />
      <ResourceView resource={coupons}>
        {(data) => (
          <PagedResults
            heading={t.coupons.found(format.count(data.total))}
            busy={coupons.loading}
            page={data.page}
            perPage={data.per_page}
            total={data.total}
            pageTo={filters.pageTo}
          >
            <CouponsTable data={data} />
          </PagedResults>
        )}
      </ResourceView>
    </>
  );
}

function CouponSearch({
  text,
  onApply,
}: {
  readonly text: string;
  readonly onApply: (text: string) => void;
}) {
  const t = useMessages();
  const [draft, setDraft] = useState(text);
  return (
    <FilterForm onApply={() => onApply(draft)}>
      <TextInputField
        className="filters__wide"
        label={t.common.search}
        type="search"
        description={t.coupons.textHint}
        value={draft}
        onChange={setDraft}
      />
    </FilterForm>
  );
}

/** The first and last day a coupon is valid, in its store's time zone (the last day inclusive). */
function ValidWindow({ coupon }: { readonly coupon: AdminCouponListResponse['coupons'][number] }) {
  const t = useMessages();
  const format = useFormat();
  const { firstDay, lastDay } = dayWindowOf(
    { startsAt: coupon.starts_at, endsAt: coupon.expires_at },
    getStore(coupon.store).timeZone,
  );
  if (!firstDay && !lastDay) return <>{t.coupons.always}</>;
  return (
    <>
      {firstDay ? (
        <>
          {t.coupons.from} <time dateTime={firstDay}>{format.calendarDay(firstDay)}</time>{' '}
        </>
      ) : null}
      {lastDay ? (
        <>
          {t.coupons.until} <time dateTime={lastDay}>{format.calendarDay(lastDay)}</time>
        </>
      ) : null}
    </>
  );
}

function CouponsTable({ data }: { readonly data: AdminCouponListResponse }) {
  const t = useMessages();
  const format = useFormat();
  const caption = t.coupons.found(format.count(data.total));
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.coupons.code}</th>
            <th scope="col">{t.common.store}</th>
            <th scope="col">{t.coupons.kind}</th>
            <th scope="col">{t.common.status}</th>
            <th scope="col">{t.coupons.window}</th>
            <th scope="col" className="numeric">
              {t.coupons.uses}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.coupons.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row">
                <Link to={`/coupons/${coupon.id}`}>{coupon.code}</Link>
              </th>
              <td>{t.stores[coupon.store]}</td>
              <td>{t.coupons.kinds[coupon.kind]}</td>
              <td>{coupon.active ? t.coupons.active : t.coupons.inactive}</td>
              <td>
                <ValidWindow coupon={coupon} />
              </td>
              <td className="numeric">
                {coupon.usage_limit === null
                  ? format.count(coupon.used_count)
                  : t.coupons.usesOf(format.count(coupon.used_count), format.count(coupon.usage_limit))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
