import { useLoaderData } from 'react-router';
import { CheckoutFlow } from '../components/checkout/checkout-flow.tsx';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useT } from '../lib/strings.ts';
import type { Route } from './+types/checkout.route';
import '../components/cart/cart.css';
import '../components/checkout/checkout.css';

/**
 * Spec 2: the checkout, /checkout/{id?}. The cart lives in the shopper's browser, so the page is
 * rendered there: the server sends the frame and the id from the address.
 */
export function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['checkout-id']);
  return { screen: location.match.name, id: location.match.params.id ?? null };
}

// A checkout holds personal data and is never cached (spec 1: nor kept alive).
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, 'screen.checkout-id'),
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutScreen() {
  const { screen, id } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="checkout" data-route-name={screen}>
      <h1 className="checkout__title">{t('screen.checkout-id')}</h1>
      <CheckoutFlow urlId={id} />
    </main>
  );
}
