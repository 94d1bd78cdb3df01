import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { defaultReturnWindowDays } from '@shop/domain/order-lifecycle';
import type { Kysely } from 'kysely';
import { publishChange } from '../../cache/change-feed.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { findAllStoreSettings, saveStoreSettings } from '../../repositories/store-settings.repository.ts';
import { type Actor, recordAudit } from '../audit.ts';

export interface StoreSettingsView {
  readonly store: LocaleCode;
  readonly return_window_days: number;
  readonly updated_at: string;
}

/** Every store's settings; a store without a row has the defaults. */
export async function readStoreSettings(db: Kysely<Database>): Promise<StoreSettingsView[]> {
  const rows = new Map((await findAllStoreSettings(db)).map((row) => [row.store_id, row]));
  return localeCodes.map((store) => {
    const row = rows.get(storeIds[store]);
    return {
      store,
      return_window_days: row?.return_window_days ?? defaultReturnWindowDays,
      updated_at: row?.updated_at ?? '',
    };
  });
}

export async function changeStoreSettings(
  db: Kysely<Database>,
  actor: Actor,
  store: LocaleCode,
  changes: { returnWindowDays: number },
  now: Date,
): Promise<StoreSettingsView> {
  return inTransaction(db, async (trx) => {
    const before = (await readStoreSettings(trx)).find((settings) => settings.store === store);
    await saveStoreSettings(trx, storeIds[store], {
      returnWindowDays: changes.returnWindowDays,
      at: now.toISOString(),
    });
    const after = (await readStoreSettings(trx)).find((settings) => settings.store === store);
    if (!after) throw new Error(`No settings for ${store}`);
    // Texts quote the return window: every process's cached pages and shell drop it.
    await publishChange(trx, 'settings', `store:${store}`, now);
    await recordAudit(
      trx,
      actor,
      { action: 'store.settings', entityType: 'store', entityId: store, before, after },
      now,
    );
    return after;
  });
}
