import type { CartTotalsView } from '../../lib/cart-view.ts';
import { useT } from '../../lib/strings.ts';

/**
 * The cart's totals in the VAT mode (spec 4): the goods, the discounts, the total and its VAT.
 * Without VAT the total incl. VAT follows, since that is what will be paid.
 */
export function CartTotals({
  totals,
  shippingNote = true,
}: {
  totals: CartTotalsView;
  shippingNote?: boolean;
}) {
  const t = useT();
  const mode = totals.includeVat ? t('catalog.price-incl-vat') : t('catalog.price-excl-vat');
  return (
    <dl className="cart-totals" data-cart-totals="" data-vat-included={totals.includeVat}>
      <div className="cart-totals__row">
        <dt>{t('cart.totals.subtotal')}</dt>
        <dd data-total="subtotal">{totals.subtotal}</dd>
      </div>
      {totals.discount ? (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>{t('cart.totals.discount')}</dt>
          <dd data-total="discount">−{totals.discount}</dd>
        </div>
      ) : null}
      {shippingNote ? (
        <div className="cart-totals__row cart-totals__row--note">
          <dt>{t('cart.totals.shipping')}</dt>
          <dd>{t('cart.totals.shipping-at-checkout')}</dd>
        </div>
      ) : null}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>
          {t('cart.totals.total')} <span className="cart-totals__mode">({mode})</span>
        </dt>
        <dd data-total="total">{totals.total}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--vat">
        <dt>{totals.includeVat ? t('cart.totals.vat-included') : t('cart.totals.vat')}</dt>
        <dd data-total="vat">{totals.vat}</dd>
      </div>
      {totals.includeVat ? null : (
        <div className="cart-totals__row cart-totals__row--total-incl">
          <dt>{t('cart.totals.total-incl-vat')}</dt>
          <dd data-total="total-incl-vat">{totals.totalInclVat}</dd>
        </div>
      )}
    </dl>
  );
}
