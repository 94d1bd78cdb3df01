import { isFulfilment } from '@shop/domain/order-lifecycle';
import { useLoaderData } from 'react-router';
import { Link } from '../components/shop-link.tsx';
import { apiFor } from '../lib/catalog-loader.server.ts';
import { fetchCheckoutOrder } from '../lib/checkout.api.ts';
import { useHref } from '../lib/links.ts';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useT } from '../lib/strings.ts';
import { openPanel } from '../state/ui-store.ts';
import type { Route } from './+types/checkout-failed.route';
import '../components/cart/cart.css';
import '../components/checkout/checkout.css';

/**
 * Spec 2: /checkout/failed/{id?}, where a declined or abandoned payment lands. It says what
 * happened (no money was taken, the cart is kept) and leads back to the checkout, whose
 * provider reopened it for a new attempt (docs/decisions/007).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['checkout-failed-id']);
  const id = location.match.params.id ?? null;
  const { call } = apiFor(context);
  const order = id ? await fetchCheckoutOrder(call, id).catch(() => null) : null;
  return {
    screen: location.match.name,
    id,
    order: order ? { number: order.number, status: order.status } : null,
  };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, 'screen.checkout-failed-id'),
  { name: 'robots', content: 'noindex' },
];

/** Statuses of an order that did go through after all (a late approval). */

export default function CheckoutFailedScreen() {
  const { screen, id, order } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  const completed = order !== null && isFulfilment(order.status);
  return (
    <main id="main" className="checkout checkout-result" data-route-name={screen} data-result="failed">
      <h1>{t('screen.checkout-failed-id')}</h1>
      {completed ? (
        <>
          <p>{t('failed.completed', { number: order.number })}</p>
          <Link
            className="shell-button shell-button--primary"
            to={href('checkout-confirmation-id', { id: id ?? undefined })}
          >
            {t('failed.to-confirmation')}
          </Link>
        </>
      ) : (
        <>
          {order ? <p data-testid="failed-order">{t('failed.order', { number: order.number })}</p> : null}
          <p>{t('failed.text')}</p>
          <p>{t('failed.cart-kept')}</p>
          <div className="checkout-result__actions">
            <Link
              className="shell-button shell-button--primary"
              to={href('checkout-id', id ? { id } : {})}
              data-testid="failed-retry"
            >
              {t('failed.retry')}
            </Link>
            <button
              type="button"
              className="shell-button shell-button--secondary"
              onClick={() => openPanel('cartOpen')}
            >
              {t('failed.show-cart')}
            </button>
            <Link className="shell-link-button" to={href('index')}>
              {t('confirmation.home')}
            </Link>
          </div>
        </>
      )}
    </main>
  );
}
