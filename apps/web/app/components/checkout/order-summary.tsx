import type { Summary } from '../../lib/checkout-view.ts';
import { useT } from '../../lib/strings.ts';

/** The lines and totals of a checkout or an order, in the VAT mode (checkout-view.ts). */
export function OrderSummary({
  summary,
  coupons,
  title,
}: {
  summary: Summary;
  coupons: readonly string[];
  title: string;
}) {
  const t = useT();
  const mode = summary.includeVat ? t('catalog.price-incl-vat') : t('catalog.price-excl-vat');
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-order-summary="">
      <h2 id="order-summary-title" className="order-summary__title">
        {title}
      </h2>
      <ul className="order-summary__lines">
        {summary.lines.map((line) => (
          <li
            key={line.uuid}
            className="order-summary__line"
            data-sku={line.sku}
            data-quantity={line.quantity}
          >
            {line.thumb ? <img src={line.thumb} alt="" width={48} height={48} loading="lazy" /> : null}
            <span className="order-summary__name">
              {line.name}
              <span className="order-summary__each">
                {line.quantity} × {line.unitPrice}
                {line.unitOriginal ? (
                  <del>
                    <span className="visually-hidden">{t('cart.price-before')} </span>
                    {line.unitOriginal}
                  </del>
                ) : null}
              </span>
            </span>
            <span className="order-summary__total">{line.total}</span>
          </li>
        ))}
      </ul>
      {coupons.length > 0 ? (
        <p className="order-summary__coupons">
          {t('checkout.coupons')}: {coupons.join(', ')}
        </p>
      ) : null}
      <dl className="cart-totals" data-vat-included={summary.includeVat}>
        {summary.rows.map((row) => (
          <div
            key={row.key}
            className={`cart-totals__row${row.key === 'total' ? ' cart-totals__row--total' : ''}${
              row.key === 'vat' ? ' cart-totals__row--vat' : ''
            }${row.key === 'discount' ? ' cart-totals__row--discount' : ''}`}
          >
            <dt>
              {t(`checkout.summary.${row.key}`)}
              {row.key === 'total' ? <span className="cart-totals__mode"> ({mode})</span> : null}
            </dt>
            <dd data-summary={row.key}>{row.amount ?? t('checkout.summary.choose-delivery')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
