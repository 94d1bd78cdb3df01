import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { changeTopics } from '@shop/contracts/change-topics';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageCapture, ShopServerContext } from '../../web/app/shop-context.ts';
import {
  chooseEncoding,
  createPageEntry,
  entityTag,
  matchesEntry,
  type PageCache,
  type PageEntry,
  personalCacheControl,
  sharedCacheControl,
  sharedVary,
} from './page-cache.ts';
import { adoptCspNonce, cspNonceFor } from './security-headers.ts';
import type { WebBuild } from './web-build.ts';

/**
 * Answers a storefront page (issue 19): from the page cache when the page is anonymous and kept,
 * else rendered (and kept when it may be), with the Cache-Control of what it is: anonymous pages
 * may be kept briefly by a shared cache in front, personal ones nowhere.
 */
export interface PageAnswerer {
  answer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface PageAnswererOptions {
  readonly web: WebBuild;
  /** The shop context of one request's render (its transport carries the request id). */
  readonly shopFor: (request: FastifyRequest) => ShopServerContext;
  /** The context the cache rule reads (the store domains, the change feed, the shell data). */
  readonly ruleShop: Pick<ShopServerContext, 'transport' | 'domains' | 'publicOrigin' | 'changes'>;
  /** Null: PAGE_CACHE=false, every page is rendered (Cache-Control is still sent). */
  readonly cache: PageCache | null;
  readonly now?: () => number;
}

type Rendered =
  | { readonly kind: 'kept'; readonly entry: PageEntry }
  /** Not kept (not a 200 HTML page without cookies, or too short-lived): sent as rendered. */
  | {
      readonly kind: 'sent-as-is';
      readonly response: Response;
      readonly changesAt: number;
      readonly body?: Buffer;
    };

export function createPageAnswerer(options: PageAnswererOptions): PageAnswerer {
  const { web, cache } = options;
  const now = options.now ?? Date.now;

  /** A render that reports when it goes out of date (its loaders call validUntil). */
  const capture = (whole: boolean): PageCapture & { changesAt: number; readonly whole: boolean } => ({
    changesAt: Number.POSITIVE_INFINITY,
    whole,
    validUntil(epochMs) {
      if (epochMs < this.changesAt) this.changesAt = epochMs;
    },
  });

  /** Renders for the cache: the whole page as bytes, kept when it may be shared. */
  const renderForCache = async (
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Rendered> => {
    const version = options.ruleShop.changes.versionOf(changeTopics);
    const pageCapture = capture(true);
    const nonce = cspNonceFor(request);
    // Not cut short when this shopper leaves: others may be waiting for the same render.
    const response = await web.handleShopRequest(toFetchRequest(request, reply, { abortOnClose: false }), {
      ...options.shopFor(request),
      pageCapture,
    });
    if (!mayKeep(response)) return { kind: 'sent-as-is', response, changesAt: pageCapture.changesAt };
    const body = Buffer.from(await response.arrayBuffer());
    const entry = await createPageEntry({
      headers: response.headers,
      body,
      nonce,
      version,
      renderedAt: now(),
      changesAt: pageCapture.changesAt,
    });
    if (!entry) return { kind: 'sent-as-is', response, changesAt: pageCapture.changesAt, body };
    cache?.store(key, entry);
    return { kind: 'kept', entry };
  };

  const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: PageEntry, source: string) => {
    // The kept bytes carry the entry's nonce: this answer's policy names it (decision 019).
    adoptCspNonce(request, entry.nonce);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', sharedCacheControl(entry.changesAt, now()));
    reply.header('vary', sharedVary);
    reply.header('etag', entityTag(entry, encoding));
    reply.header('x-page-cache', source);
    // On a 304 too: the browser updates its stored page with these headers, and the security
    // headers hook gives the page's policy (naming the entry's nonce) only to an HTML answer.
    for (const [name, value] of entry.headers) reply.header(name, value);
    if (matchesEntry(request.headers['if-none-match'], entry)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
    return reply.status(200).send(body);
  };

  /** A rendered answer as it came, with the Cache-Control of what it is. */
  const sendRendered = async (
    reply: FastifyReply,
    rendered: { response: Response; changesAt: number; body?: Buffer },
    shared: boolean,
  ) => {
    const { response } = rendered;
    const html = /^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '');
    const anonymous = shared && response.status === 200 && html && !response.headers.has('set-cookie');
    const routeSaysNoStore = /no-store/i.test(response.headers.get('cache-control') ?? '');
    const overrides: Record<string, string> =
      anonymous && !routeSaysNoStore
        ? { 'cache-control': sharedCacheControl(rendered.changesAt, now()), vary: sharedVary }
        : html || !shared
          ? { 'cache-control': personalCacheControl }
          : {};
    await sendFetchResponse(reply, response, { body: rendered.body, overrides });
  };

  return {
    async answer(request, reply) {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const rule = isRead
        ? await options.web
            .describePageRequest?.(
              {
                url: new URL(request.url, 'http://page.invalid'),
                header: (name) => headerValue(request.headers[name]),
              },
              options.ruleShop,
            )
            // A rule that cannot be read (the shell data failed to load) keeps nothing.
            .catch(() => ({ kind: 'personal' as const }))
        : undefined;

      if (!rule || rule.kind === 'not-a-page') {
        const response = await web.handleShopRequest(
          toFetchRequest(request, reply),
          options.shopFor(request),
        );
        await sendFetchResponse(reply, response);
        return;
      }
      if (rule.kind === 'personal') {
        const response = await web.handleShopRequest(
          toFetchRequest(request, reply),
          options.shopFor(request),
        );
        await sendRendered(reply, { response, changesAt: 0 }, false);
        return;
      }
      if (!cache || request.method === 'HEAD') {
        // Nothing kept (PAGE_CACHE=false, or a HEAD, which renders no body): a streamed render
        // that still says when it goes out of date, for the Cache-Control of a shared cache.
        const pageCapture = capture(false);
        const response = await web.handleShopRequest(toFetchRequest(request, reply), {
          ...options.shopFor(request),
          pageCapture,
        });
        await sendRendered(reply, { response, changesAt: pageCapture.changesAt }, true);
        return;
      }

      const kept = cache.lookup(rule.key, now(), options.ruleShop.changes.versionOf(changeTopics));
      if (kept) return sendEntry(request, reply, kept, 'hit');

      let own: Rendered | undefined;
      const entry = await cache.coalesce(rule.key, async () => {
        own = await renderForCache(rule.key, request, reply);
        return own.kind === 'kept' ? own.entry : undefined;
      });
      if (entry) return sendEntry(request, reply, entry, 'miss');
      if (own?.kind === 'sent-as-is') return sendRendered(reply, own, true);
      // Waited for another request's render, which kept nothing: this one renders its own.
      const rendered = await renderForCache(rule.key, request, reply);
      if (rendered.kind === 'kept') return sendEntry(request, reply, rendered.entry, 'miss');
      return sendRendered(reply, rendered, true);
    },
  };
}

/** Only a whole, anonymous, successful HTML page is kept: never an answer that sets a cookie. */
function mayKeep(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    /^\s*text\/html\b/i.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/i.test(response.headers.get('cache-control') ?? '')
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The Fetch Request of a page request; its render stops when the shopper leaves, unless told not to. */
export function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  { abortOnClose = true }: { abortOnClose?: boolean } = {},
): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  if (abortOnClose)
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  const body =
    request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body)
      ? request.body
      : null;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

/** Sends a Fetch Response through Fastify: `body` when it was already read, `overrides` over its headers. */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  { body, overrides = {} }: { body?: Buffer | undefined; overrides?: Readonly<Record<string, string>> } = {},
): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  for (const [name, value] of Object.entries(overrides)) reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (body) {
    await reply.send(body);
    return;
  }
  if (!response.body) {
    await reply.send();
    return;
  }
  await reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
