import type { DashboardResponse } from '@shop/contracts/admin-office';
import { addDays, localDate } from '@shop/domain/dates';
import { localeCodes } from '@shop/domain/locales';
import { asMinor, toMajor } from '@shop/domain/money';
import { fulfilmentStatuses } from '@shop/domain/order-lifecycle';
import { getStore } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Today and the last 7 days per store, each in its own currency and on its own calendar day
 * (Helsinki's day starts an hour before Stockholm's); what waits to be packed; open returns.
 */
export async function readDashboard(db: Kysely<Database>, now: Date): Promise<DashboardResponse> {
  // Eight days back covers the seven calendar days of any store's time zone.
  const since = new Date(now.getTime() - 8 * 86_400_000).toISOString();
  const [orders, toPack, openReturns] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['store_id', 'created_at', 'total'])
      .where('created_at', '>=', since)
      // Sales: not cancelled, not failed, not still waiting for their payment.
      .where('status', 'in', fulfilmentStatuses)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'confirmed')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('returns')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', ['requested', 'approved', 'received'])
      .executeTakeFirstOrThrow(),
  ]);
  const stores = localeCodes.map((code) => {
    const store = getStore(code);
    const today = localDate(now, store.timeZone);
    const weekStart = addDays(today, -6);
    let todayCount = 0;
    let todayRevenue = 0;
    let weekCount = 0;
    let weekRevenue = 0;
    for (const order of orders) {
      if (order.store_id !== store.storeID) continue;
      const day = localDate(new Date(order.created_at), store.timeZone);
      if (day < weekStart || day > today) continue;
      weekCount += 1;
      weekRevenue += order.total;
      if (day === today) {
        todayCount += 1;
        todayRevenue += order.total;
      }
    }
    return {
      store: code,
      currency: store.currency,
      today: { orders: todayCount, revenue: toMajor(asMinor(todayRevenue), store.currency) },
      last_7_days: { orders: weekCount, revenue: toMajor(asMinor(weekRevenue), store.currency) },
    };
  });
  return {
    stores,
    to_pack: Number(toPack.count),
    open_returns: Number(openReturns.count),
    generated_at: now.toISOString(),
  };
}
