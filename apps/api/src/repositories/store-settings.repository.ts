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

/** What a write changes; a field left out keeps its stored value. */
export interface StoreSettingsChanges {
  readonly returnWindowDays?: number;
  /** Method codes in checkout order, stored comma-separated (docs/decisions/016). */
  readonly paymentMethods?: readonly string[];
  /** The page-shell document as JSON (migration 0023). */
  readonly storefront?: string;
  readonly at: string;
}

/**
 * Writes a store's settings. A store without a row gets one with the defaults of what is not
 * given (the EU's 14 days, every method, the storefront defaults read by the caller).
 */
export async function saveStoreSettings(
  db: Kysely<Database>,
  storeId: number,
  changes: StoreSettingsChanges,
): Promise<void> {
  const set = {
    ...(changes.returnWindowDays === undefined ? {} : { return_window_days: changes.returnWindowDays }),
    ...(changes.paymentMethods === undefined ? {} : { payment_methods: changes.paymentMethods.join(',') }),
    ...(changes.storefront === undefined ? {} : { storefront: changes.storefront }),
    updated_at: changes.at,
  };
  await db
    .insertInto('store_settings')
    .values({ store_id: storeId, return_window_days: defaultReturnWindowDays, ...set })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet(set))
    .execute();
}

/** A store's page-shell document as stored, or null (no row, or never written). */
export async function findStorefrontDocument(db: Kysely<Database>, storeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('store_settings')
    .select('storefront')
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.storefront ?? null;
}
