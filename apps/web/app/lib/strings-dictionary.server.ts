import { createHash } from 'node:crypto';
import type { ApiTransport } from '@shop/contracts/transport';
import type { LocaleCode } from '@shop/domain/locales';
import { createApiCall } from './api-client.ts';
import { fetchStrings } from './strings.api.ts';
import type { Strings } from './strings.ts';

/**
 * Issue 19: a store's strings dictionary (spec 7, GET /api/strings) as pages name it: its tag, a
 * hash of its content, and the script asset that brings it to the browser (`/strings/sv-{tag}.js`,
 * cached for a year; a new dictionary has a new tag). Pages no longer carry the whole dictionary
 * in their loader data.
 *
 * Kept per store until the change feed says the strings changed (on any machine), and at most five
 * minutes, should a change notice be missed.
 */
export interface StringsDictionary {
  readonly locale: LocaleCode;
  readonly tag: string;
  readonly strings: Strings;
  /** The asset's body: adds the dictionary to `window.__shopStrings` under its tag. */
  readonly script: string;
}

export const stringsTopics = ['strings'] as const;
const lifetimeMs = 300_000;
const kept = new Map<
  LocaleCode,
  { readonly expires: number; readonly version: number; readonly data: Promise<StringsDictionary> }
>();

export function stringsAssetPath(locale: LocaleCode, tag: string): string {
  return `/strings/${locale}-${tag}.js`;
}

const assetFile = /^(?<locale>[a-z]{2})-(?<tag>[0-9a-f]{16})\.js$/;

/** The store and tag an asset file names (`sv-0123456789abcdef.js`), or null. */
export function parseStringsAssetFile(
  file: string,
  locales: readonly LocaleCode[],
): { locale: LocaleCode; tag: string } | null {
  const found = assetFile.exec(file)?.groups;
  const locale = locales.find((code) => code === found?.locale);
  return locale && found?.tag ? { locale, tag: found.tag } : null;
}

export function stringsScript(tag: string, strings: Strings): string {
  // JSON is a JavaScript expression; JSON.parse of a string literal is the faster parse of a big one.
  const literal = JSON.stringify(JSON.stringify(strings));
  return `(window.__shopStrings||(window.__shopStrings={}))[${JSON.stringify(tag)}]=JSON.parse(${literal});\n`;
}

export function loadStringsDictionary(
  transport: ApiTransport,
  locale: LocaleCode,
  version: number,
  now = Date.now(),
): Promise<StringsDictionary> {
  const cached = kept.get(locale);
  if (cached && cached.expires > now && cached.version === version) return cached.data;
  const data = fetchStrings(createApiCall(transport, locale)).then((strings) => {
    const tag = createHash('sha256').update(JSON.stringify(strings)).digest('hex').slice(0, 16);
    return { locale, tag, strings, script: stringsScript(tag, strings) };
  });
  const entry = { expires: now + lifetimeMs, version, data };
  kept.set(locale, entry);
  // A failed load is not kept: the next page tries again.
  data.catch(() => {
    if (kept.get(locale) === entry) kept.delete(locale);
  });
  return data;
}
