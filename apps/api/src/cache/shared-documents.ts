import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { SharedDocumentStore } from '@shop/contracts/change-topics';
import type { ShopDatabase } from '../db/database.ts';
import { findTopicVersion } from '../repositories/change-feed.repository.ts';
import { releaseLease, renewLease, takeLease } from '../repositories/leases.repository.ts';
import { findSharedDocument, saveSharedDocument } from '../repositories/shared-documents.repository.ts';
import type { ChangeFeed, ChangeFeedLog, ChangeTopic } from './change-feed.ts';

/**
 * Documents that are costly to build and the same for every process: the sitemap crawls the whole
 * catalog of five stores. Each is built once per change of its topic, by one process of all
 * (the one that takes its lease, a row in `leases`), and stored in `shared_documents` with the
 * change number it was built at (docs/decisions/018-shared-state.md). The others wait for it when
 * none is stored yet, or serve the stored one while the new one is built.
 */
export interface SharedDocuments extends SharedDocumentStore {
  /**
   * The document `name` as of the newest change of `topic` this process has seen, and not older
   * than the maximum age; `build` makes it when this process is the one to.
   */
  read(name: string, topic: ChangeTopic, build: () => Promise<string>): Promise<string>;
}

export interface SharedDocumentsOptions {
  /** A document older than this is built again even without a change (a write outside the shop). */
  readonly maxAgeMs?: number;
  /** How long a builder holds the lease; it renews it every third of that while it builds. */
  readonly leaseMs?: number;
  /** How often a process waiting for another's build looks for it. */
  readonly waitStepMs?: number;
  /** How long a process waits for another's first build before it gives up on the request. */
  readonly maxWaitMs?: number;
  readonly now?: () => Date;
  readonly log?: ChangeFeedLog;
}

interface Kept {
  readonly version: number;
  readonly body: string;
  readonly builtAt: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function createSharedDocuments(
  database: ShopDatabase,
  feed: Pick<ChangeFeed, 'versionOf'>,
  options: SharedDocumentsOptions = {},
): SharedDocuments {
  const maxAgeMs = options.maxAgeMs ?? 60 * 60 * 1000;
  const leaseMs = options.leaseMs ?? 120_000;
  const waitStepMs = options.waitStepMs ?? 250;
  const maxWaitMs = options.maxWaitMs ?? 120_000;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? { warn: () => {} };
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<string>>();
  const { db } = database;

  const isCurrent = (document: { version: number; builtAt: number }, wanted: number) =>
    document.version >= wanted && document.builtAt + maxAgeMs > now().getTime();

  /** Builds under the lease this process holds, stores the result and gives the lease back. */
  const buildAndStore = async (
    name: string,
    topic: ChangeTopic,
    wanted: number,
    build: () => Promise<string>,
  ) => {
    const lease = { name: `document:${name}`, holder };
    const renewal = setInterval(() => {
      renewLease(db, lease, new Date(now().getTime() + leaseMs)).catch(() => {});
    }, leaseMs / 3);
    renewal.unref();
    try {
      // Read before the build: a change made while it runs leaves the result older than the
      // topic, so the next read builds again.
      const version = Math.max(wanted, await findTopicVersion(db, topic));
      const body = await build();
      const at = now();
      await saveSharedDocument(db, { name, version, body }, at);
      kept.set(name, { version, body, builtAt: at.getTime() });
      return body;
    } finally {
      clearInterval(renewal);
      await releaseLease(db, lease).catch(() => {});
    }
  };

  const resolve = async (name: string, topic: ChangeTopic, wanted: number, build: () => Promise<string>) => {
    const lease = { name: `document:${name}`, holder };
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const stored = await findSharedDocument(db, name);
      const storedKept = stored && { ...stored, builtAt: Date.parse(stored.built_at) };
      if (storedKept && isCurrent(storedKept, wanted)) {
        kept.set(name, storedKept);
        return storedKept.body;
      }
      const time = now();
      if (await takeLease(db, lease, time, new Date(time.getTime() + leaseMs))) {
        // The previous holder may have stored it between the read above and the lease.
        const again = await findSharedDocument(db, name);
        if (again && isCurrent({ ...again, builtAt: Date.parse(again.built_at) }, wanted)) {
          await releaseLease(db, lease);
          kept.set(name, { ...again, builtAt: Date.parse(again.built_at) });
          return again.body;
        }
        if (!storedKept) return buildAndStore(name, topic, wanted, build);
        // A stored one is answered at once; the new one is built behind it.
        buildAndStore(name, topic, wanted, build).catch((error: unknown) =>
          log.warn({ err: error, document: name }, 'building a shared document failed'),
        );
        return storedKept.body;
      }
      // Another process builds it: serve the stored one, or wait for the first.
      if (storedKept) return storedKept.body;
      if (Date.now() > deadline) {
        throw new Error(`Waited ${maxWaitMs / 1000} s for another process to build ${name}`);
      }
      await sleep(waitStepMs);
    }
  };

  return {
    read(name, topic, build) {
      const wanted = feed.versionOf([topic]);
      const hit = kept.get(name);
      if (hit && isCurrent(hit, wanted)) return Promise.resolve(hit.body);
      const pending = reading.get(name);
      if (pending) return pending;
      const promise = resolve(name, topic, wanted, build).finally(() => reading.delete(name));
      reading.set(name, promise);
      return promise;
    },
  };
}
