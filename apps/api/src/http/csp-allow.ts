/**
 * The third-party origins a shop owner adds to the storefront's Content-Security-Policy
 * (SHOP_CSP_ALLOW, apps/server/src/security-headers.ts). The shop itself loads nothing from
 * another origin; a tag manager, an image CDN or a payment provider's form is allowed here,
 * directive by directive, without a change to the code.
 *
 * The value is written like a policy: `script-src https://www.googletagmanager.com;
 * connect-src https://*.google-analytics.com; img-src https://cdn.example.com`.
 */

/** The directives an owner may widen: the fetches of scripts, styles, images and embeds. */
export const cspAllowDirectives = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
  'form-action',
] as const;

export type CspAllowDirective = (typeof cspAllowDirectives)[number];

export type CspAllowList = Readonly<Partial<Record<CspAllowDirective, readonly string[]>>>;

/**
 * Only https origins (a leading `*.` for the subdomains of one host): never a keyword such as
 * 'unsafe-eval', a scheme alone (`https:` would allow every site), a path or a plain-http host.
 */
const httpsOrigin = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/;

function isCspAllowDirective(name: string): name is CspAllowDirective {
  return (cspAllowDirectives as readonly string[]).includes(name);
}

export type CspAllowParse =
  | { readonly ok: true; readonly allow: CspAllowList }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Reads SHOP_CSP_ALLOW; every problem is named, so the start can list them all at once. */
export function parseCspAllow(value: string): CspAllowParse {
  const allow: Partial<Record<CspAllowDirective, string[]>> = {};
  const problems: string[] = [];
  for (const part of value.split(';')) {
    const [name = '', ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name === '') continue;
    const directive = name.toLowerCase();
    if (!isCspAllowDirective(directive)) {
      problems.push(`${name} is not a directive the shop lets you widen (${cspAllowDirectives.join(', ')})`);
      continue;
    }
    if (sources.length === 0) problems.push(`${directive} names no origin`);
    for (const source of sources) {
      const origin = source.toLowerCase();
      if (httpsOrigin.test(origin)) allow[directive] = [...(allow[directive] ?? []), origin];
      else problems.push(`${source} in ${directive} is not an https origin such as https://cdn.example.com`);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, allow };
}
