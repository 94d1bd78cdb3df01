import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { configureCart } from '../../lib/cart-runtime.ts';
import { useShop } from '../../lib/strings.ts';
import { cartStore, couponStore } from '../../state/cart-store.ts';
import { setPanel, type UiPanel, uiStore, useUi } from '../../state/ui-store.ts';

// The panel and the modal load on first use; most page views never open them.
const CartPanel = lazy(() => import('./cart-panel.tsx'));
const UpsellModal = lazy(() => import('./upsell-modal.tsx'));

/** A panel whose code failed to load closes again instead of replacing the page with an error. */
class PanelBoundary extends Component<{ panel: UiPanel; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    setPanel(this.props.panel, false);
  }

  override componentDidUpdate() {
    if (this.state.failed && !uiStore.getState()[this.props.panel]) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/**
 * Spec 1: the cart side panel and the upsell modal of the page shell. It also tells the cart
 * which store and screen the page shows, and syncs a stored cart with the server once the page
 * has loaded, so its prices, stock and coupons are current.
 */
export function CartHost() {
  const { locale, screen } = useShop();
  const location = useLocation();
  const cartOpen = useUi((state) => state.cartOpen);
  const upsellingOpen = useUi((state) => state.upsellingOpen);
  // The panel stays mounted after its first opening, so it can animate out and open at once.
  const [cartUsed, setCartUsed] = useState(false);
  if (cartOpen && !cartUsed) setCartUsed(true);

  useEffect(() => {
    configureCart({ locale, screen });
  }, [locale, screen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, after hydration.
  useEffect(() => {
    const hasCart = cartStore.getState().items.length > 0 || couponStore.getState().coupons.items.length > 0;
    // The checkout syncs once it knows its checkout is still open, and the confirmation empties
    // the cart: a sync of a cart that became an order would only race them.
    if (!hasCart || screen === 'checkout-id' || screen === 'checkout-confirmation-id') return;
    void import('../../lib/cart-sync.ts').then((sync) => sync.scheduleCartSync(0));
  }, []);

  // A navigation (a product link in the cart, the checkout button) closes the panels.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every navigation.
  useEffect(() => {
    setPanel('cartOpen', false);
    setPanel('upsellingOpen', false);
  }, [location.pathname]);

  return (
    <>
      {cartUsed ? (
        <PanelBoundary panel="cartOpen">
          <CartPanel />
        </PanelBoundary>
      ) : null}
      {upsellingOpen ? (
        <PanelBoundary panel="upsellingOpen">
          <UpsellModal />
        </PanelBoundary>
      ) : null}
    </>
  );
}
