import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

export type Strings = Readonly<Record<string, string>>;

/** The text for a key; the key itself when a string is missing, so a gap is visible, not blank. */
export function translate(
  strings: Strings,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = strings[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function useShop() {
  const shop = useRouteLoaderData<typeof rootLoader>('root');
  if (!shop) throw new Error('useShop needs the root loader data');
  return shop;
}

export function useT() {
  const { strings } = useShop();
  return (key: string, values?: Readonly<Record<string, string | number>>) => translate(strings, key, values);
}
