/** The <noscript> that holds the page's scripts as the server wrote them (root.tsx). */
export const pageScriptsHolderId = 'page-scripts';

/**
 * Issue 19: the page's scripts start after its first paint. React Router's <Scripts> (and the
 * strings asset) would have the browser fetch every module of the page at high priority while it
 * still waits for the CSS, fonts and the largest image; on a slow connection the first paint then
 * waits for ~140 KB of JavaScript it does not need. So the server writes them into a <noscript>
 * (inert while scripting is on, and never hydrated) and this boot script, right after it:
 * - runs the inline classic scripts at once (React Router's context: the streamed data that
 *   follows the page writes into it);
 * - after the first paint, adds the modulepreload links and the strings asset, and once the
 *   strings are in (the first render reads them), the module script that hydrates the page.
 * "After the first paint" is once the browser reports the first contentful paint (the frame is on
 * screen: a timer after the next animation frame can still run before it), at most 3 s; a hidden
 * page has no paint to wait for. The copies carry the boot script's CSP nonce.
 *
 * Self-contained: it is sent as its source text (pageScriptsBoot).
 */
export function startPageScripts(holderId: string): void {
  const boot = document.currentScript;
  const holder = document.getElementById(holderId);
  if (!(boot instanceof HTMLScriptElement) || !holder) return;
  const written = document.createElement('template');
  written.innerHTML = holder.textContent ?? '';
  const copyOf = (script: HTMLScriptElement): HTMLScriptElement => {
    const copy = document.createElement('script');
    if (script.type) copy.type = script.type;
    const src = script.getAttribute('src');
    if (src) copy.src = src;
    else copy.textContent = script.textContent;
    copy.nonce = boot.nonce;
    return copy;
  };
  const scripts = [...written.content.querySelectorAll('script')];
  const links = [...written.content.querySelectorAll('link')];
  for (const script of scripts) {
    if (!script.src && script.type !== 'module') boot.after(copyOf(script));
  }
  const modules = () => {
    for (const script of scripts) if (script.type === 'module') document.body.append(copyOf(script));
  };
  const start = () => {
    for (const link of links) document.head.append(document.importNode(link, true));
    const sources = scripts.filter((script) => script.src);
    let pending = sources.length;
    const done = () => {
      pending -= 1;
      if (pending === 0) modules();
    };
    if (pending === 0) modules();
    for (const script of sources) {
      const copy = copyOf(script);
      // A strings asset that failed still lets the page hydrate (it shows the keys then).
      copy.onload = done;
      copy.onerror = done;
      document.head.append(copy);
    }
  };
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // The paint entry comes once the frame is on screen; a page without one starts after a while.
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') startOnce();
  else {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startOnce, 3000);
  }
}

/**
 * The boot script's source without its indentation and line comments (every page carries it):
 * each line stays a line of its own, so the code means exactly what it meant.
 */
const bootSource = startPageScripts
  .toString()
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** The boot script's text, for an inline <script> right after the holder. */
export function pageScriptsBoot(): string {
  return `(${bootSource})(${JSON.stringify(pageScriptsHolderId)});`;
}
