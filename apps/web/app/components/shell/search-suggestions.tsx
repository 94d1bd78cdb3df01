import { isValidSearchTerm, SEARCH_DEBOUNCE_MS, showsNoResultsMessage } from '@shop/domain/validation';
import { useEffect, useState } from 'react';
import { useBrowserApi } from '../../lib/browser-api.ts';
import { buildPriceView } from '../../lib/price-view.ts';
import {
  fetchPopularProducts,
  fetchSearchHints,
  type Product,
  type SearchHint,
  searchProducts,
} from '../../lib/search.api.ts';
import { useStorePath } from '../../lib/shell-links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';
import { Link } from '../shop-link.tsx';

/** How many products the panel lists. */
const suggestionCount = 6;

type Suggestions =
  | { readonly kind: 'none' }
  | { readonly kind: 'popular'; readonly products: readonly Product[] }
  | {
      readonly kind: 'search';
      readonly term: string;
      readonly products: readonly Product[];
      readonly categories: readonly { readonly id: number; readonly name: string; readonly uri: string }[];
      readonly hints: readonly SearchHint[];
      readonly total: number;
    };

let popularCache: Promise<Product[]> | undefined;

/**
 * Spec 4, Search: 2 or more characters start a search after a 250 ms pause, with hints; fewer
 * than 2 characters show popular products; more than 2 characters without results say so.
 */
export default function SearchSuggestions({
  id,
  query,
  open,
  resultsPath,
}: {
  id: string;
  query: string;
  open: boolean;
  resultsPath: string;
}) {
  const t = useT();
  const call = useBrowserApi();
  const [suggestions, setSuggestions] = useState<Suggestions>({ kind: 'none' });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const term = query.trim();
    let current = true;
    if (!isValidSearchTerm(term)) {
      popularCache ??= fetchPopularProducts(call, suggestionCount).catch((error: unknown) => {
        popularCache = undefined;
        throw error;
      });
      popularCache
        .then((products) => current && setSuggestions({ kind: 'popular', products }))
        .catch(() => current && setSuggestions({ kind: 'none' }));
      setLoading(false);
      return () => {
        current = false;
      };
    }
    const timer = window.setTimeout(() => {
      setLoading(true);
      Promise.all([searchProducts(call, term, suggestionCount), fetchSearchHints(call, term)])
        .then(([result, hints]) => {
          if (!current) return;
          setSuggestions({
            kind: 'search',
            term,
            products: result.products,
            categories: result.categories,
            hints,
            total: result.total,
          });
        })
        .catch(() => current && setSuggestions({ kind: 'none' }))
        .finally(() => current && setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [call, query]);

  const status = suggestions.kind === 'search' ? t('shell.search.status', { count: suggestions.total }) : '';

  return (
    <div id={id} className="search-suggestions" hidden={!open} data-loading={loading}>
      <p className="visually-hidden" role="status">
        {open ? status : ''}
      </p>
      {suggestions.kind === 'popular' && suggestions.products.length > 0 ? (
        <section aria-label={t('shell.search.popular')}>
          <h2 className="search-suggestions__heading">{t('shell.search.popular')}</h2>
          <ProductList products={suggestions.products} />
        </section>
      ) : null}
      {suggestions.kind === 'search' ? (
        <SearchResults suggestions={suggestions} resultsPath={resultsPath} />
      ) : null}
    </div>
  );
}

function SearchResults({
  suggestions,
  resultsPath,
}: {
  suggestions: Extract<Suggestions, { kind: 'search' }>;
  resultsPath: string;
}) {
  const t = useT();
  const storePath = useStorePath();
  const { term, products, categories, hints, total } = suggestions;
  if (showsNoResultsMessage(term, total) && hints.length === 0 && categories.length === 0) {
    return (
      <p className="search-suggestions__empty" data-search-empty="">
        {t('shell.search.noResults', { query: term })}
      </p>
    );
  }
  return (
    <>
      {hints.length > 0 ? (
        <section aria-label={t('shell.search.hints')}>
          <h2 className="search-suggestions__heading">{t('shell.search.hints')}</h2>
          <ul className="search-suggestions__links">
            {hints.map((hint) => (
              <li key={hint.id}>
                {/^https?:/.test(hint.url) ? (
                  <a href={hint.url}>{hint.url_title}</a>
                ) : (
                  <Link to={storePath(hint.url)}>{hint.url_title}</Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section aria-label={t('shell.search.categories')}>
          <h2 className="search-suggestions__heading">{t('shell.search.categories')}</h2>
          <ul className="search-suggestions__links">
            {categories.slice(0, 4).map((category) => (
              <li key={category.id}>
                <Link to={storePath(category.uri)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {products.length > 0 ? (
        <section aria-label={t('shell.search.products')}>
          <h2 className="search-suggestions__heading">{t('shell.search.products')}</h2>
          <ProductList products={products} />
          <Link className="search-suggestions__all" to={`${resultsPath}?${new URLSearchParams({ q: term })}`}>
            {t('shell.search.showAll', { count: total })}
          </Link>
        </section>
      ) : showsNoResultsMessage(term, total) ? (
        <p className="search-suggestions__empty" data-search-empty="">
          {t('shell.search.noResults', { query: term })}
        </p>
      ) : null}
    </>
  );
}

function ProductList({ products }: { products: readonly Product[] }) {
  const { store } = useShop();
  const storePath = useStorePath();
  const vatIncluded = useVatIncluded();
  return (
    <ul className="search-suggestions__products">
      {products.map((product) => (
        <li key={product.id}>
          <Link to={storePath(product.url_fragment)} className="search-suggestions__product">
            {product.thumb ? (
              <img src={product.thumb.url} alt="" width={48} height={48} loading="lazy" decoding="async" />
            ) : (
              <span className="search-suggestions__no-image" />
            )}
            <span className="search-suggestions__name">{product.name}</span>
            <span className="search-suggestions__price">
              {buildPriceView(product.prices, product.vat, store, vatIncluded).main.price}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
