import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { ShopDatabase } from '../db/database.ts';
import {
  createTestDatabase,
  describeEachDatabase,
  listenUrlOf,
  openSecondConnection,
  type TestDatabase,
} from '../testing/test-databases.ts';
import {
  type Change,
  type ChangeFeed,
  type ChangeFeedOptions,
  publishChange,
  startChangeFeed,
} from './change-feed.ts';

/** Resolves with the first change of a topic the feed tells, and how long it took from `since`. */
function nextChange(feed: ChangeFeed, since: number): Promise<{ change: Change; afterMs: number }> {
  return new Promise((resolve) => {
    const stop = feed.subscribe(['catalog', 'content', 'strings', 'settings'], (change) => {
      stop();
      resolve({ change, afterMs: Date.now() - since });
    });
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

describeEachDatabase('the change feed (issue 18)', (kind) => {
  let test: TestDatabase;
  let other: ShopDatabase;
  const feeds: ChangeFeed[] = [];
  const start = async (database: ShopDatabase, options: ChangeFeedOptions = {}) => {
    const feed = await startChangeFeed(database, { listenUrl: listenUrlOf(test), ...options });
    feeds.push(feed);
    return feed;
  };

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    other = await openSecondConnection(test);
  });
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close();
  });
  afterAll(async () => {
    await other.close();
    await test.dispose();
  });

  it('a change published with a write in one process reaches another process within 2 s, with its key', async () => {
    const here = await start(test.database);
    const there = await start(other);
    const before = there.versionOf(['catalog']);
    const told = nextChange(there, Date.now());
    const version = await test.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('strings').set({ value: 'x' }).where('key', '=', 'no-such-key').execute();
      return publishChange(trx, 'catalog', 'product:123');
    });
    const { change, afterMs } = await told;
    expect(change).toEqual({ topic: 'catalog', key: 'product:123', version });
    expect(afterMs).toBeLessThan(2000);
    expect(there.versionOf(['catalog'])).toBe(version);
    expect(version).toBeGreaterThan(before);
    // The publishing process learns it the same way.
    await waitFor(() => here.versionOf(['catalog']) === version, 'the publisher to see its own change');
    // Another topic did not move.
    expect(there.versionOf(['strings'])).toBeLessThan(version);
  });

  it('a change whose transaction rolls back is never announced', async () => {
    const there = await start(other);
    const before = there.versionOf(['content']);
    await expect(
      test.database.db.transaction().execute(async (trx) => {
        await publishChange(trx, 'content', 'widget:store-message');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    const seen: Change[] = [];
    there.subscribe(['content'], (change) => seen.push(change));
    await there.checkNow();
    expect(seen).toEqual([]);
    expect(there.versionOf(['content'])).toBe(before);
  });

  it('changes are told in the order they were made, each once, to the subscribers of their topic only', async () => {
    const there = await start(other);
    const catalog: string[] = [];
    const settings: string[] = [];
    there.subscribe(['catalog'], (change) => catalog.push(change.key));
    there.subscribe(['settings'], (change) => settings.push(change.key));
    for (const id of [1, 2, 3]) await publishChange(test.database.db, 'catalog', `product:${id}`);
    await publishChange(test.database.db, 'settings', 'store:fi');
    await there.checkNow();
    await there.checkNow();
    expect(catalog).toEqual(['product:1', 'product:2', 'product:3']);
    expect(settings).toEqual(['store:fi']);
  });

  it('a feed started after a change has seen it: its caches are fresh from the start', async () => {
    await publishChange(test.database.db, 'strings');
    const there = await start(other);
    const seen: Change[] = [];
    there.subscribe(['strings'], (change) => seen.push(change));
    await there.checkNow();
    expect(seen).toEqual([]);
    expect(there.versionOf(['strings'])).toBeGreaterThan(0);
  });

  if (kind === 'postgres') {
    it('PostgreSQL: NOTIFY wakes the other process at once, without waiting for a poll', async () => {
      // Polls so rare that only the notification can deliver the change in time.
      const there = await start(other, { pollMs: 60_000, listeningPollMs: 60_000 });
      await waitFor(() => there.mode === 'listening', 'the LISTEN session');
      const told = nextChange(there, Date.now());
      await publishChange(test.database.db, 'catalog', 'product:7');
      const { afterMs } = await told;
      expect(afterMs).toBeLessThan(500);
    });

    it('PostgreSQL: a lost LISTEN session falls back to polling every second and connects again', async () => {
      const name = `feed-test-${randomBytes(4).toString('hex')}`;
      const there = await start(other, { applicationName: name });
      await waitFor(() => there.mode === 'listening', 'the LISTEN session');
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(
        test.database.db,
      );
      await waitFor(() => there.mode === 'polling', 'the feed to notice the lost session');
      const told = nextChange(there, Date.now());
      await publishChange(test.database.db, 'content');
      expect((await told).afterMs).toBeLessThan(2000);
      await waitFor(() => there.mode === 'listening', 'the LISTEN session again', 10_000);
    });
  }
});
