import { useLoaderData } from 'react-router';
import { ListingView } from '../components/catalog/listing-view.tsx';
import { withCardProducts } from '../lib/card-product.ts';
import { fetchBrand } from '../lib/catalog.api.ts';
import { catalogCrumbs } from '../lib/catalog-crumbs.server.ts';
import { apiFor, orNotFound, parseListingQuery } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { notFoundResponse, requireScreen } from '../lib/screen.server.ts';
import { useShop } from '../lib/strings.ts';
import type { Route } from './+types/brand.route';
import '../components/catalog/catalog.css';

/** Spec 2: a brand (/varumarke/{slug}) with its product grid. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireScreen(context, ['brand']);
  const { call, location } = apiFor(context);
  const slug = location.match.params.slug;
  if (!slug) throw notFoundResponse();
  const page = withCardProducts(await orNotFound(fetchBrand(call, slug, parseListingQuery(url))));
  if (page.page > 1 && page.page > page.pages) throw notFoundResponse();
  const crumbs = await catalogCrumbs(context, page.breadcrumbs, page.brand.name);
  return { page, crumbs, screen: location.match.name };
}

export const handle = crumbsHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? catalogMeta(matches, loaderData.page.brand.name, loaderData.page.brand.description) : [];

export default function BrandScreen() {
  const { page, screen } = useLoaderData<typeof loader>();
  const { locale } = useShop();
  const { brand } = page;
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      <header className="brand-header">
        <img src={brand.logo.url} alt="" width={brand.logo.width} height={brand.logo.height} />
        <div>
          <h1>{brand.name}</h1>
          {brand.description ? <p className="catalog-lead">{brand.description}</p> : null}
        </div>
      </header>
      <ListingView listing={page} listName={`brand:${brand.slug}`} />
    </main>
  );
}
