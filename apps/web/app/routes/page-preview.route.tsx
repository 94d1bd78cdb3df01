import { useLoaderData } from 'react-router';
import { ContentArticle } from '../components/catalog/content-article.tsx';
import { fetchPagePreview } from '../lib/catalog.api.ts';
import { catalogCrumbs } from '../lib/catalog-crumbs.server.ts';
import { apiFor, orNotFound } from '../lib/catalog-loader.server.ts';
import { catalogMeta } from '../lib/catalog-meta.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/page-preview.route';
import '../components/catalog/catalog.css';

/** Spec 2: /page-preview shows a draft content page by its preview token (`?token=`). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const location = requireScreen(context, ['page-preview']);
  const token = url.searchParams.get('token');
  if (!token) return { screen: location.match.name, page: null, crumbs: [] };
  const { call } = apiFor(context);
  const page = await orNotFound(fetchPagePreview(call, token));
  const crumbs = await catalogCrumbs(context, page.breadcrumbs, page.title);
  return { screen: location.match.name, page, crumbs };
}

export const handle = crumbsHandle;

// A draft is never indexed.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...(loaderData?.page
    ? catalogMeta(matches, loaderData.page.title)
    : pageTitle(matches, 'screen.page-preview')),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PagePreviewScreen() {
  const { page, screen } = useLoaderData<typeof loader>();
  const { locale } = useShop();
  const t = useT();
  if (!page) {
    return (
      <main id="main" className="catalog" data-route-name={screen} data-locale={locale}>
        <h1>{t('screen.page-preview')}</h1>
        <p className="notice">{t('preview.missing')}</p>
      </main>
    );
  }
  return <ContentArticle page={page} screen={screen} note={t('preview.note')} />;
}
