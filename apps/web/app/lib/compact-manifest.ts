import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

const manifestStart = 'window.__reactRouterManifest = ';
const manifestEnd = ';\n';

/**
 * React Router writes the page's part of its route manifest into the module script with two
 * spaces of indentation (about 4 KB of a product page, of which 1.7 KB is whitespace). The same
 * object written compactly means the same to the browser (issue 19: lean pages). A script that
 * does not hold the manifest in that form is returned as it was.
 */
export function compactManifestScript(script: string): string {
  const known = compacted.get(script);
  if (known !== undefined) return known;
  const compact = compactOnce(script);
  // Pages of one screen and store write the same script; the memory stays bounded whatever comes.
  if (compacted.size >= compactedLimit) compacted.clear();
  compacted.set(script, compact);
  return compact;
}

/** Scripts already written compactly: parsing and writing the manifest again cost ~1 % of a render. */
const compacted = new Map<string, string>();
const compactedLimit = 500;

function compactOnce(script: string): string {
  const start = script.indexOf(manifestStart);
  if (start < 0) return script;
  const from = start + manifestStart.length;
  const end = script.indexOf(manifestEnd, from);
  if (end < 0) return script;
  try {
    const manifest: unknown = JSON.parse(script.slice(from, end));
    return `${script.slice(0, from)}${JSON.stringify(manifest)}${script.slice(end)}`;
  } catch {
    return script;
  }
}

interface InlineScriptProps {
  readonly dangerouslySetInnerHTML?: { readonly __html?: unknown };
  readonly children?: ReactNode;
}

/** The elements <Scripts> renders, with the manifest of its module script written compactly. */
export function withCompactManifest(node: ReactNode): ReactNode {
  if (!isValidElement<InlineScriptProps>(node)) return node;
  const html = node.props.dangerouslySetInnerHTML?.__html;
  if (typeof html === 'string') {
    return cloneElement(node, { dangerouslySetInnerHTML: { __html: compactManifestScript(html) } });
  }
  if (node.props.children === undefined) return node;
  return cloneElement(node, undefined, ...Children.toArray(node.props.children).map(withCompactManifest));
}
