import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import type { Dialect } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as catalog from './migrations/0004-catalog.ts';
import * as search from './migrations/0005-search.ts';
import * as newsletter from './migrations/0006-newsletter.ts';
import * as orders from './migrations/0007-orders.ts';
import * as returns from './migrations/0008-returns.ts';
import * as subscriptions from './migrations/0009-subscriptions.ts';
import * as mailDelivery from './migrations/0010-mail-delivery.ts';
import * as storeReviews from './migrations/0011-store-reviews.ts';
import * as stockVersion from './migrations/0012-stock-version.ts';
import * as backOffice from './migrations/0013-back-office.ts';
import * as storePaymentMethods from './migrations/0014-store-payment-methods.ts';
import * as rateLimits from './migrations/0015-rate-limits.ts';
import * as sharedState from './migrations/0016-shared-state.ts';
import * as productEditing from './migrations/0017-product-editing.ts';
import * as importJobs from './migrations/0018-import-jobs.ts';
import * as productImages from './migrations/0019-product-images.ts';
import * as productIdentifiers from './migrations/0020-product-identifiers.ts';
import * as couponEditing from './migrations/0021-coupon-editing.ts';
import * as contentEditing from './migrations/0022-content-editing.ts';
import * as storeSettings from './migrations/0023-store-settings.ts';
import * as catalogTrees from './migrations/0024-catalog-trees.ts';
import * as searchPrefixIndexes from './migrations/0025-search-prefix-indexes.ts';
import * as variantStock from './migrations/0026-variant-stock.ts';
import type { Database } from './schema.ts';

interface ShopMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration in order. Names never change once released. */
const migrations: Readonly<Record<string, ShopMigration>> = {
  '0001-foundation': foundation,
  '0003-accounts': accounts,
  '0004-catalog': catalog,
  '0005-search': search,
  '0006-newsletter': newsletter,
  '0007-orders': orders,
  '0008-returns': returns,
  '0009-subscriptions': subscriptions,
  '0010-mail-delivery': mailDelivery,
  '0011-store-reviews': storeReviews,
  '0012-stock-version': stockVersion,
  '0013-back-office': backOffice,
  '0014-store-payment-methods': storePaymentMethods,
  '0015-rate-limits': rateLimits,
  '0016-shared-state': sharedState,
  '0017-product-editing': productEditing,
  '0018-import-jobs': importJobs,
  '0019-product-images': productImages,
  '0020-product-identifiers': productIdentifiers,
  '0021-coupon-editing': couponEditing,
  '0022-content-editing': contentEditing,
  '0023-store-settings': storeSettings,
  '0024-catalog-trees': catalogTrees,
  '0025-search-prefix-indexes': searchPrefixIndexes,
  '0026-variant-stock': variantStock,
};

/** The names of the project's migrations, in order: what a fully migrated database has run. */
export const migrationNames: readonly string[] = Object.keys(migrations);

export type MigrateProgress = (message: string) => void;

/** Brings the schema up to date; the same migrations run on SQLite and PostgreSQL. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  progress: MigrateProgress = () => {},
): Promise<MigrationResult[]> {
  const provider = {
    getMigrations: async (): Promise<Record<string, Migration>> =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, migration]) => [
          name,
          { up: (kysely: Kysely<unknown>) => migration.up(kysely, dialect) },
        ]),
      ),
  };
  // Kysely looks for its bookkeeping tables in every schema unless told which one: on a
  // PostgreSQL server shared by several schemas (the API tests) it would find another's.
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  // 0014 was released after 0015: a database that already ran 0015 runs 0014 when it arrives.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) progress(`migration ${result.migrationName}: ${result.status}`);
  if (error) throw unknownMigrationOf(error) ?? (error instanceof Error ? error : new Error(String(error)));
  return results;
}

/**
 * The database has run a migration this code does not have: a newer version of the shop migrated
 * it (another machine was updated first, or this one was rolled back). Starting would serve from a
 * schema the code does not know, so the start stops and says what to do.
 */
export class UnknownMigrationError extends Error {
  readonly migration: string;

  constructor(migration: string) {
    super(
      `The database has migration ${migration}, which this version of the shop does not know: a newer version migrated it. Update the code (git pull, npm install) and start again; never start an older version on a newer database.`,
    );
    this.name = 'UnknownMigrationError';
    this.migration = migration;
  }
}

/** Kysely says "corrupted migrations: previously executed migration X is missing": reworded. */
function unknownMigrationOf(error: unknown): UnknownMigrationError | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const found = /previously executed migration (\S+) is missing/.exec(message);
  return found?.[1] ? new UnknownMigrationError(found[1]) : undefined;
}
