import { useLoaderData } from 'react-router';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import type { Route } from './+types/home.route';

export function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['index']);
  return { screen: location.match.name, locale: location.locale };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'screen.index');

export default function Home() {
  const { screen, locale } = useLoaderData<typeof loader>();
  const { store } = useShop();
  const t = useT();
  return (
    <main id="main" data-route-name={screen} data-locale={locale}>
      <h1>{store.brand}</h1>
      <p>{t('home.tagline')}</p>
    </main>
  );
}
