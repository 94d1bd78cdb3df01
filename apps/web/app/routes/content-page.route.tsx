import { useLoaderData } from 'react-router';
import { ContentArticle } from '../components/catalog/content-article.tsx';
import { fetchContentPage } from '../lib/catalog.api.ts';
import { catalogCrumbs } from '../lib/catalog-crumbs.server.ts';
import { apiFor, orNotFound } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { requireScreen } from '../lib/screen.server.ts';
import type { Route } from './+types/content-page.route';
import '../components/catalog/catalog.css';

/**
 * Spec 2: the generic content page catches every path no other screen claims. The page is looked
 * up by its path; a path without a page is the 404 'This page could not be found' (spec 8).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['all']);
  const { call } = apiFor(context);
  const page = await orNotFound(fetchContentPage(call, location.path));
  const crumbs = await catalogCrumbs(context, page.breadcrumbs, page.title);
  return { page, crumbs, screen: location.match.name };
}

export const handle = crumbsHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? catalogMeta(matches, loaderData.page.title, loaderData.page.meta_description) : [];

export default function ContentPageScreen() {
  const { page, screen } = useLoaderData<typeof loader>();
  return <ContentArticle page={page} screen={screen} />;
}
