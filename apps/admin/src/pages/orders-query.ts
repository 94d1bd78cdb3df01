import { adminOrderSorts } from '@shop/contracts/admin-permissions';
import { localeCodes } from '@shop/domain/locales';
import { orderStatuses, paymentStatuses } from '@shop/domain/order-lifecycle';
import type { OrderListFilters } from '../api/order-calls.ts';
import { dayOf, oneOf, pageOf, textOf } from '../components/use-url-filters.ts';

export const orderFilterNames = ['store', 'status', 'payment_status', 'from', 'to', 'q', 'sort'] as const;

/** The orders list's URL query as the API's query; a value the API would refuse is left out. */
export function ordersQueryOf(search: URLSearchParams): OrderListFilters {
  return {
    store: oneOf(search.get('store'), localeCodes),
    status: oneOf(search.get('status'), orderStatuses),
    payment_status: oneOf(search.get('payment_status'), paymentStatuses),
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
    q: textOf(search.get('q')),
    sort: oneOf(search.get('sort'), adminOrderSorts),
    page: pageOf(search.get('page')),
  };
}
