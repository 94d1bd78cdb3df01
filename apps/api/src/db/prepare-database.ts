import { type Kysely, sql } from 'kysely';
import type { SellerConfig } from '../config.ts';
import { isSeeded, seedDatabase } from '../seed/seed.ts';
import { syncStrings } from '../seed/sync-strings.ts';
import type { ShopDatabase } from './database.ts';
import { type MigrateProgress, migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

export interface PrepareOptions {
  readonly progress: MigrateProgress;
  /** The demo seed for an empty database (SEED_DEMO); none when absent. */
  readonly seed?: {
    readonly products: number;
    readonly secret: string;
    readonly seller: SellerConfig;
  };
}

/**
 * Migrations, the strings and the demo seed: once, however many processes on however many
 * machines start at the same moment (issue 18). `npm start` runs it in its first process before it
 * starts the server processes, so on one machine it runs once anyway; across machines:
 *
 * - PostgreSQL: the whole of it under an advisory lock of this database and schema, so a second
 *   machine waits for the first to finish and then finds nothing left to do. Kysely's migrator
 *   takes an advisory lock of its own too, around the migrations.
 * - SQLite: every step is a transaction that takes the write lock when it begins (BEGIN
 *   IMMEDIATE) and judges inside it what is left to do; the caller opens the database with a long
 *   busy timeout, so a second process waits for the first's seed rather than failing.
 */
export async function prepareDatabase(
  database: ShopDatabase,
  options: PrepareOptions,
): Promise<{ readonly seeded: boolean }> {
  const { progress } = options;
  let seeded = false;
  await withPrepareLock(database, progress, async () => {
    await migrateToLatest(database.db, database.dialect, progress);
    const added = await syncStrings(database.db);
    if (added > 0) progress(`strings: ${added} added`);
    if (options.seed && !(await isSeeded(database))) {
      progress(`first run: seeding the demo shop (${options.seed.products} products)`);
      seeded = await seedDatabase(database, { ...options.seed, progress, onlyIfEmpty: true });
    }
  });
  return { seeded };
}

/** SQLite: how long preparing waits for another process's write lock (its seed may take minutes). */
export const prepareBusyTimeoutMs = 10 * 60 * 1000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs `work` while this process holds PostgreSQL's advisory lock for preparing this schema, on a
 * session of its own (a session lock is released when the session ends, so a process that dies
 * while it prepares does not leave it held). Asked for again and again rather than waited for in
 * one statement, which statement_timeout would cancel during a long seed.
 */
async function withPrepareLock(
  database: ShopDatabase,
  progress: MigrateProgress,
  work: () => Promise<void>,
): Promise<void> {
  if (database.dialect !== 'postgres') return work();
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db))
    .rows[0]?.schema;
  const key = `shop-prepare:${schema ?? 'public'}`;
  await database.db.connection().execute(async (session) => {
    let told = false;
    while (!(await tryPrepareLock(session, key))) {
      if (!told) progress('another process is preparing the database: waiting for it');
      told = true;
      await sleep(250);
    }
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(session);
    }
  });
}

async function tryPrepareLock(session: Kysely<Database>, key: string): Promise<boolean> {
  const { rows } = await sql<{
    taken: boolean;
  }>`select pg_try_advisory_lock(hashtext(${key})) as taken`.execute(session);
  return rows[0]?.taken === true;
}
