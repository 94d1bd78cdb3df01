import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CspAllowDirective, CspAllowList } from '@shop/api/http/csp-allow';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every answer of the process (issue 18): pages, API answers, assets, the back
 * office, errors and 404s. docs/decisions/017-security-headers.md says why each is sent.
 *
 * Content-Security-Policy, by what the answer is:
 * - a storefront page (HTML outside /api and /admin): scripts only from the shop's own origin,
 *   plus the inline scripts React Router renders, each carrying this request's nonce (a fresh one
 *   per request: apps/web/app/entry.server.tsx). Styles allow 'unsafe-inline': React renders
 *   style attributes (colour swatches, rating stars, CSS variables of the selling points and the
 *   progress bar) and React Aria's press handling adds a <style> element when it mounts.
 * - the back office (HTML under /admin): its own scripts, styles and images only (it ships its
 *   React Aria rule as a file, apps/admin/index.html), and data: images (the two-factor QR code).
 * - anything else (API JSON and its errors, images, scripts, styles, sitemap): `default-src 'none'`, so a
 *   file opened on its own, an SVG for instance, can run nothing.
 * A route that sets its own policy keeps it (the test payment page's, with the hash of its style).
 *
 * Third parties: the storefront loads nothing from another origin. Its review widget and
 * newsletter signup are the shop's own (/api/store-reviews, /api/newsletter; decision 012), the
 * analytics are a dataLayer and Consent Mode defaults with no tag loaded, product images come
 * from /api/images, and the test payment provider's page is served by the shop under /api. A shop
 * owner who adds a third party (a tag manager, an image CDN, a provider's form or iframe) names its
 * origins in SHOP_CSP_ALLOW, per directive (apps/api/src/http/csp-allow.ts); nothing else widens.
 */

export interface SecurityHeaderOptions {
  /** TRUST_PROXY: only then may x-forwarded-proto say the shopper came over https. */
  readonly trustProxy: boolean;
  /** SHOP_CSP_ALLOW: third-party origins the storefront's pages may use. */
  readonly cspAllow: CspAllowList;
}

/**
 * Browser features the shop never uses, turned off for its pages and anything they embed. Only
 * names Chromium knows: an unknown one is a warning in the console of every page (Chromium 156
 * does not know `bluetooth`; e2e/csp.e2e.ts listens for such warnings).
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers of every answer, whatever it is. */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Old browsers that do not know frame-ancestors; the policies below say the same.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': permissionsPolicy,
};

/** HSTS for a year, subdomains too; sent only on an answer that went out over https. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** API answers, assets and every other answer that is not a page: nothing may load or frame it. */
export const strictPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The back office: its own files only, never framed (clickjacking of staff actions). */
export const adminPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

/**
 * The back office sends no referrer to other sites at all (staff URLs name orders and customers),
 * stricter than the storefront's strict-origin-when-cross-origin.
 */
export const adminReferrerPolicy = 'same-origin';

/** The origins SHOP_CSP_ALLOW adds to a directive, after the shop's own sources. */
function withAllowed(directive: CspAllowDirective, own: readonly string[], allow: CspAllowList): string {
  return [directive, ...own, ...(allow[directive] ?? [])].join(' ');
}

/**
 * Spec 7: the browser POSTs to each store's retail tracking provider (RETAIL_TRACKING_URL_*), so
 * the storefront's connect-src allows exactly those origins, and nothing when none is set.
 */
export function withRetailTrackingOrigins(
  allow: CspAllowList,
  tracking: Readonly<Partial<Record<string, { readonly url: string }>>>,
): CspAllowList {
  const origins = Object.values(tracking).flatMap((setting) =>
    setting ? [new URL(setting.url).origin] : [],
  );
  if (origins.length === 0) return allow;
  return { ...allow, 'connect-src': [...new Set([...(allow['connect-src'] ?? []), ...origins])] };
}

/** The storefront's policy for one page, with that page's nonce. */
export function storefrontPolicy(nonce: string, allow: CspAllowList): string {
  const frames = allow['frame-src'] ?? [];
  return [
    "default-src 'self'",
    withAllowed('script-src', ["'self'", `'nonce-${nonce}'`], allow),
    withAllowed('style-src', ["'self'", "'unsafe-inline'"], allow),
    withAllowed('img-src', ["'self'"], allow),
    withAllowed('font-src', ["'self'"], allow),
    withAllowed('connect-src', ["'self'"], allow),
    withAllowed('media-src', ["'self'"], allow),
    // The shop frames nothing of its own; only an owner's provider may be framed.
    frames.length > 0 ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    withAllowed('form-action', ["'self'"], allow),
    "frame-ancestors 'none'",
  ].join('; ');
}

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * This request's CSP nonce: made on first use (only page requests need one), then the same for the
 * render and the header. 128 random bits, as CSP asks for a value no one can guess.
 */
export function cspNonceFor(request: FastifyRequest): string {
  let nonce = nonces.get(request.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request.raw, nonce);
  }
  return nonce;
}

/**
 * Issue 19: a page answered from the page cache carries the nonce its entry was rendered with
 * (docs/decisions/019-page-cache.md); the policy of this answer names that one.
 */
export function adoptCspNonce(request: FastifyRequest, nonce: string): void {
  nonces.set(request.raw, nonce);
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

type AnswerKind = 'storefront-page' | 'admin-page' | 'other';

function answerKind(request: FastifyRequest, reply: FastifyReply): AnswerKind {
  if (!isHtml(reply.getHeader('content-type'))) return 'other';
  const path = request.url.split('?')[0] ?? '';
  if (isUnder(path, '/admin')) return 'admin-page';
  return isUnder(path, '/api') ? 'other' : 'storefront-page';
}

function policyFor(kind: AnswerKind, request: FastifyRequest, options: SecurityHeaderOptions): string {
  if (kind === 'storefront-page') return storefrontPolicy(cspNonceFor(request), options.cspAllow);
  return kind === 'admin-page' ? adminPolicy : strictPolicy;
}

/** Whether the shopper's connection was https: only a trusted proxy's x-forwarded-proto can say so. */
export function arrivedOverHttps(request: FastifyRequest, trustProxy: boolean): boolean {
  return trustProxy && request.protocol === 'https';
}

/** Sets the headers on one answer, just before it is sent. */
export function applySecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeaderOptions,
): void {
  const kind = answerKind(request, reply);
  for (const [name, value] of Object.entries(commonSecurityHeaders)) reply.header(name, value);
  if (kind === 'admin-page') reply.header('referrer-policy', adminReferrerPolicy);
  if (!reply.hasHeader('content-security-policy'))
    reply.header('content-security-policy', policyFor(kind, request, options));
  if (arrivedOverHttps(request, options.trustProxy))
    reply.header('strict-transport-security', strictTransportSecurity);
}

/**
 * One onSend hook on the root instance: it runs for every answer of every plugin, the 404 and
 * error handlers' included, after the route chose the content type.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  // A callback hook, not an async one: it adds no promise turn to any answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(request, reply, options);
    done(null, payload);
  });
}
