import { type StorefrontSettings, storefrontSettingsSchema } from '@shop/contracts/store-settings';
import { type LocaleCode, storeIds } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentOffering } from '../payments/payment-methods.ts';
import { findStorefrontDocument } from '../repositories/store-settings.repository.ts';
import { quoteStoreFacts, storeStringFacts } from '../use-cases/store-facts.ts';
import { storefrontDefaults } from './storefront-defaults.ts';

/**
 * A store's page-shell document as stored. It was checked by the contract when written; one that
 * no longer passes (written by hand in SQL) falls back to the defaults rather than breaking every
 * page of the store.
 */
export function parseStorefrontDocument(document: string | null, locale: LocaleCode): StorefrontSettings {
  if (document === null) return storefrontDefaults(locale);
  let value: unknown;
  try {
    value = JSON.parse(document);
  } catch {
    return storefrontDefaults(locale);
  }
  const parsed = storefrontSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : storefrontDefaults(locale);
}

export async function readStorefrontSettings(
  db: Kysely<Database>,
  locale: LocaleCode,
): Promise<StorefrontSettings> {
  return parseStorefrontDocument(await findStorefrontDocument(db, storeIds[locale]), locale);
}

/**
 * GET /api/store-settings: the document as shoppers see it. A selling point may quote the store's
 * facts ({{return_window_days}}, {{payment_methods}}), as the shop's strings do, so the top bar
 * never promises another return window or way to pay than checkout has.
 */
export async function storeSettingsForShoppers(
  db: Kysely<Database>,
  store: Store,
  offering: PaymentOffering,
): Promise<StorefrontSettings> {
  const [settings, facts] = await Promise.all([
    readStorefrontSettings(db, store.code),
    storeStringFacts(db, store, offering),
  ]);
  return {
    ...settings,
    selling_points: settings.selling_points.map((text) => quoteStoreFacts(text, facts)),
  };
}
