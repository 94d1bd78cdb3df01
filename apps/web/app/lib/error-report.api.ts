import { isLocaleCode, storeIds } from '@shop/domain/locales';

/** Spec 7: POST /captuerr with error, level, stack, userAgent, url. */
export const errorReportPath = '/captuerr';

export type ErrorLevel = 'fatal' | 'error' | 'warning' | 'info' | 'debug';

/** The limits of the endpoint (packages/contracts/src/error-reports.ts): longer text is cut. */
const limits = { error: 2000, stack: 16_000, userAgent: 500, url: 2000 } as const;

/** A page reports at most this many errors: a loop of failures must not flood the server. */
const maxReportsPerPage = 10;
let reported = 0;
const seen = new Set<string>();

/**
 * Posts a front-end error (spec 8: unhandled errors and purchase-tracking failures). Fire and
 * forget: reporting never throws and never waits.
 */
export function reportError(locale: string, error: unknown, level: ErrorLevel = 'error'): void {
  if (typeof window === 'undefined' || !isLocaleCode(locale)) return;
  const message = (error instanceof Error ? error.message : String(error)).trim() || 'Unknown error';
  const stack = error instanceof Error ? (error.stack ?? null) : null;
  const fingerprint = `${message}\n${stack ?? ''}`;
  if (seen.has(fingerprint) || reported >= maxReportsPerPage) return;
  seen.add(fingerprint);
  reported += 1;
  const body = JSON.stringify({
    error: message.slice(0, limits.error),
    level,
    stack: stack?.slice(0, limits.stack) ?? null,
    userAgent: navigator.userAgent.slice(0, limits.userAgent),
    url: window.location.href.slice(0, limits.url),
  });
  const query = new URLSearchParams({ locale, sid: String(storeIds[locale]) });
  try {
    void fetch(`${errorReportPath}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
