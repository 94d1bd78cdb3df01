import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type SqliteConnection = InstanceType<typeof SqliteDatabase>;

type Write = (db: Kysely<Database>) => Promise<unknown>;

interface QueuedWrite {
  readonly write: Write;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** After this time (performance.now()) a write still waiting for the lock fails with SQLITE_BUSY. */
  readonly deadline: number;
}

type Outcome = { readonly value: unknown } | { readonly error: unknown };

/**
 * ShopDatabase.relaxedWrites on SQLite (docs/decisions/013-cart-sync-hot-path.md).
 *
 * The writes a turn of the event loop asks for are committed together, in one transaction, in the
 * order they came: the requests of one pass over the sockets share one lock, one commit and one
 * change of settings, instead of paying for each. Each write runs in its own savepoint, so a write
 * that fails keeps nothing and takes no other write with it. Every write is answered after the
 * commit, so an answered cart write is stored for every process.
 *
 * The transaction begins without waiting for the write lock and commits without waiting for the
 * disk (synchronous=NORMAL), then both settings go back. When another process holds the lock,
 * nothing has happened yet: the connection is let go, the event loop serves the requests that are
 * waiting, and the writes try again (three times at once, then a millisecond apart). A write still
 * waiting after the busy timeout fails with SQLite's own SQLITE_BUSY.
 */
export function createSqliteRelaxedWrites(
  db: Kysely<Database>,
  connection: SqliteConnection,
  busyTimeoutMs: number,
): <T>(write: (db: Kysely<Database>) => Promise<T>) => Promise<T> {
  const lock = sqliteWriteLock(connection, busyTimeoutMs);
  let waiting: QueuedWrite[] = [];
  let running = false;

  /** Runs the writes in one transaction; answers SQLite's busy error if the lock was taken. */
  const runTogether = (writes: readonly QueuedWrite[]): Promise<unknown> =>
    db.connection().execute(async (held) => {
      const busy = lock.tryBegin();
      if (busy) return busy;
      const outcomes: Outcome[] = [];
      try {
        for (const queued of writes) outcomes.push(await lock.inSavepoint(() => queued.write(held)));
        lock.commit();
      } catch (error) {
        lock.rollback();
        for (const queued of writes) queued.reject(error);
        return undefined;
      }
      writes.forEach((queued, index) => {
        const outcome = outcomes[index];
        if (outcome && 'value' in outcome) queued.resolve(outcome.value);
        else queued.reject(outcome?.error);
      });
      return undefined;
    });

  const drain = async () => {
    let attempt = 1;
    while (waiting.length > 0) {
      const writes = waiting;
      waiting = [];
      const busy = await runTogether(writes).catch((error: unknown) => {
        for (const queued of writes) queued.reject(error);
        return undefined;
      });
      if (!busy) {
        attempt = 1;
        continue;
      }
      const now = performance.now();
      const stillWaiting = writes.filter((queued) => {
        if (now < queued.deadline) return true;
        queued.reject(busy);
        return false;
      });
      waiting = [...stillWaiting, ...waiting];
      if (waiting.length > 0) await nextTurn(attempt++);
    }
    running = false;
  };

  return <T>(write: (db: Kysely<Database>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({
        write,
        resolve: resolve as (value: unknown) => void,
        reject,
        deadline: performance.now() + busyTimeoutMs,
      });
      if (running) return;
      running = true;
      // After the requests of this pass over the sockets: their writes go together.
      setImmediate(() => void drain());
    });
}

/**
 * The relaxed writes' transaction on the raw connection: it begins without waiting for the write
 * lock, commits without waiting for the disk (synchronous=NORMAL), and puts both settings back.
 */
function sqliteWriteLock(connection: SqliteConnection, busyTimeoutMs: number) {
  const statement = (source: string) => connection.prepare(source);
  const noWait = statement('pragma busy_timeout = 0');
  const wait = statement(`pragma busy_timeout = ${busyTimeoutMs}`);
  const relaxed = statement('pragma synchronous = NORMAL');
  const full = statement('pragma synchronous = FULL');
  const begin = statement('begin immediate');
  const commit = statement('commit');
  const rollback = statement('rollback');
  const savepoint = statement('savepoint relaxed_write');
  const release = statement('release relaxed_write');
  const rollbackToSavepoint = statement('rollback to relaxed_write');
  const restore = () => {
    full.run();
    wait.run();
  };
  return {
    /**
     * Begins the transaction and answers undefined, or answers SQLite's SQLITE_BUSY error when
     * another connection holds the write lock; then nothing has changed.
     */
    tryBegin(): unknown {
      noWait.run();
      relaxed.run();
      try {
        begin.run();
        return undefined;
      } catch (error) {
        restore();
        if (!isBusy(error)) throw error;
        return error;
      }
    },
    /** Runs one write in a savepoint: a write that fails is undone, and the others are kept. */
    async inSavepoint(write: () => Promise<unknown>): Promise<Outcome> {
      savepoint.run();
      try {
        const value = await write();
        release.run();
        return { value };
      } catch (error) {
        // Some errors (a full disk, say) make SQLite roll the whole transaction back itself.
        if (!connection.inTransaction) throw error;
        rollbackToSavepoint.run();
        release.run();
        return { error };
      }
    },
    commit(): void {
      try {
        commit.run();
      } finally {
        if (connection.inTransaction) rollback.run();
        restore();
      }
    },
    rollback(): void {
      if (connection.inTransaction) rollback.run();
      restore();
    },
  };
}

function isBusy(error: unknown): boolean {
  return error instanceof SqliteDatabase.SqliteError && error.code === 'SQLITE_BUSY';
}

/** The first retries come after the requests already waiting; later ones a millisecond apart. */
function nextTurn(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    if (attempt <= 3) setImmediate(resolve);
    else setTimeout(resolve, 1);
  });
}
