import type { MetaDescriptor } from 'react-router';
import { type StringsRef, stringsFor, translate } from './strings.ts';

interface RootData {
  readonly strings: StringsRef;
  readonly store: { readonly brand: string };
}

/** A page title in the store's language: "{page} | {brand}". */
export function pageTitle(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  key: string,
  values?: Readonly<Record<string, string | number>>,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return [];
  return [{ title: `${translate(stringsFor(root.strings), key, values)} | ${root.store.brand}` }];
}

/** A page title with its meta description, both from string keys (the home page's). */
export function describedPageTitle(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  key: string,
  descriptionKey: string,
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return [];
  return [
    ...pageTitle(matches, key),
    { name: 'description', content: translate(stringsFor(root.strings), descriptionKey) },
  ];
}
