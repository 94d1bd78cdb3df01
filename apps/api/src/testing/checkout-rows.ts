import type { Insertable } from 'kysely';
import type { CheckoutsTable } from '../db/orders.schema.ts';

/** A checkout row as a cart sync first stores it (empty cart, no shopper), for tests of the data layer. */
export function checkoutRow(id: string, status = 'open'): Insertable<CheckoutsTable> {
  return {
    id,
    store_id: 1,
    locale: 'sv',
    status,
    attempt: 1,
    items: '[]',
    coupons: '[]',
    campaign_data: '{}',
    customer_id: null,
    internal: 0,
    created_at: '2026-11-22T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
  };
}
