import type { Kysely } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import type { Dialect } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as newsletter from './migrations/0006-newsletter.ts';
import type { Database } from './schema.ts';

interface ShopMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Every migration in order. Names never change once released. */
const migrations: Readonly<Record<string, ShopMigration>> = {
  '0001-foundation': foundation,
  '0003-accounts': accounts,
  '0006-newsletter': newsletter,
};

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
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) progress(`migration ${result.migrationName}: ${result.status}`);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}
