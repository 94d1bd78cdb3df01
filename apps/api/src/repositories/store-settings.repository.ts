import { defaultReturnWindowDays } from '@shop/domain/order-lifecycle';
import type { Kysely, Selectable } from 'kysely';
import type { StoreSettingsTable } from '../db/back-office.schema.ts';
import type { Database } from '../db/schema.ts';

export type StoreSettingsRow = Selectable<StoreSettingsTable>;

export function findAllStoreSettings(db: Kysely<Database>): Promise<StoreSettingsRow[]> {
  return db.selectFrom('store_settings').selectAll().orderBy('store_id').execute();
}

/** A store's return window in days; the EU's 14 when the store has no row. */
export async function returnWindowDays(db: Kysely<Database>, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('store_settings')
    .select('return_window_days')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.return_window_days ?? defaultReturnWindowDays;
}

/** A store's payment method codes in checkout order (docs/decisions/016); none without a row. */
export async function storePaymentMethodCodes(db: Kysely<Database>, storeId: number): Promise<string[]> {
  const row = await db
    .selectFrom('store_settings')
    .select('payment_methods')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return (row?.payment_methods ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

export async function saveStoreSettings(
  db: Kysely<Database>,
  storeId: number,
  changes: { returnWindowDays: number; at: string },
): Promise<void> {
  await db
    .insertInto('store_settings')
    .values({ store_id: storeId, return_window_days: changes.returnWindowDays, updated_at: changes.at })
    .onConflict((conflict) =>
      conflict
        .column('store_id')
        .doUpdateSet({ return_window_days: changes.returnWindowDays, updated_at: changes.at }),
    )
    .execute();
}
