import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest, UnknownMigrationError } from '../db/migrate.ts';

/**
 * `npm run migrate`: brings the database of DATABASE_URL to the newest schema and stops. `npm start`
 * does the same before it serves; this is for a deploy that migrates once before it starts
 * processes on several machines.
 */
async function migrate(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const say = (message: string) => process.stderr.write(`[migrate] ${message}\n`);
    say(`database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`);
    await migrateToLatest(database.db, database.dialect, say);
    say('the schema is up to date');
  } finally {
    await database.close();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError || error instanceof UnknownMigrationError
      ? `[migrate] ${error.message}\n`
      : `[migrate] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
