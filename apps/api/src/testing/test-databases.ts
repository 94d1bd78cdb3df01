import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe } from 'vitest';
import { type AppConfig, loadConfig } from '../config.ts';
import { openDatabase, type ShopDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export interface TestDatabase {
  readonly kind: TestDatabaseKind;
  readonly database: ShopDatabase;
  readonly config: AppConfig;
  /** Drops what the test made: the SQLite file, or the PostgreSQL schema. */
  dispose(): Promise<void>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The databases the API suite runs on: always a real SQLite file; PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: readonly TestDatabaseKind[] = postgresUrl
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * A fresh, migrated database: a new SQLite file in a temporary folder, or a new schema in the
 * PostgreSQL test database. Nothing is shared between suites.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  env: NodeJS.ProcessEnv = {},
): Promise<TestDatabase> {
  // The suites pay through the test providers on both databases unless a test says otherwise.
  env = { TEST_PAYMENTS: 'true', ...env };
  if (kind === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'shop-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: join(folder, 'shop.db'), ...env });
    const database = openDatabase(config.database);
    await migrateToLatest(database.db, database.dialect);
    return {
      kind,
      database,
      config,
      dispose: async () => {
        await database.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: postgresUrl, ...env });
  const admin = openDatabase(config.database);
  await admin.db.schema.createSchema(schema).execute();
  await admin.close();
  const database = openDatabase(config.database, { schema });
  await migrateToLatest(database.db, database.dialect);
  return {
    kind,
    database,
    config,
    dispose: async () => {
      await database.close();
      const cleanup = openDatabase(config.database);
      await cleanup.db.schema.dropSchema(schema).cascade().execute();
      await cleanup.close();
    },
  };
}

/**
 * Runs a suite once per database, its name tagged [sqlite] or [postgres] so the report shows how
 * many tests ran on each.
 */
export function describeEachDatabase(name: string, suite: (kind: TestDatabaseKind) => void): void {
  for (const kind of testDatabaseKinds) {
    describe(`${name} [${kind}]`, () => suite(kind));
  }
}

/** A second connection to a test database: what another process, or another machine, has. */
export async function openSecondConnection(test: TestDatabase): Promise<ShopDatabase> {
  if (test.database.dialect === 'sqlite') return openDatabase(test.config.database);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(test.database.db);
  const schema = rows[0]?.schema;
  return openDatabase(test.config.database, schema ? { schema } : {});
}

/** Where a test's change feed LISTENs: the PostgreSQL test database; none on SQLite. */
export function listenUrlOf(test: TestDatabase): string | undefined {
  return test.config.database.kind === 'postgres' ? test.config.database.listenUrl : undefined;
}
