import type { ChangeTopic, ChangeVersions } from '@shop/contracts/change-topics';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { isPostgres, type ShopDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import {
  type ChangeRow,
  findChangesSince,
  findChangeVersions,
  markChanged,
  takeChangeNumber,
} from '../repositories/change-feed.repository.ts';

/**
 * The change feed (issue 18, docs/decisions/018-shared-state.md): how a change made through one
 * process reaches the caches of every other process, on every machine, within a second or two.
 *
 * A write that changes cached data publishes its topic (and, when it knows, what in it changed:
 * `publishChange(trx, 'catalog', 'product:123')`) in its own transaction, so the change and its
 * announcement commit together or not at all. The announcement is a number in `change_feed`
 * (migration 0016); every process reads the numbers above the one it has seen and tells its
 * subscribers (the catalog cache, the storefront's shell data, the sitemap) what changed.
 *
 * PostgreSQL also sends NOTIFY on commit; each process LISTENs on a session of its own
 * (DATABASE_LISTEN_URL, a connection outside the pool, since LISTEN does not survive PgBouncer's
 * transaction pooling) and reads the feed at once. On SQLite, and on PostgreSQL while that session
 * is down, each process reads the feed every second.
 */
export type { ChangeTopic };

export interface Change {
  readonly topic: ChangeTopic;
  /** '' for the topic as a whole; else what changed, e.g. 'product:123'. */
  readonly key: string;
  readonly version: number;
}

/** The NOTIFY channel; its payload is only a wake-up call, the table is the truth. */
export const changeChannel = 'shop_changes';

/**
 * Announces a change of `topic` (and of `key` in it). Given a transaction, it is part of it: the
 * announcement is seen only if the write commits. Returns the change's number.
 */
export async function publishChange(
  db: Kysely<Database>,
  topic: ChangeTopic,
  key = '',
  now: Date = new Date(),
): Promise<number> {
  const publish = async (trx: Kysely<Database>) => {
    const version = await takeChangeNumber(trx);
    await markChanged(trx, { topic, key: '', version }, now);
    if (key !== '') await markChanged(trx, { topic, key, version }, now);
    // Delivered when the transaction commits, never for one that rolls back.
    if (isPostgres(trx)) {
      const payload = JSON.stringify({ topic, key, version });
      await sql`select pg_notify(${changeChannel}, ${payload})`.execute(trx);
    }
    return version;
  };
  return db.isTransaction ? publish(db) : db.transaction().execute(publish);
}

export type ChangeListener = (change: Change) => void;

export interface ChangeFeed extends ChangeVersions {
  /** The newest change number of any of the topics that this process has seen (0: never changed). */
  versionOf(topics: readonly ChangeTopic[]): number;
  /** Calls `listener` for every change of the topics seen from now on; returns the unsubscribe. */
  subscribe(topics: readonly ChangeTopic[], listener: ChangeListener): () => void;
  /** Reads the feed now (what the timer and every NOTIFY do); resolves when the subscribers were told. */
  checkNow(): Promise<void>;
  /** 'listening': a LISTEN session is up (PostgreSQL); 'polling': the feed is read every second. */
  readonly mode: 'listening' | 'polling';
  close(): Promise<void>;
}

export interface ChangeFeedLog {
  warn(facts: object, message: string): void;
}

export interface ChangeFeedOptions {
  /** PostgreSQL: where the LISTEN session connects (DATABASE_LISTEN_URL); without it the feed polls. */
  readonly listenUrl?: string | undefined;
  /** How often the feed is read without a LISTEN session: every second. */
  readonly pollMs?: number;
  /** How often it is read while listening, in case a notification was lost with a broken session. */
  readonly listeningPollMs?: number;
  readonly log?: ChangeFeedLog;
  /** The LISTEN session's application_name, as pg_stat_activity shows it. */
  readonly applicationName?: string;
}

const quietLog: ChangeFeedLog = { warn: () => {} };

/** Starts this process's feed: it has seen every change made before it started. */
export async function startChangeFeed(
  database: ShopDatabase,
  options: ChangeFeedOptions = {},
): Promise<ChangeFeed> {
  const log = options.log ?? quietLog;
  const pollMs = options.pollMs ?? 1000;
  const listeningPollMs = options.listeningPollMs ?? 5000;
  // A process that listens while it migrates (npm start with one process) starts before the
  // feed's table exists: it starts from nothing and reads the feed once the table is there.
  const start = await findChangeVersions(database.db).catch(() => ({
    newest: 0,
    topics: new Map<string, number>(),
  }));
  let readOnce = false;
  const state = {
    seen: start.newest,
    topics: new Map<string, number>(start.topics),
    listeners: new Set<{ topics: ReadonlySet<string>; listener: ChangeListener }>(),
    closed: false,
  };

  const tell = (row: ChangeRow) => {
    state.topics.set(row.topic, Math.max(state.topics.get(row.topic) ?? 0, row.version));
    const change = row as Change;
    for (const { topics, listener } of state.listeners) {
      if (!topics.has(row.topic)) continue;
      try {
        listener(change);
      } catch (error) {
        log.warn({ err: error, topic: row.topic }, 'a change subscriber failed');
      }
    }
  };

  const readChanges = async () => {
    for (;;) {
      const rows = await findChangesSince(database.db, state.seen);
      readOnce = true;
      for (const row of rows) {
        // One change, two rows (its key's, then its topic's): told once, with its key.
        if (row.version <= state.seen) continue;
        tell(row);
        state.seen = row.version;
      }
      if (rows.length < 1000) return;
    }
  };

  // One read at a time; a call during a read gets one more read after it, so nothing is missed.
  let reading: Promise<void> | undefined;
  let again = false;
  const checkNow = (): Promise<void> => {
    if (state.closed) return Promise.resolve();
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await readChanges();
      } while (again && !state.closed);
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  const listener =
    database.dialect === 'postgres' && options.listenUrl
      ? createListenSession(options.listenUrl, options.applicationName ?? 'shop-change-feed', {
          onNotify: () => void checkNow().catch(() => {}),
          // After a reconnect the notifications sent meanwhile are lost: read the feed.
          onConnected: () => void checkNow().catch(() => {}),
          log,
        })
      : undefined;

  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (state.closed) return;
    timer = setTimeout(
      () => {
        checkNow()
          .catch((error: unknown) => {
            // Before the first read the schema may still be migrating: nothing to tell yet.
            if (readOnce) log.warn({ err: error }, 'reading the change feed failed');
          })
          .finally(schedule);
      },
      listener?.connected ? listeningPollMs : pollMs,
    );
    timer.unref();
  };
  schedule();

  return {
    versionOf(topics) {
      let newest = 0;
      for (const topic of topics) newest = Math.max(newest, state.topics.get(topic) ?? 0);
      return newest;
    },
    subscribe(topics, callback) {
      const entry = { topics: new Set<string>(topics), listener: callback };
      state.listeners.add(entry);
      return () => state.listeners.delete(entry);
    },
    checkNow,
    get mode() {
      return listener?.connected ? 'listening' : 'polling';
    },
    async close() {
      state.closed = true;
      clearTimeout(timer);
      await listener?.close();
      await reading?.catch(() => {});
    },
  };
}

interface ListenSession {
  readonly connected: boolean;
  close(): Promise<void>;
}

/**
 * A PostgreSQL session of its own that LISTENs for changes, connected again after it is lost
 * (1 s, doubling, at most 30 s) while the feed polls meanwhile.
 */
function createListenSession(
  url: string,
  applicationName: string,
  events: { onNotify: () => void; onConnected: () => void; log: ChangeFeedLog },
): ListenSession {
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client, error?: unknown) => {
    if (client !== current) return;
    client = undefined;
    connected = false;
    current.removeAllListeners();
    // An error after connecting is followed by an end; a later one must not crash the process.
    current.on('error', () => {});
    current.end().catch(() => {});
    if (closed) return;
    failures += 1;
    const delay = Math.min(30_000, 1000 * 2 ** (failures - 1));
    events.log.warn({ err: error, retryInMs: delay }, 'the change feed lost its LISTEN session: polling');
    retry = setTimeout(connect, delay);
    retry.unref();
  };

  const connect = () => {
    if (closed) return;
    const current = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: applicationName,
    });
    client = current;
    current.on('notification', events.onNotify);
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current));
    current
      .connect()
      .then(() => current.query(`listen ${changeChannel}`))
      .then(() => {
        if (client !== current) return;
        connected = true;
        failures = 0;
        events.onConnected();
      })
      .catch((error: unknown) => lost(current, error));
  };
  connect();

  return {
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      connected = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
