import type { RouteName } from '@shop/domain/routes';
import { useLoaderData } from 'react-router';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useT } from '../lib/strings.ts';
import type { Route } from './+types/screen.route';

/** Screens without their own module yet (profile editing needs a provider call first). */
const screens: readonly RouteName[] = [
  'my-account-profile-edit',
  'checkout-id',
  'checkout-confirmation-id',
  'checkout-failed-id',
];

export function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, screens);
  return { screen: location.match.name, params: location.match.params, locale: location.locale };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageTitle(matches, `screen.${loaderData.screen}`) : [];

export default function Screen() {
  const { screen, params, locale } = useLoaderData<typeof loader>();
  const t = useT();
  const subject = params.slug ?? params['*'] ?? params.id;
  return (
    <main id="main" data-route-name={screen} data-locale={locale}>
      <h1>{t(`screen.${screen}`)}</h1>
      {subject ? <p className="screen__subject">{subject}</p> : null}
    </main>
  );
}
