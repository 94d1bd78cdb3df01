import { isLocaleCode, type LocaleCode, type StoreDomains } from '@shop/domain/locales';
import { resolveLocation } from '@shop/domain/routes';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Query parameters whose value opens something: a `?token=` login link, a cart session, a
 * signature. The access log keeps their name and drops their value.
 */
const secretParameter = /token|password|secret|signature|session|^sid$|^key$/i;

/** The URL as the access log keeps it: the path, and the query with secret values replaced. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const parameters = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(parameters.keys())) {
    if (secretParameter.test(name)) parameters.set(name, 'redacted');
  }
  const query = parameters.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

/** Probes come every few seconds and say nothing about shoppers: they are not logged. */
export function isProbe(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/healthz' || path === '/readyz' || path === '/metrics';
}

/**
 * The store a request is for: an API call names it in `locale` (spec 7: every call carries it),
 * a page by its path prefix or its domain. Files and the back office belong to no store.
 */
export function storeOfRequest(request: FastifyRequest, domains: StoreDomains): LocaleCode | undefined {
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/captuerr') {
    const query = request.query as Record<string, unknown> | undefined;
    return isLocaleCode(query?.locale) ? query.locale : undefined;
  }
  if (path.startsWith('/assets/') || path.startsWith('/admin') || /\.[a-z0-9]+$/i.test(path))
    return undefined;
  return resolveLocation(path, request.headers.host, domains).locale;
}

export interface AccessLogLine {
  readonly reqId: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  /** Milliseconds from the request to the end of the answer, to a tenth. */
  readonly ms: number;
  readonly store?: LocaleCode;
}

export function accessLogLine(
  request: FastifyRequest,
  reply: FastifyReply,
  domains: StoreDomains,
): AccessLogLine {
  const store = storeOfRequest(request, domains);
  return {
    reqId: request.id,
    method: request.method,
    url: loggedUrl(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ...(store ? { store } : {}),
  };
}

/**
 * Fastify's own per-request pair of lines ("incoming request", "request completed") would repeat
 * the access log; they are dropped. Everything else it logs (errors of a request, a stream cut
 * after its headers) stays.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}
