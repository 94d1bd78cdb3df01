import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useCartSync } from '../../lib/cart-sync.ts';
import { useHref } from '../../lib/links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { useCart } from '../../state/cart-store.ts';
import { setPanel, useUi } from '../../state/ui-store.ts';
import { Icon } from '../shell/icons.tsx';
import { VatToggle } from '../shell/vat-toggle.tsx';
import { Link } from '../shop-link.tsx';
import { CartLine } from './cart-line.tsx';
import { CartTotals } from './cart-totals.tsx';
import { CartStoreIcons, CartWidget } from './cart-widgets.tsx';
import { CouponField } from './coupon-field.tsx';
import { useCartView } from './use-cart-view.ts';
import './cart.css';

/**
 * Spec 1 and 4: the cart side panel. React Aria's modal keeps focus inside, closes on Escape and
 * a click outside, and gives focus back to the cart button.
 */
export default function CartPanel() {
  const open = useUi((state) => state.cartOpen);
  const t = useT();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => setPanel('cartOpen', next)}
      isDismissable
      className="cart-overlay"
    >
      <Modal className="cart-panel" data-cart-panel="">
        <Dialog className="cart-panel__dialog" aria-label={t('cart.title')}>
          <CartPanelContent />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function CartPanelContent() {
  const t = useT();
  const href = useHref();
  const { locale } = useShop();
  const view = useCartView();
  const checkoutId = useCart((state) => state.checkoutID);
  const failed = useCartSync((state) => state.failed);
  const pending = useCartSync((state) => state.pending);
  const removed = useCartSync((state) => state.removed);
  const close = () => setPanel('cartOpen', false);
  const empty = view.lines.length === 0;
  return (
    <div className="cart-panel__content" data-syncing={pending}>
      <div className="cart-panel__header">
        <Heading slot="title" className="cart-panel__title">
          {t('cart.title')}
          {view.totals.quantity > 0 ? (
            <span className="cart-panel__count"> ({t('cart.count', { count: view.totals.quantity })})</span>
          ) : null}
        </Heading>
        <Button className="shell-icon-button" onPress={close} aria-label={t('shell.dialog.close')}>
          <Icon name="close" size={22} />
        </Button>
      </div>
      <VatToggle className="cart-panel__vat" />
      <CartWidget slug="cart-header" />
      {failed ? (
        <p className="cart-alert cart-alert--warning" role="status">
          {t('cart.sync-failed')}
        </p>
      ) : null}
      {removed.length > 0 ? (
        <p className="cart-alert cart-alert--warning" role="status">
          {t('cart.removed', { skus: removed.join(', ') })}
        </p>
      ) : null}
      {empty ? (
        <div className="cart-panel__empty">
          <p>{t('cart.empty')}</p>
          <button type="button" className="shell-button shell-button--secondary" onClick={close}>
            {t('cart.continue-shopping')}
          </button>
        </div>
      ) : (
        <>
          <ul className="cart-lines" aria-label={t('cart.lines')}>
            {view.lines.map((line) => (
              <CartLine key={line.item.uuid} view={line} onNavigate={close} />
            ))}
          </ul>
          <CouponField coupons={view.coupons} rejected={view.rejected} />
          <CartTotals totals={view.totals} />
          <div className="cart-panel__actions">
            <Link
              className="shell-button shell-button--primary cart-panel__checkout"
              to={href('checkout-id', checkoutId ? { id: checkoutId } : {})}
              onClick={close}
              data-testid="cart-checkout"
            >
              {t('cart.to-checkout')}
              <span className="cart-panel__checkout-total">{view.totals.totalInclVat}</span>
            </Link>
            <button type="button" className="shell-button shell-button--secondary" onClick={close}>
              {t('cart.continue-shopping')}
            </button>
          </div>
        </>
      )}
      {/* A code from a link is shown even before anything is in the cart. */}
      {empty && (view.coupons.length > 0 || view.rejected.length > 0) ? (
        <CouponField coupons={view.coupons} rejected={view.rejected} />
      ) : null}
      <CartWidget slug="cart-footer" />
      <CartStoreIcons locale={locale} />
    </div>
  );
}
