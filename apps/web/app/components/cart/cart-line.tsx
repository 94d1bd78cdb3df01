import { CartNoticeCode } from '@shop/domain/reprice-cart';
import { stockTextKey } from '@shop/domain/stock';
import { changeQuantity, removeFromCart } from '../../lib/cart-actions.ts';
import type { CartLineView } from '../../lib/cart-view.ts';
import { productHref } from '../../lib/links.ts';
import { presaleLabel } from '../../lib/presale.ts';
import { useShop, useT } from '../../lib/strings.ts';
import { Link } from '../shop-link.tsx';
import { CartIcon } from './cart-icons.tsx';
import { QuantityInput } from './quantity-input.tsx';

/**
 * One line of the cart (spec 3, Cart item): thumbnail, name, the tier's unit price in the VAT
 * mode, the quantity (spec 5: 1 to 5000, locked for cross-sell, coupon and upsell-bundle items),
 * the line total and the line's notices (spec 5: cart_notice as a warning, adjusted_quantity as
 * a danger alert with product.adjusted_quantity).
 */
export function CartLine({ view, onNavigate }: { view: CartLineView; onNavigate?: () => void }) {
  const t = useT();
  const { locale, prefixed, store } = useShop();
  const { item } = view;
  const presale = presaleLabel(item, store, t);
  const href = productHref(item.slug, locale, prefixed);
  return (
    <li
      className="cart-line"
      data-cart-line={item.uuid}
      data-sku={item.sku}
      data-quantity={item.quantity}
      data-locked={view.locked}
    >
      {item.thumb ? (
        <img
          className="cart-line__thumb"
          src={item.thumb.url}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="cart-line__thumb" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <Link className="cart-line__name" to={href} onClick={onNavigate}>
          {item.name}
        </Link>
        <p className="cart-line__meta">
          <span>
            {t('catalog.sku')} {item.sku}
          </span>
          {item.stock_status ? <span>{t(stockTextKey(item.stock_status))}</span> : null}
        </p>
        {presale ? <p className="cart-line__presale presale">{presale}</p> : null}
        <p className="cart-line__unit" data-testid="cart-unit-price">
          <span className="cart-line__unit-price">{t('cart.unit-price', { price: view.unitPrice })}</span>
          {view.unitOriginal ? (
            <del className="cart-line__original">
              <span className="visually-hidden">{t('cart.price-before')} </span>
              {view.unitOriginal}
            </del>
          ) : null}
          {view.discountPercent > 0 ? (
            <span className="cart-line__discount">−{view.discountPercent} %</span>
          ) : null}
        </p>
        {view.nextTier ? (
          <p className="cart-line__tier">
            {t('cart.next-tier', { quantity: view.nextTier.quantity, price: view.nextTier.price })}
          </p>
        ) : null}
        {view.notices.map((notice) =>
          notice.code === CartNoticeCode.QuantityAdjusted ? (
            <p
              key={notice.code}
              className="cart-alert cart-alert--danger"
              role="alert"
              data-notice="adjusted"
            >
              <CartIcon name="alert" size={16} />
              {t('product.adjusted_quantity', { quantity: item.quantity })}
            </p>
          ) : (
            <p key={notice.code} className="cart-alert cart-alert--warning" data-notice="cart-notice">
              <CartIcon name="alert" size={16} />
              {notice.text}
            </p>
          ),
        )}
      </div>
      <div className="cart-line__controls">
        <QuantityInput
          value={item.quantity}
          locked={view.locked}
          onChange={(quantity) => changeQuantity(item.uuid, quantity)}
          labels={{
            quantity: t('cart.quantity-of', { name: item.name }),
            decrease: t('cart.decrease', { name: item.name }),
            increase: t('cart.increase', { name: item.name }),
            locked: t('cart.quantity-locked'),
          }}
        />
        <p className="cart-line__total" data-testid="cart-line-total">
          {view.totalOriginal ? (
            <del className="cart-line__original">
              <span className="visually-hidden">{t('cart.price-before')} </span>
              {view.totalOriginal}
            </del>
          ) : null}
          <span>{view.total}</span>
        </p>
        <button
          type="button"
          className="cart-line__remove"
          aria-label={t('cart.remove', { name: item.name })}
          onClick={() => removeFromCart(item.uuid)}
        >
          <CartIcon name="bin" size={18} />
        </button>
      </div>
    </li>
  );
}
