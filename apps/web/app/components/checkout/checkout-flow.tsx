import { sameCode } from '@shop/domain/coupons';
import { getStore } from '@shop/domain/stores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { removeCouponCode } from '../../lib/cart-actions.ts';
import { whenCartReady } from '../../lib/cart-runtime.ts';
import { cartApiCall, flushCartSync, useCartSync } from '../../lib/cart-sync.ts';
import {
  apiProblem,
  type CheckoutView,
  checkoutCall,
  fetchCheckout,
  openCheckout,
  placeOrder,
  saveCustomer,
} from '../../lib/checkout.api.ts';
import { customerBody, draftFromCustomer, emptyDraft, errorsFromIssues } from '../../lib/checkout-form.ts';
import { checkoutSummary } from '../../lib/checkout-view.ts';
import { useHref, useLocalizeUri } from '../../lib/links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { cartStore, couponStore } from '../../state/cart-store.ts';
import { openPanel } from '../../state/ui-store.ts';
import { useVatIncluded } from '../../state/vat-mode.ts';
import { Link } from '../shop-link.tsx';
import { CustomerForm } from './customer-form.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentSection } from './payment-section.tsx';
import { ShippingSection } from './shipping-section.tsx';

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly view: CheckoutView };

/** The provider's refusals of an order (409) that the page explains in words of its own. */
const explainedRefusals: readonly string[] = [
  'OUT_OF_STOCK',
  'CART_CHANGED',
  'PRICE_CHANGED',
  'COUPON_USED_UP',
  'COUPON_REJECTED',
  'CHECKOUT_INCOMPLETE',
  'CHECKOUT_CLOSED',
];

/** Where the provider sends the shopper: a storefront page, or a payment provider's own page. */
function isStorefrontPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/api/');
}

/**
 * The checkout (spec 2, /checkout/{id?}): contact and address, shipping, payment, the order
 * summary and the order button. Everything is priced by the provider; the page follows the cart
 * (a change in the cart panel reloads the checkout).
 */
export function CheckoutFlow({ urlId }: { urlId: string | null }) {
  const t = useT();
  const href = useHref();
  const localize = useLocalizeUri();
  const navigate = useNavigate();
  const { locale, store: shopStore } = useShop();
  const store = useMemo(() => getStore(locale), [locale]);
  const includeVat = useVatIncluded();
  // Spec 5: the server prices the checkout (and charges the order) in the VAT mode shown.
  const call = useMemo(() => checkoutCall(cartApiCall(locale), includeVat), [locale, includeVat]);
  const firstVatMode = useRef(includeVat);
  const syncs = useCartSync((state) => state.completed);
  const syncing = useCartSync((state) => state.pending);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [customerDirty, setCustomerDirty] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  // A double click reaches the handler twice before React re-renders the disabled button.
  const submitLock = useRef(false);
  const view = phase.kind === 'ready' ? phase.view : null;
  const checkoutId = view?.checkout_id ?? null;

  const show = useCallback(
    (next: CheckoutView) => {
      // Spec 2: a checkout that became an order shows its confirmation.
      if (next.status === 'completed') {
        void navigate(href('checkout-confirmation-id', { id: next.checkout_id }), { replace: true });
        return;
      }
      setPhase(
        next.items.length === 0 && next.status === 'open' ? { kind: 'empty' } : { kind: 'ready', view: next },
      );
    },
    [href, navigate],
  );

  // Open (or resume) the checkout once the cart and the server agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per checkout address.
  useEffect(() => {
    let current = true;
    (async () => {
      await whenCartReady();
      // A checkout that became an order (a reload, the back button from a payment page) is not
      // synced over: it shows its confirmation, or the order that waits for its payment.
      const known = urlId ?? cartStore.getState().checkoutID;
      if (known) {
        const existing = await fetchCheckout(call, known).catch(() => null);
        if (!current) return;
        if (existing && existing.status !== 'open') {
          show(existing);
          return;
        }
      }
      await flushCartSync();
      const cart = cartStore.getState();
      const id = urlId ?? cart.checkoutID;
      if (!id && cart.items.length === 0) {
        if (current) setPhase({ kind: 'empty' });
        return;
      }
      const opened = await openCheckout(call, id, cart.campaignData);
      if (!current) return;
      if (opened.status === 'open' && cart.checkoutID !== opened.checkout_id) {
        cartStore.setState({ checkoutID: opened.checkout_id });
      }
      show(opened);
    })().catch(() => current && setPhase({ kind: 'failed' }));
    return () => {
      current = false;
    };
  }, [urlId]);

  // The shopper changed the cart (the panel still opens from the header) or the VAT mode (spec
  // 5 rounds discounted prices differently without VAT): reload the prices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each finished cart sync and mode change.
  useEffect(() => {
    if (!checkoutId || (syncs === 0 && includeVat === firstVatMode.current)) return;
    let current = true;
    fetchCheckout(call, checkoutId)
      .then((next) => current && show(next))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [syncs, includeVat]);

  const onError = useCallback((text: string) => setMessage(text), []);
  const onChange = useCallback(
    (next: CheckoutView) => {
      setMessage(null);
      show(next);
    },
    [show],
  );

  if (phase.kind === 'loading') {
    return (
      <p className="checkout-status" role="status" data-checkout-state="loading">
        {t('checkout.loading')}
      </p>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <div className="checkout-status" data-checkout-state="failed">
        <p role="alert">{t('checkout.error.load')}</p>
        <button
          type="button"
          className="shell-button shell-button--secondary"
          onClick={() => window.location.reload()}
        >
          {t('checkout.retry')}
        </button>
      </div>
    );
  }
  if (phase.kind === 'empty' || !view) {
    return (
      <div className="checkout-status" data-checkout-state="empty">
        <p>{t('cart.empty')}</p>
        <Link className="shell-button shell-button--primary" to={href('index')}>
          {t('cart.continue-shopping')}
        </Link>
      </div>
    );
  }

  const buyerType =
    view.customer?.buyer_type ?? (shopStore.allowExVAT && !includeVat ? 'company' : 'private');
  const initial = view.customer ? draftFromCustomer(view.customer) : emptyDraft(buyerType);
  const awaitingPayment = view.status === 'awaiting_payment';
  const summary = checkoutSummary(view, shopStore, includeVat);
  const appliedCoupons = view.coupons.filter((coupon) => coupon.applied && !coupon.failed_minimum_spend);
  // What will be paid: the total incl. VAT, also when prices are shown without.
  const payable =
    (
      summary.rows.find((row) => row.key === 'total-incl-vat') ??
      summary.rows.find((row) => row.key === 'total')
    )?.amount ?? null;
  const canPlace = awaitingPayment
    ? !submitting
    : view.missing.length === 0 && !customerDirty && !syncing && !submitting;

  const submit = async () => {
    if (submitLock.current) return;
    submitLock.current = true;
    setSubmitting(true);
    setMessage(null);
    let leaving = false;
    try {
      const placed = await placeOrder(call, view.checkout_id, view.totals.total);
      leaving = true;
      if (isStorefrontPath(placed.redirect_url)) {
        await navigate(placed.redirect_url);
      } else {
        // The payment provider's page (in test mode, the TEST MODE page of the built-in sandbox).
        window.location.assign(placed.redirect_url);
      }
    } catch (error) {
      await handleRefusal(error);
    } finally {
      // Leaving the page keeps the button disabled until the next page is shown.
      if (!leaving) {
        submitLock.current = false;
        setSubmitting(false);
      }
    }
  };

  const handleRefusal = async (error: unknown) => {
    const problem = apiProblem(error);
    const code = problem?.code ?? '';
    const concerned = problem?.issues.map((issue) => issue.path) ?? [];
    if (code === 'COUPON_USED_UP' || code === 'COUPON_REJECTED') {
      // The code no longer applies: it leaves the cart, which is synced before a new try.
      for (const coupon of couponStore.getState().coupons.items) {
        if (concerned.some((path) => sameCode(path, coupon.code))) removeCouponCode(coupon.code);
      }
      await flushCartSync();
    }
    if (code === 'CART_CHANGED' || code === 'OUT_OF_STOCK') await flushCartSync();
    setMessage(
      t(explainedRefusals.includes(code) ? `checkout.refused.${code}` : 'checkout.error.place-order', {
        items: concerned.join(', '),
      }),
    );
    try {
      show(await fetchCheckout(call, view.checkout_id));
    } catch {
      // The message says what happened; the page stays as it is.
    }
  };

  const placeButton = (
    <button
      type="button"
      className="shell-button shell-button--primary checkout-place__button"
      disabled={!canPlace}
      data-testid="place-order"
      onClick={() => void submit()}
    >
      {submitting
        ? t('checkout.placing')
        : awaitingPayment
          ? t('checkout.continue-payment')
          : payable === null
            ? t('checkout.summary.choose-delivery')
            : t('checkout.place-order', { total: payable })}
    </button>
  );

  if (awaitingPayment) {
    // The order is placed and waits for its payment: the same order is paid, never a second one.
    return (
      <div
        className="checkout-layout"
        data-checkout-state="awaiting-payment"
        data-checkout-id={view.checkout_id}
      >
        <div className="checkout-steps">
          <div
            className="cart-alert cart-alert--warning checkout-awaiting"
            role="status"
            data-awaiting-payment=""
          >
            <p>{t('checkout.awaiting-payment', { number: view.order?.number ?? '' })}</p>
          </div>
          {message ? (
            <p className="cart-alert cart-alert--danger" role="alert" data-checkout-message="">
              {message}
            </p>
          ) : null}
          <div className="checkout-place">{placeButton}</div>
        </div>
        <aside className="checkout-aside">
          <OrderSummary
            summary={summary}
            coupons={appliedCoupons.map((coupon) => coupon.code)}
            title={t('checkout.summary.title')}
          />
        </aside>
      </div>
    );
  }

  return (
    <div className="checkout-layout" data-checkout-state="ready" data-checkout-id={view.checkout_id}>
      <div className="checkout-steps">
        <section className="checkout-step" aria-labelledby="checkout-step-customer" data-step="customer">
          <h2 id="checkout-step-customer" className="checkout-step__title">
            <span className="checkout-step__number">1</span> {t('checkout.step.customer')}
          </h2>
          <CustomerForm
            key={view.checkout_id}
            store={store}
            initial={initial}
            saved={view.customer !== null}
            onDirtyChange={setCustomerDirty}
            onSave={async (draft) => {
              try {
                onChange(await saveCustomer(call, view.checkout_id, customerBody(draft)));
                return null;
              } catch (error) {
                const problem = apiProblem(error);
                const fields = problem ? errorsFromIssues(problem.issues) : {};
                if (Object.keys(fields).length > 0) return fields;
                setMessage(t('checkout.error.customer'));
                return {};
              }
            }}
          />
        </section>
        <section className="checkout-step" aria-labelledby="checkout-step-shipping" data-step="shipping">
          <h2 id="checkout-step-shipping" className="checkout-step__title">
            <span className="checkout-step__number">2</span> {t('checkout.step.shipping')}
          </h2>
          {view.customer ? (
            <ShippingSection
              call={call}
              view={view}
              store={store}
              includeVat={includeVat}
              onChange={onChange}
              onError={onError}
            />
          ) : (
            <p className="checkout-step__waiting">{t('checkout.shipping-needs-address')}</p>
          )}
        </section>
        <section className="checkout-step" aria-labelledby="checkout-step-payment" data-step="payment">
          <h2 id="checkout-step-payment" className="checkout-step__title">
            <span className="checkout-step__number">3</span> {t('checkout.step.payment')}
          </h2>
          {view.customer ? (
            <PaymentSection
              call={call}
              view={view}
              buyerType={view.customer.buyer_type}
              onChange={onChange}
              onError={onError}
            />
          ) : (
            <p className="checkout-step__waiting">{t('checkout.payment-needs-address')}</p>
          )}
        </section>
      </div>
      <aside className="checkout-aside">
        <OrderSummary
          summary={summary}
          coupons={appliedCoupons.map((coupon) => coupon.code)}
          title={t('checkout.summary.title')}
        />
        <button
          type="button"
          className="shell-link-button checkout-edit-cart"
          onClick={() => openPanel('cartOpen')}
        >
          {t('checkout.edit-cart')}
        </button>
        <div className="checkout-place">
          {message ? (
            <p className="cart-alert cart-alert--danger" role="alert" data-checkout-message="">
              {message}
            </p>
          ) : null}
          {view.missing.length > 0 ? (
            <p className="checkout-place__missing" data-missing={view.missing.join(' ')}>
              {t('checkout.missing', {
                steps: view.missing.map((step) => t(`checkout.missing.${step}`)).join(', '),
              })}
            </p>
          ) : customerDirty ? (
            <p className="checkout-place__missing">{t('checkout.save-customer-first')}</p>
          ) : null}
          {placeButton}
          <p className="checkout-place__terms">
            {t('checkout.terms')} <Link to={localize(shopStore.privacyURL)}>{t('checkout.privacy')}</Link>
          </p>
        </div>
      </aside>
    </div>
  );
}
