import { useLoaderData } from 'react-router';
import { ListingView } from '../components/catalog/listing-view.tsx';
import { withCardProducts } from '../lib/card-product.ts';
import { fetchTag } from '../lib/catalog.api.ts';
import { catalogCrumbs } from '../lib/catalog-crumbs.server.ts';
import { apiFor, orNotFound, parseListingQuery } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { notFoundResponse, requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/product-tag.route';
import '../components/catalog/catalog.css';

/** Spec 2: a product tag (/produkt-tagg/{slug}) with its product grid. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireScreen(context, ['product-tag']);
  const { call, location } = apiFor(context);
  const slug = location.match.params.slug;
  if (!slug) throw notFoundResponse();
  const page = withCardProducts(await orNotFound(fetchTag(call, slug, parseListingQuery(url))));
  if (page.page > 1 && page.page > page.pages) throw notFoundResponse();
  const crumbs = await catalogCrumbs(context, page.breadcrumbs, page.tag.name);
  return { page, crumbs, screen: location.match.name };
}

export const handle = crumbsHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? catalogMeta(matches, loaderData.page.tag.name, loaderData.page.tag.description) : [];

export default function ProductTagScreen() {
  const { page, screen } = useLoaderData<typeof loader>();
  const { locale } = useShop();
  const t = useT();
  const { tag } = page;
  return (
    <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
      <header>
        <h1>{t('tag.products', { tag: tag.name })}</h1>
        {tag.description ? <p className="catalog-lead">{tag.description}</p> : null}
      </header>
      <ListingView listing={page} listName={`tag:${tag.slug}`} />
    </main>
  );
}
