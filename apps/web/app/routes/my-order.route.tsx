import type { RouteName } from '@shop/domain/routes';
import { useLoaderData, useNavigate } from 'react-router';
import { LogoutButton } from '../components/account/account-layout.tsx';
import { AccountOrder } from '../components/account/account-order.tsx';
import { OrderLoginForm } from '../components/account/order-login-form.tsx';
import { ReturnForm } from '../components/account/return-form.tsx';
import { TrackedOrder } from '../components/account/tracked-order.tsx';
import { useHydrated } from '../components/account/use-authorized.ts';
import { accountCrumbs } from '../lib/account-crumbs.server.ts';
import { crumbsHandle } from '../lib/crumbs-handle.ts';
import { useHref } from '../lib/links.ts';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import { useAuth } from '../state/auth-store.ts';
import type { Route } from './+types/my-order.route';
import '../components/catalog/catalog.css';
import '../components/checkout/checkout.css';
import '../components/account/account.css';

/**
 * Spec 2: the guest order view /my-order/{id?}, its return /my-order/return/{id} and the
 * tracking page /track-order/{id?}.
 */
const screens: readonly RouteName[] = ['my-order-id', 'my-order-return-id', 'track-order-id'];

export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, screens);
  const screen = location.match.name;
  return { screen, id: location.match.params.id ?? null, crumbs: await accountCrumbs(context, screen) };
}

export const handle = crumbsHandle;

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...(loaderData ? pageTitle(matches, `screen.${loaderData.screen}`) : []),
  { name: 'robots', content: 'noindex' },
];

export default function MyOrderScreen() {
  const { screen, id } = useLoaderData<typeof loader>();
  const { locale } = useShop();
  const t = useT();
  return (
    <main id="main" className="account" data-route-name={screen} data-locale={locale}>
      <h1>{t(`screen.${screen}`)}</h1>
      <GuestOrder screen={screen} id={id} />
    </main>
  );
}

/**
 * Which order the current login may read here: a guest's own order (scope my-order), or any
 * order of a logged-in customer; anyone else logs in to the order first.
 */
function GuestOrder({ screen, id }: { screen: RouteName; id: string | null }) {
  const t = useT();
  const href = useHref();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const strategy = useAuth((state) => (state.access_token ? state.strategy : null));
  const ownOrder = useAuth((state) => state.user?.order_id ?? null);
  if (!hydrated) return <p role="status">{t('account.loading')}</p>;
  const orderRef =
    strategy === 'order' && ownOrder && (id === null || id === ownOrder)
      ? ownOrder
      : strategy === 'account'
        ? id
        : null;
  if (!orderRef) {
    // After the order login the guest lands where they were headed, now with the order's id.
    const target = screen === 'my-order-id' ? 'my-order-id' : screen;
    return <OrderLoginForm onLoggedIn={(orderId) => void navigate(href(target, { id: orderId }))} />;
  }
  if (screen === 'track-order-id') return <TrackedOrder orderRef={orderRef} />;
  if (screen === 'my-order-return-id') return <ReturnForm orderRef={orderRef} />;
  return (
    <>
      <AccountOrder orderRef={orderRef} returnRoute="my-order-return-id" />
      {/* The guest's order login ends here; an account login ends on my account. */}
      {strategy === 'order' ? <LogoutButton /> : null}
    </>
  );
}
