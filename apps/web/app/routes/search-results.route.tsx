import { isValidSearchTerm, showsNoResultsMessage } from '@shop/domain/validation';
import { useLoaderData, useLocation } from 'react-router';
import { CatalogSection } from '../components/catalog/catalog-section.tsx';
import { CategoryChips } from '../components/catalog/category-tiles.tsx';
import { VehicleFinder } from '../components/catalog/finders.tsx';
import { ListingView, listingPageHref, productGridAnchor } from '../components/catalog/listing-view.tsx';
import { Pagination } from '../components/catalog/pagination.tsx';
import { ProductGrid } from '../components/catalog/product-grid.tsx';
import { ApiError } from '../lib/api-client.ts';
import { toCardProducts, withCardProducts } from '../lib/card-product.ts';
import {
  fetchCables,
  fetchPhoneModelProducts,
  fetchPopularProducts,
  fetchVehicle,
  searchProducts,
} from '../lib/catalog.api.ts';
import { apiFor, orFallback, orNotFound, parseListingQuery } from '../lib/catalog-loader.server.ts';
import { translatedMeta } from '../lib/catalog-meta.ts';
import { categoryHref, useHref } from '../lib/links.ts';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/search-results.route';
import '../components/catalog/catalog.css';

/** Products per page of the results (spec 7: `co`, the count the search returns). */
const searchPageSize = 48;
const popularCount = 8;

/**
 * Spec 2: the search results (/sok in sv, /searchresults elsewhere) with the `q` query. The
 * finders lead here too: `phone_model` (the phone-model selector), `plug_a` and `plug_b` (the
 * cable-plug selector) and `registration` (the vehicle search), each with its matching products.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const location = requireScreen(context, ['searchresults']);
  const { call } = apiFor(context);
  const params = url.searchParams;
  const screen = location.match.name;

  const phoneModel = params.get('phone_model');
  if (phoneModel) {
    const listing = withCardProducts(
      await orNotFound(fetchPhoneModelProducts(call, phoneModel, parseListingQuery(url))),
    );
    return { screen, mode: 'phone-model' as const, listing };
  }

  const plugA = params.get('plug_a');
  if (plugA) {
    const cables = await orNotFound(fetchCables(call, { plugA, plugB: params.get('plug_b') || undefined }));
    return {
      screen,
      mode: 'cables' as const,
      cables: { ...cables, products: toCardProducts(cables.products) },
    };
  }

  const registration = params.get('registration');
  if (registration !== null) {
    try {
      const vehicle = await fetchVehicle(call, registration);
      return {
        screen,
        mode: 'vehicle' as const,
        registration,
        vehicle: { ...vehicle, products: toCardProducts(vehicle.products) },
      };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        return { screen, mode: 'vehicle' as const, registration, vehicle: null };
      }
      throw error;
    }
  }

  const query = (params.get('q') ?? '').trim();
  // Spec 4: fewer than 2 characters show popular products instead of a search.
  if (!isValidSearchTerm(query)) {
    const popular = await orFallback(fetchPopularProducts(call, { limit: popularCount }), []);
    return { screen, mode: 'too-short' as const, query, popular: toCardProducts(popular) };
  }
  const page = parseListingQuery(url).page ?? 1;
  const result = await searchProducts(call, { query, count: searchPageSize, page });
  const pages = Math.ceil(result.total / searchPageSize);
  return {
    screen,
    mode: 'search' as const,
    query,
    result: { ...result, products: toCardProducts(result.products) },
    page,
    pages,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.mode === 'search')
    return translatedMeta(matches, 'search.heading', { query: loaderData.query }, 'search.description');
  return pageTitle(matches, 'screen.searchresults');
};

export default function SearchResultsScreen() {
  const data = useLoaderData<typeof loader>();
  const { locale } = useShop();
  return (
    <main
      id="main"
      className="catalog"
      data-route-name={data.screen}
      data-locale={locale}
      data-mode={data.mode}
    >
      <Results data={data} />
    </main>
  );
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function Results({ data }: { data: LoaderData }) {
  const t = useT();
  const href = useHref();
  const location = useLocation();
  const { locale, prefixed } = useShop();
  switch (data.mode) {
    case 'phone-model': {
      const model = data.listing.phone_model;
      return (
        <>
          <header>
            <h1>{`${model.brand.name} ${model.name}`}</h1>
          </header>
          <ListingView
            listing={data.listing}
            listName={`phone-model:${model.slug}`}
            keep={{ phone_model: model.slug }}
            omitFilters={['phone_model']}
          />
        </>
      );
    }
    case 'cables': {
      const { cables } = data;
      const title = cables.plug_b ? `${cables.plug_a.name} – ${cables.plug_b.name}` : cables.plug_a.name;
      return (
        <>
          <header>
            <h1>{title}</h1>
            <p className="catalog-lead">{countText(t, cables.products.length, 'catalog.products')}</p>
          </header>
          <ResultsGrid products={cables.products} listName="cable-finder" />
        </>
      );
    }
    case 'vehicle': {
      const { vehicle } = data;
      if (!vehicle) {
        return (
          <>
            <h1>{t('screen.searchresults')}</h1>
            <p className="empty-state" role="status">
              {t('finder.vehicle.not-found', { registration: data.registration.toUpperCase() })}
            </p>
            <VehicleFinder action={href('searchresults')} initial={data.registration} />
          </>
        );
      }
      const name = `${vehicle.vehicle.make} ${vehicle.vehicle.model} ${vehicle.vehicle.year}`;
      return (
        <>
          <header>
            <h1>{t('finder.vehicle.found', { vehicle: name })}</h1>
            <p className="catalog-lead">
              {vehicle.vehicle.registration_number} ·{' '}
              {countText(t, vehicle.products.length, 'catalog.products')}
            </p>
          </header>
          <ResultsGrid products={vehicle.products} listName="vehicle-finder" />
        </>
      );
    }
    case 'too-short':
      return (
        <>
          <h1>{t('screen.searchresults')}</h1>
          <p className="notice" role="status">
            {t('search.too-short')}
          </p>
          <CatalogSection title={t('search.popular')}>
            <ProductGrid products={data.popular} listName="search:popular" label={t('search.popular')} />
          </CatalogSection>
        </>
      );
    case 'search': {
      const { result, query } = data;
      const categories = result.categories.map((category) => ({
        id: category.id,
        name: category.hierarchy.map((level) => level.name).join(' › ') || category.name,
        href: categoryHref(category.path, locale, prefixed),
        thumb: category.thumb,
      }));
      return (
        <>
          <header>
            <h1>{t('search.heading', { query })}</h1>
            <p className="catalog-lead" data-testid="search-count">
              {countText(t, result.total, 'search.count')}
            </p>
          </header>
          {categories.length > 0 ? (
            <CatalogSection title={t('search.categories')}>
              <CategoryChips categories={categories} label={t('search.categories')} />
            </CatalogSection>
          ) : null}
          {/* Spec 5: a no-results message shows when more than 2 characters return nothing. */}
          {showsNoResultsMessage(query, result.total) ? (
            <p id={productGridAnchor} className="empty-state" role="status" data-testid="no-results">
              {t('search.no-results', { query })}
            </p>
          ) : (
            <div className="catalog-section">
              <ResultsGrid products={result.products} listName="search" />
              <Pagination
                page={data.page}
                pageCount={data.pages}
                hrefFor={(page) => listingPageHref(location.pathname, location.search, page)}
                labels={{
                  nav: t('catalog.pagination'),
                  previous: t('catalog.pagination-previous'),
                  next: t('catalog.pagination-next'),
                  page: (page) => t('catalog.pagination-page', { page }),
                }}
              />
            </div>
          )}
        </>
      );
    }
  }
}

function ResultsGrid({
  products,
  listName,
}: {
  products: Parameters<typeof ProductGrid>[0]['products'];
  listName: string;
}) {
  const t = useT();
  return (
    <CatalogSection title={t('catalog.products')} hiddenTitle>
      {products.length === 0 ? (
        <p id={productGridAnchor} className="empty-state">
          {t('catalog.empty')}
        </p>
      ) : (
        <ProductGrid
          id={productGridAnchor}
          products={products}
          listName={listName}
          label={t('catalog.products')}
          prioritize
        />
      )}
    </CatalogSection>
  );
}

function countText(
  t: ReturnType<typeof useT>,
  count: number,
  key: 'search.count' | 'catalog.products',
): string {
  if (key === 'search.count') return count === 1 ? t('search.count-one') : t('search.count', { count });
  return count === 1 ? t('catalog.products-count-one') : t('catalog.products-count', { count });
}
