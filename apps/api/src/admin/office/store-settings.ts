import type { StoreSettings, UpdateStoreSettingsBody } from '@shop/contracts/admin-office';
import { updateStoreSettingsBodySchema } from '@shop/contracts/admin-office';
import { type PaymentMethodCode, paymentMethodCodes } from '@shop/contracts/store-settings';
import { type LocaleCode, localeCodes, storeIds } from '@shop/domain/locales';
import { defaultReturnWindowDays } from '@shop/domain/order-lifecycle';
import type { Kysely } from 'kysely';
import { publishChange } from '../../cache/change-feed.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../orders/transactions.ts';
import { findAllStoreSettings, saveStoreSettings } from '../../repositories/store-settings.repository.ts';
import { parseStorefrontDocument } from '../../settings/storefront-settings.ts';
import { type Actor, recordAudit } from '../audit.ts';

export type StoreSettingsView = StoreSettings;

function knownMethods(stored: string): PaymentMethodCode[] {
  const known = new Set<string>(paymentMethodCodes);
  return stored
    .split(',')
    .map((code) => code.trim())
    .filter((code): code is PaymentMethodCode => known.has(code));
}

/** Every store's settings; a store without a row has the defaults. */
export async function readStoreSettings(db: Kysely<Database>): Promise<StoreSettingsView[]> {
  const rows = new Map((await findAllStoreSettings(db)).map((row) => [row.store_id, row]));
  return localeCodes.map((store) => {
    const row = rows.get(storeIds[store]);
    return {
      store,
      return_window_days: row?.return_window_days ?? defaultReturnWindowDays,
      payment_methods: knownMethods(row?.payment_methods ?? paymentMethodCodes.join(',')),
      ...parseStorefrontDocument(row?.storefront ?? null, store),
      updated_at: row?.updated_at ?? '',
    };
  });
}

/**
 * A change of a store's settings as the contract reads it. A refusal is a 422 that names each
 * field ("selling_points.1: a selling point may not be empty"), before anything is written.
 */
export function parseStoreSettingsChange(body: unknown): UpdateStoreSettingsBody {
  const result = updateStoreSettingsBodySchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError(
    'SETTINGS_REFUSED',
    422,
    issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    issues,
  );
}

/**
 * Writes what the change gives, audits the store's settings before and after, and announces the
 * change on the 'settings' topic in the same transaction: every process drops its cached shell,
 * pages and texts of the store (the selling points, logos and return window they quote).
 */
export async function changeStoreSettings(
  db: Kysely<Database>,
  actor: Actor,
  store: LocaleCode,
  changes: UpdateStoreSettingsBody,
  now: Date,
): Promise<StoreSettingsView> {
  return inTransaction(db, async (trx) => {
    const before = (await readStoreSettings(trx)).find((settings) => settings.store === store);
    if (!before) throw new Error(`No settings for ${store}`);
    const { return_window_days, payment_methods, ...shell } = changes;
    const storefront = {
      selling_points: shell.selling_points ?? before.selling_points,
      customer_service_links: shell.customer_service_links ?? before.customer_service_links,
      social_links: shell.social_links ?? before.social_links,
      newsletter: shell.newsletter ?? before.newsletter,
      review_widget: shell.review_widget ?? before.review_widget,
    };
    await saveStoreSettings(trx, storeIds[store], {
      ...(return_window_days === undefined ? {} : { returnWindowDays: return_window_days }),
      ...(payment_methods === undefined ? {} : { paymentMethods: payment_methods }),
      storefront: JSON.stringify(storefront),
      at: now.toISOString(),
    });
    const after = (await readStoreSettings(trx)).find((settings) => settings.store === store);
    if (!after) throw new Error(`No settings for ${store}`);
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
