import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compactManifestScript, withCompactManifest } from './compact-manifest.ts';

/** The shape React Router's <Scripts> writes (react-router/dist/.../ssr/components.js). */
const manifest = {
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/framework-1.js'], css: [] },
  routes: { root: { id: 'root', path: '', hasLoader: true, module: '/assets/root-1.js', css: ['/a.css#'] } },
};
const moduleScript = `;
import * as route0 from "/assets/root-1.js";
  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-1.js");`;

describe('the route manifest written compactly (issue 19: lean pages)', () => {
  it('holds the same manifest without the indentation, and the rest of the script unchanged', () => {
    const compact = compactManifestScript(moduleScript);
    expect(compact).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`);
    expect(compact.length).toBeLessThan(moduleScript.length);
    expect(compact.replace(JSON.stringify(manifest), JSON.stringify(manifest, null, 2))).toBe(moduleScript);
  });

  it('leaves a script without the manifest, or with one it cannot read, as it was', () => {
    expect(compactManifestScript('window.__reactRouterContext = {};')).toBe(
      'window.__reactRouterContext = {};',
    );
    const broken = 'window.__reactRouterManifest = {"entry": ;\n';
    expect(compactManifestScript(broken)).toBe(broken);
  });

  it('rewrites the module script among the elements <Scripts> renders and keeps the others', () => {
    const elements = createElement(
      Fragment,
      null,
      createElement('link', { rel: 'modulepreload', href: '/assets/entry.client-1.js' }),
      createElement(
        Fragment,
        null,
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant test scripts, as <Scripts> renders them.
        createElement('script', { dangerouslySetInnerHTML: { __html: 'window.__reactRouterContext = {};' } }),
        createElement('script', {
          type: 'module',
          async: true,
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant test scripts, as <Scripts> renders them.
          dangerouslySetInnerHTML: { __html: moduleScript },
        }),
      ),
    );
    const html = renderToStaticMarkup(withCompactManifest(elements));
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-1.js"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(html).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};`);
    expect(html).not.toContain('\n  "entry"');
  });
});
