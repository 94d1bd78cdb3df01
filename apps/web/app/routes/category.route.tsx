import { useLoaderData } from 'react-router';
import { CatalogSection } from '../components/catalog/catalog-section.tsx';
import { CategoryTiles } from '../components/catalog/category-tiles.tsx';
import { ListingView } from '../components/catalog/listing-view.tsx';
import { withCardProducts } from '../lib/card-product.ts';
import { fetchCategoryByPath, fetchMerchandisingFlags } from '../lib/catalog.api.ts';
import { catalogCrumbs } from '../lib/catalog-crumbs.server.ts';
import { apiFor, orFallback, orNotFound, parseListingQuery } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { categoryHref } from '../lib/links.ts';
import { notFoundResponse, requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/category.route';
import '../components/catalog/catalog.css';

/** Spec 2: the category with its free-form path (/kategori/*), its grid, filters, sort and pages. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireScreen(context, ['product-category-all']);
  const { call, location } = apiFor(context);
  const path = location.match.params['*'];
  if (!path) throw notFoundResponse();
  const [page, flags] = await Promise.all([
    orNotFound(fetchCategoryByPath(call, path, parseListingQuery(url))).then(withCardProducts),
    orFallback(fetchMerchandisingFlags(call), null),
  ]);
  // A page past the last one does not exist (spec 8).
  if (page.page > 1 && page.page > page.pages) throw notFoundResponse();
  // Spec 3, merchandising flag categoryPhoneModel: category pages offer the phone_model filter.
  const phoneModelFilter = flags?.categoryPhoneModel ?? true;
  const crumbs = await catalogCrumbs(context, page.breadcrumbs, page.category.name);
  return { page, phoneModelFilter, crumbs, screen: location.match.name };
}

export const handle = crumbsHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? catalogMeta(matches, loaderData.page.category.name, loaderData.page.category.description) : [];

export default function CategoryScreen() {
  const { page, phoneModelFilter, screen } = useLoaderData<typeof loader>();
  const { locale, prefixed } = useShop();
  const t = useT();
  const { category } = page;
  const children = category.children.map((child) => ({
    id: child.id,
    name: child.name,
    href: categoryHref(child.path, locale, prefixed),
    thumb: child.thumb,
  }));
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      <header>
        <h1>{category.name}</h1>
        {category.description ? <p className="catalog-lead">{category.description}</p> : null}
      </header>
      {children.length > 0 ? (
        <CatalogSection title={t('catalog.subcategories')}>
          <CategoryTiles categories={children} />
        </CatalogSection>
      ) : null}
      <ListingView
        listing={page}
        listName={`category:${category.path}`}
        omitFilters={phoneModelFilter ? [] : ['phone_model']}
      />
    </main>
  );
}
