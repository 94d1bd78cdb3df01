import { localeCodes, storeIds } from '@shop/domain/locales';
import { type Kysely, sql } from 'kysely';
import { storefrontDefaults } from '../../settings/storefront-defaults.ts';

/**
 * The page-shell settings an owner edits per store (issue 17, docs/decisions/025): selling points,
 * customer-service and social links, the newsletter embed and the review widget, as one JSON
 * document per store (`store_settings.storefront`, checked by the zod contract
 * `storefrontSettingsSchema` on every write and read). Each store starts with what the storefront
 * showed from its code until now, so no shopper sees a change until an owner makes one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('store_settings').addColumn('storefront', 'text').execute();
  for (const locale of localeCodes) {
    const document = JSON.stringify(storefrontDefaults(locale));
    await sql`update store_settings set storefront = ${document} where store_id = ${storeIds[locale]}`.execute(
      db,
    );
  }
}
