import { useMemo } from 'react';
import { type To, useSearchParams } from 'react-router';

/**
 * A list page's filters and page number live in the URL's query: a view can be bookmarked and
 * shared, and Back returns to the previous one.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const values = useMemo(() => {
    const read = new URLSearchParams(key);
    return Object.fromEntries(names.map((name) => [name, read.get(name) ?? ''])) as Record<Name, string>;
  }, [key, names]);

  /** New filters start again at page 1. */
  const apply = (next: Partial<Record<Name, string>>) => {
    const search = new URLSearchParams();
    for (const name of names) {
      const value = next[name]?.trim();
      if (value) search.set(name, value);
    }
    setParams(search);
  };

  const pageTo = (page: number): To => {
    const search = new URLSearchParams(key);
    if (page <= 1) search.delete('page');
    else search.set('page', String(page));
    const text = search.toString();
    return { search: text ? `?${text}` : '' };
  };

  return { key, values, apply, pageTo };
}

/** The option "all stores" and the like in a filter's list: no filter, which the URL leaves out. */
export const anyValue = 'any';

/** A query value when it is one of the allowed ones; anything else is no filter (never a 400). */
export function oneOf<Value extends string>(
  value: string | null,
  allowed: readonly Value[],
): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A page number from the query: 1 for anything that is not a whole number from 1 to 10 000. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A day (YYYY-MM-DD) from the query, or no filter. */
export function dayOf(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** Free text from the query, trimmed and cut to the API's 100 characters. */
export function textOf(value: string | null, maxLength = 100): string | undefined {
  const text = value?.trim().slice(0, maxLength);
  return text ? text : undefined;
}
