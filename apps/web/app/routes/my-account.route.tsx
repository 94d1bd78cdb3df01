import type { RouteName } from '@shop/domain/routes';
import { useLoaderData } from 'react-router';
import { AccountLayout } from '../components/account/account-layout.tsx';
import { AccountOrder } from '../components/account/account-order.tsx';
import { AccountOverview } from '../components/account/account-overview.tsx';
import { AccountProfile } from '../components/account/account-profile.tsx';
import { AccountProfileEdit } from '../components/account/account-profile-edit.tsx';
import { EmailConfirmation } from '../components/account/email-confirmation.tsx';
import { OrderList } from '../components/account/order-list.tsx';
import { ReturnForm } from '../components/account/return-form.tsx';
import { ReturnsList } from '../components/account/returns-list.tsx';
import { SubscriptionsList } from '../components/account/subscriptions-list.tsx';
import { accountCrumbs } from '../lib/account-crumbs.server.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useT } from '../lib/strings.ts';
import type { Route } from './+types/my-account.route';
import '../components/catalog/catalog.css';
import '../components/checkout/checkout.css';

/** The my-account screens this module renders (spec 2); the data comes in the browser. */
const screens: readonly RouteName[] = [
  'my-account',
  'my-account-overview',
  'my-account-orders',
  'my-account-orders-id',
  'my-account-profile',
  'my-account-profile-edit',
  'my-account-returns',
  'my-account-subscriptions',
  'my-account-orders-return-id',
];

export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, screens);
  const screen = location.match.name;
  return { screen, id: location.match.params.id ?? null, crumbs: await accountCrumbs(context, screen) };
}

export const handle = crumbsHandle;

// The page depends on the browser's login, never on anything a cache may share.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...(loaderData ? pageTitle(matches, `screen.${loaderData.screen}`) : []),
  { name: 'robots', content: 'noindex' },
];

export default function MyAccountScreen() {
  const { screen, id } = useLoaderData<typeof loader>();
  const t = useT();
  const title =
    screen === 'my-account-orders-id' && id ? t('account.order.title', { id }) : t(`screen.${screen}`);
  return (
    <AccountLayout screen={screen} title={title} notice={<EmailConfirmation />}>
      <AccountScreenContent screen={screen} id={id} />
    </AccountLayout>
  );
}

function AccountScreenContent({ screen, id }: { screen: RouteName; id: string | null }) {
  if (screen === 'my-account-orders') return <OrderList />;
  if (screen === 'my-account-orders-id' && id) {
    return <AccountOrder orderRef={id} returnRoute="my-account-orders-return-id" />;
  }
  if (screen === 'my-account-orders-return-id') {
    return id ? <ReturnForm orderRef={id} /> : <OrderList linkTo="my-account-orders-return-id" />;
  }
  if (screen === 'my-account-returns') return <ReturnsList />;
  if (screen === 'my-account-subscriptions') return <SubscriptionsList />;
  if (screen === 'my-account-profile') return <AccountProfile />;
  if (screen === 'my-account-profile-edit') return <AccountProfileEdit />;
  return <AccountOverview />;
}
