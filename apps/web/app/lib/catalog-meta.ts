import type { MetaDescriptor } from 'react-router';
import { type StringsRef, stringsFor, translate } from './strings.ts';

interface RootData {
  readonly strings: StringsRef;
  readonly store: { readonly brand: string };
}

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

function rootData(matches: Matches): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/** The first 160 characters of a text, cut at a word: what a search result shows. */
function summary(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= 160) return plain;
  return `${plain.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * A catalog page's title from what it shows (a category, product or brand name) with the store
 * brand, "Skärmar | Mobildelar", and a description when the page has one.
 */
export function catalogMeta(matches: Matches, title: string, description?: string): MetaDescriptor[] {
  const root = rootData(matches);
  if (!root) return [];
  const tags: MetaDescriptor[] = [{ title: `${title} | ${root.store.brand}` }];
  if (description) tags.push({ name: 'description', content: summary(description) });
  return tags;
}

/** A title from a string key with values, e.g. the search term. */
export function translatedMeta(
  matches: Matches,
  key: string,
  values?: Readonly<Record<string, string | number>>,
  descriptionKey?: string,
): MetaDescriptor[] {
  const root = rootData(matches);
  if (!root) return [];
  const strings = stringsFor(root.strings);
  const description = descriptionKey ? translate(strings, descriptionKey, values) : undefined;
  return catalogMeta(matches, translate(strings, key, values), description);
}
