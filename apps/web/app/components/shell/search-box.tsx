import { isValidSearchTerm } from '@shop/domain/validation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pushDataLayerEvent } from '../../lib/data-layer.ts';
import { useHref } from '../../lib/links.ts';
import { useT } from '../../lib/strings.ts';
import { Icon } from './icons.tsx';

// The type-ahead (requests, hints, popular products) loads when the shopper first focuses the
// box: a plain form that submits `q` works before and without it.
const loadSuggestions = () => import('./search-suggestions.tsx');
const SearchSuggestions = lazy(loadSuggestions);

/**
 * Spec 1 and 4, Search: the search box. Enter goes to the results page with the q query; the
 * suggestions panel (2+ characters after a 250 ms pause, else popular products) opens on focus.
 */
export function SearchBox() {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const panelId = useId();
  const container = useRef<HTMLElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  const resultsPath = href('searchresults');

  // The results page's own query fills the box, so a shopper can refine it.
  useEffect(() => {
    if (location.pathname !== resultsPath) return;
    setQuery(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search, resultsPath]);

  // A navigation closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger.
  useEffect(() => setOpen(false), [location.key]);

  const openPanel = () => {
    setActivated(true);
    setOpen(true);
  };

  return (
    <search
      ref={container}
      className="search-box"
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          container.current?.querySelector('input')?.focus();
        }
      }}
    >
      <form
        action={resultsPath}
        method="get"
        className="search-box__form"
        onSubmit={(event) => {
          event.preventDefault();
          // Spec 5: a search needs a trimmed term longer than 1 character.
          if (!isValidSearchTerm(query)) return;
          setOpen(false);
          pushDataLayerEvent({ event: 'search', search_term: query.trim() });
          navigate(`${resultsPath}?${new URLSearchParams({ q: query.trim() })}`);
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('shell.search.label')}
        </label>
        <input
          id={inputId}
          className="search-box__input"
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('shell.search.placeholder')}
          aria-controls={open ? panelId : undefined}
          onPointerEnter={() => void loadSuggestions()}
          onFocus={openPanel}
          onChange={(event) => {
            setQuery(event.target.value);
            openPanel();
          }}
        />
        <button type="submit" className="search-box__submit" aria-label={t('shell.search.submit')}>
          <Icon name="search" size={20} />
        </button>
      </form>
      {activated ? (
        <Suspense fallback={null}>
          <SearchSuggestions id={panelId} query={query} open={open} resultsPath={resultsPath} />
        </Suspense>
      ) : null}
    </search>
  );
}
