import { isLocaleCode } from '@shop/domain/locales';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { type CustomerList, fetchCustomers } from '../api/office-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PagedResults } from '../components/pager.tsx';
import { TableFrame } from '../components/table-frame.tsx';
import { pageOf, textOf, useUrlFilters } from '../components/use-url-filters.ts';
import { dateTimeAttribute } from '../format/dates.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';

const filterNames = ['q'] as const;

/** Customer accounts found by name, e-mail or phone. */
export function CustomersPage() {
  const t = useMessages();
  const format = useFormat();
  const filters = useUrlFilters(filterNames);
  const { key } = filters;
  const customers = useResource(
    useCallback(
      (signal: AbortSignal) => {
        const search = new URLSearchParams(key);
        return fetchCustomers({ q: textOf(search.get('q')), page: pageOf(search.get('page')) }, signal);
      },
      [key],
    ),
  );
  return (
    <>
      <PageHeading title={t.customers.title} />
      <CustomerSearch key={key} text={filters.values.q} onApply={(q) => filters.apply({ q })} />
      <ResourceView resource={customers}>
        {(data) => (
          <PagedResults
            heading={t.customers.found(format.count(data.total))}
            busy={customers.loading}
            page={data.page}
            perPage={data.per_page}
            total={data.total}
            pageTo={filters.pageTo}
          >
            <CustomersTable data={data} />
          </PagedResults>
        )}
      </ResourceView>
    </>
  );
}

function CustomerSearch({
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
        description={t.customers.textHint}
        value={draft}
        onChange={setDraft}
      />
    </FilterForm>
  );
}

function CustomersTable({ data }: { readonly data: CustomerList }) {
  const t = useMessages();
  const format = useFormat();
  const caption = t.customers.found(format.count(data.total));
  return (
    <TableFrame label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.common.name}</th>
            <th scope="col">{t.common.email}</th>
            <th scope="col">{t.common.phone}</th>
            <th scope="col">{t.common.store}</th>
            <th scope="col" className="numeric">
              {t.nav.orders}
            </th>
            <th scope="col">{t.common.created}</th>
          </tr>
        </thead>
        <tbody>
          {data.customers.map((customer) => (
            <tr key={customer.id}>
              <th scope="row">
                <Link to={`/customers/${customer.id}`}>{customer.name || customer.email}</Link>
              </th>
              <td>{customer.email}</td>
              <td>{customer.phone ?? t.common.none}</td>
              <td>{isLocaleCode(customer.store) ? t.stores[customer.store] : customer.store}</td>
              <td className="numeric">{format.count(customer.orders)}</td>
              <td>
                <time dateTime={dateTimeAttribute(customer.created_at)}>
                  {format.day(customer.created_at)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
