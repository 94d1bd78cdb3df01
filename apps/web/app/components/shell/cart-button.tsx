import { useT } from '../../lib/strings.ts';
import { useCartCount } from '../../state/cart-store.ts';
import { togglePanel, useUi } from '../../state/ui-store.ts';
import { Icon } from './icons.tsx';

/**
 * Spec 1: the cart button with the item count. It toggles the cart-open state; the cart panel
 * that state shows arrives with issue 7. The count comes from td02, so the server renders none
 * and the badge (positioned over the icon, no layout shift) appears after hydration.
 */
export function CartButton() {
  const t = useT();
  const count = useCartCount();
  const open = useUi((state) => state.cartOpen);
  return (
    <button
      type="button"
      className="header-action cart-button"
      aria-expanded={open}
      aria-label={t('shell.cart.label', { count })}
      data-cart-count={count}
      onClick={() => togglePanel('cartOpen')}
    >
      <span className="cart-button__icon">
        <Icon name="cart" size={24} />
        {count > 0 ? (
          <span className="cart-button__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="header-action__text">{t('shell.cart.button')}</span>
    </button>
  );
}
