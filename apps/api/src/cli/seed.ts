import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { prepareBusyTimeoutMs, prepareDatabase } from '../db/prepare-database.ts';

/**
 * `npm run seed`: the demo shop (SEED_PRODUCTS products, demo customers and staff) into the
 * database of DATABASE_URL, migrated first. A database that holds the demo already is left as it
 * is. Demo accounts have passwords printed in the README: never run it against a production shop.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  // Another process may be seeding the same SQLite file: wait for its write lock.
  const database = openDatabase(config.database, { busyTimeoutMs: prepareBusyTimeoutMs });
  const say = (message: string) => process.stderr.write(`[seed] ${message}\n`);
  try {
    // Migrations, strings and seed under the same lock as `npm start`: two at once seed once.
    const { seeded } = await prepareDatabase(database, {
      progress: say,
      seed: { products: config.seedProducts, secret: config.secret, seller: config.seller },
    });
    say(seeded ? 'done' : 'the database holds the demo shop already: nothing to do');
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
