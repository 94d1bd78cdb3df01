import { type LocaleCode, localeCodes } from '@shop/domain/locales';
import { useSearchParams } from 'react-router';

/** The store whose content a page edits: `?store=` in the address (Swedish by default), so a view can be shared. */
export function useContentStore(): readonly [LocaleCode, (store: LocaleCode) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('store');
  const store = localeCodes.find((code) => code === asked) ?? 'sv';
  const choose = (next: LocaleCode) => {
    const search = new URLSearchParams(params);
    search.set('store', next);
    setParams(search);
  };
  return [store, choose] as const;
}

/** A path of the content section that keeps the chosen store. */
export function contentPath(path: string, store: LocaleCode): string {
  return `${path}?store=${store}`;
}
