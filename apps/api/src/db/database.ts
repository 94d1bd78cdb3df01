import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { createSqliteRelaxedWrites } from './sqlite-relaxed-writes.ts';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Whether a connection or transaction talks to PostgreSQL, for code given only a Kysely handle:
 * PostgreSQL locks rows (FOR UPDATE) and sends NOTIFY; SQLite's write transactions hold the whole
 * file from their start.
 */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface ShopDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * Runs writes that the shop can lose in a crash of the machine (not of the process) without
   * harm, because their owner sends them again: a cart, which the storefront keeps in the
   * shopper's browser and sends whole with every sync (spec 2, local storage). On SQLite they
   * commit without waiting for the disk (synchronous=NORMAL in WAL mode: a crash of the process
   * loses nothing, a power cut may lose the last of them); every other write keeps waiting for
   * it (FULL). On PostgreSQL they commit as every write does: there the disk flush of a commit
   * does not hold up the server process.
   *
   * The write runs as one transaction (on SQLite a savepoint in the transaction it shares with the
   * other relaxed writes of the same turn of the event loop); it must not open one itself. A write
   * that fails keeps nothing. On SQLite, when another process holds the write lock, the process
   * does not sleep in SQLite's busy handler (which would stop its event loop for a millisecond or
   * more at a time): it lets go of the connection, serves other requests and tries again, for up to
   * the busy timeout (OpenDatabaseOptions.busyTimeoutMs). See sqlite-relaxed-writes.ts.
   */
  relaxedWrites<T>(write: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the connection pool's counts, for /metrics. SQLite has no pool. */
  readonly poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  /** Queries waiting for a free connection: above zero for long, the pool is too small. */
  readonly waiting: number;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL only: the schema to work in (the API tests give each suite its own). */
  readonly schema?: string;
  /** SQLite only: how long a write waits for another process's write lock before it fails (5 s). */
  readonly busyTimeoutMs?: number;
}

/**
 * The embedded default is one SQLite file in WAL mode; DATABASE_URL=postgres://... switches to
 * PostgreSQL. Both run the same migrations and the same queries (docs/decisions/002-portable-schema.md).
 */
export function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): ShopDatabase {
  if (config.kind === 'sqlite') return openSqlite(config.file, options.busyTimeoutMs ?? 5000);
  return openPostgres(config, options.schema);
}

function openSqlite(file: string, busyTimeoutMs: number): ShopDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file, { timeout: busyTimeoutMs });
  pragmaOnceFree(connection, 'journal_mode = WAL', busyTimeoutMs);
  // FULL: a commit that was answered survives a crash of the process and of the machine.
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionsDialect({ database: withStatementCache(connection) }),
  });
  return {
    db,
    dialect: 'sqlite',
    relaxedWrites: createSqliteRelaxedWrites(db, connection, busyTimeoutMs),
    close: async () => {
      await db.destroy();
    },
  };
}

/** A cell to wait on: a synchronous pause while another process holds the file. */
const pauseCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * A pragma that another process's lock can refuse at once. Switching a new file to WAL takes the
 * file for a moment, and SQLite answers SQLITE_BUSY to a second process opening the same new file
 * in that moment without waiting for its busy timeout (seen when two processes prepare one empty
 * database, prepare-database.test.ts). It is tried again until the busy timeout has passed.
 */
function pragmaOnceFree(connection: SqliteDatabase.Database, pragma: string, waitMs: number): void {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      connection.pragma(pragma);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY') ?? false;
      if (!busy || Date.now() >= deadline) throw error;
      Atomics.wait(pauseCell, 0, 0, 50);
    }
  }
}

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE). Within one process
 * Kysely runs one query at a time on the connection anyway; with several processes on one file
 * (SHOP_PROCESSES > 1) a transaction that read first and then wrote could otherwise fail with
 * SQLITE_BUSY half-way. Now it waits for the lock (busy_timeout) before it reads anything.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite runs schema changes in transactions, though Kysely's adapter says it does not: saying so
 * makes Kysely's migrator run the migrations in one transaction, which takes the write lock before
 * it reads which migrations ran (BEGIN IMMEDIATE). Two processes starting on one new file at once
 * then migrate it once, one after the other (issue 18), and a failed migration leaves nothing
 * half done.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateTransactionsDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;

  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#settings);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

type SqliteConnection = InstanceType<typeof SqliteDatabase>;
type SqliteStatement = ReturnType<SqliteConnection['prepare']>;

/**
 * Kysely prepares every query anew; the shop runs the same few hundred queries over and over, so
 * prepared statements are kept by their SQL text (better-sqlite3 statements are reusable). The
 * cache is bounded: a query with a varying number of placeholders cannot grow it without end.
 */
function withStatementCache(connection: SqliteConnection, size = 1000): SqliteConnection {
  const statements = new Map<string, SqliteStatement>();
  return new Proxy(connection, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value: unknown = Reflect.get(target, property, receiver);
        // Native methods need the real connection as `this`.
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (source: string) => {
        const cached = statements.get(source);
        if (cached) return cached;
        const statement = target.prepare(source);
        if (statements.size >= size) statements.delete(statements.keys().next().value ?? '');
        statements.set(source, statement);
        return statement;
      };
    },
  });
}

// COUNT(*) and BIGINT arrive as strings from pg; the shop's numbers all fit in a double.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number.parseInt(value, 10);
    if (oid === pg.types.builtins.NUMERIC) return (value: string) => Number.parseFloat(value);
    return pg.types.getTypeParser(oid, format);
  },
};

function openPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  schema: string | undefined,
): ShopDatabase {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    // A stuck statement or a transaction left open must not hold a connection (or its locks).
    statement_timeout: config.statementTimeoutMs,
    idle_in_transaction_session_timeout: config.statementTimeoutMs * 2,
    idleTimeoutMillis: config.idleTimeoutMs,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ends (a restart, a terminated backend, a dropped database)
  // errors on the pool, which drops it and opens another on the next use. Without a listener that
  // event would be an uncaught exception and stop the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    relaxedWrites: (write) => db.transaction().execute(write),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await db.destroy();
    },
  };
}
