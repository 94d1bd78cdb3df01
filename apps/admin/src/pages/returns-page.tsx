import type { AdminReturnListResponse } from '@shop/contracts/admin-returns';
import { localeCodes } from '@shop/domain/locales';
import { returnStatuses } from '@shop/domain/order-lifecycle';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { fetchReturns, type ReturnListFilters } from '../api/return-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { SelectField } from '../components/fields/select-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PagedResults } from '../components/pager.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { anyValue, oneOf, pageOf, textOf, useUrlFilters } from '../components/use-url-filters.ts';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

const filterNames = ['status', 'store', 'q'] as const;
type FilterValues = Record<(typeof filterNames)[number], string>;

function returnsQueryOf(search: URLSearchParams): ReturnListFilters {
  return {
    status: oneOf(search.get('status'), returnStatuses),
    store: oneOf(search.get('store'), localeCodes),
    q: textOf(search.get('q')),
    page: pageOf(search.get('page')),
  };
}

/** Returns by status, store and free text, newest first. */
export function ReturnsPage() {
  const t = useMessages();
  const format = useFormat();
  const filters = useUrlFilters(filterNames);
  const { key } = filters;
  const returns = useResource(
    useCallback(
      (signal: AbortSignal) => fetchReturns(returnsQueryOf(new URLSearchParams(key)), signal),
      [key],
    ),
  );
  return (
    <>
      <PageHeading title={t.returns.title} />
      <ReturnFilters key={key} values={filters.values} onApply={filters.apply} />
      <ResourceView resource={returns}>
        {(data) => (
          <PagedResults
            heading={t.returns.found(format.count(data.total))}
            busy={returns.loading}
            page={data.page}
            perPage={data.per_page}
            total={data.total}
            pageTo={filters.pageTo}
          >
            <ReturnsTable data={data} />
          </PagedResults>
        )}
      </ResourceView>
    </>
  );
}

function ReturnFilters({
  values,
  onApply,
}: {
  readonly values: FilterValues;
  readonly onApply: (values: FilterValues) => void;
}) {
  const t = useMessages();
  const [draft, setDraft] = useState(values);
  const set = (name: keyof FilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value === anyValue ? '' : value }));
  return (
    <FilterForm onApply={() => onApply(draft)}>
      <TextInputField
        className="filters__wide"
        label={t.returns.text}
        type="search"
        description={t.returns.textHint}
        value={draft.q}
        onChange={set('q')}
      />
      <SelectField
        label={t.common.status}
        options={[
          { id: anyValue, label: t.orders.allStatuses },
          ...returnStatuses.map((status) => ({ id: status, label: t.returnStatus[status] })),
        ]}
        value={draft.status || anyValue}
        onChange={set('status')}
      />
      <SelectField
        label={t.common.store}
        options={[
          { id: anyValue, label: t.orders.allStores },
          ...localeCodes.map((code) => ({ id: code, label: t.stores[code] })),
        ]}
        value={draft.store || anyValue}
        onChange={set('store')}
      />
    </FilterForm>
  );
}

function ReturnsTable({ data }: { readonly data: AdminReturnListResponse }) {
  const t = useMessages();
  const format = useFormat();
  const caption = t.returns.found(format.count(data.total));
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.returns.number}</th>
            <th scope="col">{t.returns.order}</th>
            <th scope="col">{t.common.created}</th>
            <th scope="col">{t.common.store}</th>
            <th scope="col">{t.orders.customer}</th>
            <th scope="col">{t.returns.reason}</th>
            <th scope="col" className="numeric">
              {t.orders.items}
            </th>
            <th scope="col">{t.common.status}</th>
          </tr>
        </thead>
        <tbody>
          {data.returns.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <Link to={`/returns/${entry.number}`}>{entry.number}</Link>
              </th>
              <td>
                <Link to={`/orders/${entry.order_number}`}>{entry.order_number}</Link>
              </td>
              <td>
                <time dateTime={dateTimeAttribute(entry.created_at)}>
                  {format.dateTime(entry.created_at)}
                </time>
              </td>
              <td>{t.stores[entry.store]}</td>
              <td>{entry.customer_name}</td>
              <td>{t.returnReasons[entry.reason]}</td>
              <td className="numeric">{format.count(entry.units)}</td>
              <td>
                <StatusBadge status={entry.status} label={t.returnStatus[entry.status]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
