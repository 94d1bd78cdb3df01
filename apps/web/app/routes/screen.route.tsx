import type { RouteName } from '@shop/domain/routes';
import { useLoaderData } from 'react-router';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useT } from '../lib/strings.ts';
import type { Route } from './+types/screen.route';

/** The account, checkout and order screens, whose contents arrive with issues 7 and 8. */
const screens: readonly RouteName[] = [
  'my-account',
  'my-account-orders',
  'my-account-orders-id',
  'my-account-overview',
  'my-account-profile',
  'my-account-profile-edit',
  'my-account-returns',
  'my-account-subscriptions',
  'my-account-orders-return-id',
  'my-order-id',
  'my-order-return-id',
  'checkout-id',
  'checkout-confirmation-id',
  'checkout-failed-id',
  'track-order-id',
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
