import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { PageCacheResult } from '@shop/api/operations/metrics';

/**
 * Issue 19: anonymous storefront pages kept rendered, as bytes, in each server process
 * (docs/decisions/019-page-cache.md).
 *
 * An entry is one page for one key (apps/web/app/lib/page-cache-rule.server.ts: the store, the
 * URL and the request state the loaders read), kept three times: brotli, gzip and plain, each
 * made once when the entry is made. It is answered while
 * - the change feed's version of every topic is the one it was rendered at (a product, a price, a
 *   page, a string or a setting changed on any machine: the version grew), and
 * - its time has not come: the first moment the page itself reported as a change by time alone
 *   (a deal ends, a calendar door opens, the delivery dates move at midnight), and at most
 *   `defaultMaxAgeMs` after it was made, for what changes without an announcement (stock).
 * The cache holds at most `maxBytes` and `maxEntries`; the least recently used entry goes first.
 */

/** How long an entry is answered at most, when nothing it shows changes sooner. */
export const defaultMaxAgeMs = 30_000;

/** How long a shared cache in front (a CDN, Varnish) may keep a page: briefly. */
export const sharedMaxAgeSeconds = 10;

/** ... and answer it while it fetches a fresh one in the background. */
export const staleWhileRevalidateSeconds = 30;

/** An entry that would live less than this is not worth making. */
const shortestLifeMs = 1000;

export interface PageEntry {
  /** The answer's own headers (content type, route markers), without the per-answer ones. */
  readonly headers: readonly (readonly [string, string])[];
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** The strong validator of the plain bytes; each encoding's ETag adds its own suffix. */
  readonly tag: string;
  /** The CSP nonce inside the bytes: the answer's policy names it (decision 019). */
  readonly nonce: string;
  /** The change feed's version the page was rendered at. */
  readonly version: number;
  /** When the entry stops being answered. */
  readonly expiresAt: number;
  /** The first moment the page changes by time alone (Infinity: none known). */
  readonly changesAt: number;
  readonly bytes: number;
}

export interface PageCacheOptions {
  readonly maxBytes: number;
  readonly maxEntries?: number;
  /** Told of every lookup (/metrics). */
  readonly onLookup?: (result: PageCacheResult) => void;
}

export interface PageCache {
  /** The entry of `key` if it is still valid at `now` for the change feed's `version`. */
  lookup(key: string, now: number, version: number): PageEntry | undefined;
  /** Keeps an entry, dropping the least recently used ones beyond the limits. */
  store(key: string, entry: PageEntry): void;
  /**
   * One render per key at a time: a request that misses while another renders the same page
   * waits for it (a newsletter's first thousand shoppers cause one render, not a thousand).
   */
  coalesce(key: string, render: () => Promise<PageEntry | undefined>): Promise<PageEntry | undefined>;
  readonly entries: number;
  readonly bytes: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const onLookup = options.onLookup ?? (() => {});
  const entries = new Map<string, PageEntry>();
  const rendering = new Map<string, Promise<PageEntry | undefined>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    lookup(key, now, version) {
      const entry = entries.get(key);
      if (!entry) {
        onLookup('miss');
        return undefined;
      }
      if (entry.version !== version || entry.expiresAt <= now) {
        drop(key);
        onLookup('stale');
        return undefined;
      }
      // Map keeps insertion order: a hit moves to the end, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, entry);
      onLookup('hit');
      return entry;
    },
    store(key, entry) {
      drop(key);
      if (entry.bytes > options.maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      while (bytes > options.maxBytes || entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    coalesce(key, render) {
      const running = rendering.get(key);
      if (running) return running;
      const promise = render().finally(() => rendering.delete(key));
      rendering.set(key, promise);
      return promise;
    },
    get entries() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Headers that belong to one answer, never to a kept page. */
const perAnswerHeaders = new Set([
  'cache-control',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

export interface RenderedPage {
  readonly headers: Headers;
  readonly body: Buffer;
  readonly nonce: string;
  readonly version: number;
  readonly renderedAt: number;
  /** The earliest moment the page's loaders reported (Infinity: none). */
  readonly changesAt: number;
}

/**
 * Makes an entry of a rendered page, or nothing when it would not live a second. Compressed once,
 * harder than per-answer compression can afford (server.ts compresses other answers at brotli 4):
 * every later answer of the entry is a copy of these bytes.
 */
export async function createPageEntry(page: RenderedPage): Promise<PageEntry | undefined> {
  const expiresAt = Math.min(page.changesAt, page.renderedAt + defaultMaxAgeMs);
  if (expiresAt - page.renderedAt < shortestLifeMs) return undefined;
  const [br, gz] = await Promise.all([
    compressBrotli(page.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    compressGzip(page.body, { level: 9 }),
  ]);
  const headers: [string, string][] = [];
  for (const [name, value] of page.headers) if (!perAnswerHeaders.has(name)) headers.push([name, value]);
  return {
    headers,
    identity: page.body,
    br,
    gzip: gz,
    tag: createHash('sha256').update(page.body).digest('base64url').slice(0, 27),
    nonce: page.nonce,
    version: page.version,
    expiresAt,
    changesAt: page.changesAt,
    bytes: page.body.length + br.length + gz.length + 1024,
  };
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encoding of a kept page for an Accept-Encoding header: brotli, else gzip, else plain. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  const allows = (name: string) => {
    const quality = accepted.get(name) ?? accepted.get('*');
    return quality !== undefined && quality > 0;
  };
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** The ETag of one encoding of an entry: a strong validator, distinct per encoding (RFC 9110 8.8.3). */
export function entityTag(entry: Pick<PageEntry, 'tag'>, encoding: PageEncoding): string {
  return `"${entry.tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/** Whether If-None-Match names the entry (any of its encodings; weak comparison, RFC 9110 13.1.2). */
export function matchesEntry(ifNoneMatch: string | undefined, entry: Pick<PageEntry, 'tag'>): boolean {
  if (!ifNoneMatch) return false;
  const tags = new Set((['identity', 'br', 'gzip'] as const).map((encoding) => entityTag(entry, encoding)));
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tags.has(tag));
}

/**
 * Cache-Control of an anonymous page (issue 19): browsers check again every time (max-age=0, the
 * ETag makes that cheap); a shared cache in front keeps it briefly and answers it while it fetches
 * a fresh one, but never past the moment the page changes by time alone.
 */
export function sharedCacheControl(changesAt: number, now: number): string {
  const left = Number.isFinite(changesAt) ? Math.max(0, Math.floor((changesAt - now) / 1000)) : Infinity;
  const shared = Math.min(sharedMaxAgeSeconds, left);
  const stale = Math.min(staleWhileRevalidateSeconds, left - shared);
  if (shared <= 0) return 'public, max-age=0, must-revalidate';
  return `public, max-age=0, s-maxage=${shared}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}

/** Cache-Control of a page for one person (an account, an order, a checkout): kept nowhere. */
export const personalCacheControl = 'private, no-store';

/**
 * What a shared cache must key an anonymous page by besides its URL: the encoding, and the cookies
 * the HTML depends on (__vat, __consent, __dismissed; README, Scaling).
 */
export const sharedVary = 'Accept-Encoding, Cookie';
