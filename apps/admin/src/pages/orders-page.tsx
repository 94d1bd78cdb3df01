import { adminOrderSorts } from '@shop/contracts/admin-permissions';
import { localeCodes } from '@shop/domain/locales';
import { orderStatuses, paymentStatuses } from '@shop/domain/order-lifecycle';
import { useCallback, useState } from 'react';
import { fetchOrders } from '../api/order-calls.ts';
import { useResource } from '../api/use-resource.ts';
import { SelectField } from '../components/fields/select-field.tsx';
import { TextInputField } from '../components/fields/text-input-field.tsx';
import { FilterForm } from '../components/filter-form.tsx';
import { ResourceView } from '../components/load-state.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { PagedResults } from '../components/pager.tsx';
import { anyValue, useUrlFilters } from '../components/use-url-filters.ts';
import { useFormat } from '../format/use-format.ts';
import { useMessages } from '../i18n/language-context.tsx';
import { orderFilterNames, ordersQueryOf } from './orders-query.ts';

/** Orders found by store, status, payment status, dates and free text; sorted and paged. */
export function OrdersPage() {
  const t = useMessages();
  const format = useFormat();
  const filters = useUrlFilters(orderFilterNames);
  const { key } = filters;
  const orders = useResource(
    useCallback((signal: AbortSignal) => fetchOrders(ordersQueryOf(new URLSearchParams(key)), signal), [key]),
  );
  return (
    <>
      <PageHeading title={t.orders.title} />
      {/* Keyed by the query: Back to an older view puts its filters back in the fields. */}
      <OrderFilters key={key} values={filters.values} onApply={filters.apply} />
      <ResourceView resource={orders}>
        {(data) => (
          <PagedResults
            heading={t.orders.found(format.count(data.total))}
            busy={orders.loading}
            page={data.page}
            perPage={data.per_page}
            total={data.total}
            pageTo={filters.pageTo}
          >
            <OrdersTable orders={data.orders} caption={t.orders.found(format.count(data.total))} />
          </PagedResults>
        )}
      </ResourceView>
    </>
  );
}

type FilterValues = Record<(typeof orderFilterNames)[number], string>;

/** The API's default order (newest first) is not written in the URL either. */
const defaultSort = '-created_at';

interface OrderFiltersProps {
  readonly values: FilterValues;
  readonly onApply: (values: FilterValues) => void;
}

function OrderFilters({ values, onApply }: OrderFiltersProps) {
  const t = useMessages();
  const [draft, setDraft] = useState(values);
  const set = (name: keyof FilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value === anyValue || value === defaultSort ? '' : value }));
  const all = (label: string) => [{ id: anyValue, label }];
  return (
    <FilterForm onApply={() => onApply(draft)}>
      <TextInputField
        className="filters__wide"
        label={t.orders.text}
        type="search"
        description={t.orders.textHint}
        value={draft.q}
        onChange={set('q')}
      />
      <SelectField
        label={t.common.store}
        options={[
          ...all(t.orders.allStores),
          ...localeCodes.map((code) => ({ id: code, label: t.stores[code] })),
        ]}
        value={draft.store || anyValue}
        onChange={set('store')}
      />
      <SelectField
        label={t.common.status}
        options={[
          ...all(t.orders.allStatuses),
          ...orderStatuses.map((status) => ({ id: status, label: t.orderStatus[status] })),
        ]}
        value={draft.status || anyValue}
        onChange={set('status')}
      />
      <SelectField
        label={t.orders.paymentStatus}
        options={[
          ...all(t.orders.allPayments),
          ...paymentStatuses.map((status) => ({ id: status, label: t.paymentStatus[status] })),
        ]}
        value={draft.payment_status || anyValue}
        onChange={set('payment_status')}
      />
      <TextInputField
        label={t.orders.from}
        type="date"
        description={t.orders.datesInUtc}
        value={draft.from}
        onChange={set('from')}
      />
      <TextInputField label={t.orders.to} type="date" value={draft.to} onChange={set('to')} />
      <SelectField
        label={t.orders.sort}
        options={adminOrderSorts.map((sort) => ({ id: sort, label: t.orders.sorts[sort] }))}
        value={draft.sort || defaultSort}
        onChange={set('sort')}
      />
    </FilterForm>
  );
}
