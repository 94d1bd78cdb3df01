import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

export type Strings = Readonly<Record<string, string>>;

declare global {
  interface Window {
    /** The dictionaries the strings assets brought, by tag (strings-dictionary.server.ts). */
    __shopStrings?: Record<string, Strings>;
  }
}

/**
 * Issue 19: a page names its dictionary instead of carrying it. The tag is a hash of the
 * dictionary's content; `src` is a long-cached asset that puts it into `window.__shopStrings`.
 */
export interface StringsRef {
  readonly tag: string;
  readonly src: string;
}

/** Server: the dictionaries the loaders named, for their renders (a few versions per store). */
const kept = new Map<string, Strings>();
const keptAtMost = 20;

export function keepStrings(tag: string, strings: Strings): void {
  if (kept.has(tag)) return;
  kept.set(tag, strings);
  const oldest = kept.keys().next().value;
  if (kept.size > keptAtMost && oldest !== undefined) kept.delete(oldest);
}

/** The dictionary a page names: kept by its loader (server) or brought by its asset (browser). */
export function stringsFor(ref: StringsRef): Strings {
  return (
    kept.get(ref.tag) ?? (typeof window === 'undefined' ? undefined : window.__shopStrings?.[ref.tag]) ?? {}
  );
}

/**
 * Browser: a page reached without a reload that names a dictionary not loaded yet (another store's,
 * or new strings) waits for its asset. Same origin, so the page's CSP allows it without a nonce.
 */
export function loadStrings(ref: StringsRef): Promise<void> {
  if (typeof window === 'undefined' || window.__shopStrings?.[ref.tag]) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = ref.src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`the strings at ${ref.src} did not load`));
    document.head.append(script);
  });
}

/** What useT answers: the text of a key in the page's language, with its values filled in. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** The text for a key; the key itself when a string is missing, so a gap is visible, not blank. */
export function translate(
  strings: Strings,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = strings[key] ?? key;
  // Most texts have no placeholder: a page renders a few hundred of them.
  if (!text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useShop() {
  const shop = useRouteLoaderData<typeof rootLoader>('root');
  if (!shop) throw new Error('useShop needs the root loader data');
  return shop;
}

export function useT(): Translate {
  const strings = stringsFor(useShop().strings);
  return (key: string, values?: Readonly<Record<string, string | number>>) => translate(strings, key, values);
}
