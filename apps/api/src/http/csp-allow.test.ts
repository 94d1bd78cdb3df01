import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseCspAllow } from './csp-allow.ts';

describe('SHOP_CSP_ALLOW: the third-party origins an owner adds to the storefront policy (issue 18)', () => {
  it('reads directives and their https origins, a leading *. for subdomains', () => {
    expect(
      parseCspAllow(
        ' script-src https://www.googletagmanager.com ; connect-src https://*.google-analytics.com https://API.example.com:8443; ',
      ),
    ).toEqual({
      ok: true,
      allow: {
        'script-src': ['https://www.googletagmanager.com'],
        'connect-src': ['https://*.google-analytics.com', 'https://api.example.com:8443'],
      },
    });
    expect(parseCspAllow('')).toEqual({ ok: true, allow: {} });
  });

  it('refuses keywords, bare schemes, plain http, paths and directives the shop does not widen', () => {
    const parsed = parseCspAllow(
      "script-src 'unsafe-eval' https: http://cdn.example.com https://cdn.example.com/js; default-src https://x.example.com; img-src",
    );
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      "'unsafe-eval' in script-src is not an https origin such as https://cdn.example.com",
      'https: in script-src is not an https origin such as https://cdn.example.com',
      'http://cdn.example.com in script-src is not an https origin such as https://cdn.example.com',
      'https://cdn.example.com/js in script-src is not an https origin such as https://cdn.example.com',
      'default-src is not a directive the shop lets you widen (script-src, style-src, img-src, font-src, connect-src, frame-src, media-src, form-action)',
      'img-src names no origin',
    ]);
  });

  it('a wrong value stops the start with a message that names the variable; none means the shop’s own only', () => {
    // PostgreSQL in a test: no secret file is written anywhere.
    const env = { NODE_ENV: 'test', DATABASE_URL: 'postgres://shop@db.internal:5432/shop' } as const;
    expect(() => loadConfig({ ...env, SHOP_CSP_ALLOW: "script-src 'unsafe-inline'" })).toThrow(
      /SHOP_CSP_ALLOW: 'unsafe-inline' in script-src is not an https origin/,
    );
    expect(loadConfig(env).cspAllow).toEqual({});
    expect(loadConfig({ ...env, SHOP_CSP_ALLOW: 'img-src https://cdn.example.com' }).cspAllow).toEqual({
      'img-src': ['https://cdn.example.com'],
    });
  });
});
