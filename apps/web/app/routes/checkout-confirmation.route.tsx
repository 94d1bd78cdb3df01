import { isFulfilment } from '@shop/domain/order-lifecycle';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { OrderDetails } from '../components/checkout/order-details.tsx';
import { Link } from '../components/shop-link.tsx';
import { useBrowserApi } from '../lib/browser-api.ts';
import { completeOrder } from '../lib/cart-actions.ts';
import { apiFor } from '../lib/catalog-loader.server.ts';
import { fetchCheckoutOrder, type OrderResponse } from '../lib/checkout.api.ts';
import { trackPurchase } from '../lib/checkout-tracking.ts';
import { useHref } from '../lib/links.ts';
import { pageTitle } from '../lib/meta.ts';
import { requireScreen } from '../lib/screen.server.ts';
import { useShop, useT } from '../lib/strings.ts';
import { cartStore } from '../state/cart-store.ts';
import type { Route } from './+types/checkout-confirmation.route';
import '../components/cart/cart.css';
import '../components/checkout/checkout.css';

/** Order statuses of an order that went through (paid, or on invoice). */
const failedStatuses: readonly string[] = ['payment_failed', 'cancelled'];

/** While a provider's answer is on its way, the page asks again a few times. */
const pendingPollMs = 2000;
const pendingPolls = 15;

/**
 * Spec 2: /checkout/confirmation/{id?}. The id is the checkout id (docs/decisions/007: the
 * capability that reads its order); without one, the cart's own checkout is shown.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const location = requireScreen(context, ['checkout-confirmation-id']);
  const id = location.match.params.id ?? null;
  const { call } = apiFor(context);
  const order = id ? await fetchCheckoutOrder(call, id).catch(() => null) : null;
  return { screen: location.match.name, id, order };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle(matches, 'screen.checkout-confirmation-id'),
  { name: 'robots', content: 'noindex' },
];

type Shown =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'order'; readonly order: OrderResponse; readonly checkoutId: string };

export default function CheckoutConfirmationScreen() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  const href = useHref();
  const call = useBrowserApi();
  const { locale } = useShop();
  const [shown, setShown] = useState<Shown>(
    loaded.order && loaded.id
      ? { kind: 'order', order: loaded.order, checkoutId: loaded.id }
      : loaded.id
        ? { kind: 'missing' }
        : { kind: 'loading' },
  );

  // Without an id in the address, the cart's checkout (read after hydration) is the one shown.
  useEffect(() => {
    if (loaded.id) {
      setShown(
        loaded.order ? { kind: 'order', order: loaded.order, checkoutId: loaded.id } : { kind: 'missing' },
      );
      return;
    }
    const checkoutId = cartStore.getState().checkoutID;
    if (!checkoutId) {
      setShown({ kind: 'missing' });
      return;
    }
    let current = true;
    fetchCheckoutOrder(call, checkoutId)
      .then(
        (order) => current && setShown(order ? { kind: 'order', order, checkoutId } : { kind: 'missing' }),
      )
      .catch(() => current && setShown({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [call, loaded]);

  const order = shown.kind === 'order' ? shown.order : null;
  const checkoutId = shown.kind === 'order' ? shown.checkoutId : null;
  const status = order?.status ?? null;

  // A payment still on its way: ask again until the provider has answered.
  useEffect(() => {
    if (status !== 'pending_payment' || !checkoutId) return;
    let polls = 0;
    const timer = setInterval(() => {
      polls += 1;
      if (polls > pendingPolls) {
        clearInterval(timer);
        return;
      }
      void fetchCheckoutOrder(call, checkoutId).then((next) => {
        if (next && next.status !== 'pending_payment') setShown({ kind: 'order', order: next, checkoutId });
      });
    }, pendingPollMs);
    return () => clearInterval(timer);
  }, [call, status, checkoutId]);

  // Spec 4 and 9: a completed order clears the checkout state and sends the purchase event once.
  useEffect(() => {
    if (!order || !checkoutId || !isFulfilment(order.status)) return;
    if (cartStore.getState().checkoutID === checkoutId) completeOrder();
    trackPurchase(locale, order);
  }, [order, checkoutId, locale]);

  return (
    <main
      id="main"
      className="checkout checkout-result"
      data-route-name={loaded.screen}
      data-result={status ?? shown.kind}
    >
      {shown.kind === 'loading' ? (
        <p role="status">{t('checkout.loading')}</p>
      ) : shown.kind === 'missing' || !order ? (
        <>
          <h1>{t('confirmation.missing-title')}</h1>
          <p>{t('confirmation.missing')}</p>
          <Link className="shell-button shell-button--primary" to={href('index')}>
            {t('confirmation.home')}
          </Link>
        </>
      ) : failedStatuses.includes(order.status) ? (
        <>
          <h1>{t('screen.checkout-failed-id')}</h1>
          <p>{t('failed.text')}</p>
          <Link
            className="shell-button shell-button--primary"
            to={href('checkout-failed-id', { id: checkoutId ?? undefined })}
          >
            {t('failed.details')}
          </Link>
        </>
      ) : (
        <>
          <h1>
            {order.status === 'pending_payment'
              ? t('confirmation.pending-title')
              : t('screen.checkout-confirmation-id')}
          </h1>
          <p className="checkout-result__lead" role="status">
            {order.status === 'pending_payment'
              ? t('confirmation.pending', { number: order.number })
              : t('confirmation.lead', { number: order.number, email: order.customer.email })}
          </p>
          <OrderDetails order={order} />
          <Link className="shell-button shell-button--secondary" to={href('index')}>
            {t('cart.continue-shopping')}
          </Link>
        </>
      )}
    </main>
  );
}
