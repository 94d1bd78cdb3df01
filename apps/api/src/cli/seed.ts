import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isSeeded, seedDatabase } from '../seed/seed.ts';

/**
 * `npm run seed`: the demo shop (SEED_PRODUCTS products, demo customers and staff) into the
 * database of DATABASE_URL, migrated first. A database that holds the demo already is left as it
 * is. Demo accounts have passwords printed in the README: never run it against a production shop.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const say = (message: string) => process.stderr.write(`[seed] ${message}\n`);
  try {
    await migrateToLatest(database.db, database.dialect, say);
    if (await isSeeded(database)) {
      say('the database holds the demo shop already: nothing to do');
      return;
    }
    say(`seeding the demo shop (${config.seedProducts} products)`);
    await seedDatabase(database, {
      products: config.seedProducts,
      progress: say,
      secret: config.secret,
      seller: config.seller,
      onlyIfEmpty: true,
    });
    say('done');
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `[seed] ${error.message}\n`
      : `[seed] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
