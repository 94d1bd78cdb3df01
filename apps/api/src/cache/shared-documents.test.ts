import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { ShopDatabase } from '../db/database.ts';
import { findSharedDocument } from '../repositories/shared-documents.repository.ts';
import {
  createTestDatabase,
  describeEachDatabase,
  openSecondConnection,
  type TestDatabase,
} from '../testing/test-databases.ts';
import { type ChangeFeed, publishChange, startChangeFeed } from './change-feed.ts';
import { createSharedDocuments } from './shared-documents.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A build that takes a while and counts how often it ran. */
function slowBuild(body: string, counter: { builds: number }, ms = 300) {
  return async () => {
    counter.builds += 1;
    await sleep(ms);
    return body;
  };
}

describeEachDatabase('documents built once for every process: the sitemap (issue 18)', (kind) => {
  let test: TestDatabase;
  let other: ShopDatabase;
  const feeds: ChangeFeed[] = [];

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

  async function twoProcesses() {
    const feedA = await startChangeFeed(test.database);
    const feedB = await startChangeFeed(other);
    feeds.push(feedA, feedB);
    return {
      feedA,
      feedB,
      a: createSharedDocuments(test.database, feedA, { waitStepMs: 50 }),
      b: createSharedDocuments(other, feedB, { waitStepMs: 50 }),
    };
  }

  it('two processes asking at once: one builds under the lease, the other waits and serves the stored one', async () => {
    const { a, b } = await twoProcesses();
    const counter = { builds: 0 };
    const [fromA, fromB] = await Promise.all([
      a.read('crawl-once', 'catalog', slowBuild('<urlset/>', counter)),
      b.read('crawl-once', 'catalog', slowBuild('<urlset/>', counter)),
    ]);
    expect([fromA, fromB]).toEqual(['<urlset/>', '<urlset/>']);
    expect(counter.builds).toBe(1);
    expect((await findSharedDocument(test.database.db, 'crawl-once'))?.builds).toBe(1);
    // Asked again: kept, not built again.
    await b.read('crawl-once', 'catalog', slowBuild('never', counter));
    expect(counter.builds).toBe(1);
    // The lease was given back.
    expect(await test.database.db.selectFrom('leases').selectAll().execute()).toEqual([]);
  });

  it('a change of the catalog builds it again, once, and meanwhile the other process serves the stored one', async () => {
    const { a, b, feedA, feedB } = await twoProcesses();
    const counter = { builds: 0 };
    await a.read('crawl-change', 'catalog', slowBuild('old', counter, 0));
    await publishChange(test.database.db, 'catalog', 'product:1');
    await Promise.all([feedA.checkNow(), feedB.checkNow()]);

    const building = a.read('crawl-change', 'catalog', slowBuild('new', counter, 500));
    await sleep(100);
    // B finds the lease taken and answers the stored document rather than waiting.
    expect(await b.read('crawl-change', 'catalog', slowBuild('never', counter))).toBe('old');
    await building;
    await sleep(600);
    expect(await b.read('crawl-change', 'catalog', slowBuild('never', counter))).toBe('new');
    expect(counter.builds).toBe(2);
    expect((await findSharedDocument(test.database.db, 'crawl-change'))?.builds).toBe(2);
  });

  it('a change of another topic does not build it again', async () => {
    const { a, feedA } = await twoProcesses();
    const counter = { builds: 0 };
    await a.read('crawl-other-topic', 'catalog', slowBuild('body', counter, 0));
    await publishChange(test.database.db, 'strings');
    await feedA.checkNow();
    await a.read('crawl-other-topic', 'catalog', slowBuild('body', counter, 0));
    expect(counter.builds).toBe(1);
  });

  it('a lease whose holder died (its time ran out) is taken over', async () => {
    const { b } = await twoProcesses();
    await test.database.db
      .insertInto('leases')
      .values({
        name: 'document:crawl-orphan',
        holder: 'a-dead-process',
        expires_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    const counter = { builds: 0 };
    expect(await b.read('crawl-orphan', 'catalog', slowBuild('built', counter, 0))).toBe('built');
    expect(counter.builds).toBe(1);
  });
});
